"""Whether (and how) the seat to act can still end its turn: what a laying or a pickup leaves.

A turn may owe something before its discard: the jokers won back by exchanges (§7.4) and,
under ``discard_pickup: must_use``, the card taken from the discards.  An action that would
leave the debt unpayable is refused and never listed, so a turn never reaches a dead end.

The rest of a turn is searched as: joker exchanges first (each joker on the table has one
set of natural cards that frees it, and there are two jokers), then the solver's new melds
and lay-offs.  Exchanging first loses nothing: an exchange depends only on its meld's joker,
and the melds and lay-offs that come first (the opening, the action asked about) are kept
to the jokers already held.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence, Set
from itertools import combinations

from ...cards import JOKER
from ...engine.actions import JsonObject
from .laying import undiscardable
from .melds import Meld, MeldError, swap_joker
from .rules import RaminoRules, barred_discards
from .solver import closing, finishing
from .state import RaminoState


def finish(
    state: RaminoState,
    seat: int,
    hand: Counter[str],
    table: Sequence[Meld],
    owners: Sequence[int],
    *,
    opened_now: bool,
    due: int = 0,
    must: str | None = None,
    barred: Set[str],
    wants: str | None = None,
) -> JsonObject | None:
    """A way to end the turn from ``hand`` and ``table``: lay the ``due`` jokers and a copy of
    ``must``, keep a card to discard; the first action of the kind ``wants`` (``meld``,
    ``lay_off``, ``swap_joker``, ``open``).  ``opened_now``: the seat opens or opened this turn.
    Answer: ``swaps``, ``first`` (the opening or the action wanted), ``melds``, ``lay_offs``."""
    rules = state.rules
    opened = state.opened[seat] or opened_now
    may_lay_off = rules.layoff_same_turn or (opened and not opened_now)
    usable = [i for i, owner in enumerate(owners) if rules.layoff_on_opponents or owner == seat] if may_lay_off else []
    opening = 0 if opened else max(rules.opening_min, 1)
    if wants == "swap_joker" and not any(all(hand[c] for c in cards) for i in usable for cards in swap_cards(table[i])):
        return None  # the hand holds the cards that free no joker of a meld it may use
    for swaps, after, held in swap_sets(rules, table, usable, hand):
        if wants == "swap_joker" and not swaps:
            continue
        swapped = {s["meld"] for s in swaps}
        plan = finishing(
            rules,
            list(held.elements()),
            [after[i] for i in usable],
            due=due + len(swaps),
            must=None if must is not None and any(must in s["cards"] for s in swaps) else must,
            barred=barred,
            opening=opening,
            own_jokers=hand[JOKER],
            wants=wants if wants in ("meld", "lay_off") else None,
            first_melds=sum(1 << k for k, i in enumerate(usable) if i not in swapped),
            lay_off_after_opening=may_lay_off,
        )
        if plan is not None:
            for item in (*plan["lay_offs"], *(f for f in plan["first"] if isinstance(f, dict))):
                item["meld"] = usable[item["meld"]]
            plan["lay_offs"] += [{**item, "meld": len(table) + item["meld"]} for item in plan.pop("onto_first")]
            return {"swaps": swaps, **plan}
    return None


def turn_plan(state: RaminoState, wants: str | None = None) -> JsonObject | None:
    """:func:`finish` for the seat to act, from where its turn stands (its hand known)."""
    turn = state.turn
    hand = state.hands.counter(turn.seat)
    if hand is None:
        return None  # no plan without the cards
    return finish(
        state,
        turn.seat,
        hand,
        state.table,
        state.owners,
        opened_now=turn.opened,
        due=turn.jokers_to_lay,
        must=turn.must_use,
        barred=undiscardable(state),
        wants=wants,
    )


def closing_plan(
    state: RaminoState, seat: int, hand: Counter[str], barred: Set[str], must: str | None = None
) -> JsonObject | None:
    """A close in hand (§8.2) for ``hand``: joker exchanges, lay-offs, melds and the discard."""
    rules = state.rules
    table = state.table if rules.layoff_on_opponents else []
    for swaps, after, held in swap_sets(rules, table, range(len(table)), hand):
        bar = set(barred)
        if swaps and not hand[JOKER]:
            bar.add(JOKER)  # the joker won back may not be the discard
        if must is not None and held[must] == 1 and not any(must in s["cards"] for s in swaps):
            bar.add(must)  # the card taken must be laid, so it is no discard
        found = closing(rules, list(held.elements()), after, bar)
        if found is not None:
            return {"swaps": swaps, **found}
    return None


def pickup_usable(state: RaminoState, seat: int, card: str) -> bool:
    """discard_pickup=must_use: could the top discard, once taken, be laid this turn?"""
    held = state.hands.counter(seat)
    if held is None:
        return True
    hand = held + Counter({card: 1})
    barred = barred_discards(state.rules, card)
    if finish(state, seat, hand, state.table, state.owners, opened_now=False, must=card, barred=barred):
        return True
    return not state.laid_before[seat] and closing_plan(state, seat, hand, barred, card) is not None


def swap_sets(
    rules: RaminoRules, table: Sequence[Meld], usable: Sequence[int], held: Counter[str]
) -> Iterator[tuple[list[JsonObject], list[Meld], Counter[str]]]:
    """Every set of joker exchanges ``held`` can make on the ``usable`` melds (the empty one
    first): the exchanges, the table and the hand after them."""

    def walk(
        start: int, swaps: list[JsonObject], table: list[Meld], held: Counter[str]
    ) -> Iterator[tuple[list[JsonObject], list[Meld], Counter[str]]]:
        yield swaps, table, held
        for k in range(start, len(usable)):
            index = usable[k]
            meld = table[index]
            for cards in swap_cards(meld):
                if any(held[c] < n for c, n in Counter(cards).items()):
                    continue
                try:
                    swapped = swap_joker(rules, meld, cards)
                except MeldError:
                    continue
                after = [*table[:index], swapped, *table[index + 1 :]]
                left = held - Counter(cards) + Counter({JOKER: 1})
                yield from walk(k, [*swaps, {"meld": index, "cards": cards}], after, left)

    yield from walk(0, [], list(table), held)


def swap_cards(meld: Meld) -> list[list[str]]:
    """The natural cards that could take a joker's place in ``meld``: in a run the card it
    stands for; in a group missing suits enough to leave four cards."""
    if JOKER not in meld.cards:
        return []
    if meld.kind == "run":
        return [[j["stands_for"][0]] for j in meld.jokers()]
    assert meld.rank is not None  # a group's
    missing = [meld.rank + s for s in meld.missing_suits()]
    return [list(cards) for cards in combinations(missing, 5 - len(meld.cards))]
