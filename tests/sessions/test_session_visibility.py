"""What a seat sees is what it could see at the table, at that moment (docs/API.md §5).

The model of each table is written from the rules (docs/rules), not from the session code: what
a seat sees face up now (:func:`at_the_table`) is its own hand and the cards the game lays face
up - the tricks and Ecarté's turn-up, Euchre's upcard while it is offered (round 1), Sette e
Mezzo's face-up cards, Ramino's melds and top discard.  Where the cards are comes from the
referee's view (the full report); which of them a seat may see is decided here.

Random matches of every game and variant are played through sessions, and at every step, for
every seat: its view and legal actions name only cards it has seen this deal; each record of
another seat's action in its log names only cards it saw just before or just after that
action (so a card buried face down is hidden, whatever it was before); and the answers to
refused actions - body and headers - name only what it has seen or named itself.
"""

from __future__ import annotations

import random
import re

import pytest

from service.games.registry import ENGINES
from tests.sessions.conftest import GAMES, SINGLE_REDIS, Remote, Table, bearer, cards_in_answer, next_move
from tests.volume import one_per_game_in_loop

_CARD = re.compile(r"\b(?:10|[2-9TJQKA])[SHDCB]\b|\bJK\b")

CASES = [
    *((game, {"variant": v.name}) for game in GAMES for v in ENGINES[game].rule_book.variants),
    ("euchre", {"dealer_may_discard_upcard": True}),
    ("euchre", {"variant": "three-handed", "dealer_may_discard_upcard": True, "stick_the_dealer": True}),
    ("sette-e-mezzo", {"variant": "pagat", "deck_policy": "fresh"}),
    ("ramino", {"players": 3, "discard_pickup": "after_opening", "match": "first_to_limit_loses"}),
]
SEEDS = {"fast": (1,), "slow": (2,)}
STEPS = {"fast": 40, "slow": 50}
"""Moves a playout watches (the long ones 150 before): the short ones a deal's opening, the long ones several
Euchre and Ecarté deals (seed 2: into deal 3 to 5) and whole Sette e Mezzo matches; a Ramino one :data:`RAMINO_LONG`.
A new deal's model starts from the finished one's public log."""
RAMINO_LONG = 75
"""A long Ramino playout's moves: the two-player hand of seed 2 into the next."""


def store_cases() -> list:
    """Every case on the in-memory store (the loop: one a game), and the first case of each game on one Redis:
    what a seat sees is made by the session layer whatever the store, the Redis runs show the store's round
    trip (a view read back, a log written) leaks nothing more."""
    memory = [pytest.param("memory", g, r, id=f"memory-{g}-{r}") for g, r in CASES]
    firsts = {game: rules for game, rules in reversed(CASES)}
    redis = [pytest.param("redis", g, r, id=f"redis-{g}-{r}", marks=pytest.mark.slow) for g, r in firsts.items()]
    return [*one_per_game_in_loop(memory, lambda v: v[1]), *redis]


@pytest.fixture(params=SINGLE_REDIS)
def store_kind(request):
    """The in-memory store and one Redis (tests/sessions/conftest.py, SINGLE_REDIS)."""
    return request.param


def trick_cards(report: dict) -> set[str]:
    return {play["card"] for trick in report.get("tricks", []) for play in trick["plays"]}


def at_the_table(game: str, referee: dict, seat: int) -> set[str]:
    """The cards ``seat`` sees now: its own hand and whatever lies face up, by the game's rules."""
    report = referee["deal"]
    if game == "ecarte":  # 3.2: the turn-up stays face up; every card played is seen
        own = referee["seat_views"][seat]["hand"]
        return set(own) | {report["turn_up"]} | trick_cards(report)
    if game == "euchre":  # the upcard is face up while it is offered (round 1), then taken or turned down
        own = referee["seat_views"][seat]["hand"]
        offered = {report["upcard"]} if report["phase"] == "bidding_round_1" else set()
        return set(own) | offered | trick_cards(report)
    if game == "sette-e-mezzo":  # every hand's face-up cards; the hidden card only to its holder
        hands = report["hands"]
        return set(hands[seat]["cards"]) | {card for hand in hands for card in hand["shown"]}
    if game == "ramino":  # melds on the table and the top discard
        top = {report["discard_top"]} if report["discard_top"] else set()
        return set(report["hands"][seat]) | cards_in_answer(report["table"], DECKS[game]) | top
    raise AssertionError(f"write the table of {game}")


DECKS = {game: set(ENGINES[game].deck(ENGINES[game].resolve_rules({})).full()) for game in GAMES}


class TableModel:
    """What each seat has seen of the current deal, step by step (index i: before action i)."""

    def __init__(self, game: str, referee: dict, deck: set[str]):
        self.game, self.deck = game, deck
        self.deal_number = referee["deal_number"]
        self.seen: list[list[set[str]]] = [[at_the_table(game, referee, s)] for s in range(referee["seats"])]

    def step(self, referee: dict) -> None:
        for seat, moments in enumerate(self.seen):
            moments.append(at_the_table(self.game, referee, seat))

    def known(self, seat: int) -> set[str]:
        return set().union(*self.seen[seat])

    def assert_shows_only_the_seen(self, seat: int, answer, named=None, where: str = "") -> None:
        shown = cards_in_answer(answer, self.deck)
        extra = shown - self.known(seat) - (cards_in_answer(named, self.deck) if named else set())
        assert not extra, f"{where}: seat {seat} is shown {sorted(extra)} it has not seen: {answer}"

    def assert_log_shows_the_table(self, seat: int, records: list[dict]) -> None:
        moments = self.seen[seat]
        assert len(records) == len(moments) - 1
        for i, record in enumerate(records):
            if record["seat"] == seat:
                continue
            visible = moments[i] | moments[i + 1]
            extra = cards_in_answer(record, self.deck) - visible
            assert not extra, (
                f"seat {seat}'s log shows {sorted(extra)} of seat {record['seat']}'s action {i} ({record}), "
                "which it could not see at the table then"
            )


def assert_headers_clean(model: TableModel, seat: int, response, named=None) -> None:
    values = " ".join(f"{k}: {v}" for k, v in response.headers.items())
    allowed = model.known(seat) | (cards_in_answer(named, model.deck) if named else set())
    leaked = {c for c in _CARD.findall(values) if c in model.deck} - allowed
    assert not leaked, f"seat {seat}'s headers name {sorted(leaked)}: {dict(response.headers)}"


def probe_refusals(table: Table, model: TableModel, referee: dict, rng: random.Random) -> None:
    """A refused action from a seat not to act (409) and from the seat to act: naming a card it has not seen."""
    to_act = referee["to_act"]
    card_types = [t.name for t in table.engine.vocabulary.types if any(f.name == "card" for f in t.fields)]
    for seat in range(referee["seats"]):
        view = table.view(table.token_of(seat))
        if seat == to_act:
            types = [a["type"] for a in view["legal_actions"] if "card" in a and a["type"] in card_types]
        else:
            types = [t for t in card_types if t in ("play", "discard")]
        unseen = sorted(model.deck - model.known(seat))
        if not types or not unseen:  # (Ramino's two decks: a seat may have seen every card code)
            continue
        action = {"type": rng.choice(types), "card": rng.choice(unseen)}
        if action["type"] == "draw":
            action["source"] = "discard"
        response = table.post(table.token_of(seat), action)
        assert response.status_code in (400, 409, 422), (seat, action, response.get_json())
        model.assert_shows_only_the_seen(seat, response.get_json(), named=action, where=f"refusal of {action}")
        assert_headers_clean(model, seat, response, named=action)


def tempting(model: TableModel, view: dict, rng: random.Random) -> dict | None:
    """Now and then, the move that tests a seen-once rule: taking the upcard, or discarding a card every
    other seat has seen (Euchre's upcard buried, a Ramino discard taken back to the pile)."""
    if rng.random() < 0.5:
        return None
    seat = view["seat"]
    seen_by_all = set.intersection(*(model.known(s) for s in range(len(model.seen)) if s != seat))
    for entry in view["legal_actions"]:
        if entry["type"] == "order_up" or (entry["type"] == "discard" and entry.get("card") in seen_by_all):
            return {k: v for k, v in entry.items() if k != "seat"}
    return None


class Watched(Remote):
    """A session played with every seat's view, log and headers held to what it could see at the table
    (:class:`TableModel`) before each move, refused actions probed every third move, tempting moves (a card
    every other seat has seen) preferred, and the mover's answer held to the same."""

    def __init__(self, table: Table, game: str, deck: set[str]):
        super().__init__(table)
        self.game, self.deck = game, deck
        self.model = TableModel(game, table.referee_view(), deck)
        self.moves = 0

    def listed(self) -> list[dict] | None:
        listed = super().listed()
        if listed is None:
            return None
        table, referee = self.table, self.referee
        if referee["deal_number"] != self.model.deal_number:
            self.model = TableModel(self.game, referee, self.deck)  # a finished deal is public: its log reveals it
        model = self.model
        for seat in range(referee["seats"]):
            response = table.get(table.token_of(seat))
            view = response.get_json()
            model.assert_shows_only_the_seen(seat, [view["deal"], view["legal_actions"]], where="view")
            assert_headers_clean(model, seat, response)
            log = table.log(table.token_of(seat))
            current = log.get_json()["deals"][-1]
            assert not current["finished"] and current["deal_number"] == model.deal_number
            model.assert_log_shows_the_table(seat, current["actions"])
            assert_headers_clean(model, seat, log)
        return listed

    def choose(self, listed: list[dict], rng: random.Random) -> dict | None:
        table, referee = self.table, self.referee
        if self.moves % 3 == 0:
            probe_refusals(table, self.model, referee, rng)
        view = table.view(table.token_of(referee["to_act"]))
        return tempting(self.model, view, rng) or next_move(table, referee, view, rng)

    def post(self, move: dict) -> None:
        table, model, seat = self.table, self.model, self.referee["to_act"]
        response = table.post(table.token_of(seat), move)
        assert response.status_code == 200, response.get_json()
        self.moves += 1
        after = table.referee_view()
        if after["deal_number"] == model.deal_number:
            model.step(after)
            answer = response.get_json()
            model.assert_shows_only_the_seen(seat, [answer["deal"], answer["legal_actions"]], where="answer")
            assert_headers_clean(model, seat, response)


def play_and_watch(client, game: str, rules: dict, seed: int, steps: int) -> None:
    rng = random.Random(f"visibility:{game}:{rules}:{seed}")
    table = Table(client, game, seed=seed, rules=rules)
    deck = DECKS[game] | set(ENGINES[game].deck(ENGINES[game].resolve_rules(rules)).full())
    Watched(table, game, deck).play(rng, limit=steps)


@pytest.mark.parametrize(("store_kind", "game", "rules"), store_cases())
def test_every_seat_sees_only_what_it_could_see_at_the_table(client, game, rules):
    for seed in SEEDS["fast"]:
        play_and_watch(client, game, rules, seed, STEPS["fast"])


@pytest.mark.slow
# what a seat sees is made by the session layer whatever the store; the short playouts above run on
# both stores (store_cases), the long ones on the in-memory one
@pytest.mark.parametrize("store_kind", ["memory"])
@pytest.mark.parametrize(("game", "rules"), CASES, ids=[f"{g}-{r}" for g, r in CASES])
def test_every_seat_sees_only_what_it_could_see_at_the_table_long(client, game, rules):
    for seed in SEEDS["slow"]:
        play_and_watch(client, game, rules, seed, RAMINO_LONG if game == "ramino" else STEPS["slow"])


@pytest.mark.parametrize("bury_the_upcard", [True, False])
def test_a_buried_upcard_is_hidden_like_any_other_discard(client, bury_the_upcard):
    """Once a leak: with dealer_may_discard_upcard the opponents were shown the upcard when the dealer buried it."""
    for seed in range(40):
        table = Table(client, "euchre", seed=seed, rules={"dealer_may_discard_upcard": True})
        referee = table.referee_view()
        if referee["deal"]["blind_call"]:
            continue
        assert table.post(table.token_of(referee["to_act"]), {"type": "order_up"}).status_code == 200
        referee = table.referee_view()
        upcard, dealer = referee["deal"]["upcard"], referee["dealer"]
        discards = [a["card"] for a in table.view(table.token_of(dealer))["legal_actions"]]
        buried = upcard if bury_the_upcard else next(card for card in discards if card != upcard)
        assert buried in discards
        assert table.post(table.token_of(dealer), {"type": "discard", "card": buried}).status_code == 200
        for seat in range(4):
            record = table.log(table.token_of(seat)).get_json()["deals"][-1]["actions"][-1]
            view = table.client.get(table.url, headers=bearer(table.token_of(seat))).get_json()
            if seat == dealer:
                assert record["card"] == buried and view["deal"]["discarded"] == buried
            else:
                assert "card" not in record and record["hidden"] == {"card": 1}
                assert "discarded" not in view["deal"]
        return
    pytest.fail("no deal without a blind call in 40 seeds")
