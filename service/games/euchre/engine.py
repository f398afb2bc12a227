"""The Euchre rules engine: bidding, the dealer's discard, going alone, play, revokes, scoring.

A rule citation (§4.2) in comments and docstrings is a rule of docs/rules/euchre.md ("The rules,
numbered"), the digest the code follows.  One deal is a
:class:`EuchreState`; every action goes through :meth:`EuchreEngine.apply`, which checks it
completely before changing anything.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from itertools import combinations
from typing import Any, Final, cast

from ...cards import CardError
from ...engine import (
    CardHelper,
    Claim,
    DealField,
    GameEngine,
    Holdings,
    IllegalAction,
    InvalidInput,
    SeatRange,
    winning_play,
)
from ...engine.actions import Action
from ...engine.deals import DealReader
from ...engine.moves import Move, listing_of, no_refusal, phase_listing
from ...engine.reports import LegalAction, UnknownHand, reason_text
from ...engine.scoring import PointRange, Score, ScoreKind, add_points, match_end, read_scores
from ...engine.tricks import implied_tests, lacked, playable, prove_claims
from ...messages import Phrase, fault, suit_name
from .actions import (
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
from .reports import EuchreReport, EuchreSeatView, EuchreStanding
from .rules import (
    KITTY_EXCHANGED,
    LEFT_BOWER_STRENGTH,
    NO_TRUMPS,
    RIGHT_BOWER_STRENGTH,
    RULE_BOOK,
    SUITS,
    EuchreRules,
    losing_score,
)
from .scoring import (
    MAKERS_TRICKS,
    auction_points,
    blind_loner_points,
    deal_point_range,
    declaration_points,
    march_deduction,
    match_score_range,
    partnership_points,
    revoke_penalty,
    revoke_points,
    set_back_points,
    three_handed_points,
    unopposed_points,
)
from .showing import any_hand_earns, earned
from .state import EuchreState, Phase
from .table import Table, table_for
from .vocabulary import VOCABULARY
from .well_formed import DealValues, well_formed_deal

DEAL_FIELDS = (
    DealField("dealer", "seat", "The dealing seat (0 when omitted); eldest, on the dealer's left, bids first"),
    DealField("hands", "hands", "Each seat's cards as dealt (5 each, 7 three-handed), or null when unknown"),
    DealField(
        "turn_up",
        "card",
        "The card turned up after the deal (the upcard); required, except under bidding auction (bid euchre), "
        "which deals every card and turns none up",
    ),
    DealField(
        "kitty",
        "cards",
        "The cards left face down under the upcard, in the order dealt (optional; an exchange with the kitty, "
        "ace_no_face or farmers_hand, takes its last three and needs it)",
    ),
    DealField("stock", "cards", "Another name for kitty (optional; give one of the two)"),
)


class EuchreEngine(GameEngine[EuchreState, EuchreRules, EuchreReport, EuchreSeatView]):
    game_id = "euchre"
    seat_options = ("players",)
    title = "Euchre"
    summary = (
        "Trick-taking with bowers: make trump from the upcard or by calling, take 3 of 5 tricks; "
        "partnerships of four, three-handed, British with the benny, the 1844 rules, or bid euchre's auction "
        "for tricks"
    )
    rule_book = RULE_BOOK
    vocabulary = VOCABULARY
    deal_fields = DEAL_FIELDS
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

    def deck(self, rules: EuchreRules):
        return table_for(rules).deck

    def seat_count(self, rules: EuchreRules, deal: dict | None = None) -> int:
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
        """Zeros, or every side at ``count_down_from`` where scores run down to zero (§16.4)."""
        start = rules.count_down_from
        return [0 if start is None else start] * table_for(rules).sides

    def starting_pool(self, rules: EuchreRules, seats: int) -> int | None:
        """Set-back's pool (§17.2): one ante from each player («ciascuno ante»); no other euchre has one."""
        return seats if _pays_stakes(rules) else None

    # -- a deal ------------------------------------------------------------------------
    def start(self, rules: EuchreRules, deal: Any, scores: Any, *, report_breaches: bool = False) -> EuchreState:
        table = table_for(rules)
        dealer, hands, upcard, kitty = well_formed_deal(deal, table) or _read_deal(deal, table)
        if scores is None:
            scores = self.starting_scores(rules, table.seats)  # within every bound read_scores checks
        else:
            scores = read_scores(scores, table.sides, TEAM_SCORES if table.partnerships else SEAT_SCORES)
        if _match_end(scores, rules)[0]:
            raise IllegalAction("game_over", cause="scores_reach_target")
        holdings = Holdings(table.deck, hands, [card for card in (upcard, *(kitty or ())) if card is not None])
        return EuchreState(rules, scores, table, dealer, holdings, upcard, kitty, report_breaches=report_breaches)

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
            **_public_facts(state),
            "unknown_hands": _unknown_hands(state),
            "legal_actions": self.legal_actions(state),
        }

    # -- a match (sessions) ------------------------------------------------------------
    def seat_view(self, state: EuchreState, seat: int | None) -> EuchreSeatView:
        view: EuchreSeatView = {
            **_public_facts(state),
            "hand_counts": list(state.cards_left),
            "legal_actions": self.legal_actions(state) if seat is not None and seat == state.seat_to_act else [],
        }
        if seat is not None:
            view["seat"] = seat
            view["hand"] = _own_cards(state, seat)
            if seat == state.dealer and state.discarded is not None:
                view["discarded"] = state.discarded
        return view

    def deal_from_order(self, rules: EuchreRules, order: list[str], dealer: int, seats: int) -> dict:
        table = table_for(rules)
        if seats != table.seats:
            raise InvalidInput.at("seats", fault("seats_fixed", seats=table.seats))
        if sorted(order) != sorted(table.deck.full()):
            raise InvalidInput.at("order", fault("whole_deck", deck=table.deck.name))
        hands: list[list[str]] = [[] for _ in range(seats)]
        position = 0
        while position < seats * table.hand_size:  # the packets round after round until the hands are full (§3.2)
            for packet in rules.deal_packets:
                for k in range(1, seats + 1):
                    hands[(dealer + k) % seats].extend(order[position : position + packet])
                    position += packet
        if table.auction:
            return {"dealer": dealer, "hands": hands}
        return {"dealer": dealer, "hands": hands, "turn_up": order[position], "kitty": list(order[position + 1 :])}

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


# -- reading a deal ------------------------------------------------------------------------
def _read_deal(deal: Any, table: Table) -> DealValues:
    """The deal's values read field by field, or InvalidInput naming every fault."""
    reader = DealReader(deal, table.deck, DEAL_FIELDS)
    dealer = reader.seat("dealer", table.seats)
    hands = reader.hands("hands", table.seats, [table.hand_size] * table.seats)
    upcard = _read_upcard(reader, table)
    kitty = _read_kitty(reader, table)
    reader.finish()
    return dealer, hands, upcard, kitty


def _read_upcard(reader: DealReader, table: Table) -> str | None:
    """The upcard: required by the order-up deal, absent from an auction's, which deals every card (§16.1)."""
    if table.auction:
        for name in ("turn_up", "kitty", "stock"):
            if reader.has(name):
                reader.errors.setdefault(f"deal.{name}", []).append(fault("auction_deals_all"))
        return None
    if not reader.has("turn_up"):
        reader.errors.setdefault("deal.turn_up", []).append(fault("missing"))
    return reader.card("turn_up")


def _read_kitty(reader: DealReader, table: Table) -> list[str] | None:
    """The kitty in the order dealt, or None when the deal does not give it."""
    if table.auction:
        return None
    if reader.has("kitty") and reader.has("stock"):
        reader.errors.setdefault("deal.stock", []).append(fault("kitty_or_stock"))
        return None
    name = "stock" if reader.has("stock") else "kitty"
    kitty = reader.cards(name)
    if kitty is None:
        return None
    if len(kitty) != table.kitty_size:
        reader.errors.setdefault(f"deal.{name}", []).append(
            fault("kitty_size", size=table.kitty_size, count=len(kitty))
        )
    return kitty


TEAM_SCORES, SEAT_SCORES = ScoreKind(per="team"), ScoreKind()
"""The match score: per team in partnerships, per seat three-handed."""


def _match_end(scores: Sequence[Score], rules: EuchreRules) -> tuple[bool, int | None]:
    """§8: a side at or above ``points_to_win`` after a deal wins; equal highest totals play another deal.
    §16.4: after an auction a side at or below the losing score loses, the higher total winning; counting
    down, a side at zero or below wins, the lowest if several; equal lowest play on."""
    if rules.count_down_from is not None:
        return match_end(scores, min(scores) <= 0, lowest=True, tie_plays_on=True)
    floor = losing_score(rules)
    fallen = floor is not None and min(scores) <= floor
    return match_end(scores, max(scores) >= rules.points_to_win or fallen, tie_plays_on=True)


# -- bidding (§4) ----------------------------------------------------------------------------
def _alone_choices(state: EuchreState, seat: int, ordering_up: bool) -> tuple[bool, ...]:
    """The ``alone`` values a bid may carry (§4.5, §6.1): both, only true (the Canadian loner's
    order_up), or only false (three-handed, everyone already plays alone)."""
    if not state.table.partnerships:
        return (False,)
    if ordering_up and state.rules.canadian_loner and seat == (state.dealer + 2) % 4:
        return (True,)
    return (False, True)


def _with_alone(entry: LegalAction, choices: tuple[bool, ...]) -> list[LegalAction]:
    """A listed action with each ``alone`` value the seat may choose - or without the field where it has no
    choice but the default (``False``: nobody goes alone there), as a field is listed only where the player
    chooses it: a bid each for himself, the dealer's discard but after an assist that was not alone."""
    if choices == (False,):
        return [entry]
    return [{**entry, "alone": alone} for alone in choices]


def _check_alone(state: EuchreState, seat: int, alone: bool, ordering_up: bool) -> None:
    if alone in _alone_choices(state, seat, ordering_up):
        return
    if alone:
        raise IllegalAction("no_going_alone", cause="each_for_himself")
    raise IllegalAction("must_go_alone")


def _may_call(state: EuchreState, suit: str) -> bool:
    """§4.3: a call names any suit but the one turned down (a blind call, §4.6, any suit)."""
    return not state.turned_down or suit != state.upcard_suit


def _dealer_stuck(state: EuchreState, seat: int) -> bool:
    """§4.4 ``stick_the_dealer``: the last to speak (the dealer, §15.3) may not pass in round 2."""
    return seat == state.last_to_speak and state.rules.stick_the_dealer


def _refuse_blind_call(state: EuchreState, seat: int, action: Pass | OrderUp) -> None:
    """§4.6: with the benny turned up nobody passes or orders up: the dealer calls."""
    if state.blind_call:
        raise IllegalAction("blind_call")


def _pass_round_1(state: EuchreState, seat: int, action: Pass) -> None:
    if seat == state.last_to_speak:
        state.turned_down = True
        state.phase = Phase.BIDDING_ROUND_2
        state.seat_to_act = state.first_to_speak
    else:
        state.seat_to_act = (seat + 1) % state.table.seats


def _list_pass_round_1(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if state.blind_call else [{"seat": seat, "type": "pass"}]


def _check_order_up(state: EuchreState, seat: int, action: OrderUp) -> None:
    _refuse_blind_call(state, seat, action)
    _check_alone(state, seat, action.get("alone", False), ordering_up=True)
    _check_making_trump(state, seat, state.upcard_suit)


def _order_up(state: EuchreState, seat: int, action: OrderUp) -> None:
    alone = action.get("alone", False)
    _note_bid(state, seat)
    state.partner_ordered_up = state.table.partnerships and seat == (state.dealer + 2) % 4
    state.assisted = state.rules.assist_makes_dealer_maker and state.partner_ordered_up
    _make_trump(state, state.dealer if state.assisted else seat, state.upcard_suit, seat if alone else None)
    _pick_up(state)


def _list_order_up(state: EuchreState, seat: int) -> list[LegalAction]:
    if state.blind_call or _refused_lone_jack(state, seat, state.upcard_suit):
        return []
    return _with_alone({"seat": seat, "type": "order_up"}, _alone_choices(state, seat, True))


def _check_blind_call(state: EuchreState, seat: int, action: Call) -> None:
    if not state.blind_call:
        raise IllegalAction("wrong_phase", cause="round_1_call")
    _check_alone(state, seat, action.get("alone", False), ordering_up=False)


def _blind_call(state: EuchreState, seat: int, action: Call) -> None:
    alone = action.get("alone", False)
    _make_trump(state, seat, action["suit"], seat if alone else None)
    _pick_up(state)


def _list_blind_calls(state: EuchreState, seat: int) -> list[LegalAction]:
    return _list_calls(state, seat) if state.blind_call else []


def _check_pass_round_2(state: EuchreState, seat: int, action: Pass) -> None:
    if _dealer_stuck(state, seat):
        raise IllegalAction("dealer_must_call")


def _pass_round_2(state: EuchreState, seat: int, action: Pass) -> None:
    if seat != state.last_to_speak:
        state.seat_to_act = (seat + 1) % state.table.seats
    else:
        _finish(state, [0] * state.table.sides, "thrown_in")


def _list_pass_round_2(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if _dealer_stuck(state, seat) else [{"seat": seat, "type": "pass"}]


def _check_call_round_2(state: EuchreState, seat: int, action: Call) -> None:
    suit = action["suit"]
    if not _may_call(state, suit):
        raise IllegalAction("suit_turned_down", suit=suit_name(suit))
    _check_alone(state, seat, action.get("alone", False), ordering_up=False)
    _check_making_trump(state, seat, suit)


def _call_round_2(state: EuchreState, seat: int, action: Call) -> None:
    alone = action.get("alone", False)
    _note_bid(state, seat)
    _make_trump(state, seat, action["suit"], seat if alone else None)
    _after_trump_fixed(state)


def _list_calls(state: EuchreState, seat: int) -> list[LegalAction]:
    choices = _alone_choices(state, seat, False)
    return [
        entry
        for suit in SUITS
        if _may_call(state, suit) and not _refused_lone_jack(state, seat, suit)
        for entry in _with_alone({"seat": seat, "type": "call", "suit": suit}, choices)
    ]


# -- the auction (§16) -----------------------------------------------------------------------
def _lowest_bid(state: EuchreState) -> int:
    """§16.1: one trick more than the highest bid so far; one trick when nobody has bid."""
    return 1 if state.contract is None else state.contract + 1


def _check_bid(state: EuchreState, seat: int, action: Bid) -> None:
    tricks, lowest, highest = action["tricks"], _lowest_bid(state), state.table.hand_size
    if not lowest <= tricks <= highest:
        raise IllegalAction("bid_out_of_range", tricks=tricks, lowest=lowest, highest=highest)


def _bid(state: EuchreState, seat: int, action: Bid) -> None:
    state.contract, state.high_bidder, state.passes_in_a_row = action["tricks"], seat, 0
    _next_bidder(state, seat)


def _list_bids(state: EuchreState, seat: int) -> list[LegalAction]:
    return [
        {"seat": seat, "type": "bid", "tricks": tricks}
        for tricks in range(_lowest_bid(state), state.table.hand_size + 1)
    ]


def _dealer_stuck_with_bid(state: EuchreState, seat: int) -> bool:
    """§16.1 ``stick_the_dealer``: the last to speak may not pass when nobody has bid."""
    return state.rules.stick_the_dealer and state.contract is None and seat == state.last_to_speak


def _check_pass_auction(state: EuchreState, seat: int, action: Pass) -> None:
    if _dealer_stuck_with_bid(state, seat):
        raise IllegalAction("dealer_must_bid")


def _pass_auction(state: EuchreState, seat: int, action: Pass) -> None:
    state.passes_in_a_row += 1
    _next_bidder(state, seat)


def _list_pass_auction(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if _dealer_stuck_with_bid(state, seat) else [{"seat": seat, "type": "pass"}]


def _next_bidder(state: EuchreState, seat: int) -> None:
    """§16.1: the auction ends after the last to speak (``auction_rounds: one``), or once every other seat
    passed the highest bid, or every seat passed with no bid (``until_passed``); with no bid the deal is
    thrown in, else the high bidder names trump."""
    seats = state.table.seats
    if state.rules.auction_rounds == "one":
        over = seat == state.last_to_speak
    else:
        over = state.passes_in_a_row == (seats if state.contract is None else seats - 1)
    if not over:
        state.seat_to_act = (seat + 1) % seats
    elif state.high_bidder is None:
        _finish(state, [0] * state.table.sides, "thrown_in")
    else:
        state.phase, state.seat_to_act = Phase.NAME_TRUMP, state.high_bidder


def _check_name_trump(state: EuchreState, seat: int, action: NameTrump) -> None:
    trump = action["trump"]
    if trump not in SUITS and trump not in NO_TRUMPS[state.rules.no_trump]:
        raise IllegalAction("no_trump_not_allowed", trump=trump)


def _name_trump(state: EuchreState, seat: int, action: NameTrump) -> None:
    """The high bidder is the maker (§16.2)."""
    _make_trump(state, seat, action["trump"], None)
    _after_trump_fixed(state)


def _list_trumps(state: EuchreState, seat: int) -> list[LegalAction]:
    return [
        {"seat": seat, "type": "name_trump", "trump": trump} for trump in (*SUITS, *NO_TRUMPS[state.rules.no_trump])
    ]


# -- staying in, throwing the hand in, "I declare" (§16.3, §17.1, §17.3) ------------------------
def _ask_who_stays(state: EuchreState) -> None:
    """Counting down, each other seat from the maker's left says whether it stays in; then the maker, where
    he may declare."""
    seats, maker = state.table.seats, state.maker_seat
    state.to_stay_or_drop = [(maker + k) % seats for k in range(1, seats)]
    if state.rules.declare_march:
        state.to_stay_or_drop.append(maker)
    state.phase, state.seat_to_act = Phase.STAY_OR_DROP, state.to_stay_or_drop.pop(0)


def _stay(state: EuchreState, seat: int, action: Stay) -> None:
    _ask_next_to_stay(state)


def _check_drop_out(state: EuchreState, seat: int, action: Pass) -> None:
    if seat == state.maker:
        raise IllegalAction("maker_must_play", seat=seat)


def _drop_out(state: EuchreState, seat: int, action: Pass) -> None:
    """The seat drops out (§16.3) or throws its hand in (§17.1): it plays no card this deal and scores nothing.
    The last other seat to do so leaves the maker unopposed: the deal ends unplayed (``unopposed_maker``)."""
    state.active[seat] = False
    maker = state.maker_seat
    if any(state.active[s] for s in range(state.table.seats) if s != maker):
        _ask_next_to_stay(state)
        return
    table, undertaken = state.table, MAKERS_TRICKS if state.contract is None else state.contract
    _finish(state, unopposed_points(maker, undertaken, table.hand_size, table.sides, state.rules), "unopposed")


def _list_drop_out(state: EuchreState, seat: int) -> list[LegalAction]:
    return [] if seat == state.maker else [{"seat": seat, "type": "pass"}]


def _check_declare(state: EuchreState, seat: int, action: Declare) -> None:
    if not state.rules.declare_march:
        raise IllegalAction("no_declaring")


def _declare(state: EuchreState, seat: int, action: Declare) -> None:
    """§17.3: the declarer will lead; nobody else is asked, every seat still in plays."""
    state.declarer = seat
    state.to_stay_or_drop = []
    _ask_next_to_stay(state)


def _list_declare(state: EuchreState, seat: int) -> list[LegalAction]:
    return [{"seat": seat, "type": "declare"}] if state.rules.declare_march else []


def _ask_next_to_stay(state: EuchreState) -> None:
    if state.to_stay_or_drop:
        state.seat_to_act = state.to_stay_or_drop.pop(0)
    else:
        _before_play(state)


# -- the blind loner (§15.6) ---------------------------------------------------------------
def _decline_blind_loner(state: EuchreState, seat: int, action: Pass) -> None:
    state.phase = Phase.BIDDING_ROUND_1
    state.seat_to_act = state.first_to_speak


def _go_alone_blind(state: EuchreState, seat: int, action: BlindLoner) -> None:
    """The dealer makes the jack's suit trump and plays alone, then takes the jack up and discards."""
    state.blind_loner = True
    _make_trump(state, seat, state.upcard_suit, seat)
    _pick_up(state)


# -- the making-trump rule (§15.1) ----------------------------------------------------------
def _bound_by_making_trump_rule(state: EuchreState, seat: int) -> bool:
    """§15.1: ``making_trump_rule`` binds every bidder (all) or the dealer only; never a blind call
    nor a stuck dealer, who must call."""
    option = state.rules.making_trump_rule
    if option == "off" or state.blind_call or (state.phase == Phase.BIDDING_ROUND_2 and _dealer_stuck(state, seat)):
        return False
    return option == "all" or seat == state.dealer


def _cards_at_bid(state: EuchreState, seat: int) -> list[str] | None:
    """The bidder's cards as he makes trump: his hand, and the upcard a round-1 dealer takes up; None if unknown."""
    hand = state.holdings.hands[seat]
    if hand is None:
        return None
    taking_up = seat == state.dealer and state.phase == Phase.BIDDING_ROUND_1
    return [*hand, state.turned_card] if taking_up else list(hand)


def _lone_jack(state: EuchreState, suit: str, cards: list[str]) -> str | None:
    """The bower that is the only trump of ``suit`` among ``cards``, if it is (§15.1)."""
    order = state.table.orders[suit]
    trumps = [card for card in cards if order.suit_of[card] == suit]
    lone = len(trumps) == 1 and order.strength[trumps[0]] in (RIGHT_BOWER_STRENGTH, LEFT_BOWER_STRENGTH)
    return trumps[0] if lone else None


def _refused_lone_jack(state: EuchreState, seat: int, suit: str) -> str | None:
    """§15.1: the jack a known hand would make ``suit`` trump with as its only trump, refused unless
    breaches are reported: the check of a bid, and the listing of bids."""
    if state.report_breaches or not _bound_by_making_trump_rule(state, seat):
        return None
    cards = _cards_at_bid(state, seat)
    return None if cards is None else _lone_jack(state, suit, cards)


def _check_making_trump(state: EuchreState, seat: int, suit: str) -> None:
    jack = _refused_lone_jack(state, seat, suit)
    if jack is not None:
        raise IllegalAction("making_trump_rule", seat=seat, suit=suit_name(suit), card=jack)


def _note_bid(state: EuchreState, seat: int) -> None:
    """The bid the making-trump rule binds, kept to judge at the end of the deal."""
    if _bound_by_making_trump_rule(state, seat):
        state.bidder, state.bid_index, state.bid_cards = seat, state.action_index, _cards_at_bid(state, seat)


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
    jack = None if cards is None else _lone_jack(state, trump, cards)
    if jack is None:
        return
    side = state.table.side(seat)
    penalty = revoke_penalty(side, state.table.sides, state.someone_alone, state.rules)
    facts = {"seat": seat, "suit": suit_name(trump), "card": jack}
    detail = Phrase("making_trump_rule", facts)
    state.record_violation("making_trump_rule", detail, {"points": penalty}, action_index=state.bid_index, **facts)
    state.revoking_sides.add(side)


def _make_trump(state: EuchreState, maker: int, trump: str, lone: int | None) -> None:
    """Trump is fixed and ``maker`` holds the contract; ``lone``, if any, plays it alone (§4, §6.1)."""
    state.trump = trump
    state.order = state.table.orders[trump]
    state.trump_suit = state.order.trump_suit
    state.maker = maker
    if lone is not None:
        _go_alone(state, lone)


def _go_alone(state: EuchreState, seat: int) -> None:
    """One of the makers plays alone: usually the maker, after an assist the assister or the dealer."""
    state.lone_maker = seat
    state.active[(seat + 2) % 4] = False


def _pick_up(state: EuchreState) -> None:
    """The upcard joins the dealer's hand; the dealer discards next (§5)."""
    dealer = state.dealer
    state.holdings.give(dealer, state.turned_card, seen=True)
    state.upcard_in_hand = True
    state.cards_left[dealer] += 1
    state.phase = Phase.DISCARD
    state.seat_to_act = dealer


# -- the dealer's discard (§5) ---------------------------------------------------------------
def _may_discard(state: EuchreState, card: str) -> bool:
    """§5.2: any card but the upcard just picked up, unless ``dealer_may_discard_upcard``."""
    return card != state.upcard or state.rules.dealer_may_discard_upcard


def _discard_alone_choices(state: EuchreState) -> tuple[bool, ...]:
    """After an assist the dealer is the maker and may still go alone, saying so with the discard
    (docs/rules/euchre.md: Dick 1866; laws 93 and 96) - unless the assister already went alone."""
    return (False, True) if state.assisted and state.lone_maker is None else (False,)


def _check_discard(state: EuchreState, seat: int, action: Discard) -> None:
    card = action["card"]
    if not _may_discard(state, card):
        raise IllegalAction("cannot_discard_upcard")
    if action.get("alone", False) not in _discard_alone_choices(state):
        raise IllegalAction("no_going_alone", cause="discard_without_assist")
    _check_holds(state, seat, card)


def _discard(state: EuchreState, seat: int, action: Discard) -> None:
    card = action["card"]
    _remove(state, seat, card)
    state.discarded = card
    if action.get("alone", False):
        _go_alone(state, seat)
    _after_trump_fixed(state)


def _list_discards(state: EuchreState, seat: int) -> list[LegalAction]:
    choices = _discard_alone_choices(state)
    return [
        entry
        for card in _cards_held(state, seat)
        if _may_discard(state, card)
        for entry in _with_alone({"seat": seat, "type": "discard", "card": card}, choices)
    ]


# -- going alone (§6) -------------------------------------------------------------------------
def _after_trump_fixed(state: EuchreState) -> None:
    if state.rules.count_down_from is not None:
        _ask_who_stays(state)
        return
    option = state.rules.defend_alone
    if option == "any" or (option == "vs_loner" and state.maker_alone):
        makers = state.table.side(state.maker_seat)
        state.defenders_to_ask = [s for s in state.seats_from_eldest() if state.table.side(s) != makers]
        state.phase = Phase.DEFEND_ALONE
        state.seat_to_act = state.defenders_to_ask.pop(0)
    else:
        _before_play(state)


def _pass_defending(state: EuchreState, seat: int, action: Pass) -> None:
    if state.defenders_to_ask:
        state.seat_to_act = state.defenders_to_ask.pop(0)
    else:
        _before_play(state)


def _defend_alone(state: EuchreState, seat: int, action: DefendAlone) -> None:
    state.lone_defender = seat
    state.active[(seat + 2) % 4] = False
    state.defenders_to_ask = []
    _before_play(state)


# -- hands shown before the first lead (§15.7) --------------------------------------------------------
def _show_choices(state: EuchreState, seat: int) -> tuple[str, ...]:
    """What the seat's known hand earns if shown now: an exchange (while the kitty is known and not yet
    exchanged) and/or a redeal; an unknown hand is not asked (the referee judges a hand it sees)."""
    hand = state.holdings.hands[seat]
    if hand is None:
        return ()
    exchange_open = state.kitty is not None and not state.kitty_exchanged
    return tuple(c for c in earned(state.rules, hand.elements()) if c != "exchange" or exchange_open)


def _before_play(state: EuchreState) -> None:
    """Each active seat from eldest whose hand earns something is asked, then play begins."""
    if any_hand_earns(state.rules):
        state.to_show = [s for s in state.seats_from_eldest() if state.active[s]]
    _ask_next_shower(state)


def _ask_next_shower(state: EuchreState) -> None:
    while state.to_show:
        seat = state.to_show.pop(0)
        if _show_choices(state, seat):
            state.phase = Phase.SHOW_HAND
            state.seat_to_act = seat
            return
    _start_play(state)


def _keep_hand(state: EuchreState, seat: int, action: Pass) -> None:
    _ask_next_shower(state)


def _show(state: EuchreState, seat: int) -> None:
    state.shown.append({"seat": seat, "cards": _own_cards(state, seat)})


def _check_exchange(state: EuchreState, seat: int, action: Exchange) -> None:
    if "exchange" not in _show_choices(state, seat):
        if state.kitty is None:
            raise IllegalAction("no_exchange", cause="kitty_unknown")
        if state.kitty_exchanged:
            raise IllegalAction("no_exchange", cause="kitty_taken")
        raise IllegalAction("no_exchange", seat=seat)
    cards = action["cards"]
    if len(cards) != KITTY_EXCHANGED or len(set(cards)) != KITTY_EXCHANGED:
        raise IllegalAction("exchange_three", count=len(set(cards)))
    for card in cards:
        _check_holds(state, seat, card)


def _exchange(state: EuchreState, seat: int, action: Exchange) -> None:
    """The hand is shown; three of its cards go face down under the kitty, its last three join the hand."""
    assert state.kitty is not None  # the check refused an exchange without the kitty
    _show(state, seat)
    given, taken = action["cards"], state.kitty[-KITTY_EXCHANGED:]
    for card in given:
        _remove(state, seat, card)
    for card in taken:
        state.holdings.give(seat, card, seen=True)
        state.cards_left[seat] += 1
    state.kitty = state.kitty[:-KITTY_EXCHANGED] + given
    state.kitty_exchanged = True
    _ask_next_shower(state)


def _list_exchanges(state: EuchreState, seat: int) -> list[LegalAction]:
    if "exchange" not in _show_choices(state, seat):
        return []
    return [
        {"seat": seat, "type": "exchange", "cards": list(cards)}
        for cards in combinations(_cards_held(state, seat), KITTY_EXCHANGED)
    ]


def _check_redeal(state: EuchreState, seat: int, action: Redeal) -> None:
    if "redeal" not in _show_choices(state, seat):
        raise IllegalAction("no_redeal", seat=seat)


def _redeal(state: EuchreState, seat: int, action: Redeal) -> None:
    """Ace-no-face shown: the deal is void and the same dealer deals again (``next_dealer``)."""
    _show(state, seat)
    _finish(state, [0] * state.table.sides, "redeal")


def _list_redeal(state: EuchreState, seat: int) -> list[LegalAction]:
    return [{"seat": seat, "type": "redeal"}] if "redeal" in _show_choices(state, seat) else []


# -- play (§7) ----------------------------------------------------------------------------------
def _start_play(state: EuchreState) -> None:
    seats, active = state.table.seats, state.active
    state.next_active = [
        next(t % seats for t in range(s + 1, s + seats + 1) if active[t % seats]) for s in range(seats)
    ]
    state.players_in_trick = active.count(True)
    state.phase = Phase.PLAY
    state.seat_to_act = _first_leader(state)


def _first_leader(state: EuchreState) -> int:
    """Eldest, or the next active seat; left of a lone maker under ``left_of_loner`` (§7.1, §12.1); the
    maker after an auction (§16.2)."""
    if state.declarer is not None:
        return state.declarer  # §17.3
    if state.table.auction:
        return state.maker_seat
    if state.lone_maker is not None and state.rules.loner_lead == "left_of_loner":
        left = (state.lone_maker + 1) % 4
        return left if state.active[left] or state.lone_defender is None else state.lone_defender
    eldest = state.eldest
    return eldest if state.active[eldest] else state.next_active[eldest]


def _playable(state: EuchreState, seat: int, cards: list[str]) -> list[str]:
    """The cards among ``cards`` that the follow duty (§7.2) lets the seat play, as far as the cards
    it surely holds tell - a known hand, or in a hidden one the upcard the dealer picked up (a
    hidden hand's failure to follow waits for proof, §9): the listing of plays, and the check of one."""
    trick = state.tricks.open
    if trick is None:
        return cards
    hand = state.holdings.hands[seat]
    known: Collection[str] = hand if hand is not None else _upcard_held(state, seat)
    return playable(state.trump_order.law, cards, known, trick.plays[0][1], state.trump_suit)


def _may_play(state: EuchreState, seat: int) -> list[str]:
    """The cards the seat to act may play (:func:`_playable` of every card it may hold), worked out
    once a turn: the listing of plays lists them, and the check of a play looks its card up."""
    cards = state.may_play
    if cards is None:
        cards = state.may_play = _playable(state, seat, _cards_held(state, seat))
    return cards


def _may_play_card(state: EuchreState, seat: int, card: str) -> bool:
    """Whether a known hand may play ``card`` now: looked up among the turn's playable cards once they are
    worked out (a client that asked for the legal actions), else :func:`_playable` of that one card."""
    cards = state.may_play
    if cards is not None:
        return card in cards
    hand = state.holdings.hands[seat]
    return hand is not None and hand.get(card, 0) > 0 and bool(_playable(state, seat, [card]))


def _check_play(state: EuchreState, seat: int, action: Play) -> None:
    """A card the seat may hold; from a known hand, one that follows suit (reported instead when
    breaches are)."""
    card = action["card"]
    if state.holdings.hands[seat] is not None and _may_play_card(state, seat, card):
        return
    _check_holds(state, seat, card)
    if state.report_breaches or state.holdings.hands[seat] is None:
        return
    trick_number = len(state.tricks)
    led = suit_name(_led_suit(state))
    raise IllegalAction("must_follow_suit", seat=seat, card=card, trick_number=trick_number, led=led)


def _play(state: EuchreState, seat: int, action: Play) -> None:
    card = action["card"]
    if state.holdings.hands[seat] is None:
        _hidden_hand_revokes(state, seat, card)
    elif state.report_breaches and not _may_play_card(state, seat, card):  # refused by the check otherwise
        _revoke(state, seat, card, _led_suit(state), len(state.tricks) - 1, state.record_violation)
    state.may_play = None  # the turn passes
    _remove(state, seat, card)
    trick = state.tricks.play(seat, card)
    if len(trick.plays) < state.players_in_trick:
        state.seat_to_act = state.next_active[seat]
        return
    order = state.trump_order
    winner = winning_play(trick.plays, state.trump_suit, order.suit_of.__getitem__, order.strength)
    state.tricks.close(winner)
    state.tricks_won[winner] += 1
    if len(state.tricks) == state.table.hand_size:
        _score_deal(state)
    else:
        state.seat_to_act = winner  # the next trick is listed when the winner leads it


def _led_suit(state: EuchreState) -> str:
    """The effective suit led to the open trick."""
    return state.trump_order.suit_of[state.tricks[-1].plays[0][1]]


def _list_plays(state: EuchreState, seat: int) -> list[LegalAction]:
    """Each play the seat may make, as its table lists it (entries made once, shared by every listing)."""
    entries = state.table.plays[seat]
    return [entries[card] for card in _may_play(state, seat)]


def _check_holds(state: EuchreState, seat: int, card: str) -> None:
    holdings = state.holdings
    hand = holdings.hands[seat]
    if hand is not None:
        if not hand[card]:
            raise IllegalAction("card_not_in_hand", seat=seat, card=card)
    elif not _holds_upcard(state, seat, card):
        if not holdings.is_unseen(card):
            raise IllegalAction("card_already_seen", card=card)
        if not _unknown_cards_left(state, seat):
            raise IllegalAction("card_not_in_hand", cause="upcard_picked_up", seat=seat, upcard=state.turned_card)


def _cards_held(state: EuchreState, seat: int) -> list[str]:
    """A known hand's cards; for a hidden hand, every card it could still hold (what
    :func:`_check_holds` lets it play)."""
    hand = state.holdings.hands[seat]
    if hand is not None:
        return list(hand)
    cards = state.holdings.unseen() if _unknown_cards_left(state, seat) else []
    cards += _upcard_held(state, seat)
    return cards


def _unknown_cards_left(state: EuchreState, seat: int) -> int:
    """How many of a hidden hand's cards are unknown: its count less the upcard it is known to hold."""
    return state.cards_left[seat] - len(_upcard_held(state, seat))


def _holds_upcard(state: EuchreState, seat: int, card: str) -> bool:
    """The dealer is known to hold the upcard picked up, until it is played or discarded."""
    return state.upcard_in_hand and seat == state.dealer and card == state.upcard


def _upcard_held(state: EuchreState, seat: int) -> list[str]:
    """The upcard, if the seat is the dealer known to hold it (:func:`_holds_upcard`); else nothing."""
    return [state.turned_card] if state.upcard_in_hand and seat == state.dealer else []


def _remove(state: EuchreState, seat: int, card: str) -> None:
    state.cards_left[seat] -= 1
    if _holds_upcard(state, seat, card):
        state.upcard_in_hand = False
        if state.holdings.hands[seat] is None:
            return
    state.holdings.take(seat, card)


# -- revokes (§9) ---------------------------------------------------------------------------------
def _revoke_detail(seat: int, card: str, trick: int, led: str) -> Phrase:
    return Phrase("must_follow_suit", {"seat": seat, "card": card, "trick_number": trick + 1, "led": suit_name(led)})


def _revoke(state: EuchreState, seat: int, card: str, led: str, trick: int, record: Callable, **facts: Any) -> None:
    """A proven revoke: listed with its penalty; the deal will score it instead of its tricks."""
    side = state.table.side(seat)
    penalty = revoke_penalty(side, state.table.sides, state.someone_alone, state.rules)
    detail = _revoke_detail(seat, card, trick, led)
    record("must_follow_suit", detail, {"points": penalty}, seat=seat, trick=trick, card=card, **facts)
    state.revoking_sides.add(side)


def _hidden_hand_revokes(state: EuchreState, seat: int, card: str) -> None:
    """A hidden hand's revoke is proven by a later play of the suit it did not follow, or at once by
    the upcard of that suit it is known to hold (engine/tricks.py: claims)."""
    law = state.trump_order.law
    for claim, _rule, proof in prove_claims(law, state.claims[seat], (card,)):
        led = claim.tests[0][1]
        trick_index, failed = cast(int, claim.facts["trick"]), cast(str, claim.facts["card"])
        _revoke(
            state,
            seat,
            failed,
            led,
            trick_index,
            state.record_violation,
            action_index=claim.action_index,
            proven_by=proof,
        )
    trick = state.tricks.open
    if trick is None:
        return
    tests = implied_tests(law, card, trick.plays[0][1], state.trump_suit)
    if not tests:
        return
    index = len(state.tricks) - 1
    if _playable(state, seat, [card]):
        state.claims[seat].append(Claim(state.action_index, tests, card=card, trick=index))
    else:
        _revoke(state, seat, card, tests[0][1], index, state.record_violation, proven_by=state.turned_card)


# -- scoring (§8, §10) ------------------------------------------------------------------------------
def _score_deal(state: EuchreState) -> None:
    table = state.table
    _making_trump_breach(state)
    if state.revoking_sides:
        points = revoke_points(state.revoking_sides, table.sides, state.someone_alone, state.rules)
        _finish(state, points, "revoke")
    elif table.auction:
        assert state.contract is not None  # play follows a bid (§16.2)
        tricks = _tricks_by_side(state)
        _finish(state, *auction_points(table.side(state.maker_seat), state.contract, tricks, state.active, state.rules))
    elif state.declarer is not None:
        marched = state.tricks_won[state.declarer] == table.hand_size
        _finish(state, *declaration_points(state.declarer, marched, state.scores))
    elif state.rules.count_down_from is not None:
        _finish(state, *set_back_points(state.maker_seat, state.tricks_won, state.active, state.rules))
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
            _finish(state, points, reason)
    else:
        _finish(state, *three_handed_points(state.maker_seat, state.tricks_won))


def _choose_march(state: EuchreState, points: list[int]) -> None:
    """§15.6: the makers' active seat says how the march is taken."""
    state.march_points = points
    state.phase = Phase.MARCH
    state.seat_to_act = state.maker_seat if state.lone_maker is None else state.lone_maker


def _take_march(state: EuchreState, seat: int, action: March) -> None:
    """The march's points to the makers, or (``deduct``) two or four off the opponents (§15.6)."""
    points = state.march_points
    if action.get("deduct", False):
        deducted = march_deduction(state.maker_alone)
        points = [0 if gain else -deducted for gain in points]
    _finish(state, points, "march")


def _list_march_choices(state: EuchreState, seat: int) -> list[LegalAction]:
    return [{"seat": seat, "type": "march", "deduct": deduct} for deduct in (False, True)]


def _finish(state: EuchreState, points: list[int], reason: str, stakes: list[int] | None = None) -> None:
    """The deal is over: its points scored, with the stakes paid into the pool (set-back, §17.2)."""
    state.phase = Phase.OVER
    state.seat_to_act = None
    state.scores = add_points(state.scores, points)
    state.game_over, state.winner = _match_end(state.scores, state.rules)
    state.deal_result = {
        "points": points,
        "reason": reason,
        "reason_text": _reason_text(reason, state.maker, state.table.partnerships),
        "tricks_won": _tricks_by_side(state),
        "maker": state.maker,
    }
    if _pays_stakes(state.rules):
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


def _pays_stakes(rules: EuchreRules) -> bool:
    """Set-back (§17.2): a match with a pool, which a euchred maker pays a stake into."""
    return rules.count_down_from is not None and not table_for(rules).auction


def _tricks_by_side(state: EuchreState) -> list[int]:
    won = state.tricks_won
    return [won[0] + won[2], won[1] + won[3]] if state.table.partnerships else list(won)


# -- the moves: phase -> action type -> (check, apply, listing); none once the deal is over ---------
def _take_or_pass(
    kind: str,
    take: Callable[[EuchreState, int, BlindLoner], None] | Callable[[EuchreState, int, DefendAlone], None],
    decline: Callable[[EuchreState, int, Pass], None],
) -> dict[str, Move[EuchreState, Any]]:
    """A phase of one choice without fields, which the seat to act takes (``kind``) or passes: the blind
    loner (§15.6), defending alone (§6.2)."""
    return {
        "pass": Move[EuchreState, Pass](no_refusal, decline, listing_of("pass")),
        kind: Move[EuchreState, Any](no_refusal, take, listing_of(kind)),
    }


MOVES: Final[dict[Phase, dict[str, Move[EuchreState, Any]]]] = {
    Phase.BLIND_LONER: _take_or_pass("blind_loner", _go_alone_blind, _decline_blind_loner),
    Phase.BIDDING_ROUND_1: {
        "pass": Move[EuchreState, Pass](_refuse_blind_call, _pass_round_1, _list_pass_round_1),
        "order_up": Move[EuchreState, OrderUp](_check_order_up, _order_up, _list_order_up),
        "call": Move[EuchreState, Call](_check_blind_call, _blind_call, _list_blind_calls),
    },
    Phase.BIDDING_ROUND_2: {
        "pass": Move[EuchreState, Pass](_check_pass_round_2, _pass_round_2, _list_pass_round_2),
        "call": Move[EuchreState, Call](_check_call_round_2, _call_round_2, _list_calls),
    },
    Phase.DISCARD: {"discard": Move[EuchreState, Discard](_check_discard, _discard, _list_discards)},
    Phase.DEFEND_ALONE: _take_or_pass("defend_alone", _defend_alone, _pass_defending),
    Phase.SHOW_HAND: {
        "pass": Move[EuchreState, Pass](no_refusal, _keep_hand, listing_of("pass")),
        "exchange": Move[EuchreState, Exchange](_check_exchange, _exchange, _list_exchanges),
        "redeal": Move[EuchreState, Redeal](_check_redeal, _redeal, _list_redeal),
    },
    Phase.PLAY: {"play": Move[EuchreState, Play](_check_play, _play, _list_plays)},
    Phase.MARCH: {"march": Move[EuchreState, March](no_refusal, _take_march, _list_march_choices)},
    # the auction (§16)
    Phase.AUCTION: {
        "bid": Move[EuchreState, Bid](_check_bid, _bid, _list_bids),
        "pass": Move[EuchreState, Pass](_check_pass_auction, _pass_auction, _list_pass_auction),
    },
    Phase.NAME_TRUMP: {"name_trump": Move[EuchreState, NameTrump](_check_name_trump, _name_trump, _list_trumps)},
    Phase.STAY_OR_DROP: {
        "pass": Move[EuchreState, Pass](_check_drop_out, _drop_out, _list_drop_out),
        "stay": Move[EuchreState, Stay](no_refusal, _stay, listing_of("stay")),
        "declare": Move[EuchreState, Declare](_check_declare, _declare, _list_declare),
    },
}


LISTINGS: Final = {phase: phase_listing(moves) for phase, moves in MOVES.items()}


# -- what is shown ----------------------------------------------------------------------------------
def _public_facts(state: EuchreState) -> EuchreStanding:
    """Everything every seat may see: no hidden card, no kitty, no face-down discard."""
    maker = state.maker
    return {
        "phase": state.phase.value,
        "to_act": state.seat_to_act,
        "dealer": state.dealer,
        "upcard": state.upcard,
        "upcard_before_dealer": state.upcard_in_hand and not state.rules.upcard_into_hand,
        "blind_call": state.blind_call,
        "turned_down": state.turned_down,
        "trump": state.trump,
        "contract": state.contract,
        "maker": maker,
        "makers": None if maker is None else state.table.side(maker),
        "alone": [s for s in (state.lone_maker, state.lone_defender) if s is not None],
        "inactive": [s for s, active in enumerate(state.active) if not active],
        "tricks": [trick.as_json() for trick in state.tricks],
        "tricks_won": _tricks_by_side(state),
        "deal_result": state.deal_result,
        "scores": list(state.scores),
        "game_over": state.game_over,
        "winner": state.winner,
        "violations": list(state.violations),
        "shown": list(state.shown),
    }


def _unknown_hands(state: EuchreState) -> list[UnknownHand]:
    """The hands the history leaves unknown: their sizes, the upcard the dealer is known to hold,
    what their plays said they lacked (§9.3)."""
    return [
        {
            "seat": seat,
            "cards": state.cards_left[seat],
            "holds": _upcard_held(state, seat),
            "lacks": lacked(state.trump_order.law, state.claims[seat]) if state.claims[seat] else [],  # play only
        }
        for seat, hand in enumerate(state.holdings.hands)
        if hand is None and state.active[seat]
    ]


def _own_cards(state: EuchreState, seat: int) -> list[str]:
    cards = state.holdings.cards_of(seat)
    cards += [card for card in _upcard_held(state, seat) if card not in cards]
    return cards


ENGINE = EuchreEngine()
