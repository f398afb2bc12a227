"""When the stock runs out (digest §9): the new stock a hit draws from, remade from the cards gathered."""

from __future__ import annotations

from collections import Counter

from ...engine import IllegalAction
from .deal import DECK_SIZE
from .state import Hand, Phase, SetteState, Status
from .stock import Stock, reshuffled


def gathered(state: SetteState) -> tuple[Counter[str], int, list[Hand]]:
    """What an empty stock is remade from: busted hands' cards, or (``continuous``) every card not in
    a live hand - as the cards known (``pool``), a count of unknown ones (``wild``), and the busted
    hands whose cards go back (they leave those hands: :func:`take_stock`)."""
    returned = [h for h in state.hands if h.status is Status.BUST and h.cards]
    pool = Counter(c for h in returned for c in h.cards if c is not None)
    if state.rules.deck_policy == "continuous":
        live_unknown = sum(h.unknown_cards for h in state.hands if h.status is not Status.BUST)
        wild = DECK_SIZE - len(state.seen) - live_unknown
    else:
        wild = sum(h.unknown_cards for h in returned)
    return pool, wild, returned


def can_draw(state: SetteState) -> bool:
    """A hit has a card to draw: the stock holds one, or the cards gathered to remake it do (9)."""
    if state.stock.size():
        return True
    pool, wild, _ = gathered(state)
    return bool(pool.total() + wild)


def stock_for_hit(state: SetteState) -> tuple[Stock, list[Hand]]:
    """The stock a hit draws from: the current one, or the one remade when it is empty - in the deal's
    order for it (``deal.reshuffles``), else unordered - and the busted hands whose cards it took.

    IllegalAction when there is none (:func:`can_draw`); InvalidInput when the deal's order does not
    hold the cards gathered.
    """
    if state.stock.size():
        return state.stock, []
    if not can_draw(state):
        raise IllegalAction("stock_exhausted")
    pool, wild, returned = gathered(state)
    made = state.reshuffles
    if made < len(state.new_stocks):
        return reshuffled(state.new_stocks[made], pool, wild, state.seen, f"deal.reshuffles.{made}"), returned
    return Stock(None, pool, wild), returned


def take_stock(state: SetteState, stock: Stock, returned: list[Hand]) -> None:
    """The stock a hit found remade (:func:`stock_for_hit`) is the deal's: the busted hands' cards
    it gathered leave them, so that each card is in one place, and its known cards are seen."""
    state.stock = stock
    state.reshuffles += 1
    for busted in returned:
        busted.cards = []
    if stock.order is not None:
        state.seen.update(stock.order)


def cards_to_shuffle(state: SetteState) -> list[str] | None:
    """The cards of the reshuffle the next hit needs, when the deal does not give its order.

    Only when every gathered card is known: busted hands' cards and, ``continuous``, every
    card unseen in this deal (known when no live hand holds an unknown card).
    """
    if state.phase is Phase.OVER or state.stock.size() or state.reshuffles != len(state.new_stocks):
        return None
    pool, wild, _ = gathered(state)
    live_unknown = any(h.unknown_cards for h in state.hands if h.status is not Status.BUST)
    if not pool.total() + wild or (wild and (live_unknown or state.rules.deck_policy != "continuous")):
        return None
    return sorted(pool.elements()) + (state.unseen() if wild else [])
