"""What every game shares: the engine surface, errors, options, actions, reports, tricks, scoring.

A citation here names its document: ``docs/API.md §3``, or a game and the number of a rule of its
docs/rules/<game>.md (``Sette e Mezzo §4.4``); a game's own modules cite their game's rules by
``§`` and the number alone.
"""

from .actions import ActionField, ActionType, Vocabulary
from .base import CardHelper, DealField, GameEngine, SeatRange
from .errors import IllegalAction, InvalidInput, RuleBroken
from .forks import Forkable
from .holdings import Holdings
from .options import Declared, Option, RuleBook, Rules, Variant
from .replay import apply_all, parse_actions, replay
from .scoring import PointRange
from .state import DealState
from .templates import concrete_action
from .tricks import Claim, FollowLaw, Trick, Tricks, winning_play

__all__ = [
    "ActionField",
    "ActionType",
    "Vocabulary",
    "CardHelper",
    "DealField",
    "GameEngine",
    "SeatRange",
    "IllegalAction",
    "InvalidInput",
    "RuleBroken",
    "Forkable",
    "Holdings",
    "Declared",
    "Option",
    "RuleBook",
    "Rules",
    "Variant",
    "apply_all",
    "concrete_action",
    "parse_actions",
    "PointRange",
    "replay",
    "DealState",
    "Trick",
    "Tricks",
    "Claim",
    "FollowLaw",
    "winning_play",
]
