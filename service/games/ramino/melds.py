"""Melds: reading a meld as written (positional jokers), its value, lay-offs and joker exchanges.

A run is written lowest card first; a joker stands for the rank at its position (§2.4).  Run
positions are 1 (low ace) .. 13 (K) .. 14 (high ace); a run never holds both 1 and 14.  A
group's jokers stand for its missing suits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from mypy_extensions import mypyc_attr

from ...cards import JOKER
from ...engine.actions import JsonObject
from ...messages import Phrase, message_key, render_phrase
from .reports import MeldJoker, MeldShown
from .rules import ACE_HIGH, RANK_INDEX, SUITS, RaminoRules, group_value, position_value, rank_at


class MeldError(ValueError):
    """A card list that is not a valid meld (or not a valid change to one): ``rule`` says which
    rule of melds it breaks, ``reason`` names it with its facts (its words: service/games/ramino/words.py)."""

    def __init__(self, rule: str, cause: str | None = None, **facts: Any):
        super().__init__(rule)
        self.rule = rule
        self.reason = Phrase(message_key(rule, cause), facts)

    @property
    def detail(self) -> str:
        """The rule broken, in words (English)."""
        return render_phrase(self.reason)


@mypyc_attr(native_class=False)  # frozen (see Deck), and next_cards a cached_property: an instance __dict__
@dataclass(frozen=True)
class Meld:
    """A valid meld as laid: ``cards`` in table order, ``low`` the first run position (runs)."""

    kind: str  # "run" | "group"
    cards: tuple[str, ...]
    suit: str | None = None  # runs
    low: int = 0  # runs
    rank: str | None = None  # groups

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1

    @property
    def joker_count(self) -> int:
        return self.cards.count(JOKER)

    def value(self, rules: RaminoRules) -> int:
        if self.kind == "run":
            return sum(position_value(rules, p) for p in range(self.low, self.high + 1))
        assert self.rank is not None  # a group's
        return group_value(RANK_INDEX[self.rank]) * len(self.cards)

    @cached_property
    def next_cards(self) -> tuple[str, ...]:
        """The only single cards that could grow this meld (:func:`lay_off` decides): a run's next
        card below and above it, a group's missing suits; and the joker.  Kept with the meld,
        which lies on the table unchanged for turns (a lay-off makes a new one)."""
        if self.kind == "group":
            return (*(f"{self.rank}{s}" for s in self.missing_suits()), JOKER)
        assert self.suit is not None  # a run's
        below = (rank_at(self.low - 1) + self.suit,) if self.low > 1 else ()
        above = (rank_at(self.high + 1) + self.suit,) if self.high < ACE_HIGH else ()
        return (*below, *above, JOKER)

    def missing_suits(self) -> list[str]:
        present = {c[1] for c in self.cards if c != JOKER}
        return [s for s in SUITS if s not in present]

    def jokers(self) -> list[MeldJoker]:
        """What each joker stands for: one card in a run, the missing suits' cards in a group."""
        if self.kind == "run":
            assert self.suit is not None  # a run's
            return [
                {"position": i, "stands_for": [rank_at(self.low + i) + self.suit]}
                for i, c in enumerate(self.cards)
                if c == JOKER
            ]
        assert self.rank is not None  # a group's
        missing = [self.rank + s for s in self.missing_suits()]
        return [{"position": i, "stands_for": missing} for i, c in enumerate(self.cards) if c == JOKER]

    def describe(self, rules: RaminoRules) -> MeldShown:
        """The meld as views and reports show it.  Kept with the meld, which lies on the table unchanged for turns
        (a lay-off makes a new one) and is shown in every view of every turn: so a view costs the same late in a
        hand, the table full, as early.  Shared by every view that shows the meld: never to be changed."""
        kept: tuple[RaminoRules, MeldShown] | None = self.__dict__.get("_shown")
        if kept is None or kept[0] is not rules:
            shown: MeldShown = {
                "kind": self.kind,
                "cards": list(self.cards),
                "value": self.value(rules),
                "jokers": self.jokers(),
            }
            kept = self.__dict__["_shown"] = (rules, shown)
        return kept[1]


def read_meld(rules: RaminoRules, cards: Sequence[str]) -> Meld:
    """The meld ``cards`` form as written, or MeldError.

    A single natural card with jokers reads as a run when it is one, else as a group.
    """
    if len(cards) < 3:
        raise MeldError("too_few_cards", "meld")
    naturals = [c for c in cards if c != JOKER]
    if not naturals:
        raise MeldError("no_natural_card", "meld")
    if len({c[0] for c in naturals}) == 1 and len(naturals) > 1:
        return read_group(rules, cards)
    if len({c[1] for c in naturals}) > 1:
        raise MeldError("mixed_meld", "neither")
    if len(naturals) == 1:
        try:
            return read_run(rules, cards)
        except MeldError:
            if len(cards) - 1 > rules.max_jokers_group or len(cards) > 4:
                raise
            return read_group(rules, cards)
    return read_run(rules, cards)


def read_run(rules: RaminoRules, cards: Sequence[str]) -> Meld:
    """Read ``cards`` as a run, lowest first, jokers by position."""
    if len(cards) < 3:
        raise MeldError("too_few_cards", "run")
    if len(cards) > 13:
        raise MeldError("not_in_sequence", "too_long")
    naturals = [(i, c) for i, c in enumerate(cards) if c != JOKER]
    if not naturals:
        raise MeldError("no_natural_card", "run")
    if len(cards) - len(naturals) > rules.max_jokers_run:
        raise MeldError("too_many_jokers", "run", most=rules.max_jokers_run)
    suit = naturals[0][1][1]
    if any(c[1] != suit for _, c in naturals):
        raise MeldError("mixed_meld", "run")
    first, card = naturals[0]
    rank = RANK_INDEX[card[0]]
    for low in (rank - first, ACE_HIGH - first) if rank == 1 else (rank - first,):
        if low >= 1 and low + len(cards) - 1 <= ACE_HIGH and all(_fits(c, low + i) for i, c in naturals):
            return Meld("run", tuple(cards), suit=suit, low=low)
    raise MeldError("not_in_sequence", "order")


def _fits(card: str, position: int) -> bool:
    rank = RANK_INDEX[card[0]]
    return rank == position or (rank == 1 and position == ACE_HIGH)


def read_group(rules: RaminoRules, cards: Sequence[str]) -> Meld:
    """Read ``cards`` as a group: 3 or 4 cards of one rank, every suit different."""
    if len(cards) < 3:
        raise MeldError("too_few_cards", "group")
    if len(cards) > 4:
        raise MeldError("group_too_large")
    naturals = [c for c in cards if c != JOKER]
    if not naturals:
        raise MeldError("no_natural_card", "group")
    if len(cards) - len(naturals) > rules.max_jokers_group:
        raise MeldError("too_many_jokers", "group", most=rules.max_jokers_group)
    if len({c[0] for c in naturals}) > 1:
        raise MeldError("mixed_meld", "group")
    if len({c[1] for c in naturals}) < len(naturals):
        raise MeldError("suit_twice")
    return Meld("group", tuple(cards), rank=naturals[0][0])


def write_group(rules: RaminoRules, naturals: Sequence[str], jokers: int) -> list[str] | None:
    """A group of ``naturals`` (one rank, distinct suits) and ``jokers`` in an order that
    :func:`read_meld` reads as that group: the naturals first, or a lone natural placed where its
    jokers make no run (``JK AS JK``: ``AS JK JK`` is the run A-2-3).  None when every order
    reads as something else (a lone ``TH`` with two jokers is T-J-Q, 9-T-J or 8-9-T)."""
    if len(naturals) != 1:
        return [*naturals, *[JOKER] * jokers]
    for at in range(jokers + 1):
        cards = [*[JOKER] * at, naturals[0], *[JOKER] * (jokers - at)]
        try:
            if read_meld(rules, cards).kind == "group":
                return cards
        except MeldError:
            continue
    return None


def check_meld(rules: RaminoRules, cards: Sequence[str]) -> JsonObject:
    """The /melds/check answer: validity, kind, value and jokers, or the rule broken, with what
    the cards were read as and the orders of them that are valid melds (:func:`explain`)."""
    try:
        meld = read_meld(rules, cards)
    except MeldError as exc:
        explanation, facts = explain(rules, cards, exc)
        return {"valid": False, "rule": exc.rule, "detail": render_phrase(explanation), **facts}
    return {"valid": True, **meld.describe(rules)}


# -- explaining a refused meld ---------------------------------------------------------------
def explain(rules: RaminoRules, cards: Sequence[str], error: MeldError) -> tuple[Phrase, JsonObject]:
    """A refused meld's explanation and facts: ``read_as``, the run its cards were read as place
    by place (the jokers positional, §2.4; None unless the refusal is ``not_in_sequence``), and
    ``valid_arrangements``, the orders of the same cards that are valid melds.  The facts name
    ranks, never a card the cards do not hold, so they may be shown to anyone who saw them."""
    read_as = _run_reading(cards) if error.rule == "not_in_sequence" else None
    valid = [_arrangement(rules, meld) for meld in arrangements(rules, cards)]
    reading: Phrase | str = ""
    if read_as is not None:
        places = [
            Phrase("meld_reading.joker_place", {"place": i, "rank": rank})
            if card == JOKER
            else Phrase("meld_reading.card_place", {"card": card, "place": i, "rank": rank})
            for i, (card, rank) in enumerate(zip(cards, read_as["ranks"], strict=True))
            if card == JOKER or card[0] != rank
        ]
        reading = Phrase(
            "meld_reading",
            {
                "cards": list(cards),
                "ranks": read_as["ranks"],
                "places": Phrase("meld_reading.places", {"places": places}) if places else "",
            },
        )
    ways: Phrase | str = ""
    if valid:
        ways = Phrase(
            "valid_melds",
            {"ways": [Phrase("valid_melds.way", {**_written(a), "cards": a["cards"]}) for a in valid]},
        )
    explanation = Phrase("meld_explained", {"reason": error.reason, "reading": reading, "arrangements": ways})
    return explanation, {"read_as": read_as, "valid_arrangements": valid}


def _run_reading(cards: Sequence[str]) -> JsonObject | None:
    """The ranks a card list of one suit was read as, place by place, from its first natural
    card (an ace: low if the run then fits, else high); ranks past the K or below the ace wrap
    round, as the reading did (``JK AH JK``: K-A-2).  None without a natural or with two suits."""
    naturals = [(i, c) for i, c in enumerate(cards) if c != JOKER]
    if not naturals or len({c[1] for _, c in naturals}) > 1:
        return None
    first, card = naturals[0]
    rank = RANK_INDEX[card[0]]
    lows = (rank - first, ACE_HIGH - first) if rank == 1 else (rank - first,)
    low = next((low for low in lows if low >= 1 and low + len(cards) - 1 <= ACE_HIGH), lows[0])
    ranks = [rank_at((low + i - 1) % 13 + 1) for i in range(len(cards))]
    return {
        "cards": list(cards),
        "kind": "run",
        "value": None,
        "ranks": ranks,
        "jokers": [{"position": i, "rank": ranks[i]} for i, c in enumerate(cards) if c == JOKER],
    }


def arrangements(rules: RaminoRules, cards: Sequence[str]) -> list[Meld]:
    """The valid melds the same cards make in another order: as a run (the ace below the 2 or
    above the K, the jokers left over after the gaps split between its ends in every way) and
    as a group (:func:`write_group`), each as :func:`read_meld` reads it."""
    naturals = [c for c in cards if c != JOKER]
    jokers = len(cards) - len(naturals)
    orders: list[list[str]] = []
    if naturals and len({c[1] for c in naturals}) == 1 and len(set(naturals)) == len(naturals):
        suit = naturals[0][1]
        ranks = [RANK_INDEX[c[0]] for c in naturals]
        for ace in (1, ACE_HIGH) if 1 in ranks else (1,):
            held = sorted(ace if r == 1 else r for r in ranks)
            spare = jokers - (held[-1] - held[0] + 1 - len(held))
            for below in range(spare + 1):
                low, high = held[0] - below, held[-1] + spare - below
                if low >= 1 and high <= ACE_HIGH:
                    orders.append([rank_at(p) + suit if p in held else JOKER for p in range(low, high + 1)])
    if naturals and len({c[0] for c in naturals}) == 1:
        written = write_group(rules, naturals, jokers)
        if written is not None:
            orders.append(written)
    found: list[Meld] = []
    for order in orders:
        if order == list(cards) or any(meld.cards == tuple(order) for meld in found):
            continue
        try:
            found.append(read_meld(rules, order))
        except MeldError:
            continue
    return found


def explain_lay_off(
    rules: RaminoRules, meld: Meld, cards: Sequence[str], error: MeldError
) -> tuple[Phrase | str, JsonObject]:
    """A refused lay-off's further explanation ("" for none) and facts: ``valid_arrangements``, the runs the same cards
    make with ``meld`` as it lies (its cards in place, the new ones around it), each with the
    ``lay_off`` (``cards`` in order, and ``end`` where one is needed) that lays it; ``read_as``
    is None (a lay-off is read in several ways, its cards split between the run's ends)."""
    valid = []
    if error.rule == "does_not_fit" and meld.kind == "run":
        for grown in arrangements(rules, [*meld.cards, *cards]):
            start = meld.low - grown.low
            if grown.kind != "run" or start < 0 or grown.cards[start : start + len(meld.cards)] != meld.cards:
                continue
            added = [*grown.cards[:start], *grown.cards[start + len(meld.cards) :]]
            end = lay_off_end(rules, meld, added, grown.low)
            try:
                laid = lay_off(rules, meld, added, end)
            except MeldError:
                continue
            if laid.cards == grown.cards:
                valid.append(
                    {**_arrangement(rules, grown), "lay_off": {"cards": added, **({"end": end} if end else {})}}
                )
    ways: Phrase | str = ""
    if valid:
        ways = Phrase("valid_lay_offs", {"ways": [_lay_off_way(a) for a in valid]})
    return ways, {"read_as": None, "valid_arrangements": valid}


def _lay_off_way(arrangement: JsonObject) -> Phrase:
    laid = arrangement["lay_off"]
    end = Phrase("valid_lay_offs.end", {"end": laid["end"]}) if "end" in laid else ""
    return Phrase("valid_lay_offs.way", {**_written(arrangement), "cards": laid["cards"], "end": end})


def _arrangement(rules: RaminoRules, meld: Meld) -> JsonObject:
    """A valid order of a refused meld's cards: its cards, kind, value and the rank at each place."""
    if meld.kind == "run":
        ranks = [rank_at(p) for p in range(meld.low, meld.high + 1)]
    else:
        assert meld.rank is not None  # a group's
        ranks = [meld.rank] * len(meld.cards)
    return {"cards": list(meld.cards), "kind": meld.kind, "value": meld.value(rules), "ranks": ranks}


def _written(arrangement: JsonObject) -> dict[str, Any]:
    """The facts a valid arrangement is written with: its name (run A-2-3, group of K) and value."""
    if arrangement["kind"] == "run":
        name = Phrase("meld_name.run", {"ranks": arrangement["ranks"]})
    else:
        name = Phrase("meld_name.group", {"rank": arrangement["ranks"][0]})
    return {"name": name, "value": arrangement["value"]}


def lay_off(rules: RaminoRules, meld: Meld, cards: Sequence[str], end: str | None = None) -> Meld:
    """``meld`` grown by ``cards`` (§6), or MeldError.

    Run: the cards are given lowest first; those below the run go in front, the others after.
    ``end`` (``"low"``: all in front, ``"high"``: all after) is needed only where jokers could
    stand at either end (§6.3): the service never guesses a joker's card (§2.4).
    """
    if not cards:
        raise MeldError("nothing_to_lay")
    if meld.kind == "group":
        return read_group(rules, (*meld.cards, *cards))
    fits = _run_fits(rules, meld, cards, end)
    if not fits:
        raise MeldError("does_not_fit")
    if len(fits) > 1 and JOKER in cards:
        raise MeldError("joker_end_required", "either_end")
    return fits[0]


def lay_off_end(rules: RaminoRules, meld: Meld, cards: Sequence[str], low: int | None = None) -> str | None:
    """The ``end`` a lay-off of ``cards`` onto ``meld`` must name (§6.3), or None when it needs
    none; ``low``: the first position the grown run should have (any, when not given: above the
    run first).  None too when the cards fit nowhere that way: laying them is refused anyway."""
    if meld.kind != "run" or JOKER not in cards or len(_run_fits(rules, meld, cards)) < 2:
        return None
    for end in ("high", "low"):
        if any(low is None or grown.low == low for grown in _run_fits(rules, meld, cards, end)):
            return end
    return None


def lay_off_item(rules: RaminoRules, index: int, meld: Meld, cards: list[str], low: int | None = None) -> JsonObject:
    """A lay-off as a client writes it: ``{"meld", "cards"}``, and ``end`` when it needs one."""
    end = lay_off_end(rules, meld, cards, low)
    return {"meld": index, "cards": cards, **({"end": end} if end else {})}


def _run_fits(rules: RaminoRules, meld: Meld, cards: Sequence[str], end: str | None = None) -> list[Meld]:
    """Every run ``meld`` grows into with ``cards`` split between its ends (all after it first)."""
    splits = {None: range(len(cards) + 1), "high": (0,), "low": (len(cards),)}[end]
    fits = []
    for split in splits:
        try:
            grown = read_run(rules, (*cards[:split], *meld.cards, *cards[split:]))
        except MeldError:
            continue
        if grown.low == meld.low - split:
            fits.append(grown)
    return fits


def swap_joker(rules: RaminoRules, meld: Meld, cards: Sequence[str]) -> Meld:
    """``meld`` with one joker replaced by natural ``cards`` (§7), or MeldError.

    Run: the one natural card the joker represents.  Group: the missing suits, so that the
    group ends with four cards (both missing suits of a three-card group).
    """
    if JOKER not in meld.cards:
        raise MeldError("no_joker_in_meld")
    if JOKER in cards:
        raise MeldError("swap_needs_natural")
    if meld.kind == "run":
        if len(cards) != 1:
            raise MeldError("swap_needs_one_card")
        card = cards[0]
        for i, c in enumerate(meld.cards):
            if c == JOKER and card[1] == meld.suit and _fits(card, meld.low + i):
                return Meld("run", (*meld.cards[:i], card, *meld.cards[i + 1 :]), suit=meld.suit, low=meld.low)
        raise MeldError("not_the_joker_card", card=card)
    naturals = [c for c in meld.cards if c != JOKER]
    grown = read_group(rules, (*naturals, *cards, *[JOKER] * (meld.joker_count - 1)))
    if len(grown.cards) != 4:
        raise MeldError("swap_needs_missing_suits")
    return grown
