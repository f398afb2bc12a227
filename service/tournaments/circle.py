"""The circle method: a round robin of n entrants, every two meeting once.

One entrant stays put while the others turn around the circle; with an odd count a phantom
entrant makes the count even, and whoever meets it sits out.

>>> circle_rounds(4)
[[(3, 0), (1, 2)], [(1, 3), (2, 0)], [(3, 2), (0, 1)]]
>>> circle_rounds(3)
[[(1, 2), (0, None)], [(2, 0), (1, None)], [(0, 1), (2, None)]]
"""

from __future__ import annotations


def circle_rounds(entrants: int) -> list[list[tuple[int, int | None]]]:
    """The rounds of a round robin: pairs meeting, ``(x, None)`` for the one sitting out when the count is odd.

    The fixed entrant (the last, or the phantom) alternates sides from round to round.
    """
    turning = entrants if entrants % 2 else entrants - 1
    fixed: int | None = None if entrants % 2 else entrants - 1
    rounds = []
    for shift in range(turning):
        pairs: list[tuple[int, int | None]] = []
        if fixed is not None:
            pairs.append((fixed, shift) if shift % 2 == 0 else (shift, fixed))
        for step in range(1, (turning + 1) // 2):
            pairs.append(((shift + step) % turning, (shift - step) % turning))
        if fixed is None:
            pairs.append((shift, None))
        rounds.append(pairs)
    return rounds
