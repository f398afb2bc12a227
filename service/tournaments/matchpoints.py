"""Duplicate Euchre's matchpoints: a board's score compared among the partnerships that held the same cards.

At every table of a round the partnership in seats 0 and 2 holds the same cards on a board (the
board's order, dealt from the same seat), and so does the partnership in seats 1 and 3.  A
partnership's score on a board is its *net*: its points on that deal minus its opponents'.  It is
compared with the net of every other partnership that held the same seats' cards on that board: 2
matchpoints for each it beat, 1 for each it tied.  So on each board and in each direction, n tables
share n(n - 1) matchpoints, whatever the cards were, and a partnership can make at most 2(n - 1) - the board's
*top* (:func:`tops`), what a percentage of the matchpoints available is reckoned against.

>>> nets = {1: [[3, -3]], 2: [[1, -1]], 3: [[1, -1]]}   # one board at three tables
>>> matchpoints(nets)
{1: [[4, 0]], 2: [[1, 3]], 3: [[1, 3]]}
>>> tops(nets)
{1: [4], 2: [4], 3: [4]}
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

from .results import CountedDeal

Table = TypeVar("Table", bound=Hashable)

BEATEN, TIED = 2, 1


def nets(deals: Sequence[CountedDeal]) -> list[list[float]]:
    """Each board's net per partnership: its points minus the other partnership's."""
    return [[deal["points"][0] - deal["points"][1], deal["points"][1] - deal["points"][0]] for deal in deals]


def matchpoints(tables: Mapping[Table, Sequence[Sequence[float]]]) -> dict[Table, list[list[int]]]:
    """Matchpoints per table, board and partnership (``[board][side]``), from each table's nets (``[board][side]``).

    A board is compared among the tables that played it.
    """
    return {
        table: [
            [
                _against(
                    net,
                    [others[board][side] for other, others in tables.items() if other != table and board < len(others)],
                )
                for side, net in enumerate(boards)
            ]
            for board, boards in enumerate(played)
        ]
        for table, played in tables.items()
    }


def tops(tables: Mapping[Table, Sequence[Sequence[float]]]) -> dict[Table, list[int]]:
    """The matchpoints each table's partnerships could make on each of its boards: 2 for every other table that
    played the board (the same in both directions)."""
    return {
        table: [
            BEATEN * sum(1 for other, others in tables.items() if other != table and board < len(others))
            for board in range(len(played))
        ]
        for table, played in tables.items()
    }


def _against(net: float, others: list[float]) -> int:
    return sum(BEATEN if net > other else TIED if net == other else 0 for other in others)
