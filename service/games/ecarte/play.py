"""Trick play (§6): the follower's duties, trick winners, and revokes proven later.

§6.2 as levels of duty, strongest first: a follower holding a higher card of the led suit must
overtake; holding the led suit, must follow; void in it but holding trumps, must trump (the
shared law of service/engine/tricks.py under Ecarté's :data:`~.rules.FOLLOW_LAW`).  For a
hand with unknown cards the duty is judged from its known cards (a lower bound): any card that
could meet the real duty is accepted, and what the card implied is kept as a :class:`Claim`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ...cards import suit
from ...engine import Claim, IllegalAction, Trick, winning_play
from ...engine.reports import LegalAction, Penalty
from ...engine.tricks import FOLLOW, OVERTAKE, follow_duty, implied_tests, play_entries, playable, prove_claims
from ...messages import Phrase
from .actions import Play
from .exchange import close_exchange
from .rules import DECKS, TRICKS_PER_DEAL
from .scoring import score_tricks
from .state import EcarteState

PLAY_ENTRIES: Final = {name: play_entries(deck.cards, 2) for name, deck in DECKS.items()}
"""Each deck's plays as :func:`list_plays` gives them (made once; listings share them)."""


def list_plays(state: EcarteState, seat: int) -> list[LegalAction]:
    """The cards the seat may play now: any when leading, else those that may meet §6.2."""
    cards = state.could_hold(seat)
    trick = state.tricks.open
    if trick is not None:
        cards = playable(state.law, cards, state.known[seat], trick.plays[0][1], state.trump)
    entries = PLAY_ENTRIES[state.rules.deck][seat]
    return [entries[card] for card in cards]


def check_play(state: EcarteState, seat: int, action: Play) -> None:
    """A card the seat may hold, that meets §6.2 as far as its known cards tell (a breach is
    reported instead when breaches are)."""
    card = action["card"]
    state.locate(seat, (card,))
    trick = state.tricks.open
    if trick is None or state.report_breaches:
        return
    led = trick.plays[0][1]
    known = state.known[seat]
    if not playable(state.law, [card], known, led, state.trump):
        raise _duty_breach(follow_duty(state.law, known, led, state.trump), seat, card, led)


def lead_instead_of_proposing(state: EcarteState, seat: int, action: Play) -> None:
    """§4.1: the elder who plays instead of proposing closes the exchange and leads."""
    close_exchange(state)
    play(state, seat, action)


def play(state: EcarteState, seat: int, action: Play) -> None:
    card = action["card"]
    from_hidden = state.locate(seat, (card,))
    trick = state.tricks.open
    had_unknown = state.hidden[seat] > 0
    breached = trick is not None and state.report_breaches and _record_breach(state, seat, card, trick.plays[0][1])
    state.take(seat, (card,), from_hidden)
    state.has_played[seat] = True
    if state.claims[seat]:
        prove_revokes(state, seat, (card,))
    if trick is not None and had_unknown and not breached:
        tests = implied_tests(state.law, card, trick.plays[0][1], state.trump)
        if tests:
            state.claims[seat].append(Claim(state.action_index, tests))
    state.tricks.play(seat, card)
    if trick is None:
        state.seat_to_act = 1 - seat
    else:
        _close_trick(state, trick)
    if had_unknown:
        reveal_hand(state)


def reveal_hand(state: EcarteState) -> None:
    """Pin down a hand that the rest of the deal determines, and prove what its cards prove."""
    revealed = state.reveal()
    if revealed is not None and state.claims[revealed[0]]:
        prove_revokes(state, *revealed)


def _duty_breach(level: int, seat: int, card: str, led: str) -> IllegalAction:
    """The §6.2 duty the card fails, at its ``level``: refused, or recorded when breaches are reported."""
    if level == OVERTAKE:
        return IllegalAction("must_overtake", seat=seat, led=led, card=card)
    if level == FOLLOW:
        return IllegalAction("must_follow_suit", cause="led_suit", seat=seat, led=led, card=card)
    return IllegalAction("must_trump", seat=seat, led=led, card=card)


def _record_breach(state: EcarteState, seat: int, card: str, led: str) -> bool:
    """True when the card provably breaks §6.2 (the check refuses it unless breaches are
    reported): recorded with its §6.4 penalty."""
    known = state.known[seat]
    if playable(state.law, [card], known, led, state.trump):
        return False
    breach = _duty_breach(follow_duty(state.law, known, led, state.trump), seat, card, led)
    state.record_violation(breach.rule, breach.phrase, revoke_penalty(seat), seat=seat)
    state.revokes[seat] += 1
    return True


def revoke_penalty(seat: int) -> Penalty:
    """§6.4: the offender's trick points for the deal drop by one (never below 0)."""
    return {"seat": seat, "trick_points": -1}


def prove_revokes(state: EcarteState, seat: int, cards: Iterable[str]) -> None:
    """Record every earlier revoke of ``seat`` that ``cards`` (held all along) prove."""
    for claim, rule, proof in prove_claims(state.law, state.claims[seat], cards):
        state.revokes[seat] += 1
        state.record_violation(
            rule,
            Phrase("revoke_proven", {"seat": seat, "proof": proof, "rule": rule}),
            revoke_penalty(seat),
            action_index=claim.action_index,
            seat=seat,
            proven_at=state.action_index,
        )


def _close_trick(state: EcarteState, trick: Trick) -> None:
    strength = state.strength
    winner = winning_play(trick.plays, state.trump, suit, strength)
    state.tricks.close(winner)
    state.tricks_won[winner] += 1
    if len(state.tricks) == TRICKS_PER_DEAL:
        score_tricks(state)
    else:
        state.seat_to_act = winner
