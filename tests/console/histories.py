"""The histories the console is shown with, in the tests and in the screenshots of docs/.

Each is a request body of ``POST /v1/games/{game}/validate``.  The Ecarté and Sette e Mezzo deals
are played out through the API itself, so they stay legal whatever the engines' details.
"""

from __future__ import annotations

from typing import Any

from service.api.examples import replay_example
from service.games.registry import SETTE_E_MEZZO
from tests.api.test_ramino_joker_end_api import BEFORE_CLOSE, CLOSE
from tests.api.test_ramino_joker_end_api import DEAL as RAMINO_DEAL

Body = dict[str, Any]

EUCHRE_REVOKE: Body = {
    "rules": {"variant": "north-american"},
    "deal": {"dealer": 3, "hands": [None, None, None, None], "turn_up": "9H"},
    "actions": [
        {"seat": 0, "type": "order_up"},
        {"seat": 3, "type": "discard", "card": "9C"},
        # seat 1 trumps the ace of spades ...
        {"seat": 0, "type": "play", "card": "AS"},
        {"seat": 1, "type": "play", "card": "KH"},
        {"seat": 2, "type": "play", "card": "QS"},
        {"seat": 3, "type": "play", "card": "TS"},
        {"seat": 1, "type": "play", "card": "AD"},
        {"seat": 2, "type": "play", "card": "9D"},
        {"seat": 3, "type": "play", "card": "TD"},
        {"seat": 0, "type": "play", "card": "KD"},
        # ... and leads a spade two tricks later: the revoke is proven
        {"seat": 1, "type": "play", "card": "KS"},
    ],
}
"""Unknown hands; seat 1's revoke at action 3 is proven by its KS at action 10 (must_follow_suit)."""

EUCHRE_HELD_REVOKE: Body = {
    "deal": {"dealer": 3, "hands": [None, ["KH", "KS", "AD", "QC", "TC"], None, None], "turn_up": "9H"},
    "actions": [
        {"seat": 0, "type": "pass"},
        {"seat": 1, "type": "pass"},
        {"seat": 2, "type": "order_up", "alone": False},
        {"seat": 3, "type": "discard", "card": "9C"},
        {"seat": 0, "type": "play", "card": "AS"},
        {"seat": 1, "type": "play", "card": "KH"},
    ],
}
"""Only seat 1's hand known: it holds the king of spades and trumps the ace led (must_follow_suit at once)."""

ECARTE_DEAL: Body = {
    "rules": {"variant": "classic"},
    "deal": {
        "dealer": 1,
        "turn_up": "7S",
        "hands": [["KS", "8S", "AH", "7C", "9D"], ["QS", "JS", "KH", "KC", "TD"]],
    },
}
"""The README's deal; :func:`played_out` plays it to the end."""

RAMINO_CLOSE: Body = {
    "rules": {"variant": "ramino-51"},
    "deal": RAMINO_DEAL,
    "actions": [*BEFORE_CLOSE, {**CLOSE, "lay_offs": [{"meld": 0, "cards": ["JK"], "end": "high"}]}],
}
"""Seat 1 opens with three melds, seat 0 closes in hand with four more and a joker laid off."""


def ramino_long_hand(turns: int = 40) -> Body:
    """:data:`RAMINO_CLOSE` with ``turns`` turns more before the close, each a card drawn from the
    stock and thrown away at once (every card of the two packs not dealt, in order): a whole hand's
    length of history, too long for a plain share link."""
    dealt = [card for hand in RAMINO_CLOSE["deal"]["hands"] for card in hand]
    pack = [rank + suit for suit in "SHDC" for rank in "23456789TJQKA"] * 2
    for card in dealt:
        if card in pack:  # not the jokers
            pack.remove(card)
    drawn = [card for card in pack if card != "2D"][:turns]  # 2D is the card seat 0 closes with
    opening, closing = RAMINO_CLOSE["actions"][:2], RAMINO_CLOSE["actions"][2:]
    turn = [
        action
        for i, card in enumerate(drawn)
        for action in ({"seat": i % 2, "type": "draw", "card": card}, {"seat": i % 2, "type": "discard", "card": card})
    ]
    return {**RAMINO_CLOSE, "actions": [*opening, *turn, *closing]}


def played_out(client: Any, game: str, body: Body, limit: int = 60) -> Body:
    """``body`` with its history played to the end of the deal: each time, the first card the
    API lists to play, or else the first listed action that needs no choice of amount or cards."""
    actions = list(body.get("actions", []))
    for _ in range(limit):
        answer = client.post(f"/v1/games/{game}/legal-actions", json={**body, "actions": actions}).get_json()
        listed = [a for a in answer["legal_actions"] if not any(k.startswith(("min", "max")) for k in a)]
        if not listed:
            break
        plays = [a for a in listed if a["type"] == "play"]
        actions.append((plays or listed)[0])
    return {**body, "actions": actions}


def sette_e_mezzo_hand(client: Any) -> Body:
    """The OpenAPI example's deal of Sette e Mezzo (its stock known, bets placed), played out."""
    return played_out(client, "sette-e-mezzo", replay_example(SETTE_E_MEZZO))


def all_histories(client: Any) -> dict[str, Body]:
    """One history per game, for the screenshots."""
    return {
        "euchre": EUCHRE_REVOKE,
        "ecarte": played_out(client, "ecarte", ECARTE_DEAL),
        "ramino": RAMINO_CLOSE,
        "sette-e-mezzo": sette_e_mezzo_hand(client),
    }
