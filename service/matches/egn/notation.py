"""What EGN and Arbitro's Euchre say alike: card codes, calls, and the ruleset as Euchre's options.

EGN (Euchre Game Notation, NextSuit-Labs/euchre-game-notation, docs/alternate-rules.md) names
a ruleset field for each house rule; Arbitro's Euchre has an option for most of them:

=====================  ==================================================================
EGN ruleset field      Arbitro's Euchre option
=====================  ==================================================================
``std``                ``stick_the_dealer`` (EGN's default: true)
``min_rank``           ``deck``: 9 -> 24 cards, 8 -> 28, 7 -> 32
``winning_score``      ``points_to_win`` (1 to 100)
``canadian``           ``canadian_loner``
``loner_lead``         ``loner_lead``: LEFT_OF_DEALER -> eldest, LEFT_OF_LONER -> left_of_loner
``loner_euchred_score````euchred_loner_points``
``defend_alone``       ``defend_alone``: true -> vs_loner (a defender against a lone maker)
``joker``              ``benny`` (the joker ``B``, Arbitro's ``JK``)
=====================  ==================================================================

EGN's fields for rules Arbitro does not play (``num_deals``, a ``loner_march_score`` other than
4, ``num_players`` other than 4, ``farmers``, ``partners_best``, ``go_under``,
``allow_no_trump``, ``fast_break``, ``four_trick_tokens``) are refused when they ask for them;
Arbitro's options EGN cannot say (the 1844 assist, three-handed, 2S as benny, defending alone
against any maker, discarding the upcard, revoke penalties) are refused when writing EGN.
"""

from __future__ import annotations

import re
from typing import Any

from ...messages import Phrase, fault

FILE_TYPE = "Euchre Game Notation"
VERSION_WRITTEN = "1.4"
VERSION = re.compile(r"^1\.\d+(\.\d+)?$")
"""EGN 1.x: 1.0.0 to 1.4 are read (the legacy 1.0 fields ``player_cards``, ``kitty`` and ``initialLead`` included)."""

SUIT_CALLS = ("s", "h", "d", "c")
PASS, ORDER = "Pass", "Order"

_LONER_LEAD = {"LEFT_OF_DEALER": "eldest", "LEFT_OF_LONER": "left_of_loner"}
_DECK = {9: 24, 8: 28, 7: 32}
MAX_POINTS = 100

RULESET_DEFAULTS: dict[str, Any] = {
    "std": True,
    "min_rank": 9,
    "winning_score": 10,
    "num_deals": 0,
    "canadian": False,
    "loner_lead": "LEFT_OF_DEALER",
    "loner_march_score": 4,
    "loner_euchred_score": 2,
    "defend_alone": False,
    "farmers": False,
    "partners_best": False,
    "go_under": False,
    "joker": False,
    "num_players": 4,
    "allow_no_trump": False,
    "fast_break": False,
    "four_trick_tokens": False,
}
"""Every ruleset field of EGN 1.4 with its default (docs/alternate-rules.md)."""

_UNPLAYED = (
    "num_deals",
    "loner_march_score",
    "num_players",
    "farmers",
    "partners_best",
    "go_under",
    "allow_no_trump",
    "fast_break",
    "four_trick_tokens",
)
"""The EGN ruleset fields of rules Arbitro does not play (but at their defaults), each refused as
``input.egn_unplayed_<field>``."""


_KINDS = {bool: "not_a_boolean", int: "not_integer", str: "not_string"}


def full_ruleset(ruleset: dict[str, Any]) -> dict[str, Any]:
    """Every field of an EGN ruleset, defaults filled in (what a reader applies)."""
    return {**RULESET_DEFAULTS, **ruleset}


def ruleset_errors(ruleset: dict[str, Any], path: str) -> dict[str, list[Phrase]]:
    """The fields of ``ruleset`` that are no EGN ruleset field, of the wrong type, or a rule Arbitro does not play."""
    errors: dict[str, list[Phrase]] = {}
    for name, value in ruleset.items():
        where = f"{path}.{name}"
        default = RULESET_DEFAULTS.get(name)
        if default is None:
            errors[where] = [fault("egn_ruleset_field", fields=list(RULESET_DEFAULTS))]
        elif type(value) is not type(default):
            errors[where] = [fault(_KINDS[type(default)])]
        elif name in _UNPLAYED and value != default:
            errors[where] = [fault("egn_not_played", value=repr(value), why=fault(f"egn_unplayed_{name}"))]
    rules = full_ruleset({name: value for name, value in ruleset.items() if f"{path}.{name}" not in errors})
    checks = (
        ("min_rank", rules["min_rank"] in _DECK, fault("egn_min_rank")),
        ("winning_score", 1 <= rules["winning_score"] <= MAX_POINTS, fault("points_from_1", maximum=MAX_POINTS)),
        ("loner_lead", rules["loner_lead"] in _LONER_LEAD, fault("not_choice", choices=list(_LONER_LEAD))),
        ("loner_euchred_score", 1 <= rules["loner_euchred_score"] <= 10, fault("points_from_1", maximum=10)),
    )
    for name, good, message in checks:
        if f"{path}.{name}" not in errors and not good:
            errors[f"{path}.{name}"] = [message]
    return errors


def rules_of(ruleset: dict[str, Any]) -> dict[str, Any]:
    """Arbitro's Euchre rules for an EGN ruleset already checked by :func:`ruleset_errors`: every option it sets."""
    rules = full_ruleset(ruleset)
    return {
        "players": 4,
        "deck": _DECK[rules["min_rank"]],
        "benny": rules["joker"],
        "points_to_win": rules["winning_score"],
        "stick_the_dealer": rules["std"],
        "canadian_loner": rules["canadian"],
        "defend_alone": "vs_loner" if rules["defend_alone"] else "off",
        "loner_lead": _LONER_LEAD[rules["loner_lead"]],
        "euchred_loner_points": rules["loner_euchred_score"],
    }


_UNSAYABLE = {
    "players": (4, "partnerships"),
    "assist_makes_dealer_maker": (False, "assist_makes_dealer_maker"),
    "benny_card": ("JK", "benny_card"),
    "dealer_may_discard_upcard": (False, "dealer_may_discard_upcard"),
    "revoke_points": (2, "revoke"),
    "revoke_points_loner": (None, "revoke"),
    "revoke_scoring": ("award", "revoke"),
    "ace_no_face": ("off", "ace_no_face"),
    "farmers_hand": (False, "farmers_hand"),
    "making_trump_rule": ("off", "making_trump_rule"),
    "point_on_partner": (False, "point_on_partner"),
    "robson_rules": (False, "robson_rules"),
    "dealer_speaks_first": (False, "dealer_speaks_first"),
    "upcard_into_hand": (False, "upcard_into_hand"),
    "bidding": ("order_up", "bidding"),
    "individual": (False, "partnerships"),
    "count_down_from": (None, "count_down_from"),
}
"""The Euchre options EGN has no field for, each with the value EGN implies and why it cannot say another
(``input.egn_unsayable_<why>``)."""


def ruleset_of(rules: dict[str, Any]) -> dict[str, Any]:
    """The EGN ruleset for resolved Arbitro Euchre rules (``Rules.as_json()``), every field written.

    InvalidInput-style errors are the caller's: :func:`unsayable` names the options EGN cannot carry.
    """
    return {
        "std": rules["stick_the_dealer"],
        "min_rank": {deck: rank for rank, deck in _DECK.items()}[rules["deck"]],
        "winning_score": rules["points_to_win"],
        "canadian": rules["canadian_loner"],
        "loner_lead": {lead: name for name, lead in _LONER_LEAD.items()}[rules["loner_lead"]],
        "loner_march_score": 4,
        "loner_euchred_score": rules["euchred_loner_points"],
        "defend_alone": rules["defend_alone"] == "vs_loner",
        "joker": rules["benny"],
    }


def unsayable(rules: dict[str, Any]) -> dict[str, list[Phrase]]:
    """The options of resolved Euchre rules that EGN has no field for, by path ``rules.<option>``."""
    errors = {
        f"rules.{name}": [fault("egn_unsayable", value=repr(rules[name]), why=fault(f"egn_unsayable_{why}"))]
        for name, (plain, why) in _UNSAYABLE.items()
        if rules.get(name, plain) != plain
    }
    if rules.get("defend_alone") == "any":
        errors["rules.defend_alone"] = [fault("egn_unsayable", value="'any'", why=fault("egn_unsayable_defend_alone"))]
    return errors


_CARD = re.compile(r"^([789NTJQKA])([shdcSHDC])$")
JOKER_EGN, JOKER = "B", "JK"


def card_in(code: Any) -> str | None:
    """Arbitro's code for an EGN card (``Nd`` -> ``9D``, ``B`` -> ``JK``), or None for a card no replay can use
    (unknown ``X``, a bower written ``L``/``R``, a suit that is no suit)."""
    if code == JOKER_EGN:
        return JOKER
    match = _CARD.match(code) if isinstance(code, str) else None
    if match is None:
        return None
    rank, suit = match.groups()
    return ("9" if rank == "N" else rank) + suit.upper()


def card_out(card: str) -> str:
    """EGN's code for an Arbitro card: rank and lower-case suit (``9D`` -> ``9d``), the joker ``B``."""
    return JOKER_EGN if card == JOKER else card[0] + card[1].lower()
