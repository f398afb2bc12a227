"""Messages of the breaches a match record's replay finds between deals (service/matches), and the
catalogue's words for their rule codes: every game cites them at its own sections (Euchre's
``RULES["wrong_dealer"]`` is ``MATCH_RULES["wrong_dealer"].at("3.1")``)."""

from __future__ import annotations

from .base import Message, Rule

MESSAGES = {
    "wrong_dealer": Message(
        "seat {dealer} dealt this deal; after the deal before it the deal was seat {expected_dealer}'s",
        ("dealer", "expected_dealer"),
    ),
    "deal_unfinished": Message("the deal stops with seat {to_act} to act, yet another deal follows it", ("to_act",)),
    "recorded_points_differ": Message(
        "the table recorded the points {recorded}; the deal's actions give {computed}",
        ("recorded", "computed"),
    ),
    "recorded_scores_differ": Message(
        "the table recorded the scores {recorded} after this deal; the match gives {computed}",
        ("recorded", "computed"),
    ),
    "recorded_pool_differs": Message(
        "the table recorded {recorded} in the pool after this deal; the match gives {computed}",
        ("recorded", "computed"),
    ),
    "game_over.ended_at_deal": Message("the match ended at deal {ended_at}: no deal follows it", ("ended_at",)),
}

MATCH_RULES = {
    "wrong_dealer": Rule(
        "Wrong dealer", "After the first deal of a match, each deal is dealt by the seat the rotation names."
    ),
    "deal_unfinished": Rule("Deal unfinished", "A deal of a match is played to its end before the next deal begins."),
    "recorded_points_differ": Rule(
        "Recorded points differ", "The points a table records for a deal are those its actions give."
    ),
    "recorded_scores_differ": Rule(
        "Recorded scores differ", "The match score a table records after a deal is the one the deals so far give."
    ),
    "recorded_pool_differs": Rule(
        "Recorded pool differs",
        "The pool a table records after a deal is the antes and every stake the deals so far paid into it.",
    ),
}
"""The catalogue's words for the rule codes of a match record's replay (``game_over`` is the shared engine's)."""
