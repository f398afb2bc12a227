"""Duplicate Euchre's boards: the deals every table of a round plays, committed before they are played.

A board is a deck order shuffled by the sessions' own shuffle (:func:`~service.sessions.shuffles.committed_shuffle`:
the system's cryptographic RNG, a fresh salt, ``sha256(",".join(order) + ":" + salt)``) and the seat that
deals it: board k (from 1) is dealt by seat (k - 1) mod 4, as a session dealing from seat 0 rotates the deal.
A round's boards are shown by their commitments until every table of the round has a result; then their
orders and salts are shown too, and anyone can check each commitment.

A table's deal is its board when it is the deal the board's order gives from the board's dealer, cards
within a hand (and a kitty) taken in any order.

>>> boards = deal_boards(["9S", "TS", "JS", "QS"], 2, seats=4)
>>> [board["dealer"] for board in boards], len(boards[0]["commitment"])
([0, 1], 64)
>>> sorted(shown(boards[0], 1, revealed=False))
['board', 'commitment', 'dealer']
>>> differing_field({"dealer": 0, "hands": [["9S", "TS"]]}, {"dealer": 0, "hands": [["TS", "9S"]]}) is None
True
>>> differing_field({"dealer": 1, "hands": []}, {"dealer": 0, "hands": []})
'dealer'
"""

from __future__ import annotations

from typing import Any, TypedDict

from ..engine import GameEngine
from ..sessions.record import Board
from ..sessions.shuffles import committed_shuffle, deck_commitment


class BoardShown(TypedDict, total=False):
    board: int
    dealer: int
    commitment: str
    order: list[str]
    salt: str


def deal_boards(deck: list[str], count: int, *, seats: int) -> list[Board]:
    """``count`` boards of ``deck``, each shuffled and committed, board k dealt by seat (k - 1) mod ``seats``."""
    return [{**committed_shuffle(deck), "dealer": number % seats} for number in range(count)]


def shown(board: Board, number: int, *, revealed: bool) -> BoardShown:
    """A board as the tournament shows it: its number, dealer and commitment; its order and salt once ``revealed``."""
    answer: BoardShown = {"board": number, "dealer": board["dealer"], "commitment": board["commitment"]}
    if revealed:
        answer["order"], answer["salt"] = board["order"], board["salt"]
    return answer


def commitment_holds(board: BoardShown) -> bool:
    """Whether a revealed board's order and salt are what its commitment committed to."""
    return deck_commitment(board["order"], board["salt"]) == board["commitment"]


def first_differing_board(
    engine: GameEngine[Any, Any], rules: Any, boards: list[Board], match: Any, verdict: Any
) -> tuple[int, str] | None:
    """The first deal of ``match`` (a match record, and its ``verdict``) that is not its board, by number from 1,
    with the field that differs; None when its deals are the boards, in order.  A deal that leaves its dealer out
    is dealt by the seat the replay gave it."""
    for number, (board, entry, judged) in enumerate(zip(boards, match["deals"], verdict["deals"], strict=False), 1):
        given = {**entry["deal"], "dealer": entry["deal"].get("dealer", judged["dealer"])}
        field = differing_field(
            given, engine.deal_from_order(rules, board["order"], board["dealer"], len(match["seats"]))
        )
        if field is not None:
            return number, field
    return None


def differing_field(given: dict[str, Any], board: dict[str, Any]) -> str | None:
    """The first field of the deal ``given`` that is not the ``board``'s deal (None: the same deal)."""
    for name in sorted(set(given) | set(board)):
        if _cards(given.get(name)) != _cards(board.get(name)):
            return name
    return None


def _cards(value: Any) -> Any:
    """A deal field compared without the order of cards within a hand or a kitty."""
    if isinstance(value, list):
        items = [_cards(item) for item in value]
        return sorted(items) if all(isinstance(item, str) for item in items) else items
    return value
