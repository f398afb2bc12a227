"""Shared helpers for the Euchre tests: building deals, replaying, an independent card order."""

from __future__ import annotations

from service.engine import IllegalAction, apply_all, parse_actions
from service.games.euchre.engine import ENGINE
from tests import playout

SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


def rules(variant: str = "north-american", **options):
    return ENGINE.resolve_rules({"variant": variant, **options})


def full_deal(rules_, dealer: int, hands: list[list[str]], turn_up: str) -> dict:
    """A deal with every hand known; the kitty is whatever is left."""
    used = {card for hand in hands for card in hand} | {turn_up}
    kitty = [card for card in ENGINE.deck(rules_).full() if card not in used]
    return {"dealer": dealer, "hands": hands, "turn_up": turn_up, "kitty": kitty}


def start(rules_, deal: dict, actions: list[dict] = (), scores=None, report: bool = False):
    state = ENGINE.start(rules_, deal, scores, report_breaches=report)
    apply_all(ENGINE, state, parse_actions(ENGINE, rules_, list(actions)))
    return state


def act(state, seat: int, kind: str, **fields) -> None:
    ENGINE.apply(state, {"seat": seat, "type": kind, **fields})


def legal(state) -> list[dict]:
    return ENGINE.legal_actions(state)


def legal_cards(state) -> list[str]:
    return sorted(a["card"] for a in ENGINE.legal_actions(state))


def refused(state, action: dict) -> str:
    """The rule code an illegal action is refused with (and the state must not change)."""
    before = ENGINE.report(state)
    try:
        ENGINE.apply(state, action)
    except IllegalAction as exc:
        assert ENGINE.report(state) == before, "a refused action changed the state"
        return exc.rule
    raise AssertionError(f"{action} was accepted")


def play_out(state, choose=None) -> None:
    """Play to the end of the deal with the suite's playout (tests/playout.py); ``choose(state, legal)`` picks an
    action (default: the first)."""
    playout.play(ENGINE, state, None, choose=lambda _, st, listed, __: choose(st, listed) if choose else listed[0])
    assert state.phase == "over"


# -- an independent card order, written from the digest (§2), not from the engine ----------
def effective_suit(card: str, trump: str, benny: str | None = None) -> str:
    if card == benny or card in ("J" + trump, "J" + SAME_COLOUR[trump]):
        return trump
    return card[1]


def card_rank(card: str, trump: str, led: str, benny: str | None = None) -> tuple:
    """Higher wins: trumps over the led suit over the rest."""
    suit = effective_suit(card, trump, benny)
    if card == benny:
        return (2, 100)
    if card == "J" + trump:
        return (2, 99)
    if card == "J" + SAME_COLOUR[trump]:
        return (2, 98)
    value = "789TJQKA".index(card[0])
    if suit == trump:
        return (2, value)
    return (1, value) if suit == led else (0, value)


def expected_winner(plays: list[tuple[int, str]], trump: str, benny: str | None = None) -> int:
    led = effective_suit(plays[0][1], trump, benny)
    return max(plays, key=lambda play: card_rank(play[1], trump, led, benny))[0]


def deal_with_upcard(rules_, dealer: int, turn_up: str) -> dict:
    """Hands dealt in deck order around the upcard: any deal where only the upcard matters."""
    rest = [card for card in ENGINE.deck(rules_).full() if card != turn_up]
    seats, size = rules_.players, 5 if rules_.players == 4 else 7
    hands = [rest[seat * size : (seat + 1) * size] for seat in range(seats)]
    return {"dealer": dealer, "hands": hands, "turn_up": turn_up, "kitty": rest[seats * size :]}


def passes(*seats: int) -> list[dict]:
    return [{"seat": seat, "type": "pass"} for seat in seats]
