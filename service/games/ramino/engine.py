"""The Ramino engine: one hand's turns (§4-§8), its end (§9) and the match (§10-§11)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, cast

from ...cards import Deck
from ...engine import CardHelper, GameEngine, IllegalAction, SeatRange
from ...engine.actions import Action, JsonObject
from ...engine.moves import Move, by_kind, listed
from ...engine.reports import LegalAction, SeatView
from ...engine.scoring import PointRange, Score, read_scores
from . import draw, play
from .actions import VOCABULARY, Close, Discard, Draw, LayOff, NewMelds, Open, SwapJoker
from .deal import DEAL_FIELDS, DECK, PENALTY_TOTALS, deal_from_order, start_hand
from .match import hand_penalty_range, match_penalty_range, out_of_match
from .melds import check_meld
from .reports import RaminoPublic, RaminoReport, RaminoSeatView
from .rules import RULE_BOOK, RaminoRules
from .solver import best_opening, can_close
from .state import REPORTED_PHASE, Phase, RaminoState

HAND_LIMIT = 15  # the most a hand holds while melding: 15 dealt to the starter, or 14 and a draw


class RaminoEngine(GameEngine[RaminoState, RaminoRules, RaminoReport, RaminoSeatView]):
    game_id = "ramino"
    seat_options = ("players",)
    title = "Ramino"
    summary = "Italian rummy with two decks and two jokers: open with 51, lay off, go out or close in hand."
    rule_book = RULE_BOOK
    vocabulary = VOCABULARY
    deal_fields = DEAL_FIELDS
    card_helpers = (
        CardHelper(
            "melds/check",
            "check one meld - valid, kind (run or group), value and what each joker stands for, "
            "or the rule it breaks; a run is given lowest card first, jokers by position",
            "cards",
            check_meld,
            max_cards=DECK.size,
            within_deck_copies=False,
        ),
        CardHelper(
            "melds/best-opening",
            "the disjoint melds of highest total value a hand can lay (one card always kept for the "
            "discard), their value, and whether they reach the opening minimum",
            "hand",
            best_opening,
            max_cards=HAND_LIMIT,
        ),
        CardHelper(
            "melds/can-close",
            "whether a hand can close in one go - every card melded but one, discarded - and if so the melds "
            "and the discard",
            "hand",
            can_close,
            max_cards=HAND_LIMIT,
        ),
    )

    def deck(self, rules: RaminoRules) -> Deck:
        return DECK

    def seat_count(self, rules: RaminoRules, deal: JsonObject | None = None) -> int:
        return rules.players

    def seat_range(self, rules: RaminoRules | None) -> SeatRange:
        """2-4 seats (digest §1), as ``players`` says."""
        return SeatRange.set_by_option(self.rule_book, rules, "players")

    def score_count(self, rules: RaminoRules, seats: int) -> int:
        return seats

    def deal_points(self, rules: RaminoRules, seats: int) -> PointRange:
        return hand_penalty_range(rules, DECK)

    def match_scores(self, rules: RaminoRules, seats: int) -> PointRange:
        return match_penalty_range(rules, DECK)

    def start(self, rules: RaminoRules, deal: Any, scores: Any, *, report_breaches: bool = False) -> RaminoState:
        return start_hand(rules, deal, scores, report_breaches=report_breaches)

    def to_act(self, state: RaminoState) -> int | None:
        return state.seat_to_act

    # -- applying an action ----------------------------------------------------------------
    def seats_at(self, state: RaminoState) -> int:
        return state.seats

    def move(self, state: RaminoState, seat: int, action: Action) -> None:
        move = MOVES[state.phase].get(action["type"])
        if move is None:
            if state.phase is Phase.DRAW:
                raise IllegalAction("must_draw_first")
            raise IllegalAction("already_drew")
        move.check(state, seat, action)
        move.apply(state, seat, action)

    # -- what may happen next --------------------------------------------------------------
    def legal_actions(self, state: RaminoState) -> list[LegalAction]:
        moves = MOVES.get(state.phase)  # none once the hand is over
        return [] if moves is None else listed(moves, state, state.turn.seat)

    # -- reports ---------------------------------------------------------------------------
    def report(self, state: RaminoState) -> RaminoReport:
        hands = state.hands
        return {
            "phase": REPORTED_PHASE[state.phase],
            "to_act": self.to_act(state),
            "stage": STAGE[state.phase],
            "legal_actions": self.legal_actions(state),
            "dealer": state.dealer,
            "starter": state.starter,
            "hands": [sorted(hands.cards(s)) if hands.is_known(s) else None for s in range(state.seats)],
            "unknown_hands": [
                {"seat": s, "cards": hands.sizes[s], "holds": sorted(hands.shown[s].elements()), "lacks": []}
                for s in range(state.seats)
                if not hands.is_known(s)
            ],
            **self._public(state),
            "discards": list(state.discards),
            "violations": list(state.violations),
        }

    def _public(self, state: RaminoState) -> RaminoPublic:
        turn = state.turn
        return {
            "table": [
                {"index": i, "owner": state.owners[i], **meld.describe(state.rules)}
                for i, meld in enumerate(state.table)
            ],
            "discard_top": state.discards[-1] if state.discards else None,
            "discard_count": len(state.discards),
            "stock_count": state.stock_count,
            "hand_counts": list(state.hands.sizes),
            "opened": [s for s in range(state.seats) if state.opened[s]],
            "jokers_to_lay": turn.jokers_to_lay if state.phase is not Phase.OVER else 0,
            "deal_result": state.deal_result,
            "scores": list(state.scores),
            "game_over": state.game_over,
            "winner": state.winner,
            "eliminated": sorted(state.eliminated),
        }

    def seat_view(self, state: RaminoState, seat: int | None, public: SeatView | None = None) -> RaminoSeatView:
        view = cast(  # the public part and the turn's facts; the seat's own keys are added below
            RaminoSeatView,
            dict(public)
            if public is not None
            else {
                "phase": REPORTED_PHASE[state.phase],
                "to_act": self.to_act(state),
                "stage": STAGE[state.phase],
                "dealer": state.dealer,
                "starter": state.starter,
                **self._public(state),
            },
        )
        if seat is not None and state.hands.is_known(seat):
            view["hand"] = sorted(state.hands.cards(seat))
            if self.to_act(state) == seat:
                view["legal_actions"] = self.legal_actions(state)
        return view

    def deal_from_order(
        self, rules: RaminoRules, order: list[str], dealer: int, seats: int, eliminated: frozenset[int] = frozenset()
    ) -> JsonObject:
        """Also takes ``eliminated``: the seats out of the match, dealt nothing."""
        return deal_from_order(rules, order, dealer, seats, eliminated)

    def deal_of_match(
        self, rules: RaminoRules, order: list[str], dealer: int, seats: int, deal_number: int, scores: Sequence[Score]
    ) -> JsonObject:
        """A session's hand is its match's ``deal_number``-th (``fixed_hands``, §10), dealt to the seats
        its ``scores`` leave in the match (elimination: nothing to a seat out, §10)."""
        out = _seats_out(rules, seats, scores)
        return {**deal_from_order(rules, order, dealer, seats, out), "hand_number": deal_number}

    def may_deal(self, rules: RaminoRules, seats: int, scores: list[Score] | None) -> list[int]:
        """A seat out of the match deals no more (§10)."""
        out = _seats_out(rules, seats, scores)
        return [seat for seat in range(seats) if seat not in out]

    def stock_card_fields(self, action: JsonObject) -> tuple[str, ...]:
        """A draw's ``card`` names the stock's top card when it draws from the stock (the top
        discard is public, so naming it there gives nothing away)."""
        return ("card",) if action["type"] == "draw" and action.get("source", "stock") == "stock" else ()

    def next_dealer(self, state: RaminoState) -> int:
        return state.next_seat(state.dealer)

    def match_progress(self, state: RaminoState) -> JsonObject:
        """The next hand's number, for ``fixed_hands`` (§10); who is out follows from the scores."""
        return {"hand_number": state.hand_number + 1}


def _seats_out(rules: RaminoRules, seats: int, scores: Sequence[Score] | None) -> frozenset[int]:
    """The seats ``scores`` put out of the match; none when they leave fewer than two in: the match
    is decided, and :meth:`RaminoEngine.start` refuses its next hand (``game_over``)."""
    out = out_of_match(rules, read_scores(scores, seats, PENALTY_TOTALS))
    return frozenset(out) if len(out) <= seats - 2 else frozenset()


STAGE = {Phase.DRAW: "draw", Phase.PLAY: "play", Phase.OVER: None}
"""The ``stage`` of a turn a report gives: it draws, then plays (lays and discards)."""

# The moves: phase -> action type -> (check, apply, listing), listed in this order; none once the
# hand is over.  A laying's entitlements (play.TO_LAY_OFF...) make both its check and its listing;
# its own law (melds.py, laying.py) refuses inside its apply, worked out on copies before anything moves.
MOVES: Final[dict[Phase, dict[str, Move[RaminoState, Any]]]] = {
    Phase.DRAW: by_kind({Draw: Move[RaminoState, Draw](draw.check_draw, draw.draw, draw.list_draws)}),
    Phase.PLAY: by_kind(
        {
            Open: Move[RaminoState, Open].requiring(play.TO_OPEN, play.lay_opening, play.list_laying(Open)),
            NewMelds: Move[RaminoState, NewMelds].requiring(play.TO_MELD, play.lay_melds, play.list_laying(NewMelds)),
            LayOff: Move[RaminoState, LayOff].requiring(play.TO_LAY_OFF, play.lay_off_cards, play.list_laying(LayOff)),
            SwapJoker: Move[RaminoState, SwapJoker].requiring(
                play.TO_LAY_OFF, play.exchange_joker, play.list_laying(SwapJoker)
            ),
            Close: Move[RaminoState, Close].requiring(play.TO_CLOSE, play.close_in_hand, play.list_close),
            Discard: Move[RaminoState, Discard](play.check_discard, play.discard, play.list_discards),
        }
    ),
}


ENGINE = RaminoEngine()
