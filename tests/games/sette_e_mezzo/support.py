"""Shared helpers for the Sette e Mezzo tests: build deals, replay histories in shorthand."""

from __future__ import annotations

from fractions import Fraction

from service.engine import parse_actions, replay
from service.games.sette_e_mezzo.engine import ENGINE

ITALIAN = [r + s for s in "DCSB" for r in "A234567JQK"]


def rules_of(**options):
    return ENGINE.resolve_rules(options or None)


def deal_of(first_cards, banker=0, stock=None, **extra):
    """A deal from each seat's face-down first card (None = unknown)."""
    deal = {"dealer": banker, "hands": [None if c is None else [c] for c in first_cards], **extra}
    if stock is not None:
        deal["stock"] = stock
    return deal


def bets(stakes):
    """Bet actions from ``{seat: amount}`` (in the order given)."""
    return [{"seat": seat, "type": "bet", "amount": amount} for seat, amount in stakes.items()]


def hits(seat, *cards, face_up=None):
    extra = {} if face_up is None else {"face_up": face_up}
    return [{"seat": seat, "type": "hit", "card": card, **extra} for card in cards]


def stand(seat):
    return [{"seat": seat, "type": "stand"}]


def play(deal, actions, rules=None, scores=None, report_breaches=False):
    rules = rules or rules_of()
    return replay(ENGINE, rules, deal, parse_actions(ENGINE, rules, actions), scores, report_breaches=report_breaches)


def report(deal, actions, rules=None, scores=None):
    return ENGINE.report(play(deal, actions, rules, scores))


HALF = Fraction(1, 2)


FACE = {"A": 1, **{str(n): n for n in range(2, 8)}, "J": HALF, "Q": HALF, "K": HALF}


def brute_force(cards, matta="KD", lone=7, seven_first=False):
    """An independent reading of rules 1.3-1.6: try every matta value, keep the best that fits."""
    if len(cards) == 2:
        first, second = cards
        sevens = [c for c in cards if c[0] == "7" and c != matta]
        if (
            first[0] == "7"
            and second[0] == "7"
            or (len(sevens) == 1 and matta in cards and (not seven_first or first[0] == "7"))
        ):
            return {"value": Fraction(15, 2), "bust": False, "special": "triple"}
    rest = sum(FACE[c[0]] for c in cards if c != matta)
    if matta in cards and len(cards) == 1:
        totals = [Fraction(lone)]
    elif matta in cards:
        totals = [rest + m for m in [HALF, 1, 2, 3, 4, 5, 6, 7]]
    else:
        totals = [rest]
    fitting = [t for t in totals if t <= Fraction(15, 2)]
    value = max(fitting) if fitting else min(totals)
    special = "emblee" if len(cards) == 2 and value == Fraction(15, 2) else None
    return {"value": value, "bust": value > Fraction(15, 2), "special": special}


def random_options(rng):
    return {
        "matta": rng.choice(["KD", "KD", None, "7D", "AB"]),
        "lone_matta_value": rng.choice([7, 0.5]),
        "triple_order": rng.choice(["any", "seven_first"]),
        "natural_beats_plain": rng.choice([True, False]),
        "triple_beats_emblee": rng.choice([True, False]),
        "special_tie_pays": rng.choice(["single", "banker_multiplier"]),
        "bank_passes": rng.choice(["on_natural", "on_winning_seven_and_half", "every_hand"]),
        "max_seats": 20,
        "max_bet": rng.choice([None, 5, 30]),
    }


def choose(rng, state, listed, stock_known):
    """A random one of the ``listed`` legal actions in request form (a bet amount within bounds, a hit's card
    if needed)."""
    action = dict(rng.choice(listed))
    if action["type"] == "bet":
        action = {"seat": action["seat"], "type": "bet", "amount": rng.randint(action["min"], action["max"])}
    elif action["type"] == "hit":
        if not (stock_known and state.stock.order_known and state.stock.size()):
            action["card"] = None  # the card must be named: the caller tries cards until one is accepted
        if rng.random() < 0.5 and state.hands[action["seat"]].mode is not None:
            del action["face_up"]  # omitted: the hand's mode
    return action
