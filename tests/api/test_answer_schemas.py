"""Each game's documented report and seat views are what its engine gives, over random playouts.

The suite's own requests reach only the positions its tests set up; here seeded random
playouts of every variant (some with hidden hands, some reporting breaches instead of
refusing them) check at every position ``engine.report`` against ``<Game>Report`` and
``engine.seat_view`` - every seat's, and the spectator's - against ``<Game>SeatView``, and
each legal-action entry against ``<Game>LegalAction``.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import jsonschema_rs
import orjson
import pytest

from service.api.schemas import schema_name
from service.engine import IllegalAction
from service.games.registry import ENGINES
from service.wire import dumps
from tests.conformance import schema_components
from tests.contract.contract_playout import candidates, variant_rules
from tests.playout import next_action, shuffled_deal

PLAYOUTS = 4
MAX_STEPS = 250


@functools.cache
def _validator(name: str) -> jsonschema_rs.Validator:
    return jsonschema_rs.Draft202012Validator(
        {"$ref": f"#/components/schemas/{name}", "components": schema_components()},
        validate_formats=False,
    )


def _check(name: str, answer: Any, where: str) -> None:
    answer = orjson.loads(dumps(answer))  # as the answer is written: phrases become sentences
    errors = [f"{'/'.join(map(str, e.instance_path))}: {e.message}"[:300] for e in _validator(name).iter_errors(answer)]
    assert not errors, f"{where}: {name}: {errors[:3]}"


@pytest.mark.parametrize("game", list(ENGINES))
def test_every_position_of_random_playouts_is_documented(game):
    engine = ENGINES[game]
    rng = random.Random(game)
    for variant, rules in variant_rules(game):
        for playout in range(PLAYOUTS):
            reporting = playout % 2 == 1
            deal = shuffled_deal(engine, rules, rng, [rng.random() < 0.3 for _ in range(8)])
            state = engine.start(rules, deal, None, report_breaches=reporting)
            seats = engine.seat_count(rules, deal)
            for step in range(MAX_STEPS):
                where = f"{variant} playout {playout} step {step}"
                _check(schema_name(engine, "Report"), engine.report(state), where)
                for seat in [*range(seats), None]:
                    _check(schema_name(engine, "SeatView"), engine.seat_view(state, seat), f"{where} seat {seat}")
                listed = engine.legal_actions(state)
                if engine.to_act(state) is None:
                    break
                if reporting and rng.random() < 0.2 and _try_a_breach(engine, state, listed, seats, rng):
                    continue
                action = next_action(engine, state, listed, rng)
                if action is None:
                    break
                engine.apply(state, action)


def _try_a_breach(engine, state, listed: list[dict], seats: int, rng: random.Random) -> bool:
    """Apply a random candidate action (often a breach, listed in violations); whether one was applied."""
    proposed = candidates(engine, state, listed, seats, rng)
    if not proposed:
        return False
    try:
        engine.apply(state, rng.choice(proposed))
    except IllegalAction:
        return False
    return True
