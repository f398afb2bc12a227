"""The Euchre rules engine: bidding, the dealer's discard, going alone, play, revokes, scoring.

The law is the digest ``rules/euchre.md``; section numbers below refer to it.  One deal is
a :class:`EuchreState`; every action goes through :meth:`EuchreEngine.apply`, which checks
it completely before changing anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...cards import SUIT_NAMES
from ...engine import (
    ActionField,
    ActionType,
    DealField,
    GameEngine,
    Holdings,
    IllegalAction,
    InvalidInput,
    Rules,
    SeatRange,
    Trick,
    Vocabulary,
    open_trick,
    play_to_trick,
    winning_play,
)
from ...engine.deals import DealReader
from ...engine.scoring import ScoreKind, add_points, match_end, read_scores
from .rules import RULE_BOOK, SUITS, Table, table_for
from .scoring import partnership_points, revoke_penalty, revoke_points, three_handed_points
from .state import EuchreState

SUIT_NAME = SUIT_NAMES["french"]

ALONE = ActionField("alone", "boolean", "Play without a partner (the partner sits out)", required=False, default=False)
CARD = ActionField("card", "card", "The card")
DEALER_ALONE = ActionField(
    "alone",
    "boolean",
    "After the partner's assist that made the dealer the maker (assist_makes_dealer_maker): the dealer plays "
    "alone, the assister sits out",
    required=False,
    default=False,
)

VOCABULARY = Vocabulary(
    (
        ActionType("pass", "Decline to make trump, or to defend alone", aliases=("passo", "passa", "rifiuto")),
        ActionType(
            "order_up",
            "Round 1: accept the upcard's suit as trump (the dealer picks it up); from the dealer's partner "
            "(the assist) with assist_makes_dealer_maker, the dealer becomes the maker",
            (ALONE,),
            aliases=("ordino", "order", "accetto", "assist", "assisto", "pick_up", "take_up", "prendo"),
        ),
        ActionType(
            "discard",
            "The dealer, holding the upcard, discards one card face down",
            (CARD, DEALER_ALONE),
            aliases=("scarto", "scarta"),
        ),
        ActionType(
            "call",
            "Round 2 (or the dealer's blind call): name the trump suit",
            (ActionField("suit", "suit", "The trump suit: S, H, D or C"), ALONE),
            aliases=("chiamo",),
        ),
        ActionType(
            "defend_alone",
            "A defender plays alone against the makers (when the rules allow)",
            aliases=("difendo da solo", "difendo_da_solo"),
        ),
        ActionType("play", "Play a card to the trick", (CARD,), aliases=("gioco", "gioca")),
    ),
    SUITS,
)

DEAL_FIELDS = (
    DealField("dealer", "seat", "The dealing seat (0 when omitted); eldest, on the dealer's left, bids first"),
    DealField("hands", "hands", "Each seat's cards as dealt (5 each, 7 three-handed), or null when unknown"),
    DealField("turn_up", "card", "The card turned up after the deal (the upcard)", required=True),
    DealField("kitty", "cards", "The cards left face down under the upcard (optional)"),
    DealField("stock", "cards", "Another name for kitty (optional; give one of the two)"),
)

Handler = Callable[[EuchreState, int, dict], None]


class EuchreEngine(GameEngine):
    game_id = "euchre"
    seat_options = ("players",)
    title = "Euchre"
    summary = (
        "Trick-taking with bowers: make trump from the upcard or by calling, take 3 of 5 tricks; "
        "partnerships of four, three-handed, British with the benny, or the 1844 rules"
    )
    rule_book = RULE_BOOK
    vocabulary = VOCABULARY
    deal_fields = DEAL_FIELDS
    trick_game = True

    # -- rules and cards ---------------------------------------------------------------
    def resolve_rules(self, raw: Any) -> Rules:
        rules = self.rule_book.resolve(raw)
        table_for(rules)  # rejects inconsistent combinations
        return rules

    def deck(self, rules: Rules):
        return table_for(rules).deck

    def seat_count(self, rules: Rules, deal: dict | None = None) -> int:
        return rules.players

    def seat_range(self, rules: Rules | None) -> SeatRange:
        """4 seats in partnerships, 3 three-handed: ``players`` says which."""
        return SeatRange.set_by_option(self.rule_book, rules, "players")

    def score_count(self, rules: Rules, seats: int) -> int:
        return 2 if seats == 4 else seats

    # -- a deal ------------------------------------------------------------------------
    def start(self, rules: Rules, deal: dict, scores: list | None, *, report_breaches: bool = False) -> EuchreState:
        table = table_for(rules)
        reader = DealReader(deal, table.deck, DEAL_FIELDS)
        dealer = reader.seat("dealer", table.seats)
        hands = reader.hands("hands", table.seats, [table.hand_size] * table.seats)
        upcard = reader.card("turn_up")
        kitty = _read_kitty(reader, table)
        reader.finish()
        scores = read_scores(
            scores, self.score_count(rules, table.seats), TEAM_SCORES if table.partnerships else SEAT_SCORES
        )
        if _match_end(scores, rules)[0]:
            raise IllegalAction("game_over", "the match is already over: these scores reach the target")
        holdings = Holdings(table.deck, hands, [upcard, *kitty])
        return EuchreState(rules, scores, table, dealer, holdings, upcard, report_breaches=report_breaches)

    def to_act(self, state: EuchreState) -> int | None:
        return state.seat_to_act

    def legal_actions(self, state: EuchreState) -> list[dict]:
        if state.phase == "over":
            return []
        return _LEGAL[state.phase](state, state.seat_to_act)

    def apply(self, state: EuchreState, action: dict) -> None:
        if state.phase == "over":
            if state.game_over:
                raise IllegalAction("game_over", "the match is over")
            raise IllegalAction("deal_over", "the deal is over; the next one needs a new deal")
        seat = action["seat"]
        if seat != state.seat_to_act:
            raise IllegalAction("not_your_turn", f"seat {state.seat_to_act} is to act, not seat {seat}")
        handler = _HANDLERS[state.phase].get(action["type"])
        if handler is None:
            allowed = " or ".join(_HANDLERS[state.phase])
            raise IllegalAction("wrong_phase", f"{state.phase.replace('_', ' ')}: {allowed}, not {action['type']}")
        handler(state, seat, action)

    def report(self, state: EuchreState) -> dict:
        return {**_public_facts(state), "legal_actions": self.legal_actions(state)}

    # -- a match (sessions) ------------------------------------------------------------
    def seat_view(self, state: EuchreState, seat: int | None) -> dict:
        view = _public_facts(state)
        view["hand_counts"] = list(state.cards_left)
        view["legal_actions"] = self.legal_actions(state) if seat is not None and seat == state.seat_to_act else []
        if seat is not None:
            view["seat"] = seat
            view["hand"] = _own_cards(state, seat)
            if seat == state.dealer and state.discarded is not None:
                view["discarded"] = state.discarded
        return view

    def deal_from_order(self, rules: Rules, order: list[str], dealer: int, seats: int) -> dict:
        table = table_for(rules)
        if seats != table.seats:
            raise InvalidInput.at("seats", f"these rules seat {table.seats} players")
        if sorted(order) != sorted(table.deck.full()):
            raise InvalidInput.at("order", f"must be the whole {table.deck.name} deck, each card once")
        hands: list[list[str]] = [[] for _ in range(seats)]
        position = 0
        for packet in rules.deal_packets:
            for k in range(1, seats + 1):
                hands[(dealer + k) % seats].extend(order[position : position + packet])
                position += packet
        return {"dealer": dealer, "hands": hands, "turn_up": order[position], "kitty": list(order[position + 1 :])}

    def next_dealer(self, state: EuchreState) -> int:
        return (state.dealer + 1) % state.table.seats

    def trick_winner(self, rules: Rules, trump: str | None, plays: list[tuple[int, str]]) -> int:
        table = table_for(rules)
        if trump not in SUITS:
            raise InvalidInput.at("trump", "Euchre always has a trump suit: one of S, H, D, C")
        if not plays:
            raise InvalidInput.at("plays", "a trick has at least one card")
        cards = []
        for i, (seat, card) in enumerate(plays):
            try:
                cards.append((seat, table.deck.parse(card)))
            except ValueError as exc:
                raise InvalidInput.at(f"plays.{i}.card", str(exc)) from None
        order = table.orders[trump]
        return winning_play(cards, trump, order.suit_of.__getitem__, order.strength.__getitem__)


# -- reading a deal ------------------------------------------------------------------------
def _read_kitty(reader: DealReader, table: Table) -> list[str]:
    if reader.has("kitty") and reader.has("stock"):
        reader.errors.setdefault("deal.stock", []).append("give the kitty or the stock, not both")
        return []
    name = "stock" if reader.has("stock") else "kitty"
    kitty = reader.cards(name)
    if kitty is None:
        return []
    if len(kitty) != table.kitty_size:
        reader.errors.setdefault(f"deal.{name}", []).append(
            f"holds the {table.kitty_size} cards left under the upcard, not {len(kitty)}"
        )
    return kitty


TEAM_SCORES, SEAT_SCORES = ScoreKind(per="team"), ScoreKind()
"""The match score: per team in partnerships, per seat three-handed."""


def _match_end(scores: list[int], rules: Rules) -> tuple[bool, int | None]:
    """§8: a side at or above ``points_to_win`` after a deal wins; equal highest totals play another deal."""
    return match_end(scores, max(scores) >= rules.points_to_win, tie_plays_on=True)


# -- bidding (§4) ----------------------------------------------------------------------------
def _alone_choices(state: EuchreState, seat: int, ordering_up: bool) -> tuple[bool, ...]:
    if not state.table.partnerships:
        return (False,)
    if ordering_up and state.rules.canadian_loner and seat == (state.dealer + 2) % 4:
        return (True,)
    return (False, True)


def _check_alone(state: EuchreState, seat: int, alone: bool, ordering_up: bool) -> None:
    if alone in _alone_choices(state, seat, ordering_up):
        return
    if alone:
        raise IllegalAction("no_going_alone", "three-handed, nobody goes alone: everyone already plays alone")
    raise IllegalAction("must_go_alone", "the dealer's partner may order the upcard up only by going alone")


def _pass_round_1(state: EuchreState, seat: int, action: dict) -> None:
    if state.blind_call:
        raise IllegalAction("blind_call", "the upcard is the benny: the dealer must call a trump suit")
    if seat == state.dealer:
        state.turned_down = True
        state.phase = "bidding_round_2"
        state.seat_to_act = state.eldest
    else:
        state.seat_to_act = (seat + 1) % state.table.seats


def _order_up(state: EuchreState, seat: int, action: dict) -> None:
    if state.blind_call:
        raise IllegalAction("blind_call", "the upcard is the benny: the dealer must call a trump suit")
    alone = action.get("alone", False)
    _check_alone(state, seat, alone, ordering_up=True)
    state.assisted = state.rules.assist_makes_dealer_maker and seat == (state.dealer + 2) % 4
    _make_trump(state, state.dealer if state.assisted else seat, state.upcard[1], seat if alone else None)
    _pick_up(state)


def _call_round_1(state: EuchreState, seat: int, action: dict) -> None:
    if not state.blind_call:
        raise IllegalAction("wrong_phase", "in round 1 the upcard's suit is ordered up or passed, not called")
    alone = action.get("alone", False)
    _check_alone(state, seat, alone, ordering_up=False)
    _make_trump(state, seat, action["suit"], seat if alone else None)
    _pick_up(state)


def _pass_round_2(state: EuchreState, seat: int, action: dict) -> None:
    if seat != state.dealer:
        state.seat_to_act = (seat + 1) % state.table.seats
    elif state.rules.stick_the_dealer:
        raise IllegalAction("dealer_must_call", "stick the dealer: the dealer must call a trump suit")
    else:
        _finish(state, [0] * state.table.sides, "thrown_in")


def _call_round_2(state: EuchreState, seat: int, action: dict) -> None:
    suit = action["suit"]
    if suit == state.upcard[1]:
        raise IllegalAction("suit_turned_down", f"{SUIT_NAME[suit]} was turned down and cannot be trump this deal")
    alone = action.get("alone", False)
    _check_alone(state, seat, alone, ordering_up=False)
    _make_trump(state, seat, suit, seat if alone else None)
    _after_trump_fixed(state)


def _make_trump(state: EuchreState, maker: int, trump: str, lone: int | None) -> None:
    """Trump is fixed and ``maker`` holds the contract; ``lone``, if any, plays it alone (§4, §6.1)."""
    state.trump = trump
    state.order = state.table.orders[trump]
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
    state.holdings.give(dealer, state.upcard, seen=True)
    state.upcard_in_hand = True
    state.cards_left[dealer] += 1
    state.phase = "discard"
    state.seat_to_act = dealer


def _discard(state: EuchreState, seat: int, action: dict) -> None:
    card = action["card"]
    alone = action.get("alone", False)
    if card == state.upcard and not state.rules.dealer_may_discard_upcard:
        raise IllegalAction("cannot_discard_upcard", "the dealer may not discard the upcard just picked up")
    if alone and not _dealer_may_go_alone(state):
        raise IllegalAction(
            "no_going_alone",
            "the dealer goes alone with the discard only when the partner's assist made the dealer the maker",
        )
    _check_holds(state, seat, card)
    _remove(state, seat, card)
    state.discarded = card
    if alone:
        _go_alone(state, seat)
    _after_trump_fixed(state)


def _dealer_may_go_alone(state: EuchreState) -> bool:
    """After an assist the dealer is the maker and may still go alone, saying so with the discard
    (docs/rules/euchre.md: Dick 1866; laws 93 and 96) - unless the assister already went alone."""
    return state.assisted and state.lone_maker is None


# -- going alone (§6) -------------------------------------------------------------------------
def _after_trump_fixed(state: EuchreState) -> None:
    option = state.rules.defend_alone
    if option == "any" or (option == "vs_loner" and state.maker_alone):
        makers = state.table.side(state.maker)
        state.defenders_to_ask = [s for s in state.seats_from_eldest() if state.table.side(s) != makers]
        state.phase = "defend_alone"
        state.seat_to_act = state.defenders_to_ask.pop(0)
    else:
        _start_play(state)


def _pass_defending(state: EuchreState, seat: int, action: dict) -> None:
    if state.defenders_to_ask:
        state.seat_to_act = state.defenders_to_ask.pop(0)
    else:
        _start_play(state)


def _defend_alone(state: EuchreState, seat: int, action: dict) -> None:
    state.lone_defender = seat
    state.active[(seat + 2) % 4] = False
    state.defenders_to_ask = []
    _start_play(state)


# -- play (§7) ----------------------------------------------------------------------------------
def _start_play(state: EuchreState) -> None:
    seats, active = state.table.seats, state.active
    state.next_active = [
        next(t % seats for t in range(s + 1, s + seats + 1) if active[t % seats]) for s in range(seats)
    ]
    state.players_in_trick = active.count(True)
    state.phase = "play"
    state.seat_to_act = _first_leader(state)


def _first_leader(state: EuchreState) -> int:
    """Eldest, or the next active seat; left of a lone maker under ``left_of_loner`` (§7.1, §12.1)."""
    if state.lone_maker is not None and state.rules.loner_lead == "left_of_loner":
        left = (state.lone_maker + 1) % 4
        return left if state.active[left] else state.lone_defender
    eldest = state.eldest
    return eldest if state.active[eldest] else state.next_active[eldest]


def _play(state: EuchreState, seat: int, action: dict) -> None:
    card = action["card"]
    _check_holds(state, seat, card)
    _check_following(state, seat, card, open_trick(state.tricks))
    _remove(state, seat, card)
    trick = play_to_trick(state.tricks, seat, card)
    if len(trick.plays) < state.players_in_trick:
        state.seat_to_act = state.next_active[seat]
        return
    order = state.order
    winner = winning_play(trick.plays, state.trump, order.suit_of.__getitem__, order.strength.__getitem__)
    trick.winner = winner
    state.tricks_won[winner] += 1
    if len(state.tricks) == state.table.hand_size:
        _score_deal(state)
    else:
        state.seat_to_act = winner  # the next trick is listed when the winner leads it


def _check_following(state: EuchreState, seat: int, card: str, trick: Trick | None) -> None:
    """A known hand must follow the led effective suit; a hidden hand's failure waits for proof (§9).

    ``trick`` is the open trick, None when ``card`` leads a new one.
    """
    suit_of = state.order.suit_of
    unfollowed = None
    if trick is not None and suit_of[card] != suit_of[trick.led_card]:
        unfollowed = suit_of[trick.led_card]
    hand = state.holdings.hands[seat]
    if hand is None:
        _hidden_hand_revokes(state, seat, card, unfollowed)
    elif unfollowed is not None and any(suit_of[c] == unfollowed for c in hand):
        _revoke(state, seat, card, unfollowed, len(state.tricks) - 1, state.breach)


def _check_holds(state: EuchreState, seat: int, card: str) -> None:
    holdings = state.holdings
    hand = holdings.hands[seat]
    if hand is not None:
        if not hand[card]:
            raise IllegalAction("card_not_in_hand", f"seat {seat} does not hold {card}")
    elif not _holds_upcard(state, seat, card):
        if not holdings.is_unseen(card):
            raise IllegalAction("card_already_seen", f"{card} has already been seen in this deal")
        if not _unknown_cards_left(state, seat):
            raise IllegalAction("card_not_in_hand", f"seat {seat}'s last card is {state.upcard}, picked up")


def _unknown_cards_left(state: EuchreState, seat: int) -> int:
    """How many of a hidden hand's cards are unknown: its count less the upcard it is known to hold."""
    return state.cards_left[seat] - _holds_upcard(state, seat, state.upcard)


def _holds_upcard(state: EuchreState, seat: int, card: str) -> bool:
    """The dealer is known to hold the upcard picked up, until it is played or discarded."""
    return state.upcard_in_hand and seat == state.dealer and card == state.upcard


def _remove(state: EuchreState, seat: int, card: str) -> None:
    state.cards_left[seat] -= 1
    if _holds_upcard(state, seat, card):
        state.upcard_in_hand = False
        if state.holdings.hands[seat] is None:
            return
    state.holdings.take(seat, card)


# -- revokes (§9) ---------------------------------------------------------------------------------
def _revoke(state: EuchreState, seat: int, card: str, led: str, trick: int, record: Callable, **facts: Any) -> None:
    """A proven revoke: listed with its penalty; the deal will score it instead of its tricks."""
    side = state.table.side(seat)
    penalty = revoke_penalty(side, state.table.sides, state.someone_alone, state.rules)
    detail = f"seat {seat} played {card} in trick {trick + 1} though able to follow {SUIT_NAME[led]}"
    record("must_follow_suit", detail, {"points": penalty}, seat=seat, trick=trick, card=card, **facts)
    state.revoking_sides.add(side)


def _hidden_hand_revokes(state: EuchreState, seat: int, card: str, unfollowed: str | None) -> None:
    """A hidden hand's revoke is proven by a card it is known to hold, or by a later play of the suit."""
    suit = state.order.suit_of[card]
    pending = state.unfollowed.get(seat)
    if pending:
        for failure in [f for f in pending if f["led"] == suit]:
            pending.remove(failure)
            _revoke(
                state,
                seat,
                failure["card"],
                suit,
                failure["trick"],
                state.record_violation,
                action_index=failure["action_index"],
                proven_by=card,
            )
    if unfollowed is None:
        return
    trick = len(state.tricks) - 1
    if _holds_upcard(state, seat, state.upcard) and state.order.suit_of[state.upcard] == unfollowed:
        _revoke(state, seat, card, unfollowed, trick, state.record_violation, proven_by=state.upcard)
    else:
        state.unfollowed.setdefault(seat, []).append(
            {"led": unfollowed, "card": card, "trick": trick, "action_index": state.action_index}
        )


# -- scoring (§8, §10) ------------------------------------------------------------------------------
def _score_deal(state: EuchreState) -> None:
    table = state.table
    if state.revoking_sides:
        points = revoke_points(state.revoking_sides, table.sides, state.someone_alone, state.rules)
        _finish(state, points, "revoke")
    elif table.partnerships:
        makers = table.side(state.maker)
        makers_tricks = state.tricks_won[makers] + state.tricks_won[makers + 2]
        _finish(
            state,
            *partnership_points(makers, makers_tricks, state.maker_alone, state.lone_defender is not None, state.rules),
        )
    else:
        _finish(state, *three_handed_points(state.maker, state.tricks_won))


def _finish(state: EuchreState, points: list[int], reason: str) -> None:
    state.phase = "over"
    state.seat_to_act = None
    state.scores = add_points(state.scores, points)
    state.game_over, state.winner = _match_end(state.scores, state.rules)
    state.deal_result = {"points": points, "reason": reason, "tricks_won": _tricks_by_side(state), "maker": state.maker}


def _tricks_by_side(state: EuchreState) -> list[int]:
    won = state.tricks_won
    return [won[0] + won[2], won[1] + won[3]] if state.table.partnerships else list(won)


# -- legal actions ------------------------------------------------------------------------------------
def _legal_round_1(state: EuchreState, seat: int) -> list[dict]:
    if state.blind_call:
        return _calls(state, seat, SUITS)
    return [{"seat": seat, "type": "pass"}] + [
        {"seat": seat, "type": "order_up", "alone": alone} for alone in _alone_choices(state, seat, True)
    ]


def _legal_round_2(state: EuchreState, seat: int) -> list[dict]:
    stuck = seat == state.dealer and state.rules.stick_the_dealer
    passing = [] if stuck else [{"seat": seat, "type": "pass"}]
    return passing + _calls(state, seat, [s for s in SUITS if s != state.upcard[1]])


def _calls(state: EuchreState, seat: int, suits: Any) -> list[dict]:
    choices = _alone_choices(state, seat, False)
    return [{"seat": seat, "type": "call", "suit": suit, "alone": alone} for suit in suits for alone in choices]


def _legal_discard(state: EuchreState, seat: int) -> list[dict]:
    cards = _cards_held(state, seat)
    if not state.rules.dealer_may_discard_upcard:
        cards = [c for c in cards if c != state.upcard]
    choices = (False, True) if _dealer_may_go_alone(state) else (False,)
    return [{"seat": seat, "type": "discard", "card": card, "alone": alone} for card in cards for alone in choices]


def _legal_defending(state: EuchreState, seat: int) -> list[dict]:
    return [{"seat": seat, "type": "pass"}, {"seat": seat, "type": "defend_alone"}]


def _legal_play(state: EuchreState, seat: int) -> list[dict]:
    cards = _cards_held(state, seat)
    trick = open_trick(state.tricks)
    if trick is not None:
        suit_of = state.order.suit_of
        led = suit_of[trick.led_card]
        following = [c for c in cards if suit_of[c] == led]
        if following and _must_follow(state, seat, following):
            cards = following
    return [{"seat": seat, "type": "play", "card": card} for card in cards]


def _must_follow(state: EuchreState, seat: int, following: list[str]) -> bool:
    """Whether the seat surely holds one of ``following``: a known hand, or the dealer's picked-up upcard."""
    return state.holdings.hands[seat] is not None or (
        _holds_upcard(state, seat, state.upcard) and state.upcard in following
    )


def _cards_held(state: EuchreState, seat: int) -> list[str]:
    """A known hand's cards; for a hidden hand, every card it could still hold."""
    hand = state.holdings.hands[seat]
    if hand is not None:
        return list(hand)
    cards = state.holdings.unseen() if _unknown_cards_left(state, seat) else []
    if _holds_upcard(state, seat, state.upcard):
        cards.append(state.upcard)
    return cards


_LEGAL: dict[str, Callable[[EuchreState, int], list[dict]]] = {
    "bidding_round_1": _legal_round_1,
    "bidding_round_2": _legal_round_2,
    "discard": _legal_discard,
    "defend_alone": _legal_defending,
    "play": _legal_play,
}

_HANDLERS: dict[str, dict[str, Handler]] = {
    "bidding_round_1": {"pass": _pass_round_1, "order_up": _order_up, "call": _call_round_1},
    "bidding_round_2": {"pass": _pass_round_2, "call": _call_round_2},
    "discard": {"discard": _discard},
    "defend_alone": {"pass": _pass_defending, "defend_alone": _defend_alone},
    "play": {"play": _play},
}


# -- what is shown ----------------------------------------------------------------------------------
def _public_facts(state: EuchreState) -> dict:
    """Everything every seat may see: no hidden card, no kitty, no face-down discard."""
    maker = state.maker
    return {
        "phase": state.phase,
        "to_act": state.seat_to_act,
        "dealer": state.dealer,
        "upcard": state.upcard,
        "blind_call": state.blind_call,
        "turned_down": state.turned_down,
        "trump": state.trump,
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
    }


def _own_cards(state: EuchreState, seat: int) -> list[str]:
    cards = state.holdings.cards_of(seat)
    if _holds_upcard(state, seat, state.upcard) and state.upcard not in cards:
        cards.append(state.upcard)
    return cards


ENGINE = EuchreEngine()
