"""What a session move costs late in a long match against early in it (issue 18 item 1).

Seeded sessions play whole matches in process through the session service (what
``POST /v1/sessions/{id}/actions`` costs beyond HTTP), the seat to act choosing among its listed
actions (the contract suite's choosers: Ramino's melding player, else a random listed action):

- Euchre: 20 deals (``SESSION_MAX_DEALS=20``, ``points_to_win`` 100 so that no side gets there first);
- Ramino: a 6-hand match (``match: fixed_hands``, ``fixed_hands: 6``).

Each move (``SessionService.act``) is timed alone; what the player reads to choose it is not.
The figures: the median move of the first deal ("early") and of the last deal ("late"), and
late / early, on the in-process store and on the Redis at ``REDIS_URL`` (default
127.0.0.1:6379, under a key prefix of its own, deleted afterwards); and the stored session
record's size after the first deal and at the end.  Target: late / early <= 1.2.

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
from tests.contract.contract_playout import next_action

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
    by_match: list[list[float]] = field(default_factory=list)
    record_bytes: dict[int, int] = field(default_factory=dict)


def play(service: SessionService, case: MatchCase, seed: int, timings: Timings) -> None:
    """Play one seeded match of ``case`` to its end, timing every move."""
    engine = ENGINES[case.game]
    rng = random.Random(seed)
    created, tokens = service.create({"game": case.game, "seed": seed, "rules": case.rules})
    session_id, referee_token = created.body["session_id"], tokens["referee"]
    moves: list[float] = []
    timings.by_match.append(moves)
    while True:
        referee = service.view(session_id, referee_token).body
        if referee["to_act"] is None:
            break
        rules = engine.resolve_rules(referee["rules"])
        actions = service.log(session_id, referee_token).body["deals"][-1]["actions"]
        state = replay(engine, rules, referee["dealt"], actions, referee["scores"])
        move = next_action(engine, state, engine.legal_actions(state), rng)
        assert move is not None, "the seat to act has a listed action"
        body = {k: v for k, v in move.items() if k != "seat"}
        token = tokens["seats"][referee["to_act"]]
        began = time.perf_counter_ns()
        answer = service.act(session_id, token, body, f'"v{referee["version"]}"')
        spent = (time.perf_counter_ns() - began) / 1e6
        timings.by_deal.setdefault(referee["deal_number"], []).append(spent)
        moves.append(spent)
        if answer.body["deal_number"] != referee["deal_number"] or answer.body["to_act"] is None:
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


def compare(what: str, early_label: str, early: list[float], late_label: str, late: list[float]) -> None:
    """One line: the median move early and late, and their ratio against the target."""
    ratio = statistics.median(late) / statistics.median(early)
    verdict = "met" if ratio <= TARGET_RATIO else "MISSED"
    print(
        f"  {what}: {early_label} median {statistics.median(early):.3f} ms ({len(early)} moves), "
        f"{late_label} {statistics.median(late):.3f} ms ({len(late)}); late / early = {ratio:.2f}, "
        f"target <= {TARGET_RATIO}: {verdict}"
    )


def report(store: str, case: MatchCase, matches: int, timings: Timings) -> None:
    first, last = min(timings.by_deal), max(timings.by_deal)
    print(f"{case.label} ({store} store): {matches} matches, {sum(map(len, timings.by_match))} moves")
    compare("by deal", f"deal {first}", timings.by_deal[first], f"deal {last}", timings.by_deal[last])
    tenth = [len(moves) // 10 for moves in timings.by_match]
    early = [spent for moves, n in zip(timings.by_match, tenth, strict=True) for spent in moves[:n]]
    late = [spent for moves, n in zip(timings.by_match, tenth, strict=True) for spent in moves[-n:]]
    compare("by move", "first tenth", early, "last tenth", late)
    sizes = timings.record_bytes
    first, last = min(sizes), max(sizes)
    print(f"  stored record after deal {first}: {sizes[first]} bytes; after deal {last}: {sizes[last]}")


def main(matches: int = 3, stores: tuple[str, ...] = ("memory", "redis")) -> None:
    for store in stores:
        for case in CASES:
            report(store, case, matches, run(store, case, matches))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3, tuple(sys.argv[2:]) or ("memory", "redis"))
