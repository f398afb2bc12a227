"""Exact meld search: the best opening of a hand, and whether (and how) a hand can close.

A hand is two bit sets over the 52 natural cards - ``once`` (at least one copy held) and
``twice`` (both copies held) - plus a joker count.  A *plan* (:class:`Plan`) is one way to lay
some of those cards: a new meld, a lay-off onto a table meld, or an opening meld that takes
won jokers afterwards; every plan takes at most one copy of each natural card, so laying it is
two bit operations.  Its ``layout`` (a :class:`Kind` first) says how to write it.

The search always decides the lowest natural card still held: leave it (every copy) out, or
lay one copy of it in a plan whose lowest card it is.  Every laying of the hand is reached
that way, and the answer for a remaining hand is memoised, so the search is exact.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import reduce
from itertools import chain, combinations
from operator import or_
from typing import Any, NamedTuple

from ...cards import JOKER
from ...engine.actions import JsonObject
from .melds import Meld, lay_off, lay_off_item, read_meld, write_group
from .rules import ACE_HIGH, RANK_INDEX, SUITS, RaminoRules, barred_discards, group_value, position_value, rank_at

NEG = -(10**9)
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
RANKS_BY_INDEX = {i: rank_at(i) for i in range(1, 14)}


class Kind(StrEnum):
    """What a plan lays: a new meld (its value is the meld's kind), a lay-off, or a host."""

    RUN = "run"
    GROUP = "group"
    RUN_LAY_OFF = "run+"
    GROUP_LAY_OFF = "group+"
    HOST = "host"  # an opening meld that takes jokers laid off onto it afterwards (:func:`_host_plans`)


class NewRun(NamedTuple):
    """A run from position ``low`` to ``high`` of ``suit``: a natural at the ``kept`` positions,
    a joker at the others."""

    kind: Kind
    suit: str
    low: int
    high: int
    kept: frozenset[int]


class NewGroup(NamedTuple):
    """A group of rank index ``rank``: the naturals of the ``suits`` (indexes into SUITS) and
    ``jokers``, ``written`` in an order :func:`read_meld` reads as that group."""

    kind: Kind
    rank: int
    suits: tuple[int, ...]
    jokers: int
    written: list[str]


class RunLayOff(NamedTuple):
    """Table run ``meld`` grown to span ``new_low`` .. ``new_high``, naturals at ``kept``."""

    kind: Kind
    meld: int  # its index in the table
    new_low: int
    new_high: int
    kept: frozenset[int]


class GroupLayOff(NamedTuple):
    """The naturals of rank index ``rank`` in ``suits`` and ``jokers`` onto table group ``meld``."""

    kind: Kind
    meld: int  # its index in the table
    rank: int
    suits: tuple[int, ...]
    jokers: int


class HostRun(NamedTuple):
    """The run ``meld``, of which positions ``inner_low`` .. ``inner_high`` are laid in the opening
    (holding ``inner_jokers`` jokers) and the rest laid off onto them afterwards."""

    kind: Kind
    meld: NewRun
    inner_low: int
    inner_high: int
    inner_jokers: int


class HostGroup(NamedTuple):
    """The group ``meld``, laid in the opening without its last ``laid_after`` jokers (holding
    ``inner_jokers``), which are laid off onto it afterwards."""

    kind: Kind
    meld: NewGroup
    laid_after: int
    inner_jokers: int


Layout = NewRun | NewGroup | RunLayOff | GroupLayOff | HostRun | HostGroup


class Plan(NamedTuple):
    """One way to lay some cards of a hand.  Every plan takes at most one copy of each natural
    card (``mask``, bits as :func:`card_bit`), so laying it is two bit operations."""

    mask: int  # the natural cards laid
    jokers: int  # the jokers laid
    value: int  # what it adds to an opening (a lay-off: 0; a host: its opening part's value)
    onto: int  # 1 << the table meld it is laid off onto; 0 for a new meld
    layout: Layout  # how to write it (its ``kind`` first)


# the kinds as module names: plans are made in hot loops, where ``Kind.RUN`` costs a class lookup
RUN, GROUP, RUN_LAY_OFF, GROUP_LAY_OFF, HOST = Kind.RUN, Kind.GROUP, Kind.RUN_LAY_OFF, Kind.GROUP_LAY_OFF, Kind.HOST


def card_bit(card: str) -> int:
    return 1 << (SUIT_INDEX[card[1]] * 13 + RANK_INDEX[card[0]] - 1)


_CARD_BITS = {rank + suit: card_bit(rank + suit) for rank in RANK_INDEX for suit in SUITS}
_BIT_OF = {**_CARD_BITS, JOKER: 0}  # :func:`_bits`
_SUIT_CARDS = {suit: 0x1FFF << 13 * si for si, suit in enumerate(SUITS)}  # the natural cards of each suit
_RANK_CARDS = {rank: sum(card_bit(rank + suit) for suit in SUITS) for rank in RANK_INDEX}  # and of each rank


def _position_bit(suit_index: int, position: int) -> int:
    return 1 << (suit_index * 13 + (1 if position == ACE_HIGH else position) - 1)


# the bit of each run position (1 .. ACE_HIGH; 0 unused) of each suit
_POSITION_BITS = [[_position_bit(si, p) if p else 0 for p in range(ACE_HIGH + 1)] for si in range(len(SUITS))]


def _bits(hand: Iterable[str]) -> tuple[int, int, int]:
    """A hand as ``once`` (cards held), ``twice`` (cards held twice) and a joker count.  A card is
    held twice at most, so the sum of the cards' bits is ``once`` plus ``twice``; the joker's bit is 0."""
    bits = [_BIT_OF[card] for card in hand]
    once = reduce(or_, bits, 0)
    return once, sum(bits) - once, bits.count(0)


def _lay(once: int, twice: int, mask: int) -> tuple[int, int]:
    """The hand once one copy of each card of ``mask`` is laid."""
    return (once & ~mask) | (twice & mask), twice & ~mask


def _suit_ranks(once: int, suit_index: int) -> int:
    return (once >> (suit_index * 13)) & 0x1FFF


# Run positions of the four suits side by side: a 16-bit lane a suit, bit p - 1 for position p
# (1 .. ACE_HIGH), so that bit arithmetic answers for every suit at once.
_LANE_ACES = 0x0001_0001_0001_0001  # position 1 of each lane
_LANE_STARTS = 0x0FFF_0FFF_0FFF_0FFF  # positions 1 .. 12 of each lane: where a run may start


def _held_at(once: int, suit_index: int) -> int:
    """The run positions of a suit held, as bits: bit p - 1 for position p (the ace at 1 and 14)."""
    ranks = _suit_ranks(once, suit_index)
    return ranks | (ranks & 1) << 13


def _held_in_lanes(once: int) -> int:
    """The run positions held, every suit in its lane (the ace at 1 and 14)."""
    lanes = once & 0x1FFF | (once >> 13 & 0x1FFF) << 16 | (once >> 26 & 0x1FFF) << 32 | (once >> 39) << 48
    return lanes | (lanes & _LANE_ACES) << 13


def _cards_of_lanes(lanes: int) -> int:
    """The natural cards (a bit set, as :func:`card_bit`) at the positions of ``lanes``."""
    lanes = (lanes | lanes >> 13 & _LANE_ACES) & 0x1FFF_1FFF_1FFF_1FFF  # the high ace is the ace
    return lanes & 0x1FFF | (lanes >> 3 & 0x1FFF << 13) | (lanes >> 6 & 0x1FFF << 26) | (lanes >> 9 & 0x1FFF << 39)


def _run_starts(held_at: int, limit: int) -> int:
    """The positions a run may start at (bit low - 1 for ``low``, in each lane): those whose first
    three places hold 3 - ``limit`` naturals (``limit``: the jokers a run may take)."""
    return _at_least(3 - limit, (held_at, held_at >> 1, held_at >> 2)) & _LANE_STARTS


def _meldable(rules: RaminoRules, once: int, jokers: int) -> int:
    """The natural cards some new meld could hold (a bit set): those of three running places that
    hold 3 - jokers naturals (each longer run holds such places about each card), and those of a
    rank held in enough suits - exactly the cards of :func:`_run_plans` and :func:`_group_plans`."""
    held_at = _held_in_lanes(once)
    starts = _run_starts(held_at, min(jokers, rules.max_jokers_run))
    in_runs = _cards_of_lanes((starts | starts << 1 | starts << 2) & held_at)
    ranks = _group_ranks(rules, once, jokers)
    return in_runs | once & (ranks | ranks << 13 | ranks << 26 | ranks << 39)


def _with_jokers(naturals: list[int], missing: int, limit: int) -> Iterator[tuple[list[int], int]]:
    """Ways to fill a span: which available positions keep their natural, how many jokers."""
    for drop in range(0, min(limit - missing, len(naturals) - 1) + 1):
        for dropped in combinations(naturals, drop):
            yield [p for p in naturals if p not in dropped], missing + drop


def _at_least(count: int, masks: Iterable[int]) -> int:
    """The bits set in at least ``count`` (1 to 3) of ``masks``."""
    once = twice = thrice = 0
    for mask in masks:
        thrice |= twice & mask
        twice |= once & mask
        once |= mask
    return (once, twice, thrice)[count - 1]


ALL_SUITS = range(len(SUITS))
ALL_RANKS = 0x1FFF  # a bit set of rank indexes: bit r - 1 for rank index r


def _run_values(rules: RaminoRules) -> list[int]:
    """The value of each run position (1 .. ACE_HIGH; 0 unused), worked out once for each value of a low ace."""
    values = _RUN_VALUES.get(rules.ace_low_value)
    if values is None:
        values = _RUN_VALUES[rules.ace_low_value] = [0] + [position_value(rules, p) for p in range(1, ACE_HIGH + 1)]
    return values


_RUN_VALUES: dict[int, list[int]] = {}  # :func:`_run_values`, by the value of a low ace


def _run_plans(
    rules: RaminoRules,
    once: int,
    jokers: int,
    longest: int = 13,
    suits: Iterable[int] = ALL_SUITS,
) -> Iterator[Plan]:
    """Runs of at most ``longest`` cards, by suit (those of ``suits``), lowest position, then highest."""
    limit = min(jokers, rules.max_jokers_run)
    for si in suits:
        suit = SUITS[si]
        held_at = _held_at(once, si)
        starts = _run_starts(held_at, limit)
        if not starts:
            continue
        values = _run_values(rules)
        bits = _POSITION_BITS[si]
        while starts:
            start = starts & -starts
            starts ^= start
            low = start.bit_length()
            naturals: list[int] = []
            naturals_mask = 0
            missing = 0
            value = 0
            for high in range(low, min(low + longest - 1, ACE_HIGH) + 1):
                value += values[high]
                if held_at >> (high - 1) & 1:
                    naturals.append(high)
                    naturals_mask |= bits[high]
                else:
                    missing += 1
                    if missing > limit:
                        break
                if high - low < 2 or not naturals:
                    continue
                if missing == limit:  # no joker to spare (always so without jokers): one filling
                    yield Plan(naturals_mask, missing, value, 0, NewRun(RUN, suit, low, high, frozenset(naturals)))
                    continue
                for kept, used in _with_jokers(naturals, missing, limit):
                    mask = 0
                    for p in kept:
                        mask |= bits[p]
                    yield Plan(mask, used, value, 0, NewRun(RUN, suit, low, high, frozenset(kept)))


def _group_plans(
    rules: RaminoRules, once: int, jokers: int, largest: int = 4, ranks: int = ALL_RANKS
) -> Iterator[Plan]:
    """Groups of at most ``largest`` cards (of the ``ranks`` bit set), each with the order its
    cards are written in: a lone natural with two jokers only where some order of them reads as
    a group, not a run (:func:`write_group`)."""
    limit = min(jokers, rules.max_jokers_group)
    ranks &= _group_ranks(rules, once, jokers)
    while ranks:
        rank = ranks & -ranks
        ranks ^= rank
        r = rank.bit_length()
        suits = [si for si in range(4) if once >> (si * 13 + r - 1) & 1]
        for n in range(max(1, 3 - limit), min(len(suits), largest) + 1):
            for used in range(max(0, 3 - n), min(limit, largest - n) + 1):
                for chosen in combinations(suits, n):
                    written = write_group(rules, [RANKS_BY_INDEX[r] + SUITS[si] for si in chosen], used)
                    if written is None:
                        continue
                    mask = 0
                    for si in chosen:
                        mask |= 1 << (si * 13 + r - 1)
                    layout = NewGroup(GROUP, r, chosen, used, written)
                    yield Plan(mask, used, group_value(r) * (n + used), 0, layout)


def _group_ranks(rules: RaminoRules, once: int, jokers: int) -> int:
    """The ranks (a bit set) that can make a group: held in 3 - the jokers it may take suits at least."""
    need = max(1, 3 - min(jokers, rules.max_jokers_group))
    return _at_least(need, (once & 0x1FFF, once >> 13 & 0x1FFF, once >> 26 & 0x1FFF, once >> 39))


def _layoff_plans(
    rules: RaminoRules, once: int, jokers: int, table: Sequence[Meld], indexes: Iterable[int] | None = None
) -> Iterator[Plan]:
    """Lay-offs of at least one natural card onto each table meld (all of a turn's on one meld);
    onto those at ``indexes`` only, when given."""
    for index in range(len(table)) if indexes is None else indexes:
        meld = table[index]
        onto = 1 << index
        if meld.kind == "group":
            assert meld.rank is not None
            r = RANK_INDEX[meld.rank]
            room = 4 - len(meld.cards)
            limit = min(jokers, rules.max_jokers_group - meld.joker_count)
            suits = [SUIT_INDEX[s] for s in meld.missing_suits() if once >> (SUIT_INDEX[s] * 13 + r - 1) & 1]
            for n in range(1, min(room, len(suits)) + 1):
                for used in range(0, min(limit, room - n) + 1):
                    for chosen in combinations(suits, n):
                        mask = sum(1 << (si * 13 + r - 1) for si in chosen)
                        yield Plan(mask, used, 0, onto, GroupLayOff(GROUP_LAY_OFF, index, r, chosen, used))
            continue
        assert meld.suit is not None  # a run's
        held, limit, lowest, highest = _run_growth(rules, once, jokers, meld)
        bits = _POSITION_BITS[SUIT_INDEX[meld.suit]]
        for new_low in range(lowest, meld.low + 1):
            for new_high in range(meld.high, min(highest, new_low + 12) + 1):
                added = [*range(new_low, meld.low), *range(meld.high + 1, new_high + 1)]
                naturals = [p for p in added if held >> (p - 1) & 1]
                missing = len(added) - len(naturals)
                if not naturals or missing > limit:
                    continue
                for kept, used in _with_jokers(naturals, missing, limit):
                    mask = 0
                    for p in kept:
                        mask |= bits[p]
                    layout = RunLayOff(RUN_LAY_OFF, index, new_low, new_high, frozenset(kept))
                    yield Plan(mask, used, 0, onto, layout)


def _run_growth(rules: RaminoRules, once: int, jokers: int, meld: Meld) -> tuple[int, int, int, int]:
    """How far table run ``meld`` can grow from the hand ``once`` with ``jokers``: the positions
    of its suit held (:func:`_held_at`), the jokers it may still take, and the lowest and highest
    positions it can reach with no more than those places unheld."""
    assert meld.suit is not None  # a run's
    held = _held_at(once, SUIT_INDEX[meld.suit])
    limit = min(jokers, rules.max_jokers_run - meld.joker_count)
    lowest = _reach(held, meld.low, -1, max(1, meld.high - 12), limit)
    return held, limit, lowest, _reach(held, meld.high, 1, ACE_HIGH, limit)


def _laid_off_cards(rules: RaminoRules, once: int, jokers: int, meld: Meld) -> int:
    """The natural cards some lay-off onto table ``meld`` could hold (a bit set, at least those of
    :func:`_layoff_plans`): a group's missing suits, a run's places as far as it can reach."""
    if meld.kind == "group":
        assert meld.rank is not None  # a group's
        r = RANK_INDEX[meld.rank]
        room = len(meld.cards) < 4
        return once & sum(1 << (SUIT_INDEX[s] * 13 + r - 1) for s in meld.missing_suits()) if room else 0
    assert meld.suit is not None  # a run's
    held, _, lowest, highest = _run_growth(rules, once, jokers, meld)
    bits = _POSITION_BITS[SUIT_INDEX[meld.suit]]
    cards = 0
    for position in (*range(lowest, meld.low), *range(meld.high + 1, highest + 1)):
        if held >> (position - 1) & 1:
            cards |= bits[position]
    return cards


def _lays_all_but_one(rules: RaminoRules, once: int, twice: int, jokers: int, table: Sequence[Meld]) -> bool:
    """What a close needs before any search: no more than one natural card of the hand (each copy
    counted) that neither a new meld (:func:`_meldable`) nor a lay-off onto ``table`` could hold
    (:func:`_laid_off_cards`, asked only of the melds of those cards' suits and ranks)."""
    stuck = once & ~_meldable(rules, once, jokers)
    for meld in table:
        if stuck.bit_count() + (twice & stuck).bit_count() <= 1:
            return True
        if stuck & _kin(meld):
            stuck &= ~_laid_off_cards(rules, once, jokers, meld)
    return stuck.bit_count() + (twice & stuck).bit_count() <= 1


def _kin(meld: Meld) -> int:
    """The natural cards of a table meld's suit (a run) or rank (a group): the only ones laid off onto it."""
    if meld.kind == "run":
        assert meld.suit is not None  # a run's
        return _SUIT_CARDS[meld.suit]
    assert meld.rank is not None  # a group's
    return _RANK_CARDS[meld.rank]


def _reach(held: int, end: int, step: int, bound: int, limit: int) -> int:
    """The farthest place from a run's ``end`` position, going by ``step`` up to ``bound``, that
    leaves no more than ``limit`` places between them unheld (``held``: as :func:`_held_at`)."""
    missing, reached = 0, end
    for position in range(end + step, bound + step, step):
        missing += not held >> (position - 1) & 1
        if missing > limit:
            break
        reached = position
    return reached


def _host_plans(
    rules: RaminoRules, once: int, jokers: int, suits: Iterable[int] = ALL_SUITS, ranks: int = ALL_RANKS
) -> Iterator[Plan]:
    """Opening melds that take jokers once the opening is down (§5.3): a meld written in full, of
    which an inner part (``(low, high)`` positions of a run, or the cards of a group bar some
    jokers) is laid in the opening, worth its own value only, and the rest - at least one joker
    beyond the inner part - is laid off onto it afterwards.  Only a joker won back after the
    opening needs that (any other outer card could have been in the opening meld itself, worth
    more), so these plans are made only while won jokers are held.  The layout's
    ``inner_jokers``: how many jokers the inner part holds (they must be the seat's own).
    Runs of ``suits`` and groups of ``ranks`` only (as :func:`_run_plans`, :func:`_group_plans`)."""
    for plan in _run_plans(rules, once, jokers, suits=suits):
        run = plan.layout
        assert isinstance(run, NewRun)
        if not plan.jokers:
            continue
        low, high, kept = run.low, run.high, run.kept
        for inner_low in range(low, high - 1):
            for inner_high in range(inner_low + 2, high + 1):
                inner = range(inner_low, inner_high + 1)
                outer = [*range(low, inner_low), *range(inner_high + 1, high + 1)]
                if all(p in kept for p in outer) or not any(p in kept for p in inner):
                    continue
                value = sum(position_value(rules, p) for p in inner)
                inner_jokers = sum(p not in kept for p in inner)
                layout = HostRun(HOST, run, inner_low, inner_high, inner_jokers)
                yield Plan(plan.mask, plan.jokers, value, 0, layout)
    for plan in _group_plans(rules, once, jokers, ranks=ranks):
        group = plan.layout
        assert isinstance(group, NewGroup)
        used = plan.jokers
        for laid_after in range(1, used + 1):
            if len(group.suits) + used - laid_after >= 3:
                value = group_value(group.rank) * (4 - laid_after)
                yield Plan(plan.mask, used, value, 0, HostGroup(HOST, group, laid_after, used - laid_after))


def _write_host(rules: RaminoRules, plan: Plan, index: int) -> tuple[list[str], list[JsonObject]]:
    """A host plan as the opening meld and the lay-offs (onto ``index``) that follow it."""
    host = plan.layout
    assert isinstance(host, HostRun | HostGroup)
    cards = _write_new(host.meld)
    if isinstance(host, HostGroup):
        meld = cards[: len(cards) - host.laid_after]
        return meld, [lay_off_item(rules, index, read_meld(rules, meld), cards[len(meld) :])]
    low, inner_low, inner_high = host.meld.low, host.inner_low, host.inner_high
    meld = cards[inner_low - low : inner_high - low + 1]
    grown, lay_offs = read_meld(rules, meld), []
    for added, below in ((cards[: inner_low - low], True), (cards[inner_high - low + 1 :], False)):
        if added:
            item = lay_off_item(rules, index, grown, added, low if below else grown.low)
            lay_offs.append(item)
            grown = lay_off(rules, grown, added, item.get("end"))
    return meld, lay_offs


def _index_by_lowest(plans: Iterable[Plan]) -> dict[int, list[Plan]]:
    """Plans by their lowest card, as :func:`_best_of` keeps them."""
    by_lowest: dict[int, list[Plan]] = {}
    for plan in _best_of(plans):
        mask = plan.mask
        by_lowest.setdefault(mask & -mask, []).append(plan)
    return by_lowest


def _best_of(plans: Iterable[Plan]) -> list[Plan]:
    """The plans, keeping only the best value for one (cards, jokers, meld) use (a host apart, by
    the jokers of its opening part), in the order each use first comes."""
    best: dict[tuple[int, int, int, int | None], Plan] = {}
    for plan in plans:
        layout = plan.layout
        host_jokers = layout.inner_jokers if isinstance(layout, _HOSTS) else None
        key = (plan.mask, plan.jokers, plan.onto, host_jokers)
        kept = best.get(key)
        if kept is None or plan.value > kept.value:
            best[key] = plan
    return list(best.values())


class _PlansByLowest:
    """A hand's plans by their lowest card, as ``_index_by_lowest(_plans(...))`` has them (with
    ``by_value``: highest value first, as :func:`_by_value`), made as a search first asks for a
    card: the runs of its suit, the groups of its rank and the lay-offs onto the table melds of
    either, in the order :func:`_plans` makes them.  A search that fails on the lowest cards of a
    hand (most hands cannot close) never makes the plans of the others."""

    def __init__(
        self,
        rules: RaminoRules,
        once: int,
        jokers: int,
        table: Sequence[Meld] = (),
        hosts: bool = False,
        by_value: bool = False,
    ):
        self.rules, self.once, self.jokers, self.table, self.hosts, self.by_value = (
            rules,
            once,
            jokers,
            table,
            hosts,
            by_value,
        )
        self.made: dict[int, list[Plan]] = {}
        self.suits_made: set[int] = set()
        self.ranks_made: set[int] = set()
        self.group_ranks = _group_ranks(rules, once, jokers)
        # the plans made and not asked for yet, by where :func:`_plans` puts them (RUNS...), then by lowest card
        self.waiting: dict[int, dict[int, list[Plan]]] = {}

    def get(self, low: int, default: Sequence[Plan] = ()) -> Sequence[Plan]:
        plans = self.made.get(low)
        if plans is None:
            plans = self.made[low] = self._make(low)
        return plans or default

    def _make(self, low: int) -> list[Plan]:
        si, r = divmod(low.bit_length() - 1, 13)
        r += 1
        rules, once, jokers, table = self.rules, self.once, self.jokers, self.table
        if si not in self.suits_made:
            self.suits_made.add(si)
            self._wait(RUNS, _run_plans(rules, once, jokers, suits=(si,)))
            if self.hosts:
                self._wait(RUN_HOSTS, _host_plans(rules, once, jokers, (si,), 0))
            for i, meld in enumerate(table):
                if meld.kind == "run" and meld.suit == SUITS[si]:
                    self._wait(LAY_OFFS + i, _layoff_plans(rules, once, jokers, table, (i,)))
        if r not in self.ranks_made:
            self.ranks_made.add(r)
            if self.group_ranks >> (r - 1) & 1:
                self._wait(GROUPS, _group_plans(rules, once, jokers, ranks=1 << (r - 1)))
            if self.hosts:
                self._wait(GROUP_HOSTS, _host_plans(rules, once, jokers, (), 1 << (r - 1)))
            for i, meld in enumerate(table):
                if meld.kind == "group" and meld.rank == RANKS_BY_INDEX[r]:
                    self._wait(LAY_OFFS + i, _layoff_plans(rules, once, jokers, table, (i,)))
        waiting = self.waiting
        ordered = [plan for place in sorted(waiting) for plan in waiting[place].pop(low, ())]
        if len(ordered) < 2:
            return ordered
        found = _best_of(ordered)  # every one of them has ``low`` as its lowest card
        if self.by_value:
            found.sort(key=lambda plan: -plan.value)
        return found

    def _wait(self, place: int, plans: Iterable[Plan]) -> None:
        by_card = self.waiting.setdefault(place, {})
        for plan in plans:
            mask = plan.mask
            by_card.setdefault(mask & -mask, []).append(plan)


# where :func:`_plans` puts each kind of plan (the lay-offs onto table meld i at LAY_OFFS + i)
RUNS, GROUPS, LAY_OFFS, RUN_HOSTS, GROUP_HOSTS = 0, 1, 2, 1000, 1001


def _by_value(by_lowest: dict[int, list[Plan]]) -> dict[int, list[Plan]]:
    """``by_lowest`` with each list sorted by value, highest first (the search tries those first)."""
    for plans in by_lowest.values():
        plans.sort(key=lambda plan: -plan.value)
    return by_lowest


def _write_new(layout: NewRun | NewGroup) -> list[str]:
    """A new meld's cards in the order a client writes them."""
    if isinstance(layout, NewGroup):
        return list(layout.written)
    return [rank_at(p) + layout.suit if p in layout.kept else JOKER for p in range(layout.low, layout.high + 1)]


def _write(plan: Plan, table: Sequence[Meld]) -> list[str]:
    """The cards of a new meld or lay-off plan in the order a client writes them."""
    layout = plan.layout
    if isinstance(layout, NewRun | NewGroup):
        return _write_new(layout)
    if isinstance(layout, GroupLayOff):
        return [RANKS_BY_INDEX[layout.rank] + SUITS[si] for si in layout.suits] + [JOKER] * layout.jokers
    assert isinstance(layout, RunLayOff)
    meld = table[layout.meld]
    assert meld.suit is not None
    added = [*range(layout.new_low, meld.low), *range(meld.high + 1, layout.new_high + 1)]
    return [rank_at(p) + meld.suit if p in layout.kept else JOKER for p in added]


def _write_lay_off(rules: RaminoRules, plan: Plan, table: Sequence[Meld]) -> JsonObject:
    """A lay-off plan as a client writes it: with the ``end`` its jokers need (§6.3)."""
    layout = plan.layout
    assert isinstance(layout, RunLayOff | GroupLayOff)
    low = layout.new_low if isinstance(layout, RunLayOff) else None
    return lay_off_item(rules, layout.meld, table[layout.meld], _write(plan, table), low)


def _plans(rules: RaminoRules, once: int, jokers: int, table: Sequence[Meld] = (), hosts: bool = False) -> list[Plan]:
    """Every new meld the hand can lay, then its lay-offs onto ``table``, then (``hosts``) the
    openings that take won jokers afterwards - in that order, which breaks ties between equals."""
    plans = [*_run_plans(rules, once, jokers), *_group_plans(rules, once, jokers)]
    if table:
        plans.extend(_layoff_plans(rules, once, jokers, table))
    if hosts:
        plans.extend(_host_plans(rules, once, jokers))
    return plans


# -- best opening --------------------------------------------------------------------------
class _Meldable(NamedTuple):
    """A hand as the opening's searches take it: the natural cards some new meld could hold
    (``once``, ``twice``), its jokers, and what may be the discard."""

    once: int
    twice: int
    jokers: int
    keeps_card: bool  # a card no meld can hold is left out anyway, and may be the discard
    barred_bits: int  # the natural cards that may not be the discard
    joker_discard: bool  # a joker left over may be


def _meldable_part(rules: RaminoRules, hand: Sequence[str], barred: Collection[str] = ()) -> _Meldable:
    """``hand`` without the cards no meld can hold (:func:`_meldable`; they are always left out,
    and need no search); ``barred``: cards that may not be the discard beside those the rules bar."""
    once, twice, jokers = _bits(hand)
    barred_bits, _, joker_barred = _bits(barred_discards(rules) | set(barred))
    meldable = _meldable(rules, once, jokers)
    keeps_card = bool(once & ~meldable & ~barred_bits)
    return _Meldable(once & meldable, twice & meldable, jokers, keeps_card, barred_bits, not joker_barred)


def best_melds(rules: RaminoRules, hand: Sequence[str]) -> tuple[int, list[list[str]]]:
    """The highest total value of disjoint new melds from ``hand`` leaving at least one card
    out (for the discard), and those melds."""
    once, twice, jokers, keeps_card, _, joker_discard = _meldable_part(rules, hand)
    by_lowest = _by_value(_index_by_lowest(_plans(rules, once, jokers)))
    # the best laying usually leaves a card anyway; only when it lays all is the discard imposed
    total, plans, leaves_card = _best_laying(by_lowest, once, twice, jokers, False, joker_discard)
    if not (keeps_card or leaves_card):
        total, plans, _ = _best_laying(by_lowest, once, twice, jokers, True, joker_discard)
    return max(total, 0), [_write(plan, ()) for plan in plans]


def _best_laying(
    by_lowest: dict[int, list[Plan]], once: int, twice: int, jokers: int, need_left: bool, joker_discard: bool
) -> tuple[int, list[Plan], bool]:
    """Best total value, its plans, and whether it leaves a card out that may be discarded
    (``need_left``: it must; ``joker_discard``: a joker left over may be)."""
    # memo keys are plain ints (the hand's bits, jokers, need_left): cheap to hash, no garbage
    values: dict[int, int] = {}
    choices: dict[int, Plan | None] = {}  # the best plan holding the lowest card; None: leave it out

    def best(once: int, twice: int, jokers: int, need_left: bool) -> int:
        if not once:
            return NEG if need_left and not (jokers and joker_discard) else 0
        key = once | twice << 52 | jokers << 104 | need_left << 106
        top = values.get(key)
        if top is not None:
            return top
        low = once & -once
        top = best(once & ~low, twice & ~low, jokers, False)
        choice = None
        for plan in by_lowest.get(low, ()):
            mask, used, value = plan.mask, plan.jokers, plan.value
            if used > jokers or mask & once != mask:
                continue
            rest_once, rest_twice = (once & ~mask) | (twice & mask), twice & ~mask  # _lay, inlined
            if value + _value_bound(rest_once, rest_twice, jokers - used) <= top:
                continue  # even laying every card left could not beat the best found
            value += best(rest_once, rest_twice, jokers - used, need_left)
            if value > top:
                top, choice = value, plan
        values[key] = top
        choices[key] = choice
        return top

    total = best(once, twice, jokers, need_left)
    plans, left = [], False
    while once:
        plan = choices[once | twice << 52 | jokers << 104 | need_left << 106]
        if plan is None:
            low = once & -once
            once, twice, need_left, left = once & ~low, twice & ~low, False, True
            continue
        plans.append(plan)
        once, twice = _lay(once, twice, plan.mask)
        jokers -= plan.jokers
    return total, plans, left or (jokers > 0 and joker_discard)


def can_open(rules: RaminoRules, hand: Sequence[str], minimum: int, barred: Collection[str] = ()) -> bool:
    """Can ``hand`` lay new melds worth ``minimum`` or more, keeping a card to discard (not one
    the rules bar, :func:`barred_discards`, nor one of ``barred``)?  That is, does the laying of
    :func:`best_melds` (told ``barred``) reach it; decided by a search that stops at the first
    laying that does, and leaves a part of the hand whose every card melded at its highest value
    falls short (:func:`_value_bound`)."""
    once, twice, jokers, keeps_card, barred_bits, joker_discard = _meldable_part(rules, hand, barred)
    if _value_bound(once, twice, jokers) < minimum:
        return False  # every card melded at its highest value falls short: no plan made
    by_lowest = _PlansByLowest(rules, once, jokers, by_value=True)
    short: dict[int, int] = {}  # a position -> a value known out of reach from it

    def reaches(once: int, twice: int, jokers: int, need_left: bool, value: int) -> bool:
        if value <= 0 and (not need_left or once & ~barred_bits or jokers and joker_discard):
            return True  # nothing more laid: every card left stays in hand
        if not once or _value_bound(once, twice, jokers) < value:
            return False
        key = once | twice << 52 | jokers << 104 | need_left << 106
        if short.get(key, value + 1) <= value:
            return False
        low = once & -once
        for plan in by_lowest.get(low, ()):
            mask, used = plan.mask, plan.jokers
            if used > jokers or mask & once != mask:
                continue
            if reaches((once & ~mask) | (twice & mask), twice & ~mask, jokers - used, need_left, value - plan.value):
                return True
        if reaches(once & ~low, twice & ~low, jokers, need_left and bool(barred_bits & low), value):
            return True
        short[key] = value
        return False

    return reaches(once, twice, jokers, not keeps_card, minimum)


# the most 13 ranks of one suit can be worth in melds (an ace counting 11), by rank bit set
_SUIT_BOUND = [sum(min(11 if r == 0 else r + 1, 10 if r else 11) for r in range(13) if m >> r & 1) for m in range(8192)]


def _value_bound(once: int, twice: int, jokers: int) -> int:
    """An upper bound on what the cards left could add: every card melded at its highest value."""
    bound = _SUIT_BOUND
    return (
        bound[once & 0x1FFF]
        + bound[once >> 13 & 0x1FFF]
        + bound[once >> 26 & 0x1FFF]
        + bound[once >> 39]
        + bound[twice & 0x1FFF]
        + bound[twice >> 13 & 0x1FFF]
        + bound[twice >> 26 & 0x1FFF]
        + bound[twice >> 39]
        + 11 * jokers
    )


def best_opening(rules: RaminoRules, hand: Sequence[str]) -> JsonObject:
    """The /melds/best-opening answer."""
    value, melds = best_melds(rules, hand)
    return {"melds": melds, "value": value, "reaches_minimum": value >= rules.opening_min and bool(melds)}


# -- closing -------------------------------------------------------------------------------
def closing(
    rules: RaminoRules, hand: Sequence[str], table: Sequence[Meld] = (), barred: Collection[str] = ()
) -> JsonObject | None:
    """A way to lay every card of ``hand`` but one, which is discarded (never one the rules bar,
    :func:`barred_discards`, nor one of ``barred``): new melds and lay-offs onto ``table`` (no
    joker exchange).  None when there is none."""
    if not hand:
        return None
    once, twice, jokers = _bits(hand)
    if not _lays_all_but_one(rules, once, twice, jokers, table):
        return None
    barred = barred_discards(rules) | set(barred)
    by_lowest = _PlansByLowest(rules, once, jokers, table)
    room = [_joker_room(rules, meld) for meld in table]
    # a position: the hand (once, twice, jokers), whether the discard is set aside (0 or 1), and
    # the table melds laid off onto (a bit set)
    closes: dict[tuple[int, int, int, int, int], bool] = {}
    choices: dict[tuple[int, int, int, int, int], Plan | None] = {}  # None: the lowest card is the discard

    def close(once: int, twice: int, jokers: int, left: int, used_melds: int) -> bool:
        if not once:
            if not left and (not jokers or JOKER in barred):
                return False
            return jokers - (1 - left) <= sum(_free(room, ~used_melds))  # the jokers left, laid off alone
        key = (once, twice, jokers, left, used_melds)
        found = closes.get(key)
        if found is not None:
            return found
        low = once & -once
        if not left and (not barred or _card_of_bit(low) not in barred):
            rest = (once, twice & ~low) if twice & low else (once & ~low, twice)
            if close(*rest, jokers, 1, used_melds):
                closes[key], choices[key] = True, None
                return True
        for plan in by_lowest.get(low, ()):
            mask, used, onto = plan.mask, plan.jokers, plan.onto
            if used > jokers or mask & once != mask or used_melds & onto:
                continue
            if close((once & ~mask) | (twice & mask), twice & ~mask, jokers - used, left, used_melds | onto):
                closes[key], choices[key] = True, plan
                return True
        closes[key] = False
        return False

    if not close(once, twice, jokers, 0, 0):
        return None
    melds, lay_offs, discard = [], [], None
    left = used_melds = 0
    while once:
        plan = choices[(once, twice, jokers, left, used_melds)]
        if plan is None:
            low = once & -once
            discard = _card_of_bit(low)
            once, twice = (once, twice & ~low) if twice & low else (once & ~low, twice)
            left = 1
            continue
        if plan.onto:
            lay_offs.append(_write_lay_off(rules, plan, table))
        else:
            melds.append(_write(plan, table))
        once, twice = _lay(once, twice, plan.mask)
        jokers -= plan.jokers
        used_melds |= plan.onto
    if discard is None:
        discard, jokers = JOKER, jokers - 1
    lay_offs += _spare_jokers(rules, table, room, used_melds, jokers)
    return {"melds": melds, "lay_offs": lay_offs, "discard": discard}


def _spare_jokers(
    rules: RaminoRules, table: Sequence[Meld], room: list[int], used_melds: int, jokers: int
) -> list[JsonObject]:
    """``jokers`` laid off alone onto the table melds not in ``used_melds``, each filled in turn."""
    lay_offs = []
    for index, space in enumerate(room):
        if jokers and not used_melds >> index & 1 and space:
            laid = min(space, jokers)
            lay_offs.append(lay_off_item(rules, index, table[index], [JOKER] * laid))
            jokers -= laid
    return lay_offs


# -- the rest of a turn ----------------------------------------------------------------------
def finishing(
    rules: RaminoRules,
    hand: Sequence[str],
    table: Sequence[Meld] = (),
    *,
    due: int = 0,
    must: str | None = None,
    barred: Collection[str] = (),
    opening: int = 0,
    own_jokers: int = 0,
    wants: str | None = None,
    first_melds: int = 0,
    lay_off_after_opening: bool = False,
) -> JsonObject | None:
    """A way to lay some cards of ``hand`` - new melds, lay-offs onto ``table`` - that lays at
    least ``due`` jokers and a copy of ``must`` and keeps a card to discard (not one the rules
    bar, :func:`barred_discards`, nor one of ``barred``); None when there is none.

    Some plans come first, before the jokers of ``hand`` beyond ``own_jokers`` are won back,
    so they may use own jokers only: the opening (new melds worth ``opening`` at least), or the
    action ``wants`` asks for (``"meld"``, or ``"lay_off"`` onto a table meld of the
    ``first_melds`` bit set).  The answer holds those plans (``first``: melds, or lay-offs),
    then the other ``melds`` and ``lay_offs`` ([{meld, cards}], with ``end`` where one is needed).
    A won joker is paid for only by a joker laid after the first plans (:meth:`_Finish.won_held`).

    ``lay_off_after_opening``: the opening may be followed by lay-offs, so a won joker may go
    onto an opening meld (:func:`_host_plans`; ``onto_first``: those lay-offs, ``meld`` being
    the index in ``first`` of the meld they go onto).
    """
    once, twice, jokers = _bits(hand)
    hosts = bool(opening and lay_off_after_opening and jokers > own_jokers)
    barred = barred_discards(rules) | set(barred)
    tracks_own = bool(opening or wants)
    search = _Finish(
        rules=rules,
        table=table,
        by_lowest=_PlansByLowest(rules, once, jokers, table, hosts, by_value=True),
        room=[_joker_room(rules, meld) for meld in table],
        due=max(due, must == JOKER),
        joker_barred=JOKER in barred,
        barred_bits=sum(card_bit(card) for card in barred if card != JOKER),
        opening=opening,
        wants=wants,
        first_melds=first_melds,
        total_jokers=jokers,
        tracks_own=tracks_own,
    )
    own = min(own_jokers, jokers) if tracks_own else 0
    need = card_bit(must) if must is not None and must != JOKER else 0
    done = wants is None
    if search.best(once, twice, jokers, own, need, False, done, 0) < opening:
        return None
    return search.answer(once, twice, jokers, own, need, done)


# a choice of the search for the rest of a turn: the plan laid, the own jokers held after it,
# and whether it is a first plan; None: the lowest card is left in hand
_Choice = tuple[Plan, int, bool] | None
_HOSTS = (HostRun, HostGroup)


@dataclass(slots=True)
class _Finish:
    """The search behind :func:`finishing`: what stays fixed while it runs, and its memo.

    A position of the search is (``once``, ``twice``, ``jokers``: the hand; ``own``: how many of
    its jokers are the seat's own; ``need``: the bit of the card still to lay; ``left``: a card
    that may be discarded is kept; ``done``: the first plans are laid; ``used``: the table melds
    laid off onto, a bit set)."""

    rules: RaminoRules
    table: Sequence[Meld]
    by_lowest: _PlansByLowest  # the plans by lowest card, highest value first
    room: list[int]  # per table meld: how many jokers alone it could still take
    due: int  # jokers to lay this turn, all told
    joker_barred: bool  # a joker may not be the discard
    barred_bits: int  # the natural cards that may not be the discard
    opening: int  # the least the opening must be worth; 0: no opening this turn
    wants: str | None  # the first action asked for: "meld", "lay_off" or None
    first_melds: int  # the table melds a first lay-off may go onto (a bit set)
    total_jokers: int  # the jokers of the hand to start with
    tracks_own: bool  # own jokers are told from won ones (there are first plans)
    memo: dict[tuple[int, int, int, int, int, bool, bool, int], tuple[int, _Choice]] = field(default_factory=dict)

    def comes_first(self, onto: int) -> bool:
        """Is a plan laid onto ``onto`` (0: a new meld) one of the first plans?"""
        if self.opening:
            return not onto
        return self.wants == "meld" and not onto or self.wants == "lay_off" and bool(onto & self.first_melds)

    def won_held(self, jokers: int, own: int) -> int:
        """Won jokers still held: the plans after the first ones spend won jokers before own ones,
        so while any is held, a joker laid in a first plan (before the exchange) has not paid for
        it (§7.4; apply's debt only counts jokers laid after the win).  Without first plans every
        joker is counted as won (``own`` is 0) and the total ``due`` is the only debt."""
        return jokers - own if self.tracks_own else 0

    def extra_jokers(self, jokers: int, own: int, left: bool, done: bool, used: int) -> int | None:
        """How many jokers to lay off alone at the end, onto melds given nothing; None: no way."""
        if not left and self.joker_barred:
            return None
        least = max(self.due - (self.total_jokers - jokers), self.won_held(jokers, own), 0)
        if not done:  # only an own joker laid off alone onto a first meld can be the lay-off wanted
            if self.wants != "lay_off" or not own or not any(_free(self.room, self.first_melds & ~used)):
                return None
            least = max(least, self.won_held(jokers, own) + 1)
        return least if least <= min(sum(_free(self.room, ~used)), jokers - (not left)) else None

    def orders(self, plan: Plan, jokers: int, own: int) -> list[tuple[int, bool]]:
        """The ways ``plan`` may be laid from a hand of ``jokers``, ``own`` of them the seat's:
        (own jokers held after it, whether it is a first plan).  A plan that is not a first one
        spends won jokers before own ones."""
        layout, used = plan.layout, plan.jokers
        if isinstance(layout, _HOSTS):  # own jokers in the opening part, won ones first in what follows
            inner = layout.inner_jokers
            return [(own - inner - max(0, used - inner - (jokers - own)), True)] if inner <= own else []
        ways = [(own - used, True)] if used <= own and self.comes_first(plan.onto) else []
        if not ways or used:
            ways.append((own - max(0, used - (jokers - own)), False))
        return ways

    def best(self, once: int, twice: int, jokers: int, own: int, need: int, left: bool, done: bool, used: int) -> int:
        """The most the opening can be worth from here (0 without one); NEG: no way to finish."""
        if not once:
            return 0 if not need and self.extra_jokers(jokers, own, left, done, used) is not None else NEG
        key = (once, twice, jokers, own, need, left, done, used)
        memo = self.memo
        if key in memo:
            return memo[key][0]
        low = once & -once
        top, choice = NEG, None
        if not need & low:  # leave the lowest card (every copy) in hand
            left_now = left or not self.barred_bits & low
            top = self.best(once & ~low, twice & ~low, jokers, own, need, left_now, done, used)
        opening = self.opening
        for plan in self.by_lowest.get(low, ()):
            if not opening and top >= 0:
                break  # without an opening to weigh, any way will do
            mask, used_jokers, onto = plan.mask, plan.jokers, plan.onto
            if used_jokers > jokers or mask & once != mask or used & onto:
                continue
            rest = ((once & ~mask) | (twice & mask), twice & ~mask, jokers - used_jokers)  # _lay, inlined
            for own_left, first in self.orders(plan, jokers, own):
                found = self.best(*rest, own_left, need & ~mask, left, done or first, used | onto)
                gain = plan.value if first and opening else 0
                if found > NEG and found + gain > top:
                    top, choice = found + gain, (plan, own_left, first)
        memo[key] = (top, choice)
        return top

    def answer(self, once: int, twice: int, jokers: int, own: int, need: int, done: bool) -> JsonObject:
        """The plans :meth:`best` chose from this starting position, as :func:`finishing` answers."""
        rules, table = self.rules, self.table
        answer: dict[str, list[Any]] = {"first": [], "melds": [], "lay_offs": [], "onto_first": []}
        left, used = False, 0
        while once:
            choice = self.memo[(once, twice, jokers, own, need, left, done, used)][1]
            if choice is None:
                low = once & -once
                once, twice, left = once & ~low, twice & ~low, left or not self.barred_bits & low
                continue
            plan, own, first = choice
            written: list[str] | JsonObject
            if isinstance(plan.layout, _HOSTS):
                written, after = _write_host(rules, plan, len(answer["first"]))
                answer["onto_first"].extend(after)
            else:
                written = _write_lay_off(rules, plan, table) if plan.onto else _write(plan, table)
            answer["first" if first else "lay_offs" if plan.onto else "melds"].append(written)
            once, twice = _lay(once, twice, plan.mask)
            jokers -= plan.jokers
            need, done, used = need & ~plan.mask, done or first, used | plan.onto
        self.lay_extra_jokers(answer, jokers, own, left, done, used)
        return answer

    def lay_extra_jokers(
        self, answer: dict[str, list[Any]], jokers: int, own: int, left: bool, done: bool, used: int
    ) -> None:
        """Add to ``answer`` the jokers laid off alone (:meth:`extra_jokers`): the lay-off wanted,
        if still missing, first onto a first meld with own jokers only, the won jokers after it."""
        extra = self.extra_jokers(jokers, own, left, done, used)
        won = self.won_held(jokers, own)
        room = self.room
        for index in sorted(range(len(room)), key=lambda i: not self.first_melds >> i & 1):
            space = room[index] if not used >> index & 1 else 0
            if extra and space and not done:
                laid = min(space, extra - won, own)  # the won jokers are laid after, to pay for them
                answer["first"].append(lay_off_item(self.rules, index, self.table[index], [JOKER] * laid))
                done, extra, space = True, extra - laid, space - laid
            if extra and space:
                laid = min(space, extra)
                answer["lay_offs"].append(lay_off_item(self.rules, index, self.table[index], [JOKER] * laid))
                extra -= laid


def _free(room: list[int], melds: int) -> list[int]:
    """The joker room of the melds in the ``melds`` bit set."""
    return [r for i, r in enumerate(room) if melds >> i & 1]


def _joker_room(rules: RaminoRules, meld: Meld) -> int:
    """How many jokers alone could still be laid off onto ``meld``."""
    if meld.kind == "group":
        return max(0, min(rules.max_jokers_group - meld.joker_count, 4 - len(meld.cards)))
    return max(0, min(rules.max_jokers_run - meld.joker_count, 13 - len(meld.cards)))


def _card_of_bit(bit: int) -> str:
    index = bit.bit_length() - 1
    return RANKS_BY_INDEX[index % 13 + 1] + SUITS[index // 13]


def can_close(rules: RaminoRules, hand: Sequence[str]) -> JsonObject:
    """The /melds/can-close answer: new melds only, the last card discarded."""
    found = closing(rules, hand)
    if found is None:
        return {"can_close": False, "melds": [], "discard": None}
    return {"can_close": True, "melds": found["melds"], "discard": found["discard"]}


# -- one meld ------------------------------------------------------------------------------
def find_meld(
    rules: RaminoRules,
    hand: Sequence[str],
    including: str | None = None,
    barred: Collection[str] = (),
    *,
    size: int = 13,
) -> list[str] | None:
    """A new meld ``hand`` can lay (holding ``including`` when given) keeping a card to discard
    that neither the rules (:func:`barred_discards`) nor ``barred`` bar; the first found, of at
    most ``size`` cards."""
    barred_bits, _, joker_barred = _bits(barred_discards(rules) | set(barred))
    once, twice, jokers = _bits(hand)
    needed = card_bit(including) if including is not None and including != JOKER else 0
    for plan in chain(_run_plans(rules, once, jokers, size), _group_plans(rules, once, jokers, size)):
        mask = plan.mask
        if needed and not mask & needed or including == JOKER and not plan.jokers:
            continue
        kept = (once & ~mask) | (twice & mask)  # the natural cards left, as _lay
        if kept & ~barred_bits or jokers > plan.jokers and not joker_barred:
            return _write(plan, ())
    return None


def three_card_melds(rules: RaminoRules, hand: Sequence[str]) -> Iterator[list[str]]:
    """Every meld of exactly three cards ``hand`` holds, as written; each longer meld holds one
    whose other cards are a lay-off onto it."""
    once, _, jokers = _bits(hand)
    for plan in chain(_run_plans(rules, once, jokers, 3), _group_plans(rules, once, jokers, 3)):
        yield _write(plan, ())


def can_meld(rules: RaminoRules, hand: Sequence[str], barred: Collection[str] = ()) -> bool:
    """Can ``hand`` lay a new meld keeping a card to discard (as :func:`find_meld`)?  A meld holds
    a three-card one (three running places with a natural among them, three cards of a group
    with two naturals or a natural and a joker), which keeps the same card and more: so the
    search stops at the first three-card meld that keeps one; none is needed when no card could
    be in a meld, or when the hand holds more cards than a three-card meld and those barred."""
    once, _, jokers = _bits(hand)
    if not _meldable(rules, once, jokers):
        return False
    barred = barred_discards(rules) | set(barred)
    if len(hand) > 3 + 2 * len(barred) or len(hand) > 3 + sum(card in barred for card in hand):
        return True  # (each card has two copies at most)
    return find_meld(rules, hand, None, barred, size=3) is not None
