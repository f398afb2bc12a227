"""The Sette e Mezzo engine: bets, hits and stands, the banker's turn, settlement in chips.

The law is the rules digest sette-e-mezzo.md; section numbers below refer to it.
A deal runs through four phases: ``betting`` (each player stakes, in play order), ``playing``
(each player hits or stands), ``banker`` (the banker plays last) and ``over`` (settled).

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

from collections import Counter
from typing import Any

from ...cards import ITALIAN_40, Deck
from ...engine import CardHelper, DealState, GameEngine, IllegalAction, InvalidInput, SeatRange
from ...engine.deals import DealReader
from ...engine.scoring import ScoreKind, add_points, match_end, read_scores
from .rules import DEAL_FIELDS, RULE_BOOK, SetteEMezzoRules, check_rules
from .stock import Stock, reshuffled
from .values import SEVEN_AND_HALF, HandValue, value_hand
from .vocabulary import VOCABULARY

BETTING, PLAYING, BANKER, OVER = "betting", "playing", "banker", "over"
WAITING, STOOD, BUST, SEVEN_AND_HALF_DECLARED, NOT_PLAYED = "waiting", "stood", "bust", "seven_and_half", "not_played"
DECK_SIZE = ITALIAN_40.size


class Hand:
    """One seat's cards in the order received; ``None`` stands for a card nobody told us."""

    __slots__ = ("seat", "cards", "face_down", "mode", "stake", "status", "value", "points", "returned")

    def __init__(self, seat: int, first: str | None):
        self.seat = seat
        self.cards: list[str | None] = [first]
        self.face_down: int | None = 0  # index of the face-down card; None once all are shown
        self.mode: bool | None = None  # face_up of the hand's hits, fixed by the first (4.2)
        self.stake: int | None = None
        self.status = WAITING
        self.value: HandValue | None = None  # None while a card is unknown
        self.points: int | None = None  # chips won (+) or paid (-) once settled
        self.returned = False  # a busted hand's cards reshuffled into the stock (9)

    @property
    def unknown_cards(self) -> int:
        return self.cards.count(None)

    def shown(self) -> list[str | None]:
        return [c for i, c in enumerate(self.cards) if i != self.face_down]


class SetteState(DealState[SetteEMezzoRules]):
    """A deal in progress; ``turn`` indexes ``players`` (play order, the banker excluded)."""

    def __init__(
        self,
        rules: SetteEMezzoRules,
        scores: list,
        *,
        report_breaches: bool,
        banker: int,
        hands: list[Hand],
        stock: Stock,
        seen: set[str],
        deals_played: int,
    ):
        super().__init__(rules, scores, report_breaches=report_breaches)
        self.seats = len(hands)
        self.banker = banker
        self.players = [(banker + i) % self.seats for i in range(1, self.seats)]
        self.hands = hands
        self.stock = stock
        self.seen = seen  # every card known in this deal: known hands, a known stock, draws
        self.deals_played = deals_played
        self.reshuffles = 0
        self.new_stocks: list[list[str]] = []  # deal.reshuffles: the order of each stock remade (9)
        self.turn = 0
        self.phase = BETTING
        # the options read on every action, as plain attributes
        self.matta = rules.matta
        self.lone_matta_halves = int(rules.lone_matta_value * 2)
        self.triple_any = rules.triple_order == "any"
        self.ranking = (rules.natural_beats_plain, rules.triple_beats_emblee)  # HandValue.strength's (1.7)
        self.starting_chips = rules.starting_chips
        self.bet_limits = (rules.min_bet, rules.max_bet)

    def value(self, cards: list[str]) -> HandValue:
        return value_hand(cards, self.matta, self.lone_matta_halves, self.triple_any)

    def bankroll(self, seat: int) -> int:
        return self.starting_chips + self.scores[seat]


class SetteEMezzoEngine(GameEngine[SetteState, SetteEMezzoRules]):
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

    @property
    def card_helpers(self) -> tuple[CardHelper, ...]:
        return (
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

    def seat_count(self, rules: SetteEMezzoRules, deal: dict | None = None) -> int:
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

    # -- a deal ------------------------------------------------------------------------
    def start(
        self, rules: SetteEMezzoRules, deal: dict, scores: list | None, *, report_breaches: bool = False
    ) -> SetteState:
        reader = DealReader(deal, ITALIAN_40, DEAL_FIELDS)
        seats = _read_seat_count(reader, rules)
        dealt = reader.hands("hands", seats, [1] * seats) if seats else []
        banker = reader.seat("dealer", max(seats, 1))
        stock = reader.cards("stock")
        new_stocks = reader.card_lists("reshuffles") or []
        deals_played = reader.integer("deals_played", 0)
        if stock is not None:
            _check_stock_size(reader, rules, len(stock), seats)
        reader.finish()
        scores = read_scores(scores, self.score_count(rules, seats), CHIP_BALANCES)
        state = SetteState(
            rules,
            scores,
            report_breaches=report_breaches,
            banker=banker,
            hands=[Hand(seat, None if cards is None else cards[0]) for seat, cards in enumerate(dealt)],
            stock=Stock(stock) if stock is not None else Stock(wild=DECK_SIZE - seats),
            seen={card for cards in dealt if cards for card in cards} | set(stock or ()),
            deals_played=deals_played,
        )
        state.new_stocks = new_stocks
        _refuse_if_match_over(state)
        for hand in state.hands:
            if hand.cards[0] is not None:
                hand.value = state.value(hand.cards)
        return state

    def to_act(self, state: SetteState) -> int | None:
        return _to_act(state)

    def legal_actions(self, state: SetteState) -> list[dict]:
        seat = _to_act(state)
        if seat is None:
            return []
        if state.phase == BETTING:
            low, high = _bet_bounds(state, seat)
            return [{"seat": seat, "type": "bet", "min": low, "max": high}]
        actions = []
        if _can_hit(state):
            mode = True if seat == state.banker else state.hands[seat].mode
            modes = (True, False) if mode is None else (mode,)
            actions = [{"seat": seat, "type": "hit", "face_up": face_up} for face_up in modes]
        actions.append({"seat": seat, "type": "stand"})
        return actions

    def apply(self, state: SetteState, action: dict) -> None:
        seat, kind = action["seat"], action["type"]
        if state.phase == OVER:
            if state.game_over:
                raise IllegalAction("game_over")
            raise IllegalAction("deal_over")
        if type(seat) is not int or not 0 <= seat < state.seats:
            path = "seat" if state.action_index is None else f"actions.{state.action_index}.seat"
            raise InvalidInput.at(path, f"must be a seat number from 0 to {state.seats - 1}")
        if seat != _to_act(state):
            raise _out_of_turn(state, seat)
        if state.phase == BETTING:
            if kind != "bet":
                raise IllegalAction("bet_required", seat=seat)
            _bet(state, seat, action["amount"])
        elif kind == "bet":
            raise IllegalAction("betting_closed")
        elif kind == "hit":
            _hit(state, seat, action.get("card"), action.get("face_up"))
        else:
            _end_turn(state, seat, STOOD)

    def report(self, state: SetteState) -> dict:
        return {
            "phase": state.phase,
            "to_act": _to_act(state),
            "legal_actions": self.legal_actions(state),
            "dealer": state.banker,
            "banker": state.banker,  # the game's own word for the dealer, kept for existing clients
            "hands": [_hand_report(state, hand) for hand in state.hands],
            "stock": _stock_report(state),
            "deal_result": state.deal_result,
            "scores": state.scores,
            "game_over": state.game_over,
            "winner": state.winner,
            "violations": list(state.violations),
        }

    # -- a match (sessions) ------------------------------------------------------------
    def seat_view(self, state: SetteState, seat: int | None) -> dict:
        to_act = _to_act(state)
        return {
            "phase": state.phase,
            "to_act": to_act,
            "legal_actions": self.legal_actions(state) if seat is not None and seat == to_act else [],
            "dealer": state.banker,
            "banker": state.banker,  # the game's own word for the dealer, kept for existing clients
            "hands": [_hand_view(state, hand, hand.seat == seat) for hand in state.hands],
            "stock": {"cards_left": state.stock.size(), "reshuffles": state.reshuffles},
            "deal_result": state.deal_result,
            "scores": list(state.scores),
            "game_over": state.game_over,
            "winner": state.winner,
            "violations": list(state.violations),
        }

    def deal_from_order(self, rules: SetteEMezzoRules, order: list[str], dealer: int, seats: int) -> dict:
        """One card face down to each seat from ``dealer + 1`` round to the banker; the rest is the stock."""
        hands: list[list[str] | None] = [None] * seats
        for i in range(seats):
            hands[(dealer + 1 + i) % seats] = [order[i]]
        return {"dealer": dealer, "hands": hands, "stock": list(order[seats:])}

    def deal_of_match(
        self, rules: SetteEMezzoRules, order: list[str], dealer: int, seats: int, deal_number: int
    ) -> dict:
        """A session's deal also counts the deals before it, so that ``max_deals`` ends the match (7.3)."""
        return {**self.deal_from_order(rules, order, dealer, seats), "deals_played": deal_number - 1}

    def stock_card_fields(self, action: dict) -> tuple[str, ...]:
        """A hit's ``card`` names the card taken from the stock."""
        return ("card",) if action["type"] == "hit" else ()

    def stock_to_shuffle(self, state: SetteState) -> list[str] | None:
        """The cards of the reshuffle the next hit needs (9), when the deal does not give its order.

        Only when every gathered card is known: busted hands' cards and, ``continuous``, every
        card unseen in this deal (known when no live hand holds an unknown card).
        """
        if state.phase == OVER or state.stock.size() or state.reshuffles != len(state.new_stocks):
            return None
        pool, wild, _ = _reshuffle(state)
        live_unknown = any(h.unknown_cards for h in state.hands if h.status != BUST)
        if not pool.total() + wild or (wild and (live_unknown or state.rules.deck_policy != "continuous")):
            return None
        return sorted(pool.elements()) + (_unseen(state) if wild else [])

    def stock_left(self, state: SetteState) -> list[str] | None:
        """``continuous`` (3.3): the next deal goes on from the stock this one left, in its order."""
        if state.rules.deck_policy != "continuous" or not state.stock.order_known:
            return None
        return state.stock.order[::-1]

    def next_dealer(self, state: SetteState) -> int:
        """The next banker (7.1); the same banker while the deal's result is not known."""
        result = state.deal_result
        if result is None or result["next_banker"] is None:
            return state.banker
        return result["next_banker"]

    # -- the hand-value helper -------------------------------------------------------------
    def hand_value(self, rules: SetteEMezzoRules, cards: list[str]) -> dict:
        """``POST /v1/games/sette-e-mezzo/hand-value``: the value of canonical ``cards`` under ``rules``.

        Cards in the order received (it matters for ``triple_order: seven_first``). Returns
        ``{"cards", "value", "bust", "special", "matta_value", "multiplier"}``.
        """
        value = value_hand(cards, rules.matta, int(rules.lone_matta_value * 2), rules.triple_order == "any")
        return {"cards": cards, **value.as_json(), "multiplier": None if value.bust else value.multiplier}


# -- reading the deal -------------------------------------------------------------------


def _read_seat_count(reader: DealReader, rules: SetteEMezzoRules) -> int:
    """The number of seats: one entry of ``deal.hands`` each, within min_seats..max_seats (2.1)."""
    raw_hands = reader.raw.get("hands")
    if raw_hands is None:
        return 0  # reported missing by the reader
    if not isinstance(raw_hands, list):
        reader.errors.setdefault("deal.hands", []).append("must be a list with one hand (or null) per seat")
        return 0
    seats = len(raw_hands)
    if not rules.min_seats <= seats <= rules.max_seats:
        reader.errors.setdefault("deal.hands", []).append(
            f"{seats} seats; these rules play with {rules.min_seats} to {rules.max_seats}"
        )
    return seats


def _check_stock_size(reader: DealReader, rules: SetteEMezzoRules, size: int, seats: int) -> None:
    left = DECK_SIZE - seats
    if rules.deck_policy == "fresh" and size != left:
        reader.errors.setdefault("deal.stock", []).append(
            f"a fresh deck leaves {left} cards after dealing {seats} seats, not {size}"
        )
    elif size > left:
        reader.errors.setdefault("deal.stock", []).append(f"at most {left} cards are left after the deal")


CHIP_BALANCES = ScoreKind("chip balance")
"""7.2: net chips won or lost, 0 at the start; below 0 as far as the bankroll goes."""


def _refuse_if_match_over(state: SetteState) -> None:
    if min(state.scores) + state.starting_chips <= 0:
        raise IllegalAction("game_over", cause="bankroll_spent")
    max_deals = state.rules.max_deals
    if max_deals is not None and state.deals_played >= max_deals:
        raise IllegalAction("game_over", cause="max_deals", max_deals=max_deals)


# -- actions ------------------------------------------------------------------------------


def _to_act(state: SetteState) -> int | None:
    phase = state.phase
    if phase == BETTING or phase == PLAYING:
        return state.players[state.turn]
    return state.banker if phase == BANKER else None


def _out_of_turn(state: SetteState, seat: int) -> IllegalAction:
    if state.phase == BANKER or (seat != state.banker and _play_position(state, seat) < state.turn):
        return IllegalAction("turn_over", seat=seat)
    return IllegalAction("not_your_turn", seat=seat, to_act=_to_act(state))


def _play_position(state: SetteState, seat: int) -> int:
    return (seat - state.banker - 1) % state.seats


def _bet_bounds(state: SetteState, seat: int) -> tuple[int, int]:
    """Stake bounds (3.2); a bankroll below min_bet may still stake all it has."""
    min_bet, max_bet = state.bet_limits
    high = state.bankroll(seat)
    if max_bet is not None and max_bet < high:
        high = max_bet
    return min(min_bet, high), high


def _bet(state: SetteState, seat: int, amount: int | float) -> None:
    low, high = _bet_bounds(state, seat)
    if type(amount) is not int or not low <= amount <= high:
        raise IllegalAction("bet_out_of_range", seat=seat, low=low, high=high, amount=amount)
    state.hands[seat].stake = amount
    state.turn += 1
    if state.turn == len(state.players):
        state.phase = PLAYING
        state.turn = 0


def _hit(state: SetteState, seat: int, card: str | None, face_up: bool | None) -> None:
    hand = state.hands[seat]
    if seat == state.banker:
        if face_up is False:
            raise IllegalAction("banker_hits_face_up")
        face_up = True
    elif face_up is None:
        face_up = True if hand.mode is None else hand.mode
    elif hand.mode is not None and face_up != hand.mode:
        raise IllegalAction("face_down_mode_fixed")
    stock, returned = _stock_for_hit(state)
    card = stock.check_draw(card, state.seen)
    if stock is not state.stock:
        state.stock = stock
        state.reshuffles += 1
        for busted in returned:
            busted.returned = True
        if stock.order_known:
            state.seen.update(stock.order)
    stock.draw(card)
    state.seen.add(card)
    hand.cards.append(card)
    if seat != state.banker:
        hand.mode = face_up
        if not face_up:  # the hidden card is turned up, the new one comes face down (4.2)
            hand.face_down = len(hand.cards) - 1
    _value_after_hit(state, hand)


def _value_after_hit(state: SetteState, hand: Hand) -> None:
    """Declare a bust or a 7 1/2 at once when the cards prove it (4.3)."""
    if hand.unknown_cards:
        outcomes = [state.value([c if c is not None else guess for c in hand.cards]) for guess in _unseen(state)]
        bust = all(v.bust for v in outcomes)
        seven_and_half = not bust and all(v.halves == SEVEN_AND_HALF and not v.bust for v in outcomes)
    else:
        hand.value = state.value(hand.cards)
        bust = hand.value.bust
        seven_and_half = hand.value.halves == SEVEN_AND_HALF
    if bust:
        if hand.seat != state.banker:
            hand.points = -hand.stake  # paid to the banker at once (6.1)
        _end_turn(state, hand.seat, BUST)
    elif seven_and_half:
        _end_turn(state, hand.seat, SEVEN_AND_HALF_DECLARED)


def _unseen(state: SetteState) -> list[str]:
    seen = state.seen
    return [c for c in ITALIAN_40.cards if c not in seen]


def _end_turn(state: SetteState, seat: int, status: str) -> None:
    hand = state.hands[seat]
    hand.status = status
    if status != STOOD:
        hand.face_down = None  # a bust or a 7 1/2 is declared and shown
    if seat == state.banker:
        _settle(state)
        return
    state.turn += 1
    if state.turn < len(state.players):
        return
    if all(state.hands[p].status == BUST for p in state.players):
        state.hands[state.banker].status = NOT_PLAYED
        _settle(state)
    else:
        state.phase = BANKER
        state.hands[state.banker].face_down = None  # the banker shows his card (5.2)


# -- the stock -----------------------------------------------------------------------------


def _can_hit(state: SetteState) -> bool:
    if state.stock.size():
        return True
    pool, wild, _ = _reshuffle(state)
    return bool(pool.total() + wild)


def _stock_for_hit(state: SetteState) -> tuple[Stock, list[Hand]]:
    """The stock a hit draws from: the current one, or a reshuffle when it is empty (9)."""
    if state.stock.size():
        return state.stock, []
    pool, wild, returned = _reshuffle(state)
    if not pool.total() + wild:
        raise IllegalAction("stock_exhausted")
    made = state.reshuffles
    if made < len(state.new_stocks):
        return reshuffled(state.new_stocks[made], pool, wild, state.seen, f"deal.reshuffles.{made}"), returned
    return Stock(None, pool, wild), returned


def _reshuffle(state: SetteState) -> tuple[Counter, int, list[Hand]]:
    """What an empty stock is remade from: busted hands' cards, or (continuous) every card not in a live hand."""
    returned = [h for h in state.hands if h.status == BUST and not h.returned]
    pool = Counter(c for h in returned for c in h.cards if c is not None)
    if state.rules.deck_policy == "continuous":
        live_unknown = sum(h.unknown_cards for h in state.hands if h.status != BUST)
        wild = DECK_SIZE - len(state.seen) - live_unknown
    else:
        wild = sum(h.unknown_cards for h in returned)
    return pool, wild, returned


# -- settlement -------------------------------------------------------------------------------


def _settle(state: SetteState) -> None:
    """Pay every stake (6), name the next banker (7.1), and judge the match (7.3).

    Unknown cards (9): a standing seat whose own card is unknown is pending. Against a banker's
    unknown card, a seat is settled only when every card it could be gives the same result;
    the next banker is named only when every card the unknown hands could hold names the same.
    """
    banker_hand = state.hands[state.banker]
    all_bust = banker_hand.status == NOT_PLAYED
    for hand in state.hands:
        if hand.status != BUST and not (all_bust and hand is banker_hand):
            hand.face_down = None  # all cards are shown for the count
    bankers = [] if all_bust else _possible_values(state, banker_hand)
    points: list[int | None] = [None] * state.seats
    outcomes: list[str] = ["banker"] * state.seats
    for seat in state.players:
        hand = state.hands[seat]
        if hand.status == BUST:
            points[seat], outcomes[seat] = hand.points, "bust"
            continue
        results = {_compare(state, hand.stake, hand.value, banker) for _, banker in bankers} if hand.value else ()
        if len(results) == 1:
            ((points[seat], outcomes[seat]),) = results
            hand.points = points[seat]
        else:
            outcomes[seat] = "pending"
    pending = [seat for seat in state.players if outcomes[seat] == "pending"]
    if pending:
        pending.append(state.banker)
    else:
        points[state.banker] = banker_hand.points = -sum(points[seat] for seat in state.players)
    if all_bust:
        reason = "all_players_bust"
    else:
        reason = "settlement_pending" if pending else "settled"
    state.deal_result = {
        "points": points,
        "reason": reason,
        "outcomes": outcomes,
        "pending": sorted(pending),
        "next_banker": _next_banker(state, bankers),
    }
    state.scores = add_points(state.scores, points)
    state.phase = OVER
    if not pending:
        _judge_match(state)


def _possible_values(state: SetteState, hand: Hand) -> list[tuple[str | None, HandValue]]:
    """What a hand may be worth: its value, or one per unseen card its unknown card could be."""
    if not hand.unknown_cards:
        return [(None, hand.value)]
    return [(card, state.value([card if c is None else c for c in hand.cards])) for card in _unseen(state)]


def _compare(state: SetteState, stake: int, value: HandValue, banker: HandValue) -> tuple[int, str]:
    """A standing player's chips against the banker's hand (6.2-6.3)."""
    if banker.bust:
        return stake * value.multiplier, "win"
    mine, banks = value.strength(*state.ranking), banker.strength(*state.ranking)
    if mine > banks:
        return stake * value.multiplier, "win"
    if mine < banks:
        return -stake * banker.multiplier, "lose"
    if state.rules.special_tie_pays == "banker_multiplier":
        return -stake * banker.multiplier, "tie"
    return -stake, "tie"


BANK_TAKERS = {
    "on_natural": lambda value: value.special is not None,
    "on_winning_seven_and_half": lambda value: value.halves == SEVEN_AND_HALF,
}


def _next_banker(state: SetteState, bankers: list[tuple[str | None, HandValue]]) -> int | None:
    """7.1: the first player in play order whose winning hand takes the bank; None while unknown.

    A seat whose hand or the banker's holds an unknown card takes the bank for some of the cards
    they could be and not for others: then the answer waits for the cards (9).
    """
    if state.rules.bank_passes == "every_hand":
        return (state.banker + 1) % state.seats
    takes_bank = BANK_TAKERS[state.rules.bank_passes]
    for seat in state.players:
        hand = state.hands[seat]
        if hand.status == BUST:
            continue
        takes = {
            takes_bank(value) and _compare(state, hand.stake, value, banker)[1] == "win"
            for card, value in _possible_values(state, hand)
            for banker_card, banker in bankers
            if card is None or card != banker_card
        }
        if takes == {True}:
            return seat
        if True in takes:
            return None
    return state.banker


def _judge_match(state: SetteState) -> None:
    scores, max_deals = state.scores, state.rules.max_deals
    spent = min(scores) + state.starting_chips <= 0
    last_deal = max_deals is not None and state.deals_played + 1 >= max_deals
    state.game_over, state.winner = match_end(scores, spent or last_deal)


# -- reports ------------------------------------------------------------------------------------


def _value_fields(hand: Hand) -> dict:
    value = hand.value
    if value is None:
        return {"value": None, "bust": True if hand.status == BUST else None, "special": None, "matta_value": None}
    return value.as_json()


def _hand_report(state: SetteState, hand: Hand) -> dict:
    return {
        "seat": hand.seat,
        "role": "banker" if hand.seat == state.banker else "player",
        "cards": list(hand.cards),
        "shown": hand.shown(),
        "face_down": 0 if hand.face_down is None else 1,
        "stake": hand.stake,
        "status": hand.status,
        **_value_fields(hand),
        "points": hand.points,
    }


def _hand_view(state: SetteState, hand: Hand, own: bool) -> dict:
    """What a seat sees of a hand: built up from public facts, its own cards added (never deleted)."""
    view = {
        "seat": hand.seat,
        "role": "banker" if hand.seat == state.banker else "player",
        "shown": hand.shown(),
        "face_down": 0 if hand.face_down is None else 1,
        "stake": hand.stake,
        "status": hand.status,
        "points": hand.points,
    }
    if own:
        view["cards"] = list(hand.cards)
    if own or hand.face_down is None:
        view.update(_value_fields(hand))
    return view


def _stock_report(state: SetteState) -> dict:
    return {
        "cards_left": state.stock.size(),
        "order_known": state.stock.order_known,
        "reshuffles": state.reshuffles,
    }


ENGINE = SetteEMezzoEngine()
