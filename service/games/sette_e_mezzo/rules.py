"""Sette e Mezzo's options and variants, as data (digest §2, §3, §7, §9).

Resolved rules are a :class:`SetteEMezzoRules`: one typed attribute per option, so that a
misspelt option is a type error.
"""

from __future__ import annotations

from typing import Annotated, Literal

from ...cards import ITALIAN_40
from ...engine import Declared, InvalidInput, RuleBook, Rules, Variant
from ...messages import Phrase, fault

HARD_SEAT_CAP = 20
"""Every seat can still get a second card from 40 (rules 2.1)."""

MOST_CHIPS = 1_000_000
"""The largest bankroll or stake the rules name: the scores they lead to stay far inside 64 bits."""


def _italian_card(value: str) -> str:
    return ITALIAN_40.parse(value)  # a CardError is reported under rules.matta


VARIANTS = (
    Variant("classic", "The Italian seed's game: three to ten seats, the bank passes on a d'emblée or triplé."),
    Variant(
        "pagat",
        "pagat.com's Seven and a Half: two to twelve seats, any winning 7 1/2 takes the bank, the "
        "deck is not reshuffled until it runs out.",
        {"min_seats": 2, "max_seats": 12, "bank_passes": "on_winning_seven_and_half", "deck_policy": "continuous"},
    ),
)


class SetteEMezzoRules(Rules):
    """Resolved Sette e Mezzo rules, and the one declaration of its options: each a typed attribute with its default,
    meaning and bounds (:class:`~service.engine.Declared`); the rule book reads the options from here."""

    __slots__ = ()
    matta: Annotated[
        str | None,
        Declared(
            "KD",
            (
                "The wild card (la matta): worth 1/2 or any whole number 1-7, at its best for the holder. Any "
                "Italian card code; null for none."
            ),
            check=_italian_card,
        ),
    ]
    lone_matta_value: Annotated[
        int | float,
        Declared(7, "What the matta alone is worth: 7 (its best) or 0.5 (some house rules).", choices=(7, 0.5)),
    ]
    triple_order: Annotated[
        Literal["any", "seven_first"],
        Declared(
            "any",
            (
                "Which 7 + matta pairs make a triplé: any order, or seven_first (the seven dealt first, the "
                "seed's story; matta first + 7 is then a d'emblée)."
            ),
        ),
    ]
    natural_beats_plain: Annotated[
        bool,
        Declared(
            True,
            (
                "A two-card 7 1/2 (d'emblée or triplé) beats a plain 7 1/2 of three cards or more; false: every 7 "
                "1/2 is equal."
            ),
        ),
    ]
    triple_beats_emblee: Annotated[
        bool,
        Declared(
            False,
            (
                "false (the seed): every two-card 7 1/2 ties every other, a triplé against a d'emblée too; they "
                "differ only in what they are paid. true: a triplé beats every other 7 1/2."
            ),
        ),
    ]
    special_tie_pays: Annotated[
        Literal["banker_multiplier", "single"],
        Declared(
            "banker_multiplier",
            (
                "What a player pays when he ties the banker (the banker wins ties): banker_multiplier (his stake "
                "times the banker's multiplier: x2 against a d'emblée, x3 against a triplé; the seed) or single "
                "(his stake)."
            ),
        ),
    ]
    bank_passes: Annotated[
        Literal["on_natural", "on_winning_seven_and_half", "every_hand"],
        Declared(
            "on_natural",
            (
                "When the bank moves: on_natural (to the first player whose d'emblée or triplé beat the banker), "
                "on_winning_seven_and_half (any winning 7 1/2), or every_hand (to the next seat in play order)."
            ),
        ),
    ]
    min_seats: Annotated[
        int,
        Declared(
            3, "Fewest seats, banker included (the seed: never fewer than three).", minimum=2, maximum=HARD_SEAT_CAP
        ),
    ]
    max_seats: Annotated[
        int, Declared(10, "Most seats, banker included (hard cap 20).", minimum=2, maximum=HARD_SEAT_CAP)
    ]
    min_bet: Annotated[int, Declared(1, "Smallest stake in chips (at most 1,000,000).", minimum=1, maximum=MOST_CHIPS)]
    max_bet: Annotated[
        int | None,
        Declared(
            None,
            ("Largest stake in chips; null for no limit (a stake never exceeds the bankroll); at most 1,000,000."),
            minimum=1,
            maximum=MOST_CHIPS,
        ),
    ]
    starting_chips: Annotated[
        int,
        Declared(
            100,
            (
                "Each seat's bankroll at a score of 0; a seat whose bankroll falls to 0 or below ends the match "
                "(at most 1,000,000)."
            ),
            minimum=1,
            maximum=MOST_CHIPS,
        ),
    ]
    max_deals: Annotated[
        int | None,
        Declared(
            None,
            (
                "The match ends after this many deals (counted by deal.deals_played); null for no limit (a "
                "session still stops at SESSION_MAX_DEALS); at most 1000."
            ),
            minimum=1,
            maximum=1000,
        ),
    ]
    deck_policy: Annotated[
        Literal["fresh", "continuous"],
        Declared(
            "fresh",
            (
                "fresh: a newly shuffled 40-card deck each deal; continuous: each deal goes on from what the last "
                "one left."
            ),
        ),
    ]


RULE_BOOK = RuleBook.of(SetteEMezzoRules, VARIANTS)


def check_rules(rules: SetteEMezzoRules) -> SetteEMezzoRules:
    """Checks across options that one option alone cannot make."""
    errors: dict[str, list[Phrase]] = {}
    if rules.min_seats > rules.max_seats:
        errors["rules.min_seats"] = [fault("above_option", option="max_seats", value=rules.max_seats)]
    if rules.max_bet is not None and rules.max_bet < rules.min_bet:
        errors["rules.max_bet"] = [fault("below_option", option="min_bet", value=rules.min_bet)]
    if errors:
        raise InvalidInput(errors)
    return rules
