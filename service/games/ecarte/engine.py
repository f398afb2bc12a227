"""The Ecarté engine: two players, five cards, exchanges, the king of trumps, five tricks.

A rule citation (§4.2) in comments and docstrings is a rule of docs/rules/ecarte.md ("The rules,
numbered"), the digest the code follows.  The option
and action descriptions, which the API serves, cite them bare: (4.3).
"""

from __future__ import annotations

from typing import Any, Final, cast

from ...cards import Deck, suit
from ...engine import DealField, GameEngine, IllegalAction, InvalidInput, SeatRange, winning_play
from ...engine.actions import Action, JsonObject
from ...engine.deals import DealForm, DealReader
from ...engine.moves import Move, by_kind, listed, listing_of, no_refusal
from ...engine.reports import LegalAction, SeatView, UnknownHand
from ...engine.scoring import PointRange, ScoreKind, read_scores
from ...engine.tricks import lacked
from ...messages import fault
from . import exchange, king, play
from .actions import VOCABULARY, Accept, DeclareKing, Exchange, Play, Propose, Refuse
from .reports import EcarteReport, EcarteSeatView, EcarteStanding
from .rules import DECKS, HAND_SIZE, PACKETS, RULE_BOOK, STOCK_SIZE, STRENGTH, TURN_UP_INDEX, EcarteRules
from .scoring import deal_point_range, match_score_range, score_king_point
from .state import REPORTED_PHASE, EcarteState, Phase

HAND_SIZES = (HAND_SIZE, HAND_SIZE)

DEAL_FIELDS: tuple[DealField, ...] = (
    DealField("dealer", "seat", "The dealer's seat (0 or 1); the other seat is the elder and acts first.", True),
    DealField("hands", "hands", "Each seat's five cards as dealt, or null when unknown."),
    DealField("turn_up", "card", "The 11th card, face up: its suit is trump, a king scores for the dealer.", True),
    DealField("stock", "cards", "The 21 undealt cards, top first (optional); draws then come from its top."),
)
DEAL_FORM = DealForm(DEAL_FIELDS)


class EcarteEngine(GameEngine[EcarteState, EcarteRules, EcarteReport, EcarteSeatView]):
    game_id = "ecarte"
    deck_options = ("deck",)
    title = "Ecarté"
    summary = (
        "Two players, 32 cards, five each: the elder may propose exchanges from the stock, the king of trumps "
        "scores a point, five tricks with a duty to overtake, follow or trump; first to 5 points."
    )
    rule_book = RULE_BOOK
    vocabulary = VOCABULARY
    trick_game = True
    untimed_actions = frozenset({"declare_king"})  # §5.2: a declaration is not a turn
    deal_fields = DEAL_FIELDS

    # -- rules and cards -------------------------------------------------------------------
    def deck(self, rules: EcarteRules) -> Deck:
        return DECKS[rules.deck]

    def seat_count(self, rules: EcarteRules, deal: JsonObject | None = None) -> int:
        return 2

    def seat_range(self, rules: EcarteRules | None) -> SeatRange:
        """A game for two, whatever the rules (§2.1)."""
        return SeatRange(2, 2)

    def score_count(self, rules: EcarteRules, seats: int) -> int:
        return 2

    def deal_points(self, rules: EcarteRules, seats: int) -> PointRange:
        return deal_point_range(rules)

    def match_scores(self, rules: EcarteRules, seats: int) -> PointRange:
        return match_score_range(rules)

    def trick_winner(self, rules: EcarteRules, trump: str | None, plays: list[tuple[int, str]]) -> int:
        if not 1 <= len(plays) <= 2:
            raise InvalidInput.at("plays", fault("ecarte_trick"))
        return winning_play(plays, trump, suit, STRENGTH[rules.deck])

    # -- a deal ----------------------------------------------------------------------------
    def start(self, rules: EcarteRules, deal: Any, scores: Any, *, report_breaches: bool = False) -> EcarteState:
        reader = DealReader(deal, self.deck(rules), DEAL_FORM)
        dealer = reader.seat("dealer", 2)
        hands = reader.hands("hands", 2, HAND_SIZES)
        turn_up = reader.card("turn_up")
        stock = reader.cards("stock")
        if stock is not None and len(stock) != STOCK_SIZE:
            reader.errors.setdefault("deal.stock", []).append(fault("stock_size", size=STOCK_SIZE, count=len(stock)))
        scores = read_scores(scores, self.score_count(rules, 2), SCORES, errors=reader.errors)
        reader.finish()
        assert turn_up is not None  # a required field: finish() refused a deal without it
        if max(scores) >= rules.target_score:
            raise IllegalAction("game_over", cause="score_reached", target_score=rules.target_score)
        state = EcarteState(
            rules, scores, report_breaches=report_breaches, dealer=dealer, hands=hands, turn_up=turn_up, stock=stock
        )
        if not exchange.can_propose(state):
            state.set_phase(Phase.PLAY, state.elder)
        state.reveal()
        if turn_up[0] == "K":  # §3.3
            score_king_point(state, dealer, "king_turn_up")
        return state

    def to_act(self, state: EcarteState) -> int | None:
        return state.seat_to_act

    def seats_at(self, state: EcarteState) -> int:
        return 2

    def move(self, state: EcarteState, seat: int, action: Action) -> None:
        move = MOVES[state.phase].get(action["type"])
        if move is None:
            raise exchange.out_of_phase(state, action["type"])
        move.check(state, seat, action)
        move.apply(state, seat, action)

    def legal_actions(self, state: EcarteState) -> list[LegalAction]:
        """Every action the seat to act may take next, in request form (docs/API.md §3).

        ``declare_king`` is listed for that seat whenever its window is open (§5.2), in any
        phase; the seat not to act may declare too, but is not listed.
        """
        moves = MOVES.get(state.phase)  # none once the deal is over
        return [] if moves is None or state.seat_to_act is None else listed(moves, state, state.seat_to_act)

    def report(self, state: EcarteState) -> EcarteReport:
        """docs/API.md §3 plus Ecarté's facts: ``turn_up``, ``stake_multiplier`` (null until the game
        is over), ``dealer``, ``elder``, ``flagged`` (§4.6), ``stock_remaining``,
        ``exchange_rounds``, ``king_declared_by`` and ``tricks_won``.

        ``deal_result`` details: ``tricks_won``, ``trick_points``, ``king_points`` (turn-up,
        declaration, or a false declaration's penalty point), ``refusal_penalty`` (§7.2 applied),
        ``flagged`` and ``revoke_penalties`` (§6.4 breaches per seat).  A revoke proven later
        carries the revoking ``action_index`` and ``proven_at``, the action that proved it.
        """
        return {
            **_where_the_deal_stands(state),
            "unknown_hands": _unknown_hands(state),
            "legal_actions": self.legal_actions(state),
        }

    # -- a match (sessions) ----------------------------------------------------------------
    def seat_view(self, state: EcarteState, seat: int | None, public: SeatView | None = None) -> EcarteSeatView:
        if public is None:
            view = cast(EcarteSeatView, _where_the_deal_stands(state))  # a fresh standing, made the seat's view here
            view["hand_sizes"] = [state.hand_size(0), state.hand_size(1)]
            view["discard_counts"] = [len(state.discards[0]), len(state.discards[1])]
        else:
            view = cast(EcarteSeatView, dict(public))
        if seat is not None:
            view["seat"] = seat
            view["hand"] = list(state.known[seat])
            view["discards"] = list(state.discards[seat])
            view["legal_actions"] = self.legal_actions(state) if seat == state.seat_to_act else []
        return view

    def deal_from_order(self, rules: EcarteRules, order: list[str], dealer: int, seats: int) -> JsonObject:
        """§3.1-§3.2: packets to the elder first, the 11th card turned up, the rest the stock."""
        if seats != 2 or len(order) != len(DECKS[rules.deck].cards):
            raise ValueError("Ecarté deals 32 cards to two seats")
        elder_positions, dealer_positions = PACKETS[rules.deal_packets]
        hands: list[list[str]] = [[], []]
        hands[1 - dealer] = [order[i] for i in elder_positions]
        hands[dealer] = [order[i] for i in dealer_positions]
        return {"dealer": dealer, "hands": hands, "turn_up": order[TURN_UP_INDEX], "stock": order[TURN_UP_INDEX + 1 :]}

    def stock_card_fields(self, action: JsonObject) -> tuple[str, ...]:
        """An exchange's ``draw`` names the cards taken from the stock."""
        return ("draw",) if action["type"] == "exchange" else ()

    def next_dealer(self, state: EcarteState) -> int:
        """§2.2: the deal alternates."""
        return state.elder


SCORES = ScoreKind(minimum=0)
"""Each seat's points toward ``target_score`` (§7.3): never below 0."""


def _where_the_deal_stands(state: EcarteState) -> EcarteStanding:
    """The public facts every answer about a deal carries (report and seat views alike)."""
    return {
        "phase": REPORTED_PHASE[state.phase],
        "to_act": state.seat_to_act,
        "trump": state.trump,
        "turn_up": state.turn_up,
        "tricks": [trick.as_json() for trick in state.tricks],
        "deal_result": state.deal_result,
        "scores": list(state.scores),
        "game_over": state.game_over,
        "winner": state.winner,
        "stake_multiplier": state.stake_multiplier,
        "violations": list(state.violations),
        "dealer": state.dealer,
        "elder": state.elder,
        "flagged": state.flagged,
        "stock_remaining": state.stock_left,
        "exchange_rounds": state.exchange_rounds,
        "king_declared_by": state.king_declared_by,
        "tricks_won": list(state.tricks_won),
    }


def _unknown_hands(state: EcarteState) -> list[UnknownHand]:
    """The hands not wholly known: their sizes, the cards known in them, what their plays said they
    lacked (§6.2-§6.4)."""
    return [
        {
            "seat": seat,
            "cards": state.hand_size(seat),
            "holds": list(state.known[seat]),
            "lacks": lacked(state.law, state.claims[seat]),
        }
        for seat in (0, 1)
        if state.hidden[seat]
    ]


# The moves: phase -> action type -> (check, apply, listing), listed in this order; none once the
# deal is over.  A declaration is not a turn (§5.2): it is open in every phase, to either seat.
_DECLARE = Move[EcarteState, DeclareKing](king.check_declaration, king.declare_king, king.list_declaration)
_EXCHANGE: dict[str, Move[EcarteState, Any]] = by_kind(
    {
        Exchange: Move[EcarteState, Exchange](exchange.check_exchange, exchange.exchange, exchange.list_exchange),
        DeclareKing: _DECLARE,
    }
)
MOVES: Final[dict[Phase, dict[str, Move[EcarteState, Any]]]] = {
    Phase.DECIDE: by_kind(
        {
            Propose: Move[EcarteState, Propose](no_refusal, exchange.propose, listing_of(Propose)),
            DeclareKing: _DECLARE,
            Play: Move[EcarteState, Play](play.check_play, play.lead_instead_of_proposing, play.list_plays),
        }
    ),
    Phase.ANSWER: by_kind(
        {
            Accept: Move[EcarteState, Accept](no_refusal, exchange.accept, listing_of(Accept)),
            Refuse: Move[EcarteState, Refuse](no_refusal, exchange.refuse, listing_of(Refuse)),
            DeclareKing: _DECLARE,
        }
    ),
    Phase.ELDER_EXCHANGE: _EXCHANGE,
    Phase.DEALER_EXCHANGE: _EXCHANGE,
    Phase.PLAY: by_kind(
        {
            DeclareKing: _DECLARE,
            Play: Move[EcarteState, Play](play.check_play, play.play, play.list_plays),
        }
    ),
}

ENGINE = EcarteEngine()
