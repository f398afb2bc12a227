"""Replaying a history: the one code path for stateless requests, sessions and tests."""

from __future__ import annotations

from typing import Any

from .actions import Action, JsonObject
from .base import GameEngine, S
from .errors import IllegalAction, RuleBroken
from .options import R
from .scoring import Score


def parse_actions(engine: GameEngine[Any, R], rules: R, raw_actions: Any, path: str = "actions") -> list[Action]:
    """Canonical actions, or InvalidInput naming every malformed one."""
    return engine.vocabulary.parse_list(raw_actions, path, engine.deck(rules).parse)


def apply_all(engine: GameEngine[S, Any], state: S, actions: list[Action], first_index: int = 0) -> S:
    """Apply ``actions`` in order.

    A refused action raises RuleBroken unless the state reports breaches; then it is listed
    in ``violations`` as not applied and the replay goes on with the next action.
    """
    for offset, action in enumerate(actions):
        index = first_index + offset
        state.action_index = index
        try:
            engine.apply(state, action)
        except IllegalAction as exc:
            if not state.report_breaches:
                raise RuleBroken(index, exc, engine.legal_actions(state)) from None
            state.record_violation(exc.rule, exc.phrase, None, applied=False, **exc.facts)
    state.action_index = None
    return state


def replay(
    engine: GameEngine[S, R],
    rules: R,
    deal: JsonObject,
    actions: list[Action],
    scores: list[Score] | None = None,
    *,
    report_breaches: bool = False,
) -> S:
    """A deal's state after canonical ``actions``.

    A deal that cannot begin (a match already over) is refused as RuleBroken with no index.
    """
    try:
        state = engine.start(rules, deal, scores, report_breaches=report_breaches)
    except IllegalAction as exc:
        raise RuleBroken(None, exc, []) from None
    return apply_all(engine, state, actions)
