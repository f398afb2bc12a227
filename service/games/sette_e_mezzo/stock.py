"""The stock (tallone): known order, or a pool of cards whose order nobody told us.

A stock is either ``order`` - the cards top first, so a hit can be derived - or an unordered
pool: ``pool`` (cards known to be in it) plus ``wild`` cards whose identity is unknown and may
be any card not yet seen in the deal. A hit from an unordered stock names its card.

A stock remade when the first runs out (rules 9) is unordered unless the deal gives its order
(``deal.reshuffles``, checked by :func:`reshuffled`).
"""

from __future__ import annotations

from collections import Counter

from ...engine import Forkable, IllegalAction, InvalidInput
from ...messages import fault


class Stock(Forkable):
    __slots__ = ("order", "pool", "wild")

    def __init__(self, order: list[str] | None = None, pool: Counter[str] | None = None, wild: int = 0):
        self.order = None if order is None else order[::-1]  # top last: drawing pops
        self.pool = pool if pool is not None else Counter()
        self.wild = wild

    @property
    def order_known(self) -> bool:
        return self.order is not None

    def size(self) -> int:
        if self.order is not None:
            return len(self.order)
        return self.pool.total() + self.wild

    def check_draw(self, card: str | None, seen: set[str]) -> str:
        """The card a hit draws (``card`` as named, or the top); raises when it cannot be drawn."""
        if self.order is not None:
            top = self.order[-1]
            if card is not None and card != top:
                raise IllegalAction("not_top_of_stock", card=card)
            return top
        if card is None:
            raise IllegalAction("card_required")
        if self.pool[card] > 0 or (self.wild > 0 and card not in seen):
            return card
        if card in seen:
            raise IllegalAction("card_already_seen", card=card)
        raise IllegalAction("card_not_in_stock", card=card)

    def draw(self, card: str) -> None:
        """Take ``card`` (checked by :meth:`check_draw`) off the stock."""
        if self.order is not None:
            self.order.pop()
        elif self.pool[card] > 0:
            self.pool[card] -= 1
        else:
            self.wild -= 1


def reshuffled(order: list[str], pool: Counter[str], wild: int, seen: set[str], path: str) -> Stock:
    """The new stock in the deal's ``order``: exactly the ``pool`` cards and ``wild`` cards not yet seen."""
    extra = Counter(order)
    extra.subtract(pool)
    new = list(extra.elements())
    if any(n < 0 for n in extra.values()) or len(new) != wild or any(card in seen for card in new):
        raise InvalidInput.at(path, fault("reshuffle_cards", count=pool.total() + wild))
    return Stock(order)
