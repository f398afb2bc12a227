"""The Euchre engine: its surface (:class:`EuchreEngine`) and its move table, each phase's rules in a module of
its own - the deal read (``deal.py``), the bidding (``bidding.py``) or the auction (``auction.py``), trump made
and going alone (``trump.py``), the dealer's discard (``discard.py``), staying in (``staying.py``), hands shown
before play (``exchange.py``), play and revokes (``play.py``), the deal's end (``settlement.py``) and the
match's (``match.py``), and what a report shows (``views.py``).

A rule citation (§4.2) in comments and docstrings is a rule of docs/rules/euchre.md ("The rules,
numbered"), the digest the code follows.  One deal is a
:class:`EuchreState`; every action goes through :meth:`EuchreEngine.apply`, which checks it
completely before changing anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, cast

from ...cards import CardError, Deck
from ...engine import CardHelper, GameEngine, IllegalAction, InvalidInput, SeatRange, winning_play
from ...engine.actions import Action, JsonObject
from ...engine.moves import Move, by_kind, listing_of, no_refusal, phase_listing
from ...engine.reports import LegalAction, SeatView
from ...engine.scoring import PointRange, Score
from ...messages import Phrase, fault
from . import auction, bidding, discard, exchange, play, settlement, staying, trump, views
from . import deal as deal_
from .actions import (
    VOCABULARY,
    Bid,
    BlindLoner,
    Call,
    Declare,
    DefendAlone,
    Discard,
    Exchange,
    March,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    Redeal,
    Stay,
)
from .first_dealer import MOST_CARDS, first_dealer
from .reports import EuchreReport, EuchreSeatView
from .rules import RULE_BOOK, EuchreRules
from .scoring import deal_point_range, match_score_range
from .state import EuchreState, Phase
from .table import table_for


class EuchreEngine(GameEngine[EuchreState, EuchreRules, EuchreReport, EuchreSeatView]):
    game_id = "euchre"
    seat_options = ("players",)
    deck_options = ("deck", "benny", "benny_card")
    title = "Euchre"
    summary = (
        "Trick-taking with bowers: make trump from the upcard or by calling, take 3 of 5 tricks; "
        "partnerships of four, three-handed, British with the benny, the 1844 rules, or bid euchre's auction "
        "for tricks"
    )
    rule_book = RULE_BOOK
    vocabulary = VOCABULARY
    deal_fields = deal_.DEAL_FIELDS
    trick_game = True
    card_helpers = (
        CardHelper(
            "first-dealer",
            "the first dealer: the seat that receives the first jack of cards dealt face up one at a time from "
            "seat 0 (and, four-handed, the next seat to receive a jack, who may be the dealer's partner)",
            "cards",
            first_dealer,
            max_cards=MOST_CARDS,
        ),
    )

    # -- rules and cards ---------------------------------------------------------------
    def resolve_rules(self, raw: Any) -> EuchreRules:
        rules = self.rule_book.resolve(raw)
        table_for(rules)  # rejects inconsistent combinations
        return rules

    def deck(self, rules: EuchreRules) -> Deck:
        return table_for(rules).deck

    def seat_count(self, rules: EuchreRules, deal: JsonObject | None = None) -> int:
        return rules.players

    def seat_range(self, rules: EuchreRules | None) -> SeatRange:
        """4 seats in partnerships, 3 three-handed: ``players`` says which."""
        return SeatRange.set_by_option(self.rule_book, rules, "players")

    def score_count(self, rules: EuchreRules, seats: int) -> int:
        return table_for(rules).sides

    def deal_points(self, rules: EuchreRules, seats: int) -> PointRange:
        return deal_point_range(rules, table_for(rules))

    def match_scores(self, rules: EuchreRules, seats: int) -> PointRange:
        return match_score_range(rules, self.deal_points(rules, seats))

    def starting_scores(self, rules: EuchreRules, seats: int) -> list[Score]:
        return deal_.starting_scores(rules)

    def starting_pool(self, rules: EuchreRules, seats: int) -> int | None:
        """Set-back's pool (§17.2): one ante from each player («ciascuno ante»); no other euchre has one."""
        return seats if settlement.pays_stakes(rules) else None

    # -- a deal ------------------------------------------------------------------------
    def start(self, rules: EuchreRules, deal: Any, scores: Any, *, report_breaches: bool = False) -> EuchreState:
        return deal_.start_deal(rules, deal, scores, report_breaches=report_breaches)

    def to_act(self, state: EuchreState) -> int | None:
        return state.seat_to_act

    def legal_actions(self, state: EuchreState) -> list[LegalAction]:
        listing = LISTINGS.get(state.phase)  # none once the deal is over
        return [] if listing is None or state.seat_to_act is None else listing(state, state.seat_to_act)

    def seats_at(self, state: EuchreState) -> int:
        return state.table.seats

    def move(self, state: EuchreState, seat: int, action: Action) -> None:
        moves = MOVES[state.phase]
        move = moves.get(action["type"])
        if move is None:
            phase = Phrase(f"euchre_phase.{state.phase}")
            raise IllegalAction("wrong_phase", phase=phase, allowed=list(moves), kind=action["type"])
        move.check(state, seat, action)
        move.apply(state, seat, action)

    def report(self, state: EuchreState) -> EuchreReport:
        return {
            **views.public_facts(state),
            "unknown_hands": views.unknown_hands(state),
            "legal_actions": self.legal_actions(state),
        }

    # -- a match (sessions) ------------------------------------------------------------
    def seat_view(self, state: EuchreState, seat: int | None, public: SeatView | None = None) -> EuchreSeatView:
        if public is None:
            view = cast(EuchreSeatView, views.public_facts(state))  # a fresh standing, made the seat's view here
            view["hand_counts"] = list(state.cards_left)
        else:
            view = cast(EuchreSeatView, dict(public))
        view["legal_actions"] = self.legal_actions(state) if seat is not None and seat == state.seat_to_act else []
        if seat is not None:
            view["seat"] = seat
            view["hand"] = play.own_cards(state, seat)
            if seat == state.dealer and state.discarded is not None:
                view["discarded"] = state.discarded
        return view

    def deal_from_order(self, rules: EuchreRules, order: list[str], dealer: int, seats: int) -> JsonObject:
        return deal_.deal_from_order(rules, order, dealer, seats)

    def next_dealer(self, state: EuchreState) -> int:
        """The seat on the dealer's left (§3.1); the same dealer after a redeal (§15.7)."""
        if state.deal_result is not None and state.deal_result["reason"] == "redeal":
            return state.dealer
        return (state.dealer + 1) % state.table.seats

    def trumps(self, rules: EuchreRules) -> tuple[str, ...]:
        """The four suits, and no trump high and low where the auction allows them (§16.2)."""
        return tuple(table_for(rules).orders)

    def trick_winner(self, rules: EuchreRules, trump: str | None, plays: list[tuple[int, str]]) -> int:
        table = table_for(rules)
        if trump not in table.orders:
            raise InvalidInput.at("trump", fault("euchre_trump", trumps=list(table.orders)))
        if not plays:
            raise InvalidInput.at("plays", fault("trick_empty"))
        cards = []
        for i, (seat, card) in enumerate(plays):
            try:
                cards.append((seat, table.deck.parse(card)))
            except CardError as exc:
                raise InvalidInput.at(f"plays.{i}.card", exc.phrase) from None
        order = table.orders[trump]
        return winning_play(cards, order.trump_suit, order.suit_of.__getitem__, order.strength)


# -- the moves: phase -> action type -> (check, apply, listing); none once the deal is over ---------
def _take_or_pass(
    kind: type[BlindLoner] | type[DefendAlone],
    take: Callable[[EuchreState, int, BlindLoner], None] | Callable[[EuchreState, int, DefendAlone], None],
    decline: Callable[[EuchreState, int, Pass], None],
) -> dict[str, Move[EuchreState, Any]]:
    """A phase of one choice without fields, which the seat to act takes (``kind``) or passes: the blind
    loner (§15.6), defending alone (§6.2)."""
    return by_kind(
        {
            Pass: Move[EuchreState, Pass](no_refusal, decline, listing_of(Pass)),
            kind: Move[EuchreState, Any](no_refusal, take, listing_of(kind)),
        }
    )


MOVES: Final[dict[Phase, dict[str, Move[EuchreState, Any]]]] = {
    Phase.BLIND_LONER: _take_or_pass(BlindLoner, bidding.go_alone_blind, bidding.decline_blind_loner),
    Phase.BIDDING_ROUND_1: by_kind(
        {
            Pass: Move[EuchreState, Pass](bidding.refuse_blind_call, bidding.pass_round_1, bidding.list_pass_round_1),
            OrderUp: Move[EuchreState, OrderUp](bidding.check_order_up, bidding.order_up, bidding.list_order_up),
            Call: Move[EuchreState, Call](bidding.check_blind_call, bidding.blind_call, bidding.list_blind_calls),
        }
    ),
    Phase.BIDDING_ROUND_2: by_kind(
        {
            Pass: Move[EuchreState, Pass](bidding.check_pass_round_2, bidding.pass_round_2, bidding.list_pass_round_2),
            Call: Move[EuchreState, Call](bidding.check_call_round_2, bidding.call_round_2, bidding.list_calls),
        }
    ),
    Phase.DISCARD: by_kind(
        {Discard: Move[EuchreState, Discard](discard.check_discard, discard.discard, discard.list_discards)}
    ),
    Phase.DEFEND_ALONE: _take_or_pass(DefendAlone, trump.defend_alone, trump.pass_defending),
    Phase.SHOW_HAND: by_kind(
        {
            Pass: Move[EuchreState, Pass](no_refusal, exchange.keep_hand, listing_of(Pass)),
            Exchange: Move[EuchreState, Exchange](exchange.check_exchange, exchange.exchange, exchange.list_exchanges),
            Redeal: Move[EuchreState, Redeal](exchange.check_redeal, exchange.redeal, exchange.list_redeal),
        }
    ),
    Phase.PLAY: by_kind({Play: Move[EuchreState, Play](play.check_play, play.play, play.list_plays)}),
    Phase.MARCH: by_kind(
        {March: Move[EuchreState, March](no_refusal, settlement.take_march, settlement.list_march_choices)}
    ),
    # the auction (§16)
    Phase.AUCTION: by_kind(
        {
            Bid: Move[EuchreState, Bid](auction.check_bid, auction.bid, auction.list_bids),
            Pass: Move[EuchreState, Pass](auction.check_pass, auction.pass_bid, auction.list_pass),
        }
    ),
    Phase.NAME_TRUMP: by_kind(
        {NameTrump: Move[EuchreState, NameTrump](auction.check_name_trump, auction.name_trump, auction.list_trumps)}
    ),
    Phase.STAY_OR_DROP: by_kind(
        {
            Pass: Move[EuchreState, Pass](staying.check_drop_out, staying.drop_out, staying.list_drop_out),
            Stay: Move[EuchreState, Stay](no_refusal, staying.stay, listing_of(Stay)),
            Declare: Move[EuchreState, Declare](staying.check_declare, staying.declare, staying.list_declare),
        }
    ),
}


LISTINGS: Final = {phase: phase_listing(moves) for phase, moves in MOVES.items()}


ENGINE = EuchreEngine()
