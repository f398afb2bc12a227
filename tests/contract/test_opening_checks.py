"""The opening checks of every action answer alike in every game and variant (docs/API.md §1, "The
opening checks").

Random playouts of every game under every variant reach positions; at each, three probes that do not
depend on the game's own rules:

- a seat outside the table (``-1`` or the number of seats): a 400 naming the action's ``seat``, with
  the range;
- a seat not to act, making an action the seat to act may make (one listed for it; Ecarté's
  declaration of the king, which is not a turn, left out): a 422 refusing it as acting out of turn
  (``not_your_turn``; Sette e Mezzo's ``turn_over`` for a seat whose turn has ended, its §4.4);
- an action type the game does not have: a 400 naming the action's ``type``.

Once the deal is over any action is a 422 ``deal_over`` (``game_over`` when the match is over too).
Each probe is made through the engine (``GameEngine.apply``) and through the stateless HTTP endpoint
that replays the history (``POST /v1/games/{game}/adjudicate``), which must give the same status and
code.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.engine import GameEngine, IllegalAction, InvalidInput, apply_all
from service.engine.errors import OUT_OF_TURN_RULES
from service.games.registry import ENGINES
from tests.conftest import shared_app
from tests.contract.contract_playout import variant_rules
from tests.playout import concrete, fork, next_action, play, shuffled_deal
from tests.volume import examples

CASES = [pytest.param(game, name, id=f"{game}-{name}") for game in sorted(ENGINES) for name, _ in variant_rules(game)]
UNTIMED = {"ecarte": {"declare_king"}}
"""Action types that are not a turn (Ecarté §5.2): a seat not to act may take them."""
PLAYOUT_LIMIT = 400
"""The actions a playout takes at most (Ramino's hands are the longest: tests/contract/contract_playout.py)."""


def engine_answer(engine: GameEngine, state: Any, action: dict) -> tuple[int, str]:
    """What the engine answers ``action`` at ``state``: (400, the field path) or (422, the rule) or (200, '')."""
    try:
        engine.apply(fork(state), action)
    except InvalidInput as exc:
        return 400, ",".join(sorted(exc.errors))
    except IllegalAction as exc:
        return 422, exc.rule
    return 200, ""


def http_answer(game: str, request_rules: dict, deal: dict, history: list[dict], action: dict) -> tuple[int, str]:
    """What ``POST /v1/games/{game}/adjudicate`` answers ``history`` then ``action``, in the same terms."""
    body = {"rules": request_rules, "deal": deal, "actions": [*history, action]}
    answer = shared_app().test_client().post(f"/v1/games/{game}/adjudicate", json=body)
    problem = answer.get_json()
    if answer.status_code == 400:
        return 400, ",".join(sorted(problem["errors"]))
    if answer.status_code == 422:
        return 422, problem["rule"]
    return answer.status_code, ""


def probes(engine: GameEngine, state: Any, seats: int, last: dict, rng: random.Random) -> list[tuple[str, dict]]:
    """The probes at one position, each with its name; ``last`` is a well-formed action (the one applied last,
    or one listed now), which the probes of a seat change."""
    to_act = engine.to_act(state)
    made = (concrete(engine, state, entry, rng) for entry in engine.legal_actions(state))
    listed = [action for action in made if action is not None]
    sample = rng.choice(listed) if listed else last
    found = [
        ("seat below the table", {**sample, "seat": -1}),
        ("seat past the table", {**sample, "seat": seats}),
        ("unknown type", {"seat": sample["seat"], "type": "no_such_action"}),
    ]
    if to_act is None:
        found.append(("after the deal", {**last, "seat": rng.randrange(seats)}))
        return found
    timed = [a for a in listed if a["type"] not in UNTIMED.get(engine.game_id, ())]
    if timed:
        other = rng.choice([s for s in range(seats) if s != to_act])
        found.append(("seat not to act", {**rng.choice(timed), "seat": other}))
    return found


def expected(name: str, seats: int, index: int | None, state: Any) -> tuple[int, set[str]]:
    """The one answer every game gives to a probe: its status and the field paths or rules it may name."""
    where = "" if index is None else f"actions.{index}."
    if name.startswith("seat ") and name.endswith("the table"):
        return 400, {f"{where}seat"}
    if name == "unknown type":
        return 400, {f"{where}type"}
    if name == "after the deal":
        return 422, {"game_over" if state.game_over else "deal_over"}
    return 422, set(OUT_OF_TURN_RULES)


def play_and_probe(game: str, request_rules: dict, seed: int) -> None:
    engine = ENGINES[game]
    rules = engine.resolve_rules(request_rules)
    rng = random.Random(seed)
    deal = shuffled_deal(engine, rules, rng, [False])
    state = engine.start(rules, deal, None)
    seats = len(deal["hands"])
    history: list[dict] = []
    last: dict = {"seat": 0, "type": engine.vocabulary.types[0].name}
    over_the_wire = rng.randrange(8)  # the position also probed through HTTP (or the end, if sooner)

    def probed(state) -> list[dict] | None:
        """Every position probed, the last included; what is listed while the playout goes on."""
        ended = engine.to_act(state) is None
        for name, action in probes(engine, state, seats, last, rng):
            status, named = expected(name, seats, None, state)
            answer = engine_answer(engine, state, action)
            assert answer[0] == status and answer[1] in named, f"{game} {name} {action}: the engine says {answer}"
            if len(history) == over_the_wire or ended:
                status, named = expected(name, seats, len(history), state)
                answer = http_answer(game, request_rules, deal, history, action)
                assert answer[0] == status and answer[1] in named, f"{game} {name} {action}: HTTP says {answer}"
        return None if ended or len(history) == PLAYOUT_LIMIT else engine.legal_actions(state)

    def choose(engine, state, listed: list[dict], rng: random.Random) -> dict:
        action = next_action(engine, state, listed, rng)
        assert action is not None
        return action

    def apply(state, action: dict) -> None:
        nonlocal last
        apply_all(engine, state, [action], len(history))
        history.append(action)
        last = action

    play(engine, state, rng, choose=choose, legal=probed, apply=apply)


OPENINGS = 8
"""Random playouts per game and variant: each probes all three checks at every position of a whole deal (and one
position through HTTP), so eight deals a variant, new ones each run, reach the positions of every phase."""


@pytest.mark.parametrize(("game", "variant"), CASES)
@settings(max_examples=examples(OPENINGS), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_the_opening_checks_answer_alike_in_every_game(game, variant, seed):
    play_and_probe(game, {"variant": variant}, seed)
