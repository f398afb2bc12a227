"""One source of truth (ARCHITECTURE.md): every action an engine lists as legal is accepted,
and the seat it names is the seat to act - for every game, at every step of random deals."""

import random

import pytest

from service.engine import IllegalAction, replay
from service.games.registry import ENGINES
from tests.playout import postable, random_deal

GAMES = sorted(ENGINES)


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_action_is_accepted(game):
    engine = ENGINES[game]
    rules = engine.resolve_rules({})
    rng = random.Random(f"agree:{game}")
    checked = 0
    for _ in range(25):
        deal = random_deal(game, rng)
        history: list[dict] = []
        state = engine.start(rules, deal, None)
        while engine.to_act(state) is not None and len(history) < 80:
            entries = engine.legal_actions(state)
            assert entries, "a seat to act always has a legal action"
            candidates = [a for a in (postable(engine, rules, e) for e in entries) if a]
            for action in candidates:
                trial = replay(engine, rules, deal, history)
                assert action["seat"] == engine.to_act(trial)
                try:
                    engine.apply(trial, action)
                except IllegalAction as exc:
                    pytest.fail(f"listed as legal but refused ({exc.rule}: {exc.detail}): {action} after {history}")
                checked += 1
            if not candidates:
                break
            action = rng.choice([a for a in candidates if a["type"] != "propose"] or candidates)
            engine.apply(state, action)
            history.append(action)
    assert checked > 100
