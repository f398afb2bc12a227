"""The Sette e Mezzo engine: bets, hits and stands, the banker's turn, settlement in chips.

The law is the rules digest sette-e-mezzo.md; section numbers below refer to it.
A deal runs through four phases (:class:`~.state.Phase`): ``betting`` (each player stakes, in
play order; betting.py), ``playing`` (each player hits or stands; play.py), ``banker`` (the
banker plays last) and ``over`` (settled; settlement.py). Every action goes through
:meth:`SetteEMezzoEngine.apply`: the table :data:`MOVES` (phase -> action type -> check,
apply, listing) checks it completely before changing anything, and lists the legal ones.

Unknown cards: a seat's dealt card may be null. The service then declares a bust (or a 7 1/2)
only when every card still unseen would give it; otherwise the turn goes on until the seat
stands, and a standing seat's settlement stays pending (``deal_result.points`` null, listed in
``deal_result.pending``) until the client posts the deal again with the card known. When the
banker's card is unknown, a standing player is settled only if every card it could be gives
him the same result; otherwise he is pending too. The banker is pending while anyone is.

``scores`` stay the match score before the deal until the deal ends; then they carry every
payment already known (a pending seat's is added when the deal is posted again, cards known).
A bust's payment shows at once in its hand's ``points``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, cast

from ...cards import ITALIAN_40, Deck
from ...engine import CardHelper, GameEngine, IllegalAction, SeatRange
from ...engine.actions import Action, JsonObject
from ...engine.moves import Move, by_kind, listed, listing_of, no_refusal
from ...engine.reports import LegalAction, SeatView
from ...engine.scoring import PointRange, Score
from . import betting, play, views
from .actions import VOCABULARY, Bet, Hit, Stand
from .deal import DEAL_FIELDS, start_deal
from .match import deal_chip_range, match_chip_range
from .reports import SetteEMezzoReport, SetteEMezzoSeatView
from .reshuffle import cards_to_shuffle
from .rules import RULE_BOOK, SetteEMezzoRules, check_rules
from .state import Phase, SetteState
from .values import value_hand


class SetteEMezzoEngine(GameEngine[SetteState, SetteEMezzoRules, SetteEMezzoReport, SetteEMezzoSeatView]):
    game_id = "sette-e-mezzo"
    seat_options = ("min_seats", "max_seats")
    title = "Sette e Mezzo"
    summary = (
        "Italian banking game with a 40-card deck: get as close to 7 1/2 as you can without going over; "
        "the matta (KD) is wild, a two-card 7 1/2 pays double, two sevens pay triple."
    )
    rule_book = RULE_BOOK
    vocabulary = VOCABULARY
    deal_fields = DEAL_FIELDS

    def __init__(self) -> None:
        self.card_helpers: tuple[CardHelper[SetteEMezzoRules], ...] = (
            CardHelper(
                "hand-value",
                "the value of a hand - value (7.5 for 7 1/2), bust, special (triple, emblee or null), "
                "matta_value (what the matta counted as) and multiplier",
                "cards",
                self.hand_value,
                max_cards=40,
            ),
        )

    # -- rules and cards -------------------------------------------------------------
    def resolve_rules(self, raw: Any) -> SetteEMezzoRules:
        return check_rules(self.rule_book.resolve(raw))

    def deck(self, rules: SetteEMezzoRules) -> Deck:
        return ITALIAN_40

    def seat_count(self, rules: SetteEMezzoRules, deal: JsonObject | None = None) -> int:
        hands = deal.get("hands") if isinstance(deal, dict) else None
        return len(hands) if isinstance(hands, list) else rules.min_seats

    def seat_range(self, rules: SetteEMezzoRules | None) -> SeatRange:
        """``min_seats`` to ``max_seats`` (2.1); any rules: 2 to the 40-card deck's cap of 20."""
        if rules is None:
            return SeatRange(
                self.rule_book.option("min_seats").bounds()[0], self.rule_book.option("max_seats").bounds()[1]
            )
        return SeatRange(rules.min_seats, rules.max_seats)

    def score_count(self, rules: SetteEMezzoRules, seats: int) -> int:
        return seats

    def deal_points(self, rules: SetteEMezzoRules, seats: int) -> PointRange:
        return deal_chip_range(rules, seats)

    def match_scores(self, rules: SetteEMezzoRules, seats: int) -> PointRange:
        return match_chip_range(rules, seats)

    # -- a deal ------------------------------------------------------------------------
    def start(self, rules: SetteEMezzoRules, deal: Any, scores: Any, *, report_breaches: bool = False) -> SetteState:
        return start_deal(rules, deal, scores, report_breaches=report_breaches)

    def to_act(self, state: SetteState) -> int | None:
        return state.seat_to_act

    def legal_actions(self, state: SetteState) -> list[LegalAction]:
        moves = MOVES.get(state.phase)  # none once the deal is over
        return [] if moves is None or state.seat_to_act is None else listed(moves, state, state.seat_to_act)

    def seats_at(self, state: SetteState) -> int:
        return state.seats

    def out_of_turn(self, state: SetteState, seat: int, to_act: int) -> IllegalAction:
        """4.4: a seat whose turn has ended (every player's, once the banker plays), or is still to come."""
        if state.phase is Phase.BANKER or (
            seat != state.banker and state.play_position(seat) < state.play_position(to_act)
        ):
            return IllegalAction("turn_over", seat=seat)
        return super().out_of_turn(state, seat, to_act)

    def move(self, state: SetteState, seat: int, action: Action) -> None:
        move = MOVES[state.phase].get(action["type"])
        if move is None:
            raise _out_of_phase(state, seat)
        move.check(state, seat, action)
        move.apply(state, seat, action)

    def report(self, state: SetteState) -> SetteEMezzoReport:
        return views.report(state, self.legal_actions(state))

    # -- a match (sessions) ------------------------------------------------------------
    def seat_view(self, state: SetteState, seat: int | None, public: SeatView | None = None) -> SetteEMezzoSeatView:
        legal = self.legal_actions(state) if seat is not None and seat == state.seat_to_act else []
        return views.seat_view(state, seat, legal, cast(SetteEMezzoSeatView | None, public))

    def deal_from_order(self, rules: SetteEMezzoRules, order: list[str], dealer: int, seats: int) -> JsonObject:
        """One card face down to each seat from ``dealer + 1`` round to the banker; the rest is the stock."""
        hands: list[list[str] | None] = [None] * seats
        for i in range(seats):
            hands[(dealer + 1 + i) % seats] = [order[i]]
        return {"dealer": dealer, "hands": hands, "stock": list(order[seats:])}

    def deal_of_match(
        self,
        rules: SetteEMezzoRules,
        order: list[str],
        dealer: int,
        seats: int,
        deal_number: int,
        scores: Sequence[Score],
    ) -> JsonObject:
        """A session's deal also counts the deals before it, so that ``max_deals`` ends the match (7.3)."""
        return {**self.deal_from_order(rules, order, dealer, seats), "deals_played": deal_number - 1}

    def stock_card_fields(self, action: Action) -> tuple[str, ...]:
        """A hit's ``card`` names the card taken from the stock."""
        return ("card",) if action["type"] == "hit" else ()

    def stock_to_shuffle(self, state: SetteState) -> list[str] | None:
        """The cards of the reshuffle the next hit needs (9), when the deal does not give its order."""
        return cards_to_shuffle(state)

    def stock_left(self, state: SetteState) -> list[str] | None:
        """``continuous`` (3.3): the next deal goes on from the stock this one left, in its order."""
        order = state.stock.order
        if state.rules.deck_policy != "continuous" or order is None:
            return None
        return order[::-1]

    def match_progress(self, state: SetteState) -> JsonObject:
        """The deals played before the next one, for ``max_deals`` (7.3)."""
        return {"deals_played": state.deals_played + 1}

    def next_dealer(self, state: SetteState) -> int:
        """The next banker (7.1); the same banker while the deal's result is not known."""
        result = state.deal_result
        if result is None or result["next_banker"] is None:
            return state.banker
        return result["next_banker"]

    # -- the hand-value helper -------------------------------------------------------------
    def hand_value(self, rules: SetteEMezzoRules, cards: list[str]) -> JsonObject:
        """``POST /v1/games/sette-e-mezzo/hand-value``: the value of canonical ``cards`` under ``rules``.

        Cards in the order received (it matters for ``triple_order: seven_first``). Returns
        ``{"cards", "value", "bust", "special", "matta_value", "multiplier"}``.
        """
        value = value_hand(cards, rules.matta, int(rules.lone_matta_value * 2), rules.triple_order == "any")
        return {"cards": cards, **value.as_json(), "multiplier": None if value.bust else value.multiplier}


def _out_of_phase(state: SetteState, seat: int) -> IllegalAction:
    """An action the phase has no move for: anything but a bet before every stake is placed, a bet after."""
    if state.phase is Phase.BETTING:
        return IllegalAction("bet_required", seat=seat)
    return IllegalAction("betting_closed")


# The moves: phase -> action type -> (check, apply, listing), listed in this order; none once the
# deal is over. The players and then the banker hit or stand alike.
_HIT_OR_STAND: dict[str, Move[SetteState, Any]] = by_kind(
    {
        Hit: Move[SetteState, Hit](play.check_hit, play.hit, play.list_hits),
        Stand: Move[SetteState, Stand](no_refusal, play.stand, listing_of(Stand)),
    }
)
MOVES: Final[dict[Phase, dict[str, Move[SetteState, Any]]]] = {
    Phase.BETTING: by_kind({Bet: Move[SetteState, Bet](betting.check_bet, betting.bet, betting.list_bets)}),
    Phase.PLAYING: _HIT_OR_STAND,
    Phase.BANKER: _HIT_OR_STAND,
}

ENGINE = SetteEMezzoEngine()
