"""One laying action worked out on copies, then committed: melds, lay-offs, joker exchanges.

Every check runs before anything moves, so a refused action leaves the hand untouched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from ...cards import JOKER
from ...engine import Forkable, IllegalAction
from .melds import Meld, MeldError, explain, explain_lay_off, lay_off, read_meld, swap_joker
from .rules import barred_discards
from .state import RaminoState


class Laying(Forkable):
    def __init__(self, state: RaminoState, seat: int):
        self.state = state
        self.seat = seat
        self.table = list(state.table)
        self.owners = list(state.owners)
        self.out: Counter[str] = Counter()  # cards leaving the hand
        self.won: Counter[str] = Counter()  # jokers won back from the table
        self.value = 0  # of the new melds

    def meld(self, cards: Sequence[str]) -> Meld:
        try:
            meld = read_meld(self.state.rules, cards)
        except MeldError as exc:
            explanation, facts = explain(self.state.rules, cards, exc)
            facts = {"meld": list(cards), **facts}
            raise IllegalAction("invalid_meld", facts=facts, cards=list(cards), explanation=explanation) from None
        self.table.append(meld)
        self.owners.append(self.seat)
        self.out.update(cards)
        self.value += meld.value(self.state.rules)
        return meld

    def _table_meld(self, index: int) -> Meld:
        if not 0 <= index < len(self.table):
            raise IllegalAction("no_such_meld", meld=index)
        if not self.state.rules.layoff_on_opponents and self.owners[index] != self.seat:
            raise IllegalAction("not_own_meld")
        return self.table[index]

    def lay_off(self, index: int, cards: Sequence[str], end: str | None = None) -> None:
        meld = self._table_meld(index)
        try:
            self.table[index] = lay_off(self.state.rules, meld, cards, end)
        except MeldError as exc:
            ways, facts = explain_lay_off(self.state.rules, meld, cards, exc)
            if exc.rule == "joker_end_required":  # reported under its own rule, not invalid_lay_off
                raise IllegalAction(
                    "joker_end_required", facts=facts, cards=list(cards), meld=index, reason=exc.reason
                ) from None
            raise IllegalAction(
                "invalid_lay_off", facts=facts, cards=list(cards), meld=index, reason=exc.reason, arrangements=ways
            ) from None
        self.out.update(cards)

    def swap(self, index: int, cards: Sequence[str]) -> None:
        meld = self._table_meld(index)
        try:
            self.table[index] = swap_joker(self.state.rules, meld, cards)
        except MeldError as exc:
            raise IllegalAction("invalid_joker_swap", meld=index, reason=exc.reason) from None
        self.out.update(cards)
        self.won[JOKER] += 1

    def cards_left(self) -> int:
        return self.state.hands.sizes[self.seat] - sum(self.out.values()) + sum(self.won.values())

    def jokers_to_lay(self) -> int:
        return max(0, self.state.turn.jokers_to_lay + self.won[JOKER] - self.out[JOKER])

    def left(self, held: Counter[str]) -> dict[str, int]:
        """What a known hand ``held`` holds once laid, as ``held - out + won`` counts it (a card's
        count never below none), worked out on the few cards that move; a card laid may stay at 0."""
        left = dict(held)
        for card, n in self.out.items():
            if card in left:
                left[card] = max(0, left[card] - n)
        for card, n in self.won.items():
            left[card] = left.get(card, 0) + n
        return left

    def check(self, *, keep_one: bool = True) -> None:
        """The hand holds what is laid, and (unless closing) a card it may discard stays."""
        hands = self.state.hands
        hands.check_remove(self.seat, self.out - self.won)
        if not keep_one:
            return
        held = hands.counter(self.seat)
        if held is not None:
            if not discardable(self.state, self.left(held), self.jokers_to_lay()):
                raise IllegalAction("no_card_left_to_discard")
        elif self.cards_left() < 1:
            raise IllegalAction("no_card_left_to_discard", cause="hand_unknown")
        else:  # with no unseen card left, the cards it showed are all it holds
            shown, unseen = hands.known_after(self.seat, self.out - self.won)
            if not unseen and not discardable(self.state, shown + (self.won - self.out), self.jokers_to_lay()):
                raise IllegalAction("no_card_left_to_discard")

    def commit(self) -> None:
        state, seat, turn = self.state, self.seat, self.state.turn
        state.hands.remove(seat, self.out - self.won)
        for card, n in (self.won - self.out).items():
            for _ in range(n):
                state.hands.add(seat, card, seen=True)
        turn.jokers_to_lay = self.jokers_to_lay()
        if turn.must_use is not None and self.out[turn.must_use]:
            turn.must_use = None
        state.table, state.owners = self.table, self.owners
        turn.laid = True


def undiscardable(state: RaminoState) -> frozenset[str]:
    """Cards the seat to act may not discard this turn, whatever else happens."""
    return barred_discards(state.rules, state.turn.took_discard)


def discardable(state: RaminoState, hand: Mapping[str, int], jokers_to_lay: int = 0) -> bool:
    """Does ``hand`` hold a card that may end the turn (not a joker still to be laid again)?"""
    barred = undiscardable(state)
    return any(n > 0 and card not in barred and not (card == JOKER and n <= jokers_to_lay) for card, n in hand.items())
