"""Trick play (digest §6): the follower's duties, trick winners, and revokes proven later.

6.2 as levels of duty, strongest first: a follower holding a higher card of the led suit must
overtake; holding the led suit, must follow; void in it but holding trumps, must trump.  For a
hand with unknown cards the duty is judged from its known cards (a lower bound): any card that
could meet the real duty is accepted, and what the card implied is kept as a :class:`Claim`.
"""

from __future__ import annotations

from ...cards import suit
from ...engine import IllegalAction, Trick, play_to_trick, winning_play
from .exchange import close_exchange, require_turn
from .rules import TRICKS_PER_DEAL
from .scoring import score_tricks
from .state import Claim, EcarteState

FREE, TRUMP, FOLLOW, OVERTAKE = 0, 1, 2, 3
RULE_OF_DUTY = {OVERTAKE: "must_overtake", FOLLOW: "must_follow_suit", TRUMP: "must_trump"}
DUTY_SENTENCE = {
    OVERTAKE: "must play a higher card of the led suit",
    FOLLOW: "must follow the led suit",
    TRUMP: "must trump",
}


def duty(cards: list[str], led: str, trump: str, strength: dict[str, int]) -> int:
    """The strongest duty ``cards`` put on the follower of ``led`` (6.2)."""
    led_suit = led[1]
    led_strength = strength[led]
    level = FREE
    for card in cards:
        card_suit = card[1]
        if card_suit == led_suit:
            if strength[card] > led_strength:
                return OVERTAKE
            level = FOLLOW
        elif card_suit == trump and level == FREE:
            level = TRUMP
    return level


def meets(card: str, level: int, led: str, trump: str, strength: dict[str, int]) -> bool:
    """Whether ``card`` may answer ``led`` under a duty of ``level`` or any stronger one a hand's
    unknown cards could add (a card of the led suit may meet a duty to trump)."""
    if level == FREE:
        return True
    card_suit = card[1]
    if level == TRUMP:
        return card_suit == led[1] or card_suit == trump
    if card_suit != led[1]:
        return False
    return level == FOLLOW or strength[card] > strength[led]


def implied_tests(card: str, led: str, trump: str, strength: dict[str, int]) -> list[tuple[str, str, int]]:
    """What following ``led`` with ``card`` says the follower lacked: (rule, suit, above strength)."""
    led_suit = led[1]
    if card[1] != led_suit:
        tests = [("must_follow_suit", led_suit, -1)]
        if card[1] != trump and led_suit != trump:
            tests.append(("must_trump", trump, -1))
        return tests
    if strength[card] < strength[led]:
        return [("must_overtake", led_suit, strength[led])]
    return []


def playable(state: EcarteState, seat: int) -> list[str]:
    """The cards the seat may play now: any when leading, else those that may meet 6.2."""
    cards = state.could_hold(seat)
    trick = state.open_trick()
    if trick is None:
        return cards
    led = trick.plays[0][1]
    trump, strength = state.trump, state.strength
    level = duty(state.known[seat], led, trump, strength)
    if level == FREE:
        return cards
    return [card for card in cards if meets(card, level, led, trump, strength)]


def list_plays(state: EcarteState, seat: int) -> list[dict]:
    return [{"seat": seat, "type": "play", "card": card} for card in playable(state, seat)]


def check_play(state: EcarteState, seat: int, action: dict) -> None:
    """A card the seat may hold, that meets 6.2 as far as its known cards tell (a breach is
    reported instead when breaches are)."""
    require_turn(state, seat, action)
    card = action["card"]
    state.locate(seat, (card,))
    trick = state.open_trick()
    if trick is None or state.report_breaches:
        return
    led = trick.plays[0][1]
    level = duty(state.known[seat], led, state.trump, state.strength)
    if not meets(card, level, led, state.trump, state.strength):
        raise IllegalAction(RULE_OF_DUTY[level], _breach_detail(seat, card, led, level))


def lead_instead_of_proposing(state: EcarteState, seat: int, action: dict) -> None:
    """4.1: the elder who plays instead of proposing closes the exchange and leads."""
    close_exchange(state)
    play(state, seat, action)


def play(state: EcarteState, seat: int, action: dict) -> None:
    card = action["card"]
    from_hidden = state.locate(seat, (card,))
    trick = state.open_trick()
    had_unknown = state.hidden[seat] > 0
    breached = trick is not None and state.report_breaches and _record_breach(state, seat, card, trick.plays[0][1])
    state.take(seat, (card,), from_hidden)
    state.has_played[seat] = True
    if state.claims[seat]:
        prove_revokes(state, seat, (card,))
    if trick is not None and had_unknown and not breached:
        tests = implied_tests(card, trick.plays[0][1], state.trump, state.strength)
        if tests:
            state.claims[seat].append(Claim(state.action_index, tests))
    play_to_trick(state.tricks, seat, card)
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


def _breach_detail(seat: int, card: str, led: str, level: int) -> str:
    return f"seat {seat} {DUTY_SENTENCE[level]} on {led}, not play {card}"


def _record_breach(state: EcarteState, seat: int, card: str, led: str) -> bool:
    """True when the card provably breaks 6.2 (the check refuses it unless breaches are
    reported): recorded with its 6.4 penalty."""
    level = duty(state.known[seat], led, state.trump, state.strength)
    if meets(card, level, led, state.trump, state.strength):
        return False
    state.record_violation(RULE_OF_DUTY[level], _breach_detail(seat, card, led, level), revoke_penalty(seat), seat=seat)
    state.revokes[seat] += 1
    return True


def revoke_penalty(seat: int) -> dict:
    """6.4: the offender's trick points for the deal drop by one (never below 0)."""
    return {"seat": seat, "trick_points": -1}


def prove_revokes(state: EcarteState, seat: int, cards) -> None:
    """Record every earlier revoke of ``seat`` that ``cards`` (held all along) prove."""
    strength = state.strength
    for claim in state.claims[seat]:
        if claim.proven:
            continue
        for rule, lacked_suit, above in claim.tests:
            proof = next((c for c in cards if c[1] == lacked_suit and strength[c] > above), None)
            if proof is not None:
                claim.proven = True
                state.revokes[seat] += 1
                state.record_violation(
                    rule,
                    f"seat {seat} held {proof} when it failed that duty ({rule})",
                    revoke_penalty(seat),
                    action_index=claim.action_index,
                    seat=seat,
                    proven_at=state.action_index,
                )
                break


def _close_trick(state: EcarteState, trick: Trick) -> None:
    strength = state.strength
    winner = winning_play(trick.plays, state.trump, suit, strength.__getitem__)
    trick.winner = winner
    state.tricks_won[winner] += 1
    if len(state.tricks) == TRICKS_PER_DEAL:
        score_tricks(state)
    else:
        state.seat_to_act = winner
