"""Finite abelian groups Z_m1 x Z_m2 x ... whose elements are numbered 0 .. order-1 (mixed radix).

The whist designs are developed over such a group: the cyclic group Z_n where a base round on it
exists, a product where it does not (no Z_9-cyclic Wh(9) exists; Z_3 x Z_3 has one).

>>> group = AbelianGroup((3, 3))
>>> group.add(4, 8), group.subtract(0, 4)
(0, 8)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import prod


@dataclass(frozen=True)
class AbelianGroup:
    """Z_m1 x Z_m2 x ...: element e stands for its digits in the mixed radix (m1, m2, ...), last digit fastest."""

    moduli: tuple[int, ...]
    _sums: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    _negatives: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        elements = range(self.order)
        digits = [self._digits(element) for element in elements]
        sums = tuple(
            tuple(self._number([(x + y) % m for x, y, m in zip(a, b, self.moduli, strict=True)]) for b in digits)
            for a in digits
        )
        negatives = tuple(self._number([-x % m for x, m in zip(a, self.moduli, strict=True)]) for a in digits)
        object.__setattr__(self, "_sums", sums)
        object.__setattr__(self, "_negatives", negatives)

    @property
    def order(self) -> int:
        return prod(self.moduli)

    def _digits(self, element: int) -> list[int]:
        digits = []
        for modulus in reversed(self.moduli):
            element, digit = divmod(element, modulus)
            digits.append(digit)
        return digits[::-1]

    def _number(self, digits: list[int]) -> int:
        element = 0
        for digit, modulus in zip(digits, self.moduli, strict=True):
            element = element * modulus + digit
        return element

    def add(self, x: int, y: int) -> int:
        return self._sums[x][y]

    def negative(self, x: int) -> int:
        return self._negatives[x]

    def subtract(self, x: int, y: int) -> int:
        return self._sums[x][self._negatives[y]]
