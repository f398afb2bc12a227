"""The end of a deal (§8, §10, §15.6, §17.2): its points from the tricks, a revoke or the contract, the lone
march taken as the makers choose, the words of how it ended, and the match's scores after it.

A rule citation (§4.2) is a rule of docs/rules/euchre.md ("The rules, numbered")."""

from __future__ import annotations

from typing import Final

from ...engine.reports import LegalAction, reason_text
from ...engine.scoring import add_points
from ...messages import Phrase, suit_name
from .actions import March
from .making_trump import lone_jack
from .match import match_over
from .rules import EuchreRules
from .scoring import (
    auction_points,
    blind_loner_points,
    declaration_points,
    march_deduction,
    partnership_points,
    revoke_penalty,
    revoke_points,
    set_back_points,
    three_handed_points,
)
from .state import EuchreState, Phase
from .table import table_for


def _making_trump_breach(state: EuchreState) -> None:
    """§15.1 at the end of the deal: a breach proven by the bidder's known hand, or by the whole hidden
    hand its plays showed (not when it took the upcard up and discarded unseen), scores as a revoke."""
    seat = state.bidder
    if seat is None:
        return
    cards = state.bid_cards
    if cards is None:
        played = [card for trick in state.tricks for s, card in trick.plays if s == seat]
        took_up = seat == state.dealer and state.discarded is not None
        cards = played if len(played) == state.table.hand_size and not took_up else None
    trump = state.trump_order.trump
    jack = None if cards is None else lone_jack(state, trump, cards)
    if jack is None:
        return
    side = state.table.side(seat)
    penalty = revoke_penalty(side, state.table.sides, state.someone_alone, state.rules)
    facts = {"seat": seat, "suit": suit_name(trump), "card": jack}
    detail = Phrase("making_trump_rule", facts)
    state.record_violation("making_trump_rule", detail, {"points": penalty}, action_index=state.bid_index, **facts)
    state.revoking_sides.add(side)


def score_deal(state: EuchreState) -> None:
    table = state.table
    _making_trump_breach(state)
    if state.revoking_sides:
        points = revoke_points(state.revoking_sides, table.sides, state.someone_alone, state.rules)
        finish(state, points, "revoke")
    elif table.auction:
        assert state.contract is not None  # play follows a bid (§16.2)
        tricks = tricks_by_side(state)
        finish(state, *auction_points(table.side(state.maker_seat), state.contract, tricks, state.active, state.rules))
    elif state.declarer is not None:
        marched = state.tricks_won[state.declarer] == table.hand_size
        finish(state, *declaration_points(state.declarer, marched, state.scores))
    elif state.rules.count_down_from is not None:
        finish(state, *set_back_points(state.maker_seat, state.tricks_won, state.active, state.rules))
    elif table.partnerships:
        makers = table.side(state.maker_seat)
        makers_tricks = state.tricks_won[makers] + state.tricks_won[makers + 2]
        if state.blind_loner:
            points, reason = blind_loner_points(makers, makers_tricks)
        else:
            points, reason = partnership_points(
                makers, makers_tricks, state.maker_alone, state.lone_defender is not None, state.rules
            )
        if state.rules.point_on_partner and state.partner_ordered_up and points[makers]:
            points[makers] += 1  # §15.2: the stolen deal made
        if reason == "march" and state.rules.robson_rules:
            _choose_march(state, points)
        else:
            finish(state, points, reason)
    else:
        finish(state, *three_handed_points(state.maker_seat, state.tricks_won))


def _choose_march(state: EuchreState, points: list[int]) -> None:
    """§15.6: the makers' active seat says how the march is taken."""
    state.march_points = points
    state.phase = Phase.MARCH
    state.seat_to_act = state.maker_seat if state.lone_maker is None else state.lone_maker


def take_march(state: EuchreState, seat: int, action: March) -> None:
    """The march's points to the makers, or (``deduct``) two or four off the opponents (§15.6)."""
    points = state.march_points
    if action.get("deduct", False):
        deducted = march_deduction(state.maker_alone)
        points = [0 if gain else -deducted for gain in points]
    finish(state, points, "march")


def list_march_choices(state: EuchreState, seat: int) -> list[LegalAction]:
    return [{"seat": seat, "type": "march", "deduct": deduct} for deduct in (False, True)]


def finish(state: EuchreState, points: list[int], reason: str, stakes: list[int] | None = None) -> None:
    """The deal is over: its points scored, with the stakes paid into the pool (set-back, §17.2)."""
    state.phase = Phase.OVER
    state.seat_to_act = None
    state.scores = add_points(state.scores, points)
    state.game_over, state.winner = match_over(state.scores, state.rules)
    state.deal_result = {
        "points": points,
        "reason": reason,
        "reason_text": _reason_text(reason, state.maker, state.table.partnerships),
        "tricks_won": tricks_by_side(state),
        "maker": state.maker,
    }
    if pays_stakes(state.rules):
        state.deal_result["stakes"] = stakes or [0] * state.table.sides


_REASON_TEXTS: Final[dict[tuple[str, int | None, bool], Phrase]] = {}
"""The words of each way a deal ends, by (reason, maker, partnerships), made once: a phrase is never changed,
so deal results share them (every deal ends with one)."""

MAKERS_WORDED = frozenset({"march", "point", "euchred", "made", "set"})
"""The reasons whose words name the makers: a side in partnerships, the maker's seat each for himself."""


def _reason_text(reason: str, maker: int | None, partnerships: bool) -> Phrase:
    key = (reason, maker, partnerships)
    text = _REASON_TEXTS.get(key)
    if text is None:
        if partnerships or reason not in MAKERS_WORDED:
            text = reason_text("euchre", reason, maker=maker)
        else:  # the same reason, worded for a maker who plays for himself
            text = Phrase(f"euchre_reason_by_seat.{reason}", {"maker": maker})
        _REASON_TEXTS[key] = text
    return text


def pays_stakes(rules: EuchreRules) -> bool:
    """Set-back (§17.2): a match with a pool, which a euchred maker pays a stake into."""
    return rules.count_down_from is not None and not table_for(rules).auction


def tricks_by_side(state: EuchreState) -> list[int]:
    won = state.tricks_won
    return [won[0] + won[2], won[1] + won[3]] if state.table.partnerships else list(won)
