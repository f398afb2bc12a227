"""Exact meld search: the best opening of a hand, and whether (and how) a hand can close.

A hand is two bit sets over the 52 natural cards - ``once`` (at least one copy held) and
``twice`` (both copies held) - plus a joker count.  A *plan* is one way to lay some of those
cards: a new meld, or (when closing) a lay-off onto a table meld; every plan takes at most one
copy of each natural card, so laying it is two bit operations.

The search always decides the lowest natural card still held: leave it (every copy) out, or
lay one copy of it in a plan whose lowest card it is.  Every laying of the hand is reached
that way, and the answer for a remaining hand is memoised, so the search is exact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Sequence
from itertools import combinations

from ...cards import JOKER
from ...engine import Rules
from .melds import Meld, lay_off, lay_off_item, read_meld, write_group
from .rules import ACE_HIGH, RANK_INDEX, SUITS, barred_discards, group_value, position_value, rank_at

NEG = -(10**9)
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
RANKS_BY_INDEX = {i: rank_at(i) for i in range(1, 14)}

# a plan: (mask, jokers, value, table bit (0 for a new meld), how to write it); a host plan
# (:func:`_host_plans`) adds the jokers of its opening part
Plan = tuple


def card_bit(card: str) -> int:
    return 1 << (SUIT_INDEX[card[1]] * 13 + RANK_INDEX[card[0]] - 1)


def _position_bit(suit_index: int, position: int) -> int:
    return 1 << (suit_index * 13 + (1 if position == ACE_HIGH else position) - 1)


def _bits(hand: Iterable[str]) -> tuple[int, int, int]:
    once = twice = jokers = 0
    for card in hand:
        if card == JOKER:
            jokers += 1
            continue
        bit = card_bit(card)
        if once & bit:
            twice |= bit
        once |= bit
    return once, twice, jokers


def _suit_ranks(once: int, suit_index: int) -> int:
    return (once >> (suit_index * 13)) & 0x1FFF


def _with_jokers(naturals: list[int], missing: int, limit: int):
    """Ways to fill a span: which available positions keep their natural, how many jokers."""
    for drop in range(0, min(limit - missing, len(naturals) - 1) + 1):
        for dropped in combinations(naturals, drop):
            yield [p for p in naturals if p not in dropped], missing + drop


def _run_plans(rules: Rules, once: int, jokers: int) -> Iterable[Plan]:
    limit = min(jokers, rules.max_jokers_run)
    values = [0] + [position_value(rules, p) for p in range(1, ACE_HIGH + 1)]
    for si, suit in enumerate(SUITS):
        ranks = _suit_ranks(once, si)
        if not ranks:
            continue
        held = [False] + [bool(ranks >> (p - 1) & 1) for p in range(1, 14)] + [bool(ranks & 1)]
        for low in range(1, 13):
            naturals: list[int] = []
            missing = 0
            value = 0
            for high in range(low, min(low + 12, ACE_HIGH) + 1):
                value += values[high]
                if held[high]:
                    naturals.append(high)
                else:
                    missing += 1
                    if missing > limit:
                        break
                if high - low < 2 or not naturals:
                    continue
                for kept, used in _with_jokers(naturals, missing, limit):
                    mask = 0
                    for p in kept:
                        mask |= _position_bit(si, p)
                    yield mask, used, value, 0, ("run", suit, low, high, frozenset(kept))


def _group_plans(rules: Rules, once: int, jokers: int) -> Iterable[Plan]:
    """Groups, each with the order its cards are written in: a lone natural with two jokers only
    where some order of them reads as a group, not a run (:func:`write_group`)."""
    limit = min(jokers, rules.max_jokers_group)
    for r in range(1, 14):
        suits = [si for si in range(4) if once >> (si * 13 + r - 1) & 1]
        if len(suits) + limit < 3:
            continue
        for n in range(max(1, 3 - limit), len(suits) + 1):
            for used in range(max(0, 3 - n), min(limit, 4 - n) + 1):
                for chosen in combinations(suits, n):
                    written = write_group(rules, [RANKS_BY_INDEX[r] + SUITS[si] for si in chosen], used)
                    if written is None:
                        continue
                    mask = 0
                    for si in chosen:
                        mask |= 1 << (si * 13 + r - 1)
                    yield mask, used, group_value(r) * (n + used), 0, ("group", r, chosen, used, written)


def _layoff_plans(rules: Rules, once: int, jokers: int, table: Sequence[Meld]) -> Iterable[Plan]:
    """Lay-offs of at least one natural card onto each table meld (all of a turn's on one meld)."""
    for index, meld in enumerate(table):
        bit = 1 << index
        if meld.kind == "group":
            r = RANK_INDEX[meld.rank]
            room = 4 - len(meld.cards)
            limit = min(jokers, rules.max_jokers_group - meld.joker_count)
            suits = [SUIT_INDEX[s] for s in meld.missing_suits() if once >> (SUIT_INDEX[s] * 13 + r - 1) & 1]
            for n in range(1, min(room, len(suits)) + 1):
                for used in range(0, min(limit, room - n) + 1):
                    for chosen in combinations(suits, n):
                        mask = sum(1 << (si * 13 + r - 1) for si in chosen)
                        yield mask, used, 0, bit, ("group+", index, r, chosen, used)
            continue
        si = SUIT_INDEX[meld.suit]
        ranks = _suit_ranks(once, si)
        limit = min(jokers, rules.max_jokers_run - meld.joker_count)
        held = [False] + [bool(ranks >> (p - 1) & 1) for p in range(1, 14)] + [bool(ranks & 1)]
        for new_low in range(max(1, meld.high - 12), meld.low + 1):
            for new_high in range(meld.high, min(ACE_HIGH, new_low + 12) + 1):
                added = [*range(new_low, meld.low), *range(meld.high + 1, new_high + 1)]
                naturals = [p for p in added if held[p]]
                missing = len(added) - len(naturals)
                if not naturals or missing > limit:
                    continue
                for kept, used in _with_jokers(naturals, missing, limit):
                    mask = 0
                    for p in kept:
                        mask |= _position_bit(si, p)
                    yield mask, used, 0, bit, ("run+", index, new_low, new_high, frozenset(kept))


def _host_plans(rules: Rules, once: int, jokers: int) -> Iterable[Plan]:
    """Opening melds that take jokers once the opening is down (§5.3): a meld written in full, of
    which an inner part (``(low, high)`` positions of a run, or the cards of a group bar some
    jokers) is laid in the opening, worth its own value only, and the rest - at least one joker
    beyond the inner part - is laid off onto it afterwards.  Only a joker won back after the
    opening needs that (any other outer card could have been in the opening meld itself, worth
    more), so these plans are made only while won jokers are held.  The sixth field: how many
    jokers the inner part holds (they must be the seat's own)."""
    for mask, used, _, _, spec in _run_plans(rules, once, jokers):
        if not used:
            continue
        _, suit, low, high, kept = spec
        for inner_low in range(low, high - 1):
            for inner_high in range(inner_low + 2, high + 1):
                inner = range(inner_low, inner_high + 1)
                outer = [*range(low, inner_low), *range(inner_high + 1, high + 1)]
                if all(p in kept for p in outer) or not any(p in kept for p in inner):
                    continue
                value = sum(position_value(rules, p) for p in inner)
                inner_jokers = sum(p not in kept for p in inner)
                yield mask, used, value, 0, ("host", spec, inner_low, inner_high), inner_jokers
    for mask, used, _, _, spec in _group_plans(rules, once, jokers):
        for laid_after in range(1, used + 1):
            if len(spec[2]) + used - laid_after >= 3:
                yield (
                    mask,
                    used,
                    group_value(spec[1]) * (4 - laid_after),
                    0,
                    ("host", spec, laid_after),
                    used - laid_after,
                )


def _write_host(rules: Rules, plan: Plan, index: int) -> tuple[list[str], list[dict]]:
    """A host plan as the opening meld and the lay-offs (onto ``index``) that follow it."""
    spec = plan[4]
    cards = _write(plan[:4] + (spec[1],), ())
    if spec[1][0] == "group":
        laid_after = spec[2]
        meld = cards[: len(cards) - laid_after]
        return meld, [lay_off_item(rules, index, read_meld(rules, meld), cards[len(meld) :])]
    low, inner_low, inner_high = spec[1][2], spec[2], spec[3]
    meld = cards[inner_low - low : inner_high - low + 1]
    grown, lay_offs = read_meld(rules, meld), []
    for added, below in ((cards[: inner_low - low], True), (cards[inner_high - low + 1 :], False)):
        if added:
            item = lay_off_item(rules, index, grown, added, low if below else grown.low)
            lay_offs.append(item)
            grown = lay_off(rules, grown, added, item.get("end"))
    return meld, lay_offs


def _index_by_lowest(plans: Iterable[Plan]) -> dict[int, list[Plan]]:
    """Plans by their lowest card, keeping only the best value for one (cards, jokers, meld) use."""
    best: dict[tuple, Plan] = {}
    for plan in plans:
        key = (plan[0], plan[1], plan[3], plan[5:])
        kept = best.get(key)
        if kept is None or plan[2] > kept[2]:
            best[key] = plan
    by_lowest: dict[int, list[Plan]] = {}
    for plan in best.values():
        mask = plan[0]
        by_lowest.setdefault(mask & -mask, []).append(plan)
    return by_lowest


def _write(plan: Plan, table: Sequence[Meld]) -> list[str]:
    """The cards of a plan in the order a client writes them."""
    spec = plan[4]
    if spec[0] == "run":
        _, suit, low, high, kept = spec
        return [rank_at(p) + suit if p in kept else JOKER for p in range(low, high + 1)]
    if spec[0] == "group":
        return list(spec[4])
    if spec[0] == "group+":
        _, _, r, chosen, used = spec
        return [RANKS_BY_INDEX[r] + SUITS[si] for si in chosen] + [JOKER] * used
    _, index, new_low, new_high, kept = spec
    meld = table[index]
    added = [*range(new_low, meld.low), *range(meld.high + 1, new_high + 1)]
    return [rank_at(p) + meld.suit if p in kept else JOKER for p in added]


def _write_lay_off(rules: Rules, plan: Plan, table: Sequence[Meld]) -> dict:
    """A lay-off plan as a client writes it: with the ``end`` its jokers need (§6.3)."""
    spec = plan[4]
    index = spec[1]
    return lay_off_item(rules, index, table[index], _write(plan, table), spec[2] if spec[0] == "run+" else None)


# -- best opening --------------------------------------------------------------------------
def best_melds(rules: Rules, hand: Sequence[str]) -> tuple[int, list[list[str]]]:
    """The highest total value of disjoint new melds from ``hand`` leaving at least one card
    out (for the discard), and those melds."""
    once, twice, jokers = _bits(hand)
    by_lowest = _index_by_lowest((*_run_plans(rules, once, jokers), *_group_plans(rules, once, jokers)))
    meldable = 0
    for plans in by_lowest.values():
        plans.sort(key=lambda plan: -plan[2])
        for plan in plans:
            meldable |= plan[0]
    # a card no meld can hold is always left out (it is the discard) and needs no search
    keeps_card = once != meldable
    once, twice = once & meldable, twice & meldable
    # the best laying usually leaves a card anyway; only when it lays all is the discard imposed
    joker_discard = JOKER not in barred_discards(rules)
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
    choices: dict[int, Plan | None] = {}

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
            mask, used = plan[0], plan[1]
            if used > jokers or mask & once != mask:
                continue
            rest_once, rest_twice = (once & ~mask) | (twice & mask), twice & ~mask
            if plan[2] + _value_bound(rest_once, rest_twice, jokers - used) <= top:
                continue  # even laying every card left could not beat the best found
            value = plan[2] + best(rest_once, rest_twice, jokers - used, need_left)
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
        mask = plan[0]
        plans.append(plan)
        once, twice, jokers = (once & ~mask) | (twice & mask), twice & ~mask, jokers - plan[1]
    return total, plans, left or (jokers > 0 and joker_discard)


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


def best_opening(rules: Rules, hand: Sequence[str]) -> dict:
    """The /melds/best-opening answer."""
    value, melds = best_melds(rules, hand)
    return {"melds": melds, "value": value, "reaches_minimum": value >= rules.opening_min and bool(melds)}


# -- closing -------------------------------------------------------------------------------
def closing(rules: Rules, hand: Sequence[str], table: Sequence[Meld] = (), barred: Collection[str] = ()) -> dict | None:
    """A way to lay every card of ``hand`` but one, which is discarded (never one the rules bar,
    :func:`barred_discards`, nor one of ``barred``): new melds and lay-offs onto ``table`` (no
    joker exchange).  None when there is none."""
    if not hand:
        return None
    barred = barred_discards(rules) | set(barred)
    once, twice, jokers = _bits(hand)
    plans = [*_run_plans(rules, once, jokers), *_group_plans(rules, once, jokers)]
    if table:
        plans.extend(_layoff_plans(rules, once, jokers, table))
    by_lowest = _index_by_lowest(plans)
    room = [_joker_room(rules, meld) for meld in table]
    memo: dict[tuple, Plan | str | None] = {}

    def spare_room(used_melds: int) -> int:
        return sum(r for i, r in enumerate(room) if not used_melds >> i & 1)

    def close(once: int, twice: int, jokers: int, left: int, used_melds: int) -> bool:
        if not once:
            if not left and (not jokers or JOKER in barred):
                return False
            return jokers - (1 - left) <= spare_room(used_melds)
        key = (once, twice, jokers, left, used_melds)
        if key in memo:
            return memo[key] is not None
        memo[key] = None
        low = once & -once
        if not left and (not barred or _card_of_bit(low) not in barred):
            rest = (once, twice & ~low) if twice & low else (once & ~low, twice)
            if close(*rest, jokers, 1, used_melds):
                memo[key] = "left"
                return True
        for plan in by_lowest.get(low, ()):
            mask, used, bit = plan[0], plan[1], plan[3]
            if used > jokers or mask & once != mask or used_melds & bit:
                continue
            if close((once & ~mask) | (twice & mask), twice & ~mask, jokers - used, left, used_melds | bit):
                memo[key] = plan
                return True
        return False

    if not close(once, twice, jokers, 0, 0):
        return None
    melds, lay_offs, discard = [], [], None
    left = used_melds = 0
    while once:
        plan = memo[(once, twice, jokers, left, used_melds)]
        low = once & -once
        if plan == "left":
            discard = _card_of_bit(low)
            once, twice = (once, twice & ~low) if twice & low else (once & ~low, twice)
            left = 1
            continue
        mask = plan[0]
        if plan[3]:
            lay_offs.append(_write_lay_off(rules, plan, table))
        else:
            melds.append(_write(plan, table))
        once, twice, jokers = (once & ~mask) | (twice & mask), twice & ~mask, jokers - plan[1]
        used_melds |= plan[3]
    if discard is None:
        discard, jokers = JOKER, jokers - 1
    for index, r in enumerate(room):
        if jokers and not used_melds >> index & 1 and r:
            laid = min(r, jokers)
            lay_offs.append(lay_off_item(rules, index, table[index], [JOKER] * laid))
            jokers -= laid
    return {"melds": melds, "lay_offs": lay_offs, "discard": discard}


# -- the rest of a turn ----------------------------------------------------------------------
def finishing(
    rules: Rules,
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
) -> dict | None:
    """A way to lay some cards of ``hand`` - new melds, lay-offs onto ``table`` - that lays at
    least ``due`` jokers and a copy of ``must`` and keeps a card to discard (not one the rules
    bar, :func:`barred_discards`, nor one of ``barred``); None when there is none.

    Some plans come first, before the jokers of ``hand`` beyond ``own_jokers`` are won back,
    so they may use own jokers only: the opening (new melds worth ``opening`` at least), or the
    action ``wants`` asks for (``"meld"``, or ``"lay_off"`` onto a table meld of the
    ``first_melds`` bit set).  The answer holds those plans (``first``: melds, or lay-offs),
    then the other ``melds`` and ``lay_offs`` ([{meld, cards}], with ``end`` where one is needed).
    A won joker is paid for only by a joker laid after the first plans (:func:`won_held`).

    ``lay_off_after_opening``: the opening may be followed by lay-offs, so a won joker may go
    onto an opening meld (:func:`_host_plans`; ``onto_first``: those lay-offs, ``meld`` being
    the index in ``first`` of the meld they go onto).
    """
    once, twice, jokers = _bits(hand)
    plans = [*_run_plans(rules, once, jokers), *_group_plans(rules, once, jokers)]
    if table:
        plans.extend(_layoff_plans(rules, once, jokers, table))
    if opening and lay_off_after_opening and jokers > own_jokers:
        plans.extend(_host_plans(rules, once, jokers))
    by_lowest = _index_by_lowest(plans)
    for found in by_lowest.values():
        found.sort(key=lambda plan: -plan[2])
    room = [_joker_room(rules, meld) for meld in table]
    due = max(due, must == JOKER)
    barred = barred_discards(rules) | set(barred)
    barred_bits = 0
    for card in barred:
        if card != JOKER:
            barred_bits |= card_bit(card)
    total = jokers
    memo: dict[tuple, tuple[int, tuple | None]] = {}

    def comes_first(bit: int) -> bool:
        if opening:
            return not bit
        return wants == "meld" and not bit or wants == "lay_off" and bool(bit & first_melds)

    def won_held(jokers: int, own: int) -> int:
        """Won jokers still held: the plans after the first ones spend won jokers before own ones,
        so while any is held, a joker laid in a first plan (before the exchange) has not paid for
        it (§7.4; apply's debt only counts jokers laid after the win).  Without first plans every
        joker is counted as won (``own`` is 0) and the total ``due`` is the only debt."""
        return jokers - own if tracks_own else 0

    def extra_jokers(jokers: int, own: int, left: bool, done: bool, used: int) -> int | None:
        """How many jokers to lay off alone at the end, onto melds given nothing; None: no way."""
        if not left and JOKER in barred:
            return None
        least = max(due - (total - jokers), won_held(jokers, own), 0)
        if not done:  # only an own joker laid off alone onto a first meld can be the lay-off wanted
            if wants != "lay_off" or not own or not any(_free(room, first_melds & ~used)):
                return None
            least = max(least, won_held(jokers, own) + 1)
        return least if least <= min(sum(_free(room, ~used)), jokers - (not left)) else None

    def best(once: int, twice: int, jokers: int, own: int, need: int, left: bool, done: bool, used: int) -> int:
        """The most the opening can be worth from here (0 without one); NEG: no way to finish."""
        if not once:
            return 0 if not need and extra_jokers(jokers, own, left, done, used) is not None else NEG
        key = (once, twice, jokers, own, need, left, done, used)
        if key in memo:
            return memo[key][0]
        low = once & -once
        top, choice = NEG, None
        if not need & low:
            top = best(once & ~low, twice & ~low, jokers, own, need, left or not barred_bits & low, done, used)
            choice = None
        for plan in by_lowest.get(low, ()):
            if not opening and top >= 0:
                break  # without an opening to weigh, any way will do
            mask, used_jokers, bit = plan[0], plan[1], plan[3]
            if used_jokers > jokers or mask & once != mask or used & bit:
                continue
            rest = ((once & ~mask) | (twice & mask), twice & ~mask, jokers - used_jokers)
            ways = []  # (own jokers left, comes first); a plan that does not come first uses won jokers first
            if len(plan) > 5:  # a host: own jokers in the opening part, won ones first in what follows
                if plan[5] <= own:
                    ways.append((own - plan[5] - max(0, used_jokers - plan[5] - (jokers - own)), True))
            else:
                if comes_first(bit) and used_jokers <= own:
                    ways.append((own - used_jokers, True))
                if not ways or used_jokers:
                    ways.append((own - max(0, used_jokers - (jokers - own)), False))
            for own_left, counts in ways:
                found = best(*rest, own_left, need & ~mask, left, done or counts, used | bit)
                gain = plan[2] if counts and opening else 0
                if found > NEG and found + gain > top:
                    top, choice = found + gain, (plan, own_left, counts)
        memo[key] = (top, choice)
        return top

    tracks_own = bool(opening or wants)
    own = min(own_jokers, jokers) if tracks_own else 0
    need = card_bit(must) if must not in (None, JOKER) else 0
    done = wants is None
    if best(once, twice, jokers, own, need, False, done, 0) < opening:
        return None
    answer: dict = {"first": [], "melds": [], "lay_offs": [], "onto_first": []}
    left, used = False, 0
    while once:
        choice = memo[(once, twice, jokers, own, need, left, done, used)][1]
        low = once & -once
        if choice is None:
            once, twice, left = once & ~low, twice & ~low, left or not barred_bits & low
            continue
        plan, own, counts = choice
        mask, bit = plan[0], plan[3]
        if len(plan) > 5:
            written, after = _write_host(rules, plan, len(answer["first"]))
            answer["onto_first"].extend(after)
        else:
            written = _write_lay_off(rules, plan, table) if bit else _write(plan, table)
        answer["first" if counts else "lay_offs" if bit else "melds"].append(written)
        once, twice, jokers = (once & ~mask) | (twice & mask), twice & ~mask, jokers - plan[1]
        need, done, used = need & ~mask, done or counts, used | bit
    extra = extra_jokers(jokers, own, left, done, used)
    won = won_held(jokers, own)
    # the lay-off wanted, if still missing, goes first onto a first meld, with own jokers only
    for index in sorted(range(len(room)), key=lambda i: not first_melds >> i & 1):
        space = room[index] if not used >> index & 1 else 0
        if extra and space and not done:
            laid = min(space, extra - won, own)  # the won jokers are laid after, to pay for them
            answer["first"].append(lay_off_item(rules, index, table[index], [JOKER] * laid))
            done, extra, space = True, extra - laid, space - laid
        if extra and space:
            laid = min(space, extra)
            answer["lay_offs"].append(lay_off_item(rules, index, table[index], [JOKER] * laid))
            extra -= laid
    return answer


def _free(room: list[int], melds: int) -> list[int]:
    """The joker room of the melds in the ``melds`` bit set."""
    return [r for i, r in enumerate(room) if melds >> i & 1]


def _joker_room(rules: Rules, meld: Meld) -> int:
    """How many jokers alone could still be laid off onto ``meld``."""
    if meld.kind == "group":
        return max(0, min(rules.max_jokers_group - meld.joker_count, 4 - len(meld.cards)))
    return max(0, min(rules.max_jokers_run - meld.joker_count, 13 - len(meld.cards)))


def _card_of_bit(bit: int) -> str:
    index = bit.bit_length() - 1
    return RANKS_BY_INDEX[index % 13 + 1] + SUITS[index // 13]


def can_close(rules: Rules, hand: Sequence[str]) -> dict:
    """The /melds/can-close answer: new melds only, the last card discarded."""
    found = closing(rules, hand)
    if found is None:
        return {"can_close": False, "melds": [], "discard": None}
    return {"can_close": True, "melds": found["melds"], "discard": found["discard"]}


# -- one meld ------------------------------------------------------------------------------
def find_meld(
    rules: Rules, hand: Sequence[str], including: str | None = None, barred: Collection[str] = ()
) -> list[str] | None:
    """A new meld ``hand`` can lay (holding ``including`` when given) keeping a card to discard
    that neither the rules (:func:`barred_discards`) nor ``barred`` bar."""
    barred = barred_discards(rules) | set(barred)
    once, twice, jokers = _bits(hand)
    needed = card_bit(including) if including is not None and including != JOKER else 0
    for plan in (*_run_plans(rules, once, jokers), *_group_plans(rules, once, jokers)):
        mask, used = plan[0], plan[1]
        if mask.bit_count() + used >= len(hand) or needed and not mask & needed:
            continue
        if including == JOKER and not used:
            continue
        cards = _write(plan, ())
        if not set(Counter(hand) - Counter(cards)) - barred:
            continue
        return cards
    return None


def three_card_melds(rules: Rules, hand: Sequence[str]) -> Iterator[list[str]]:
    """Every meld of exactly three cards ``hand`` holds, as written; each longer meld holds one
    whose other cards are a lay-off onto it."""
    once, _, jokers = _bits(hand)
    for plan in (*_run_plans(rules, once, jokers), *_group_plans(rules, once, jokers)):
        if plan[0].bit_count() + plan[1] == 3:
            yield _write(plan, ())


def can_meld(rules: Rules, hand: Sequence[str], including: str | None = None, barred: Collection[str] = ()) -> bool:
    return find_meld(rules, hand, including, barred) is not None
