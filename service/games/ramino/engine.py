"""The Ramino engine: one hand's turns (§4-§8), its end (§9) and the match (§10-§11)."""

from __future__ import annotations

from collections import Counter

from ...cards import JOKER, Deck
from ...engine import CardHelper, GameEngine, IllegalAction, Rules, SeatRange
from .continuation import closing_plan, finish, pickup_usable, turn_plan
from .deal import DEAL_FIELDS, DECK, deal_from_order, start_hand
from .laying import Laying, discardable, undiscardable
from .match import end_hand
from .melds import MeldError, check_meld, lay_off, lay_off_end
from .rules import RULE_BOOK, barred_discards
from .solver import best_melds, best_opening, can_close, can_meld, three_card_melds
from .state import RaminoState, Turn
from .vocabulary import VOCABULARY

HAND_LIMIT = 15  # the most a hand holds while melding: 15 dealt to the starter, or 14 and a draw


class RaminoEngine(GameEngine):
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

    def deck(self, rules: Rules) -> Deck:
        return DECK

    def seat_count(self, rules: Rules, deal: dict | None = None) -> int:
        return rules.players

    def seat_range(self, rules: Rules | None) -> SeatRange:
        """2-4 seats (digest §1), as ``players`` says."""
        return SeatRange.set_by_option(self.rule_book, rules, "players")

    def score_count(self, rules: Rules, seats: int) -> int:
        return seats

    def start(self, rules: Rules, deal: dict, scores: list | None, *, report_breaches: bool = False) -> RaminoState:
        return start_hand(rules, deal, scores, report_breaches=report_breaches)

    def to_act(self, state: RaminoState) -> int | None:
        return None if state.phase == "over" else state.turn.seat

    # -- applying an action ----------------------------------------------------------------
    def apply(self, state: RaminoState, action: dict) -> None:
        if state.phase == "over":
            if state.game_over:
                raise IllegalAction("game_over", cause="hand_ended")
            raise IllegalAction("hand_over")
        if action["seat"] != state.turn.seat:
            raise IllegalAction("not_your_turn", cause="seats_turn", seat=action["seat"], to_act=state.turn.seat)
        kind = action["type"]
        if kind == "draw":
            return self._draw(state, action)
        if not state.turn.drew:
            raise IllegalAction("must_draw_first")
        getattr(self, "_" + kind)(state, action)

    def _draw(self, state: RaminoState, action: dict) -> None:
        turn, seat, rules = state.turn, action["seat"], state.rules
        if turn.drew:
            raise IllegalAction("already_drew")
        card = action.get("card")
        if action["source"] == "discard":
            if not state.discards:
                raise IllegalAction("discard_pile_empty")
            top = state.discards[-1]
            if card is not None and card != top:
                raise IllegalAction("not_top_discard", top=top)
            if rules.discard_pickup == "after_opening" and not state.opened[seat]:
                raise IllegalAction("discard_pickup_not_allowed")
            if not _could_discard_after_taking(state, seat, top):
                raise IllegalAction("no_card_left_to_discard", cause="taking_discard", top=top)
            if rules.discard_pickup == "must_use" and not pickup_usable(state, seat, top):
                raise IllegalAction("discard_pickup_unusable", card=top)
            state.discards.pop()
            state.hands.add(seat, top, seen=True)
            turn.took_discard = top
            if rules.discard_pickup == "must_use":
                turn.must_use = top
        else:
            before = state.stock, state.discards, state.stock_count
            if state.stock_count == 0 and not self._reshuffle(state):
                return end_hand(state, None, "void")
            try:
                card = self._take_from_stock(state, card)
            except IllegalAction:  # a refused draw leaves the discards unshuffled
                state.stock, state.discards, state.stock_count = before
                raise
            state.hands.add(seat, card, seen=state.stock is not None)
            if state.stock_count == 0 and rules.stock_exhausted == "void_hand":
                state.stock_emptied = True
        turn.drew = True

    def _reshuffle(self, state: RaminoState) -> bool:
        """§11: the discards but the top one become the stock, oldest on top; False if none."""
        if state.rules.stock_exhausted == "void_hand" or len(state.discards) < 2:
            return False
        state.stock, state.discards = state.discards[:-1], state.discards[-1:]
        state.stock_count = len(state.stock)
        return True

    def _take_from_stock(self, state: RaminoState, card: str | None) -> str:
        stock = state.stock
        if stock is None:
            if card is None:
                raise IllegalAction("card_required", cause="draw")
            if not state.hands.holdings.is_unseen(card):
                raise IllegalAction("card_already_seen", card=card)
        elif card is None:
            card = stock[0]
        elif state.stock_named:
            if card not in stock:
                raise IllegalAction("card_not_in_stock", card=card)
        elif card != stock[0]:
            raise IllegalAction("not_top_of_stock", cause="named_top", top=stock[0])
        if stock is not None:
            stock.remove(card)
        state.stock_count -= 1
        return card

    def _open(self, state: RaminoState, action: dict) -> None:
        seat = action["seat"]
        if state.opened[seat]:
            raise IllegalAction("already_opened")
        laying = Laying(state, seat)
        for cards in action["melds"]:
            laying.meld(cards)
        minimum = state.rules.opening_min
        if not action["melds"] or laying.value < minimum:
            raise IllegalAction("opening_below_minimum", value=laying.value, minimum=minimum)
        laying.check()
        _check_payable(state, laying, opening=True)
        laying.commit()
        state.opened[seat] = state.turn.opened = True

    def _meld(self, state: RaminoState, action: dict) -> None:
        laying = self._entitled(state, action["seat"], layoff=False)
        for cards in action["melds"]:
            laying.meld(cards)
        laying.check()
        _check_payable(state, laying)
        laying.commit()

    def _lay_off(self, state: RaminoState, action: dict) -> None:
        laying = self._entitled(state, action["seat"], layoff=True)
        laying.lay_off(action["meld"], action["cards"], action.get("end"))
        laying.check()
        _check_payable(state, laying)
        laying.commit()

    def _swap_joker(self, state: RaminoState, action: dict) -> None:
        seat = action["seat"]
        laying = self._entitled(state, seat, layoff=True)
        laying.swap(action["meld"], action["cards"])
        laying.check()
        _check_payable(state, laying, joker_kept=True)
        laying.commit()

    def _entitled(self, state: RaminoState, seat: int, *, layoff: bool) -> Laying:
        if not state.opened[seat]:
            raise IllegalAction("not_opened")
        if layoff and state.turn.opened and not state.rules.layoff_same_turn:
            raise IllegalAction("layoff_same_turn")
        return Laying(state, seat)

    def _discard(self, state: RaminoState, action: dict) -> None:
        seat, card = action["seat"], action["card"]
        self._check_discard(state, card)
        state.hands.check_remove(seat, Counter({card: 1}))
        state.hands.remove(seat, Counter({card: 1}))
        self._end_turn(state, seat, card)

    def _check_discard(self, state: RaminoState, card: str, laying: Laying | None = None) -> None:
        """May ``card`` be discarded now (at the end of ``laying`` when closing)?"""
        turn = state.turn
        if turn.jokers_to_lay:
            raise IllegalAction("joker_must_be_reused")
        if turn.must_use is not None and not (laying is not None and laying.out[turn.must_use]):
            raise IllegalAction("discard_pickup_not_used", card=turn.must_use)
        if card not in undiscardable(state):
            return
        if card == JOKER and not state.rules.joker_discard:
            raise IllegalAction("joker_discard")
        raise IllegalAction("return_discard", card=card)

    def _close(self, state: RaminoState, action: dict) -> None:
        seat = action["seat"]
        if state.laid_before[seat] or state.turn.laid:
            raise IllegalAction("already_laid")
        laying = Laying(state, seat)
        for swap in action.get("swaps", ()):
            laying.swap(swap["meld"], swap["cards"])
        for item in action.get("lay_offs", ()):
            laying.lay_off(item["meld"], item["cards"], item.get("end"))
        for cards in action.get("melds", ()):
            laying.meld(cards)
        if laying.jokers_to_lay():
            raise IllegalAction("joker_must_be_reused", cause="closing")
        discard = action["discard"]
        self._check_discard(state, discard, laying)
        laying.out[discard] += 1
        laying.check(keep_one=False)
        if laying.cards_left():
            raise IllegalAction("close_incomplete")
        laying.out[discard] -= 1
        laying.commit()
        state.hands.remove(seat, Counter({discard: 1}))
        self._end_turn(state, seat, discard)

    def _end_turn(self, state: RaminoState, seat: int, discard: str) -> None:
        state.discards.append(discard)
        if not state.hands.sizes[seat]:
            return end_hand(state, seat, "went_out" if state.laid_before[seat] else "closed_in_hand")
        if state.turn.laid:
            state.laid_before[seat] = True
        if state.stock_emptied:
            return end_hand(state, None, "void")
        state.turn = Turn(state.next_seat(seat))

    # -- what may happen next --------------------------------------------------------------
    def legal_actions(self, state: RaminoState) -> list[dict]:
        if state.phase == "over":
            return []
        turn = state.turn
        seat = turn.seat
        if not turn.drew:
            return self._draws(state, seat)
        hand = state.hands.cards(seat) if state.hands.is_known(seat) else None
        actions = [{"seat": seat, "type": kind} for kind in self._laying_kinds(state, seat, hand)]
        if turn.jokers_to_lay or turn.must_use is not None:
            return actions
        barred = undiscardable(state)
        actions.extend(
            {"seat": seat, "type": "discard", "card": card} for card in state.hands.possible(seat) if card not in barred
        )
        return actions

    def _draws(self, state: RaminoState, seat: int) -> list[dict]:
        rules = state.rules
        if state.stock is None and state.stock_count:
            unseen = state.hands.holdings.unseen()
            draws = [{"seat": seat, "type": "draw", "source": "stock", "card": c} for c in unseen]
        else:
            draws = [{"seat": seat, "type": "draw", "source": "stock"}]
        if state.discards and (rules.discard_pickup != "after_opening" or state.opened[seat]):
            top = state.discards[-1]
            usable = rules.discard_pickup != "must_use" or pickup_usable(state, seat, top)
            if usable and _could_discard_after_taking(state, seat, top):
                draws.append({"seat": seat, "type": "draw", "source": "discard", "card": top})
        return draws

    def _laying_kinds(self, state: RaminoState, seat: int, hand: list[str] | None) -> list[str]:
        rules, turn = state.rules, state.turn
        may_close = not state.laid_before[seat] and not turn.laid
        if hand is None:
            kinds = ["meld", "lay_off", "swap_joker"] if state.opened[seat] else ["open"]
            return kinds + (["close"] if may_close else [])
        may_lay_off = state.opened[seat] and (rules.layoff_same_turn or not turn.opened)
        entitled = ["meld", *(["lay_off", "swap_joker"] if may_lay_off else [])] if state.opened[seat] else ["open"]
        if turn.jokers_to_lay or turn.must_use is not None:
            kinds = [kind for kind in entitled if self.owed_action(state, kind) is not None]
        else:
            kinds = [kind for kind in entitled if self._may_lay(state, seat, hand, kind)]
        held = state.hands.counter(seat)
        if may_close and closing_plan(state, seat, held, undiscardable(state), turn.must_use):
            kinds.append("close")
        return kinds

    def owed_action(self, state: RaminoState, kind: str) -> dict | None:
        """With a debt this turn (a joker won back, the discard taken under must_use): an action
        of this kind (``open``, ``meld``, ``lay_off``, ``swap_joker``) the seat to act may take
        now and still pay, or None.

        :func:`turn_plan` makes the exchanges first and keeps their jokers out of the action asked
        about, so it misses a lay-off or meld that the rest of the turn changes again: an exchange
        in that meld (a group's joker freed by one suit once a lay-off made it four cards), or a
        joker won later laid onto it.  Only a joker on the table can be won later; then single
        cards and three-card melds are tried one by one, with apply's own checks.  That is enough:
        a lay-off onto a group is one card, one onto a run starts with a card next to the run, a
        meld holds a three-card meld, and what is left of either is a lay-off laid after it."""
        seat = state.turn.seat
        plan = turn_plan(state, kind)
        if plan is not None:
            if kind == "swap_joker":
                return {"seat": seat, "type": kind, **plan["swaps"][0]}
            if kind == "open":
                return {"seat": seat, "type": kind, "melds": plan["first"]}
            first = plan["first"][0]
            return {"seat": seat, "type": kind, **({"melds": [first]} if kind == "meld" else first)}
        if kind not in ("lay_off", "meld") or not any(JOKER in meld.cards for meld in state.table):
            return None
        hand = state.hands.counter(seat)
        if kind == "lay_off":
            tries = (
                {"seat": seat, "type": kind, "meld": index, "cards": [card], **({"end": end} if end else {})}
                for index, meld in enumerate(state.table)
                for card in sorted(hand)
                for end in (("low", "high") if card == JOKER and meld.kind == "run" else (None,))
            )
        else:
            tries = (
                {"seat": seat, "type": kind, "melds": [meld]}
                for meld in three_card_melds(state.rules, list(hand.elements()))
            )
        return next((action for action in tries if self._pays(state, action)), None)

    def _pays(self, state: RaminoState, action: dict) -> bool:
        """Would this lay-off or meld be accepted?  The checks of :meth:`apply`, nothing moved."""
        laying = Laying(state, action["seat"])
        try:
            if action["type"] == "lay_off":
                laying.lay_off(action["meld"], action["cards"], action.get("end"))
            else:
                laying.meld(action["melds"][0])
            laying.check()
            _check_payable(state, laying)
        except IllegalAction:
            return False
        return True

    def _may_lay(self, state: RaminoState, seat: int, hand: list[str], kind: str) -> bool:
        """With nothing owed this turn: could the seat lay this kind of action now?"""
        rules = state.rules
        if kind == "open":
            # best_melds keeps a card the rules let be discarded, maybe the one taken: then search exactly
            if best_melds(rules, hand)[0] < max(rules.opening_min, 1):
                return False
            return not undiscardable(state) & set(hand) or turn_plan(state, kind) is not None
        if kind == "meld":
            return can_meld(rules, hand, None, undiscardable(state))
        if kind == "lay_off":
            held = Counter(hand)
            return any(_fits_table(state, seat, c) and discardable(state, held - Counter({c: 1})) for c in held)
        return turn_plan(state, kind) is not None

    # -- reports ---------------------------------------------------------------------------
    def report(self, state: RaminoState) -> dict:
        hands = state.hands
        return {
            "phase": state.phase,
            "to_act": self.to_act(state),
            "stage": _stage(state),
            "legal_actions": self.legal_actions(state),
            "dealer": state.dealer,
            "starter": state.starter,
            "hands": [sorted(hands.cards(s)) if hands.is_known(s) else None for s in range(state.seats)],
            **self._public(state),
            "discards": list(state.discards),
            "violations": list(state.violations),
        }

    def _public(self, state: RaminoState) -> dict:
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
            "jokers_to_lay": turn.jokers_to_lay if state.phase != "over" else 0,
            "deal_result": state.deal_result,
            "scores": list(state.scores),
            "game_over": state.game_over,
            "winner": state.winner,
            "eliminated": sorted(state.eliminated),
        }

    def seat_view(self, state: RaminoState, seat: int | None) -> dict:
        view = {
            "phase": state.phase,
            "to_act": self.to_act(state),
            "stage": _stage(state),
            "dealer": state.dealer,
            "starter": state.starter,
            **self._public(state),
        }
        if seat is not None and state.hands.is_known(seat):
            view["hand"] = sorted(state.hands.cards(seat))
            if self.to_act(state) == seat:
                view["legal_actions"] = self.legal_actions(state)
        return view

    def deal_from_order(
        self, rules: Rules, order: list[str], dealer: int, seats: int, eliminated: frozenset = frozenset()
    ) -> dict:
        """Also takes ``eliminated``: the seats out of the match, dealt nothing."""
        return deal_from_order(rules, order, dealer, seats, eliminated)

    def stock_card_fields(self, action: dict) -> tuple[str, ...]:
        """A draw's ``card`` names the stock's top card when it draws from the stock (the top
        discard is public, so naming it there gives nothing away)."""
        return ("card",) if action["type"] == "draw" and action.get("source", "stock") == "stock" else ()

    def next_dealer(self, state: RaminoState) -> int:
        return state.next_seat(state.dealer)


def _stage(state: RaminoState) -> str | None:
    if state.phase == "over":
        return None
    return "play" if state.turn.drew else "draw"


def _could_discard_after_taking(state: RaminoState, seat: int, top: str) -> bool:
    """Would a known hand that takes the top discard still hold a card it may discard?"""
    if not state.hands.is_known(seat):
        return True
    barred = barred_discards(state.rules, top)
    return any(card not in barred for card in state.hands.counter(seat))


def _fits_table(state: RaminoState, seat: int, card: str) -> bool:
    """Can ``card`` alone be laid off onto some table meld this seat may use?"""
    for index, meld in enumerate(state.table):
        if not state.rules.layoff_on_opponents and state.owners[index] != seat:
            continue
        try:
            lay_off(state.rules, meld, [card], lay_off_end(state.rules, meld, [card]))
        except MeldError:
            continue
        return True
    return False


def _check_payable(state: RaminoState, laying: Laying, *, opening: bool = False, joker_kept: bool = False) -> None:
    """Refuse a laying after which the turn could not lay what it owes: the jokers won back, the
    discard taken under must_use (a refusal up front, so that no turn reaches a dead end).
    ``joker_kept``: the laying is the exchange that won the joker (``joker_not_reusable``)."""
    turn, seat = state.turn, laying.seat
    due = laying.jokers_to_lay()
    must = turn.must_use if turn.must_use is not None and not laying.out[turn.must_use] else None
    if not (due or must is not None) or not state.hands.is_known(seat):
        return
    hand = state.hands.counter(seat) - laying.out + laying.won
    opened_now = turn.opened or opening
    barred = undiscardable(state)
    plan = finish(
        state, seat, hand, laying.table, laying.owners, opened_now=opened_now, due=due, must=must, barred=barred
    )
    if plan is None:
        if not due:
            raise IllegalAction("discard_pickup_not_used", cause="cannot_lay", card=must)
        if joker_kept:
            raise IllegalAction("joker_not_reusable")
        raise IllegalAction("joker_must_be_reused", cause="cannot_lay")


ENGINE = RaminoEngine()
