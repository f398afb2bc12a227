"""What a session move costs late in a long match against early in it.

Seeded sessions play whole matches in process through the session service (what
``POST /v1/sessions/{id}/actions`` costs beyond HTTP), the seat to act choosing among its listed
actions (the contract suite's choosers: Ramino's melding player, else a random listed action):

- Euchre: 20 deals (``SESSION_MAX_DEALS=20``, ``points_to_win`` 100 so that no side gets there first);
- Ramino: a 6-hand match (``match: fixed_hands``, ``fixed_hands: 6``).

Each move (``SessionService.act``) is timed alone; what the player reads to choose it is not.
The figures: the median move of the first two deals ("early") and of the last two ("late"),
and late / early - whole deals on both sides, since a move's cost depends on where in its deal
it falls (a Ramino hand's last turns, with melds on the table to lay off onto, cost the most) -
on the in-process store and on the Redis at ``REDIS_URL`` (default 127.0.0.1:6379, under a key
prefix of its own, deleted afterwards); and the stored session record's size after the first
deal and at the end.  Within a deal too: the median move of every deal's last third against its
first third (late in a hand against early in it).  Target: late / early <= 1.2, both.

    .venv/bin/python -m bench.bench_session_match [matches] [store ...]     (from the repository root)
"""

from __future__ import annotations

import os
import random
import secrets
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import redis

from service.app import create_app
from service.engine import replay
from service.games.registry import ENGINES
from service.sessions import SessionService
from tests.playout import next_action

TARGET_RATIO = 1.2
REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")


@dataclass(frozen=True)
class MatchCase:
    label: str
    game: str
    rules: dict[str, Any]
    max_deals: int


CASES = (
    MatchCase("euchre, 20 deals", "euchre", {"variant": "north-american", "points_to_win": 100}, 20),
    MatchCase("ramino, 6 hands", "ramino", {"match": "fixed_hands", "fixed_hands": 6}, 200),
)


@dataclass
class Timings:
    """Each move's milliseconds by the deal it was posted in, and the stored record's size after each deal."""

    by_deal: dict[int, list[float]] = field(default_factory=dict)
    record_bytes: dict[int, int] = field(default_factory=dict)
    hands: list[list[float]] = field(default_factory=list)
    """Each deal's moves, in their order (every match's)."""


def play(service: SessionService, case: MatchCase, seed: int, timings: Timings) -> None:
    """Play one seeded match of ``case`` to its end, timing every move.

    The player rebuilds the deal from the referee's view (the deal as dealt, with any new stock)
    and the moves of the deal so far, so that what it reads between moves does not grow with the match.
    """
    engine = ENGINES[case.game]
    rng = random.Random(seed)
    created, tokens = service.create({"game": case.game, "seed": seed, "rules": case.rules})
    session_id, referee_token = created.body["session_id"], tokens["referee"]
    played: list[dict[str, Any]] = []  # the moves of the current deal
    while True:
        referee = service.view(session_id, referee_token).body
        if referee["to_act"] is None:
            break
        rules = engine.resolve_rules(referee["rules"])
        state = replay(engine, rules, referee["dealt"], [dict(move) for move in played], referee["scores"])
        move = next_action(engine, state, engine.legal_actions(state), rng)
        assert move is not None, "the seat to act has a listed action"
        body = {k: v for k, v in move.items() if k != "seat"}
        token = tokens["seats"][referee["to_act"]]
        began = time.perf_counter_ns()
        answer = service.act(session_id, token, body, f'"v{referee["version"]}"')
        spent = (time.perf_counter_ns() - began) / 1e6
        timings.by_deal.setdefault(referee["deal_number"], []).append(spent)
        if not played:
            timings.hands.append([])
        timings.hands[-1].append(spent)
        played.append(move)
        if answer.body["deal_number"] != referee["deal_number"] or answer.body["to_act"] is None:
            played = []
            loaded = service.store.load(session_id)
            assert loaded is not None
            timings.record_bytes[referee["deal_number"]] = len(loaded.data)
    service.store.delete(session_id)


def run(store: str, case: MatchCase, matches: int) -> Timings:
    prefix = f"bench-session-match-{secrets.token_hex(4)}"
    config: dict[str, Any] = {
        "redis_url": REDIS_URL if store == "redis" else None,
        "redis_key_prefix": prefix,
        "allow_test_seeds": True,
        "session_max_deals": case.max_deals,
        "session_create_limit": "100000/second",
    }
    service: SessionService = create_app(config).extensions["arbitro.sessions"]
    timings = Timings()
    try:
        for seed in range(matches):
            play(service, case, 1800 + seed, timings)
    finally:
        if store == "redis":
            client = redis.Redis.from_url(REDIS_URL)
            keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
            if keys:
                client.delete(*keys)
    return timings


def report(store: str, case: MatchCase, matches: int, timings: Timings) -> None:
    """The median move of the first two deals and of the last two, and their ratio against the target."""
    deals = sorted(timings.by_deal)
    early = [spent for deal in deals[:2] for spent in timings.by_deal[deal]]
    late = [spent for deal in deals[-2:] for spent in timings.by_deal[deal]]
    ratio = statistics.median(late) / statistics.median(early)
    verdict = "met" if ratio <= TARGET_RATIO else "MISSED"
    print(f"{case.label} ({store} store): {matches} matches, {sum(map(len, timings.by_deal.values()))} moves")
    print(
        f"  deals {deals[0]}-{deals[1]}: median {statistics.median(early):.3f} ms ({len(early)} moves); "
        f"deals {deals[-2]}-{deals[-1]}: {statistics.median(late):.3f} ms ({len(late)}); late / early = {ratio:.2f}, "
        f"target <= {TARGET_RATIO}: {verdict}"
    )
    thirds = [(hand[: len(hand) // 3], hand[-(len(hand) // 3) :]) for hand in timings.hands if len(hand) >= 3]
    first = [spent for early_moves, _ in thirds for spent in early_moves]
    last = [spent for _, late_moves in thirds for spent in late_moves]
    within = statistics.median(last) / statistics.median(first)
    print(
        f"  within a deal ({len(thirds)} deals): first third median {statistics.median(first):.3f} ms, last third "
        f"{statistics.median(last):.3f} ms; late / early = {within:.2f}, target <= {TARGET_RATIO}: "
        f"{'met' if within <= TARGET_RATIO else 'MISSED'}"
    )
    sizes = timings.record_bytes
    first, last = min(sizes), max(sizes)
    print(f"  stored record after deal {first}: {sizes[first]} bytes; after deal {last}: {sizes[last]}")


def main(matches: int = 3, stores: tuple[str, ...] = ("memory", "redis")) -> None:
    for store in stores:
        for case in CASES:
            report(store, case, matches, run(store, case, matches))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3, tuple(sys.argv[2:]) or ("memory", "redis"))
