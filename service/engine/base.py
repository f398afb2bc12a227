"""The surface every game engine offers (docs/ARCHITECTURE.md, "An engine's shape").

The API, the sessions and the tests only ever talk to a game through this class: resolve
``rules``, start a deal from a ``deal`` description, apply actions, and report.  Engines are
plain Python: no web framework, schema library or store may be imported here.
"""

from __future__ import annotations

import itertools
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic

from typing_extensions import TypeVar

from ..cards import JOKER, Deck
from ..messages import Phrase, fault
from .actions import Action, JsonObject, Vocabulary
from .errors import IllegalAction, InvalidInput
from .opening import opening_checks
from .options import R, RuleBook, Rules
from .reports import LegalAction, Report, SeatView
from .scoring import PointRange, Score
from .state import DealState

S = TypeVar("S", bound="DealState[Any]")
"""The deal state of one game (``EcarteState``...): an engine's methods take and return its own."""

Rep = TypeVar("Rep", bound=Report, covariant=True, default=Report)
"""A game's report (``EcarteReport``...); code that serves every game reads it as a :class:`Report`."""

View = TypeVar("View", bound=SeatView, covariant=True, default=SeatView)
"""A game's seat view (``EcarteSeatView``...); read by the sessions as a :class:`SeatView`."""


@dataclass(frozen=True)
class DealField:
    """One field of a game's ``deal`` object, described for validation and documentation.

    ``kind``: ``seat``, ``card``, ``cards``, ``card_lists`` (a list of card lists), ``hands``
    (a list with one card list or null per seat), ``integer`` or ``integers``.
    ``aliases``: other names a client may give the field by (Sette e Mezzo's ``banker`` for
    ``dealer``); :class:`~service.engine.deals.DealReader` reads them as the field itself.
    """

    name: str
    kind: str
    meaning: str
    required: bool = False
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class SeatRange:
    """How many seats a game can seat: ``minimum`` to ``maximum``, both included."""

    minimum: int
    maximum: int

    @classmethod
    def set_by_option(cls, rule_book: RuleBook[Any], rules: Rules | None, name: str) -> SeatRange:
        """The range of a game whose option ``name`` is its number of seats: that value, or the option's bounds."""
        if rules is not None:
            return cls(rules[name], rules[name])
        low, high = rule_book.option(name).bounds()
        return cls(int(low), int(high))

    def __contains__(self, seats: object) -> bool:
        return isinstance(seats, int) and self.minimum <= seats <= self.maximum

    def describe(self) -> dict[str, int]:
        return {"min": self.minimum, "max": self.maximum}

    def refusal(self, seats: int, options: tuple[str, ...]) -> Phrase:
        """Why ``seats`` is refused, naming the range and the options that set it."""
        where = fault("seats_set_by", options=[f"rules.{o}" for o in options]) if options else ""
        if self.minimum == self.maximum:
            return fault("seats_exactly", count=self.minimum, where=where, seats=seats)
        return fault("seats_between", low=self.minimum, high=self.maximum, where=where, seats=seats)


RulesTaken = TypeVar("RulesTaken", bound=Rules, contravariant=True, default=Rules)
"""The rules a card helper's ``compute`` takes: its game's (a helper for any rules serves every game)."""


@dataclass(frozen=True)
class CardHelper(Generic[RulesTaken]):
    """A game's stateless helper over a list of cards (Sette e Mezzo's hand value, Ramino's melds).

    The API serves it at ``POST /v1/games/<game>/<path>`` with the body
    ``{"rules": {...}, "<card_field>": [cards]}``; ``compute`` gets resolved rules and
    canonical cards and returns the JSON answer.  With ``within_deck_copies`` a card given more
    often than the deck holds it is a 400; without, judging such a list is the helper's job
    (a meld that repeats a card is simply not valid).
    """

    path: str
    summary: str
    card_field: str
    compute: Callable[[RulesTaken, list[str]], JsonObject]
    max_cards: int = 30
    within_deck_copies: bool = True


class GameEngine(ABC, Generic[S, R, Rep, View]):
    """One game's rules engine; subclasses are stateless singletons (state lives in DealState).

    Generic over the game's deal state ``S``, its rules ``R``, and the TypedDicts of its report
    ``Rep`` and seat view ``View`` (its ``reports.py``).

    A trick game sets ``trick_game`` and overrides :meth:`trick_winner` for the trick-winner
    endpoint, which is served only for such games.
    """

    game_id: str
    title: str
    summary: str
    rule_book: RuleBook[R]
    vocabulary: Vocabulary
    deal_fields: tuple[DealField, ...]
    trick_game: bool = False
    card_helpers: tuple[CardHelper[R], ...] = ()
    seat_options: tuple[str, ...] = ()
    """The rule options the seat range depends on (none: every rule seats the same)."""
    deck_options: tuple[str, ...] = ()
    """The rule options the deck depends on, each with a set of values (its choices, or true and false);
    none: every rule deals the same deck.  :meth:`describe_decks` lists the deck of each of their values."""

    # -- rules and cards -------------------------------------------------------------
    def resolve_rules(self, raw: Any) -> R:
        """Resolve a request's ``rules`` (raises InvalidInput with ``rules.*`` paths)."""
        return self.rule_book.resolve(raw)

    @abstractmethod
    def deck(self, rules: R) -> Deck:
        """The deck these rules play with."""

    @abstractmethod
    def seat_count(self, rules: R, deal: JsonObject | None = None) -> int:
        """How many seats a deal has (from the rules, or the deal where the game lets it vary)."""

    @abstractmethod
    def seat_range(self, rules: R | None) -> SeatRange:
        """The seats these rules can seat (None: any rules of the game), from its digest and deck.

        A session checks ``seats`` against it before dealing; ``GET /v1/games/{game}`` lists it.
        """

    @abstractmethod
    def score_count(self, rules: R, seats: int) -> int:
        """How many entries ``scores`` holds: teams or seats."""

    @abstractmethod
    def deal_points(self, rules: R, seats: int) -> PointRange:
        """The points one side (an entry of ``scores``) may be given by one finished deal under ``rules`` with
        ``seats`` seats, whatever is played: the bounds of the game's scoring rules (a tournament refuses a
        paper score outside them)."""

    def match_scores(self, rules: R, seats: int) -> PointRange:
        """The match score one side may hold when a match under ``rules`` with ``seats`` seats is over, as the
        game's end rules bound it; no bound by default."""
        return PointRange(None, None)

    def paper_score_range(self, rules: R, seats: int, deals: int | None) -> PointRange:
        """What one side may be given over ``deals`` finished deals (None: a whole match, its final score)."""
        if deals is None:
            return self.match_scores(rules, seats)
        return self.deal_points(rules, seats).times(deals)

    def starting_scores(self, rules: R, seats: int) -> list[Score]:
        """The match score before the first deal when none is given: zeros, unless the game's scores run
        down from a start (Euchre's ``count_down_from``)."""
        return [0] * self.score_count(rules, seats)

    def starting_pool(self, rules: R, seats: int) -> int | None:
        """The pool a match carries before its first deal: the antes, counted in stakes (:mod:`.pool`); None
        for a game whose match has no pool, as by default."""
        return None

    def trumps(self, rules: R) -> tuple[str, ...]:
        """What :meth:`trick_winner` takes for ``trump`` besides null: the deck's suits, unless a game's rules
        name others (Euchre's no trump ``high`` and ``low`` in bid euchre)."""
        return tuple(sorted({card[1] for card in self.deck(rules).cards}))

    def trick_winner(self, rules: R, trump: str | None, plays: list[tuple[int, str]]) -> int:
        """The seat whose card wins ``plays`` (seat, card) under ``trump``: a trick game's (``trick_game``)."""
        raise NotImplementedError(f"{self.game_id} is not a trick game")

    # -- a deal ------------------------------------------------------------------------
    @abstractmethod
    def start(self, rules: R, deal: Any, scores: Any, *, report_breaches: bool = False) -> S:
        """A deal's opening state from its description; InvalidInput when it cannot be real.

        ``deal`` and ``scores`` are the request's JSON values as given (an object and a list of
        :data:`~service.engine.scoring.Score` when well formed): the engine is what validates them."""

    @abstractmethod
    def to_act(self, state: S) -> int | None:
        """The seat to act next, or None once the deal is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[LegalAction]:
        """Every action the seat to act may take, each in request form (or a template giving bounds)."""

    untimed_actions: frozenset[str] = frozenset()
    """The action types that are no turn: a seat not to act may take them too (Ecarté's declaration of the king)."""

    @abstractmethod
    def seats_at(self, state: S) -> int:
        """How many seats the deal of ``state`` has: its actions' seats are 0 to this less one."""

    def apply(self, state: S, action: Action) -> None:
        """Apply one canonical action, or raise IllegalAction (state then unchanged).

        The opening checks come first, the same in every game (:mod:`.opening`): the type one of the
        game's and the seat one of the table (else InvalidInput), the deal going on and the seat the one
        to act (else IllegalAction); then the game's own rules (:meth:`move`).
        """
        self.move(state, opening_checks(self, state, action), action)

    @abstractmethod
    def move(self, state: S, seat: int, action: Action) -> None:
        """``action`` by ``seat`` under the game's own rules, past :meth:`apply`'s opening checks: the move
        the phase has for its type, checked (IllegalAction, state unchanged), then made."""

    def out_of_turn(self, state: S, seat: int, to_act: int) -> IllegalAction:
        """The refusal of an action by ``seat`` while ``to_act`` is to act: ``not_your_turn`` (a game may
        tell a turn already over from one to come)."""
        return IllegalAction("not_your_turn", seat=seat, to_act=to_act)

    @abstractmethod
    def report(self, state: S) -> Rep:
        """Where the deal stands, in the response shape of docs/API.md §3 (without ``game``/``rules``)."""

    # -- a match (sessions) ------------------------------------------------------------
    @abstractmethod
    def seat_view(self, state: S, seat: int | None, public: SeatView | None = None) -> View:
        """What ``seat`` may see of the deal (None: a spectator, public facts only).

        Built by adding what the seat may see - its own cards, counts of the others', every
        public fact - never by deleting from the full report: hidden cards, the stock order
        and face-down discards must not be reachable from it.

        ``public``: this state's view of no seat (``seat_view(state, None)``), when the caller has built it for
        the views of several seats of one state (a version's followers): the seat's view is built upon a copy of
        it, its public facts not worked out again. The copy is shallow: the views share what they hold alike.
        """

    @abstractmethod
    def deal_from_order(self, rules: R, order: list[str], dealer: int, seats: int) -> JsonObject:
        """A ``deal`` description (hands and stock known) dealt from a shuffled deck."""

    def deal_of_match(
        self, rules: R, order: list[str], dealer: int, seats: int, deal_number: int, scores: Sequence[Score]
    ) -> JsonObject:
        """The ``deal`` a session deals as its match's ``deal_number``-th deal (1 for the first), the match
        score being ``scores`` before it.

        :meth:`deal_from_order` unless a game's deal also says how far the match has gone.
        """
        return self.deal_from_order(rules, order, dealer, seats)

    def may_deal(self, rules: R, seats: int, scores: list[Score] | None) -> list[int]:
        """The seats that may deal a match's first deal, ``scores`` being the match score before it:
        a session draws its dealer among them when none is named. Every seat by default."""
        return list(range(seats))

    def stock_card_fields(self, action: Action) -> tuple[str, ...]:
        """The fields of ``action`` that would name cards it takes from the stock (none by default).

        A session deals from a stock it knows and keeps secret, so it refuses these fields
        whatever they name: answering "not the top card" to a guess would tell the seat what
        the top card is not, and let it probe the stock before deciding to draw.
        """
        return ()

    def stock_to_shuffle(self, state: S) -> list[str] | None:
        """The cards to gather into a new stock before play can go on, when the deal does not give its order.

        A session shuffles them, commits the order and gives it back with
        :meth:`with_shuffled_stock`, so that no draw is ever left to the player's naming.
        None: no such stock is needed now (or its cards are not all known).
        """
        return None

    def with_shuffled_stock(self, deal: JsonObject, order: list[str]) -> JsonObject:
        """``deal`` with the next new stock's ``order`` (top first) added to its ``reshuffles`` list.

        A game whose :meth:`stock_to_shuffle` asks for stocks reads them from that deal field.
        """
        return {**deal, "reshuffles": [*deal.get("reshuffles", []), list(order)]}

    def stock_left(self, state: S) -> list[str] | None:
        """The undealt cards, top first, that the next deal of a match goes on from; None: a fresh deck."""
        return None

    @abstractmethod
    def next_dealer(self, state: S) -> int:
        """Who deals the next deal of the match once ``state``'s deal is over."""

    def match_progress(self, state: S) -> JsonObject:
        """The fields of the next deal's description that say how far the match has gone once
        ``state``'s deal is over (none by default; the dealer is :meth:`next_dealer`'s).

        A match record's replay fills them in where a deal leaves them out, and refuses a deal
        that gives them otherwise.
        """
        return {}

    def describe_seats(self) -> JsonObject:
        """The seats: the range over every rule, the options it depends on, and per variant (those options
        left at the variant's values) the range and the seats a session deals when ``seats`` is omitted."""
        variants = {}
        for variant in self.rule_book.variants:
            rules = self.resolve_rules({"variant": variant.name})
            variants[variant.name] = {**self.seat_range(rules).describe(), "default": self.seat_count(rules)}
        return {
            **self.seat_range(None).describe(),
            "depends_on": [f"rules.{o}" for o in self.seat_options],
            "variants": variants,
        }

    def describe_decks(self) -> list[JsonObject]:
        """The deck of every combination of the :attr:`deck_options`' values the rules accept (over the default
        variant; the others change no card): those values, the distinct card codes (a joker once, last), how
        many copies of each card but the joker the deck holds, its jokers, and its suits in order."""
        options = [self.rule_book.option(name) for name in self.deck_options]
        described = []
        for values in itertools.product(*(o.choices or (False, True) for o in options)):
            chosen = {o.name: value for o, value in zip(options, values, strict=True)}
            try:
                deck = self.deck(self.resolve_rules(chosen))
            except InvalidInput:  # a combination no table plays (Euchre's benny card without a benny)
                continue
            described.append(
                {
                    "rules": chosen,
                    "cards": [*deck.cards, *([JOKER] if deck.jokers else [])],
                    "copies": deck.copies,
                    "jokers": deck.jokers,
                    "suits": list(deck.suit_names),
                }
            )
        return described

    def describe(self) -> JsonObject:
        return {
            "id": self.game_id,
            "title": self.title,
            "summary": self.summary,
            **self.rule_book.describe(),
            "seats": self.describe_seats(),
            "decks": self.describe_decks(),
            "actions": [
                {
                    "type": t.name,
                    "meaning": t.meaning,
                    "aliases": list(t.aliases),
                    "fields": [
                        {"name": f.name, "kind": f.kind, "required": f.required, "meaning": f.meaning}
                        | ({"default": f.default} if f.default is not None else {})
                        for f in t.fields
                    ],
                }
                for t in self.vocabulary.types
            ],
            "deal_fields": [
                {
                    "name": f.name,
                    "kind": f.kind,
                    "required": f.required,
                    "meaning": f.meaning,
                    "aliases": list(f.aliases),
                }
                for f in self.deal_fields
            ],
        }
