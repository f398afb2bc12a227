"""Legal-action entries made concrete: what a client (or a test, or the load bench) would post.

A legal-action entry names an action type and the fields the engine fixes; where it leaves a
choice it gives bounds instead (``min``/``max``, or ``min_<field>``/``max_<field>``: how many
cards to discard, how much to bet).  :func:`concrete_action` picks one value within them.
"""

from __future__ import annotations

import random
from typing import Any

from .actions import Action
from .base import GameEngine
from .reports import LegalAction


def concrete_action(
    engine: GameEngine[Any, Any], entry: LegalAction, hand: list[str], rng: random.Random
) -> Action | None:
    """A postable action (without ``seat``) chosen within ``entry``'s bounds, or None when it names none.

    ``hand``: the cards the seat may choose among for a card-list field.
    """
    action_type = next(t for t in engine.vocabulary.types if t.name == entry["type"])
    action = {k: v for k, v in entry.items() if k != "seat" and not k.startswith(("min", "max"))}
    for fld in action_type.fields:
        if fld.name in action or not fld.required:
            continue
        low = entry.get(f"min_{fld.name}", entry.get("min"))
        high = entry.get(f"max_{fld.name}", entry.get("max"))
        if low is None or high is None:
            return None
        if fld.kind == "cards":
            high = min(high, len(hand))
            if low > high:
                return None
            action[fld.name] = rng.sample(hand, rng.randint(low, high))
        elif fld.kind in ("integer", "number"):
            action[fld.name] = rng.randint(int(low), int(high))
        else:
            return None
    return action
