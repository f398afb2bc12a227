"""Trick play (§7): who leads, the follow duty, the cards a seat may hold, and revokes (§9) - refused from a
known hand, proven later from a hidden one.

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, cast

from ...engine import Claim, IllegalAction, winning_play
from ...engine.reports import LegalAction
from ...engine.tricks import implied_tests, playable, prove_claims
from ...messages import Phrase, suit_name
from .actions import Play
from .scoring import revoke_penalty
from .settlement import score_deal
from .state import EuchreState, Phase


def start_play(state: EuchreState) -> None:
    seats, active = state.table.seats, state.active
    state.next_active = [
        next(t % seats for t in range(s + 1, s + seats + 1) if active[t % seats]) for s in range(seats)
    ]
    state.players_in_trick = active.count(True)
    state.phase = Phase.PLAY
    state.seat_to_act = _first_leader(state)


def _first_leader(state: EuchreState) -> int:
    """Eldest, or the next active seat; left of a lone maker under ``left_of_loner`` (§7.1, §12.1); the
    maker after an auction (§16.2)."""
    if state.declarer is not None:
        return state.declarer  # §17.3
    if state.table.auction:
        return state.maker_seat
    if state.lone_maker is not None and state.rules.loner_lead == "left_of_loner":
        left = (state.lone_maker + 1) % 4
        return left if state.active[left] or state.lone_defender is None else state.lone_defender
    eldest = state.eldest
    return eldest if state.active[eldest] else state.next_active[eldest]


def _playable(state: EuchreState, seat: int, cards: list[str]) -> list[str]:
    """The cards among ``cards`` that the follow duty (§7.2) lets the seat play, as far as the cards
    it surely holds tell - a known hand, or in a hidden one the upcard the dealer picked up (a
    hidden hand's failure to follow waits for proof, §9): the listing of plays, and the check of one."""
    trick = state.tricks.open
    if trick is None:
        return cards
    hand = state.holdings.hands[seat]
    known: Collection[str] = hand if hand is not None else upcard_held(state, seat)
    return playable(state.trump_order.law, cards, known, trick.plays[0][1], state.trump_suit)


def _may_play(state: EuchreState, seat: int) -> list[str]:
    """The cards the seat to act may play (:func:`_playable` of every card it may hold), worked out
    once a turn: the listing of plays lists them, and the check of a play looks its card up."""
    cards = state.may_play
    if cards is None:
        cards = state.may_play = _playable(state, seat, cards_held(state, seat))
    return cards


def _may_play_card(state: EuchreState, seat: int, card: str) -> bool:
    """Whether a known hand may play ``card`` now: looked up among the turn's playable cards once they are
    worked out (a client that asked for the legal actions), else :func:`_playable` of that one card."""
    cards = state.may_play
    if cards is not None:
        return card in cards
    hand = state.holdings.hands[seat]
    return hand is not None and hand.get(card, 0) > 0 and bool(_playable(state, seat, [card]))


def check_play(state: EuchreState, seat: int, action: Play) -> None:
    """A card the seat may hold; from a known hand, one that follows suit (reported instead when
    breaches are)."""
    card = action["card"]
    if state.holdings.hands[seat] is not None and _may_play_card(state, seat, card):
        return
    check_holds(state, seat, card)
    if state.report_breaches or state.holdings.hands[seat] is None:
        return
    led = suit_name(_led_suit(state))
    raise IllegalAction("must_follow_suit", seat=seat, card=card, trick=len(state.tricks) - 1, led=led)


def play(state: EuchreState, seat: int, action: Play) -> None:
    card = action["card"]
    if state.holdings.hands[seat] is None:
        _hidden_hand_revokes(state, seat, card)
    elif state.report_breaches and not _may_play_card(state, seat, card):  # refused by the check otherwise
        _revoke(state, seat, card, _led_suit(state), len(state.tricks) - 1, state.record_violation)
    state.may_play = None  # the turn passes
    remove(state, seat, card)
    trick = state.tricks.play(seat, card)
    if len(trick.plays) < state.players_in_trick:
        state.seat_to_act = state.next_active[seat]
        return
    order = state.trump_order
    winner = winning_play(trick.plays, state.trump_suit, order.suit_of.__getitem__, order.strength)
    state.tricks.close(winner)
    state.tricks_won[winner] += 1
    if len(state.tricks) == state.table.hand_size:
        score_deal(state)
    else:
        state.seat_to_act = winner  # the next trick is listed when the winner leads it


def _led_suit(state: EuchreState) -> str:
    """The effective suit led to the open trick."""
    return state.trump_order.suit_of[state.tricks[-1].plays[0][1]]


def list_plays(state: EuchreState, seat: int) -> list[LegalAction]:
    """Each play the seat may make, as its table lists it (entries made once, shared by every listing)."""
    entries = state.table.plays[seat]
    return [entries[card] for card in _may_play(state, seat)]


def check_holds(state: EuchreState, seat: int, card: str) -> None:
    holdings = state.holdings
    hand = holdings.hands[seat]
    if hand is not None:
        if not hand[card]:
            raise IllegalAction("card_not_in_hand", seat=seat, card=card)
    elif not _holds_upcard(state, seat, card):
        if not holdings.is_unseen(card):
            raise IllegalAction("card_already_seen", card=card)
        if not _unknown_cards_left(state, seat):
            raise IllegalAction("card_not_in_hand", cause="upcard_picked_up", seat=seat, upcard=state.turned_card)


def cards_held(state: EuchreState, seat: int) -> list[str]:
    """A known hand's cards; for a hidden hand, every card it could still hold (what
    :func:`check_holds` lets it play)."""
    hand = state.holdings.hands[seat]
    if hand is not None:
        return list(hand)
    cards = state.holdings.unseen() if _unknown_cards_left(state, seat) else []
    cards += upcard_held(state, seat)
    return cards


def _unknown_cards_left(state: EuchreState, seat: int) -> int:
    """How many of a hidden hand's cards are unknown: its count less the upcard it is known to hold."""
    return state.cards_left[seat] - len(upcard_held(state, seat))


def _holds_upcard(state: EuchreState, seat: int, card: str) -> bool:
    """The dealer is known to hold the upcard picked up, until it is played or discarded."""
    return state.upcard_in_hand and seat == state.dealer and card == state.upcard


def upcard_held(state: EuchreState, seat: int) -> list[str]:
    """The upcard, if the seat is the dealer known to hold it (:func:`_holds_upcard`); else nothing."""
    return [state.turned_card] if state.upcard_in_hand and seat == state.dealer else []


def remove(state: EuchreState, seat: int, card: str) -> None:
    state.cards_left[seat] -= 1
    if _holds_upcard(state, seat, card):
        state.upcard_in_hand = False
        if state.holdings.hands[seat] is None:
            return
    state.holdings.take(seat, card)


def own_cards(state: EuchreState, seat: int) -> list[str]:
    cards = state.holdings.cards_of(seat)
    cards += [card for card in upcard_held(state, seat) if card not in cards]
    return cards


def _revoke_detail(seat: int, card: str, trick: int, led: str) -> Phrase:
    return Phrase("must_follow_suit", {"seat": seat, "card": card, "trick": trick, "led": suit_name(led)})


def _revoke(
    state: EuchreState, seat: int, card: str, led: str, trick: int, record: Callable[..., None], **facts: Any
) -> None:
    """A proven revoke: listed with its penalty; the deal will score it instead of its tricks."""
    side = state.table.side(seat)
    penalty = revoke_penalty(side, state.table.sides, state.someone_alone, state.rules)
    detail = _revoke_detail(seat, card, trick, led)
    record("must_follow_suit", detail, {"points": penalty}, seat=seat, trick=trick, card=card, **facts)
    state.revoking_sides.add(side)


def _hidden_hand_revokes(state: EuchreState, seat: int, card: str) -> None:
    """A hidden hand's revoke is proven by a later play of the suit it did not follow, or at once by
    the upcard of that suit it is known to hold (engine/tricks.py: claims)."""
    law = state.trump_order.law
    for claim, _rule, proof in prove_claims(law, state.claims[seat], (card,)):
        led = claim.tests[0][1]
        trick_index, failed = cast(int, claim.facts["trick"]), cast(str, claim.facts["card"])
        _revoke(
            state,
            seat,
            failed,
            led,
            trick_index,
            state.record_violation,
            action_index=claim.action_index,
            proven_by=proof,
        )
    trick = state.tricks.open
    if trick is None:
        return
    tests = implied_tests(law, card, trick.plays[0][1], state.trump_suit)
    if not tests:
        return
    index = len(state.tricks) - 1
    if _playable(state, seat, [card]):
        state.claims[seat].append(Claim(state.action_index, tests, card=card, trick=index))
    else:
        _revoke(state, seat, card, tests[0][1], index, state.record_violation, proven_by=state.turned_card)
