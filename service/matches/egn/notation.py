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

_UNPLAYED = {
    "num_deals": "a fixed number of deals: Arbitro's Euchre ends at a target score (winning_score)",
    "loner_march_score": "a lone march scores 4 in Arbitro's Euchre",
    "num_players": "Arbitro reads EGN games of 4 players in two partnerships",
    "farmers": "Arbitro's Euchre has no farmer's hand",
    "partners_best": "Arbitro's Euchre has no partner's best (call for best)",
    "go_under": "Arbitro's Euchre has no going under",
    "allow_no_trump": "Arbitro's Euchre always has a trump suit",
    "fast_break": "Arbitro's Euchre has no fast break",
    "four_trick_tokens": "Arbitro's Euchre has no four-trick tokens",
}


_KINDS = {bool: "a boolean", int: "an integer", str: "a string"}


def full_ruleset(ruleset: dict[str, Any]) -> dict[str, Any]:
    """Every field of an EGN ruleset, defaults filled in (what a reader applies)."""
    return {**RULESET_DEFAULTS, **ruleset}


def ruleset_errors(ruleset: dict[str, Any], path: str) -> dict[str, list[str]]:
    """The fields of ``ruleset`` that are no EGN ruleset field, of the wrong type, or a rule Arbitro does not play."""
    errors: dict[str, list[str]] = {}
    for name, value in ruleset.items():
        where = f"{path}.{name}"
        default = RULESET_DEFAULTS.get(name)
        if default is None:
            errors[where] = [f"no EGN 1.4 ruleset field; one of {', '.join(RULESET_DEFAULTS)}"]
        elif type(value) is not type(default):
            errors[where] = [f"must be {_KINDS[type(default)]}"]
        elif name in _UNPLAYED and value != default:
            errors[where] = [f"{value!r} is not played: {_UNPLAYED[name]}"]
    rules = full_ruleset({name: value for name, value in ruleset.items() if f"{path}.{name}" not in errors})
    checks = (
        ("min_rank", rules["min_rank"] in _DECK, "must be 9 (24 cards), 8 (28) or 7 (32)"),
        ("winning_score", 1 <= rules["winning_score"] <= MAX_POINTS, f"must be 1 to {MAX_POINTS} points"),
        ("loner_lead", rules["loner_lead"] in _LONER_LEAD, f"must be one of {', '.join(_LONER_LEAD)}"),
        ("loner_euchred_score", 1 <= rules["loner_euchred_score"] <= 10, "must be 1 to 10 points"),
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
    "players": (4, "EGN is written for four players in partnerships"),
    "assist_makes_dealer_maker": (False, "EGN has no assist that makes the dealer the maker"),
    "benny_card": ("JK", "EGN's benny is the joker (B)"),
    "dealer_may_discard_upcard": (False, "EGN readers refuse a discarded upcard"),
    "revoke_points": (2, "EGN records no revoke penalty"),
    "revoke_points_loner": (None, "EGN records no revoke penalty"),
    "revoke_scoring": ("award", "EGN records no revoke penalty"),
    "ace_no_face": ("off", "EGN records no hand shown for an exchange or a redeal"),
    "farmers_hand": (False, "EGN records no hand shown for an exchange"),
    "making_trump_rule": ("off", "EGN records no making-trump rule"),
    "point_on_partner": (False, "EGN's scores have no point on partner"),
    "robson_rules": (False, "EGN records no blind loner nor a march taken off the opponents"),
    "dealer_speaks_first": (False, "EGN's bidding opens with the seat left of the dealer"),
    "upcard_into_hand": (False, "EGN has no field for the upcard taken into the hand"),
    "bidding": ("order_up", "EGN records an upcard and its bidding, not an auction for tricks (bid euchre)"),
    "individual": (False, "EGN is written for four players in partnerships"),
    "count_down_from": (None, "EGN's scores count up to the winning score"),
}


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


def unsayable(rules: dict[str, Any]) -> dict[str, list[str]]:
    """The options of resolved Euchre rules that EGN has no field for, by path ``rules.<option>``."""
    errors = {
        f"rules.{name}": [f"{rules[name]!r}: {why}"]
        for name, (plain, why) in _UNSAYABLE.items()
        if rules.get(name, plain) != plain
    }
    if rules.get("defend_alone") == "any":
        errors["rules.defend_alone"] = ["'any': EGN lets a defender go alone only against a lone maker"]
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
