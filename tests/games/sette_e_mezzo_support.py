"""Shared helpers for the Sette e Mezzo tests: build deals, replay histories in shorthand."""

from __future__ import annotations

from service.engine import parse_actions, replay
from service.games.sette_e_mezzo import ENGINE

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
