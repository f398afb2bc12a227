"""Whole matches played through the session API, checked at every step.

:func:`play_match` creates a session and plays it to the end through HTTP, the seat to act
posting one of its listed actions (the contract suite's choosers: Ramino's melding player,
else a random listed action, every kind as likely). At every step it checks:

- no answer is a 5xx (every answer's status is asserted);
- the seat to act has something listed until the match is over, and its view lists what the
  engine lists for the deal rebuilt from the referee's record;
- the listed action posted is accepted;
- actions the engine refuses (:func:`tests.contract.contract_playout.candidates`) are refused
  with a 4xx and leave the session's version (its ETag) as it was;
- every card is in exactly one place (:data:`PLACES`): no card in two places, none lost;
- each deal ends within :func:`deal_bound` actions and the match within :func:`match_bound` deals;
- each finished deal, replayed statelessly (``POST /v1/games/<game>/adjudicate``) with the deal
  and actions the log reveals once the deal ends, gives the deal result and scores it gave.

:func:`rule_cases` names the rules played: every variant, every option value one at a time
from the default (from ``GET /v1/games/<game>``: choices, both booleans, null where nullable,
an integer's minimum, default and a value within :data:`PLAYOUT_CAPS`), and seeded random
combinations. Rules the service refuses (``min_seats`` above ``max_seats``...) must be a 400.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from service.engine import DealState, IllegalAction, InvalidInput, Rules
from service.games.registry import ENGINES
from tests.conftest import shared_app
from tests.contract.contract_playout import candidates, deal_bound
from tests.playout import CHOOSERS, fork, next_action
from tests.sessions.conftest import Remote, Table, choose_action, session_state

_DESCRIBER = shared_app().test_client()
DESCRIBED = {game: _DESCRIBER.get(f"/v1/games/{game}").get_json() for game in ENGINES}
"""Each game as ``GET /v1/games/<game>`` describes it: its variants and options, with their types and choices (asked
of the worker's shared app, which its tests use anyway, rather than of an app built for it alone)."""

PLAYOUT_CAPS: dict[str, dict[str, int]] = {
    "ecarte": {"target_score": 7, "max_exchange_rounds": 3},
    "euchre": {"points_to_win": 11, "euchred_loner_points": 4, "revoke_points": 4, "revoke_points_loner": 4},
    "sette-e-mezzo": {"max_deals": 6, "min_bet": 10, "max_bet": 50, "starting_chips": 200},
    "ramino": {"opening_min": 60, "elimination_at": 151, "fixed_hands": 4, "close_in_hand_multiplier": 3},
}
"""The largest value of each integer option the playouts try: the options have no maximum that
bounds a match (the session limits do), so a huge ``target_score`` would play for ever.
Options not named here are played at every value their bounds allow (they are small)."""

BOUNDING: dict[str, dict[str, Any]] = {"sette-e-mezzo": {"max_deals": 6}, "ramino": {"elimination_at": 61}}
"""Rules every playout adds unless it plays that option itself, never at null: Sette e Mezzo's match
has no bound by default (``max_deals`` null: it ends only when a bankroll is spent); a Ramino
match to 101 is a thousand actions or more (the default is played as one of the option's values)."""


def option_values(game: str, option: dict) -> list[Any]:
    """The values of a described option (``GET /v1/games/<game>``) the playouts try."""
    if "choices" in option:
        values = list(option["choices"])
    elif option["type"] == "boolean":
        values = [False, True]
    elif option["type"] == "integer":
        cap = PLAYOUT_CAPS.get(game, {}).get(option["name"])
        low, high = option.get("minimum", 0), option.get("maximum", cap)
        high = min(high, cap) if cap is not None else high
        values = sorted({low, high, *([option["default"]] if option["default"] is not None else [])})
    else:  # a free string or an array: its default
        values = [option["default"]]
    if option["nullable"] and option["name"] not in BOUNDING.get(game, {}):
        values.append(None)
    return values


@dataclass(frozen=True)
class RuleCase:
    """One match to play: its request ``rules``, seats (None: the rules' default) and seed."""

    game: str
    rules: dict[str, Any]
    seats: int | None
    seed: int

    @property
    def id(self) -> str:
        shown = ",".join(f"{k}={v}" for k, v in self.rules.items())
        return f"{self.game}[{shown}]" + (f"x{self.seats}" if self.seats else "")


def rule_cases(game: str, described: dict, combinations: int, seed: int) -> Iterator[RuleCase]:
    """Every variant at its defaults, every option value one at a time from the default rules,
    then ``combinations`` seeded random combinations (a variant, some options, a seat count)."""
    rng = random.Random(f"{game}:{seed}")
    bounding = BOUNDING.get(game, {})
    for variant in described["variants"]:
        yield RuleCase(game, {"variant": variant["name"], **bounding}, None, rng.randrange(2**31))
    for option in described["options"]:
        for value in option_values(game, option):
            if value != bounding.get(option["name"], option["default"]):
                yield RuleCase(game, {**bounding, option["name"]: value}, None, rng.randrange(2**31))
    seats = described["seats"]
    for _ in range(combinations):
        rules: dict[str, Any] = {"variant": rng.choice(described["variants"])["name"], **bounding}
        for option in rng.sample(described["options"], rng.randint(1, len(described["options"]))):
            rules[option["name"]] = rng.choice(option_values(game, option))
        engine = ENGINES[game]
        try:  # seats the rules can seat, where the engine reads them so
            seated = engine.seat_range(engine.resolve_rules(rules))
            low, high = seated.minimum, seated.maximum
        except InvalidInput:
            low, high = seats["min"], seats["max"]
        yield RuleCase(game, rules, rng.randint(low, high), rng.randrange(2**31))


# -- every card in one place ------------------------------------------------------------------
def _tricks(report: dict) -> list[str]:
    return [play["card"] for trick in report.get("tricks", []) for play in trick["plays"]]


def _held(referee: dict, *keys: str) -> list[str]:
    """The cards the seats' own views show them holding (``hand``, and e.g. their own discards)."""
    return [card for view in referee["seat_views"] for key in keys for card in view.get(key) or []]


def _ecarte(referee: dict) -> tuple[list[str], int, bool]:
    report = referee["deal"]
    named = _held(referee, "hand", "discards") + _tricks(report) + [report["turn_up"]]
    return named, report["stock_remaining"], True


def _euchre(referee: dict) -> tuple[list[str], int, bool]:
    report = referee["deal"]
    named = _held(referee, "hand") + _tricks(report) + [c for v in referee["seat_views"] if (c := v.get("discarded"))]
    if report["upcard"] is None:  # bid euchre deals every card (docs/rules/euchre.md §16.1)
        return named, 0, True
    if report["upcard"] not in named:  # else the dealer took it up
        named.append(report["upcard"])
    return named, 0, False  # the kitty is shown nowhere: at most the deck


def _sette(referee: dict) -> tuple[list[str], int, bool]:
    """Every hand's cards (a busted hand's leave it when a new stock gathers them, 9) and the stock
    in force, named from the deal's orders: its stock, else the last new stock a hit drew from.  A
    fresh deck is all of them; a continuous one leaves out what earlier deals used, until a new stock
    gathers it."""
    report, dealt = referee["deal"], referee["dealt"]
    stock = report["stock"]
    named = [card for hand in report["hands"] for card in hand["cards"] if card is not None]
    order = dealt["reshuffles"][stock["reshuffles"] - 1] if stock["reshuffles"] else dealt.get("stock")
    if not stock["order_known"] or order is None:
        return named, stock["cards_left"], False
    named += order[len(order) - stock["cards_left"] :]
    return named, 0, referee["rules"].get("deck_policy", "fresh") == "fresh"


def _ramino(referee: dict) -> tuple[list[str], int, bool]:
    report = referee["deal"]
    named = [card for hand in report["hands"] for card in hand or []]
    named += [card for meld in report["table"] for card in meld["cards"]] + report["discards"]
    return named, report["stock_count"], True


PLACES: dict[str, Callable[[dict], tuple[list[str], int, bool]]] = {
    "ecarte": _ecarte,
    "euchre": _euchre,
    "sette-e-mezzo": _sette,
    "ramino": _ramino,
}
"""Per game, from the referee's view (its report, seat views, ``dealt`` and ``rules``): the cards it
names in a place (hands, tricks, the table, the stock where its order is known...), how many more it
counts without naming them (a stock whose order it does not show), and whether the two make the whole
deck."""


STOCK_SIZE: dict[str, Callable[[dict], int]] = {
    "ecarte": lambda referee: referee["deal"]["stock_remaining"],
    "euchre": lambda referee: 0,  # the kitty is never drawn from
    "sette-e-mezzo": lambda referee: referee["deal"]["stock"]["cards_left"],
    "ramino": lambda referee: referee["deal"]["stock_count"],
}
"""Per game, the cards left in the stock as the referee reads it: when it grows within a deal, the
stock was remade (a second pass through the cards: Sette e Mezzo's rule 9, Ramino's §11)."""


def assert_cards_placed(game: str, rules: Rules, referee: dict) -> None:
    named, counted, whole = PLACES[game](referee)
    deck = ENGINES[game].deck(rules)
    copies = Counter(deck.full())
    twice = {card: n for card, n in Counter(named).items() if n > copies[card]}
    assert not twice, f"cards in more places than the deck holds them: {twice}"
    total = len(named) + counted
    assert total == deck.size if whole else total <= deck.size, f"{total} cards placed of {deck.size}"


# -- a match's bounds -------------------------------------------------------------------------
def match_bound(game: str, rules: Rules) -> int:
    """The most deals a match of these rules may take.

    Ecarté and Euchre: every deal scores at least a point for someone, but for a Euchre deal
    every seat passed (redealt) - at most a few in a row; Sette e Mezzo: ``max_deals`` (the
    playouts always set it); Ramino: ``fixed_hands``, one hand, or (elimination, first to the
    limit) every hand but a void one costs someone at least a point.
    """
    if game == "ecarte":
        return 2 * rules.target_score
    if game == "euchre" and rules.count_down_from is not None:
        # each deal takes tricks off someone's score, but set-backs add to others': no true bound, a generous one
        return 50 * rules.count_down_from
    if game == "euchre":
        return 20 * rules.points_to_win
    if game == "sette-e-mezzo":
        return rules.max_deals
    if rules.match == "fixed_hands":
        return rules.fixed_hands
    if rules.match == "single_hand":
        return 1
    return rules.players * rules.elimination_at


# -- playing ----------------------------------------------------------------------------------
@dataclass
class Played:
    """What a match played: its session (the 201 answer's body), deals and actions, the refused
    actions posted, the deals replayed statelessly, and the stocks remade within a deal (:data:`STOCK_SIZE`)."""

    created: dict
    deals: int = 0
    actions: int = 0
    refused: int = 0
    replayed: set[int] = field(default_factory=set)
    restocked: int = 0


def create(client, case: RuleCase) -> Table | None:
    """The case's session, or None when the service refuses its rules (then a 400 naming them)."""
    body: dict[str, Any] = {"game": case.game, "seed": case.seed, "rules": case.rules}
    if case.seats is not None:
        body["seats"] = case.seats
    answer = client.post("/v1/sessions", json=body)
    if answer.status_code == 201:
        return Table(client, case.game, created=answer.get_json())
    assert answer.status_code == 400, answer.get_json()
    errors = answer.get_json()["errors"]
    assert all(path.startswith(("rules", "seats")) for path in errors), errors
    return None


def replay_finished(table: Table, rules: dict, played: Played) -> None:
    """Adjudicate statelessly every finished deal the log now reveals, once: the same result."""
    log = table.log(table.token_of(0))
    assert log.status_code == 200, log.get_json()
    for entry in log.get_json()["deals"]:
        if not entry["finished"] or "deal" not in entry or entry["deal_number"] in played.replayed:
            continue
        body = {"rules": rules, "deal": entry["deal"], "actions": entry["actions"], "scores": entry["scores_before"]}
        answer = table.client.post(f"/v1/games/{table.engine.game_id}/adjudicate", json=body)
        assert answer.status_code == 200, (entry["deal_number"], answer.get_json())
        report = answer.get_json()
        assert report["deal_result"] == entry["deal_result"], entry["deal_number"]
        assert report["scores"] == entry["scores_after"], entry["deal_number"]
        played.replayed.add(entry["deal_number"])


def probe_refusals(table: Table, state: DealState, seats: int, etag: str, rng: random.Random, probes: int) -> int:
    """Post up to ``probes`` actions the engine refuses in ``state``, the session's current deal:
    each must be a 4xx that leaves the version as it was.  They are the first refused ones of the
    candidates in a random order (a random sample of the refused ones, as drawing from all of them
    would be), each tried on a copy of the deal, so that the rest are not tried.  ``rng`` is the
    probe's own (:attr:`CheckedMatch.probe_rng`): how many candidates it tries leaves the moves'
    random stream as it is."""
    engine = table.engine
    listed = engine.legal_actions(state)
    pool = candidates(engine, state, listed, seats, rng)
    rng.shuffle(pool)
    refused: list[dict] = []
    for action in pool:
        if len(refused) == probes:
            break
        try:
            engine.apply(fork(state), action)
        except IllegalAction:
            refused.append(action)
    for action in refused:
        body = {k: v for k, v in action.items() if k != "seat"}
        answer = table.post(table.token_of(action["seat"]), body, if_match=etag)
        assert 400 <= answer.status_code < 500, (action, answer.status_code, answer.get_json())
        assert table.get(table.referee).headers["ETag"] == etag, f"refused {action} changed the version"
    return len(refused)


class CheckedMatch(Remote):
    """A match played by :class:`~tests.sessions.conftest.Remote` with every step checked (the module's
    docstring): the referee's view read and checked before each move, a refused action posted first at a
    ``probe_rate`` of the steps, the move chosen by the contract's choosers and posted on the version read.
    The refused actions are drawn from :attr:`probe_rng`, seeded from the case's seed, apart from the moves'."""

    def __init__(self, table: Table, case: RuleCase, probe_rate: float, prefer: tuple[str, ...]):
        super().__init__(table)
        self.case, self.probe_rate, self.prefer = case, probe_rate, prefer
        self.probe_rng = random.Random(f"{case.seed}-probe")
        self.played = Played(table.created)
        self.stock = self.in_deal = 0
        self.etag = ""

    def listed(self) -> list[dict] | None:
        table, case, played = self.table, self.case, self.played
        answer = table.get(table.referee)
        assert answer.status_code == 200, answer.get_json()
        referee, self.etag = answer.get_json(), answer.headers["ETag"]
        self.referee = referee
        rules = table.engine.resolve_rules(referee["rules"])
        assert_cards_placed(case.game, rules, referee)
        self.stock, before = STOCK_SIZE[case.game](referee), self.stock
        if referee["deal_number"] != played.deals:
            played.deals, self.in_deal = referee["deal_number"], 0
            replay_finished(table, referee["rules"], played)
        elif self.stock > before:
            played.restocked += 1
        assert played.deals <= match_bound(case.game, rules), f"{case.id}: more than its bound of deals"
        if referee["game_over"]:
            return None
        bound = deal_bound(table.engine, rules, referee["dealt"])
        assert self.in_deal < bound, f"{case.id}: deal {played.deals} did not end"
        assert referee["to_act"] is not None and referee["legal_actions"], f"{case.id}: nothing listed before the end"
        return referee["legal_actions"]

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        table, referee, engine = self.table, self.referee, self.table.engine
        view = table.view(table.token_of(referee["to_act"]))
        state = session_state(table, referee)
        assert view["legal_actions"] == engine.legal_actions(state) == listed
        if rng.random() < self.probe_rate:
            self.played.refused += probe_refusals(table, state, referee["seats"], self.etag, self.probe_rng, 1)
        if self.case.game in CHOOSERS:
            move = next_action(engine, state, listed, rng)
            assert move is not None
            return move
        return choose_action(table, view, rng, self.prefer)

    def post(self, move: dict) -> None:
        table = self.table
        body = {k: v for k, v in move.items() if k != "seat"}
        posted = table.post(table.token_of(self.referee["to_act"]), body, if_match=self.etag)
        assert posted.status_code == 200, (self.case.id, move, posted.get_json())
        self.played.actions += 1
        self.in_deal += 1


def play_match(client, case: RuleCase, probe_rate: float = 0.2, prefer: tuple[str, ...] = ()) -> Played | None:
    """Play ``case`` to the end of its match, checking every step (the module's docstring); at a
    ``probe_rate`` of the steps, a refused action is posted first.  ``prefer``: action types the
    random player chooses among whenever one is listed (a Sette e Mezzo seat that hits until its
    turn ends: stocks run out)."""
    table = create(client, case)
    if table is None:
        return None
    match = CheckedMatch(table, case, probe_rate, prefer)
    match.play(random.Random(case.seed))
    played = match.played
    replay_finished(table, match.referee["rules"], played)
    assert played.replayed == set(range(1, played.deals + 1)), f"{case.id}: deals never revealed"
    return played
