"""Whole matches through sessions whose stock runs out within a deal: every card in exactly one
place after every action, across the second pass through the cards.

Two games remake a stock: Sette e Mezzo (rule 9: the busted hands' cards, and with a
``continuous`` deck every card not in a live hand, shuffled and committed by the session; a
continuous deck also goes on from deal to deal) and Ramino (§11: the discards but the top one,
under ``stock_exhausted: reshuffle``; ``void_hand`` ends the hand instead).  Écarté's and
Euchre's stocks are never remade.  :func:`~tests.sessions.match_playout.play_match` checks at
every step that each card is in one place (:data:`~tests.sessions.match_playout.PLACES`: hands,
the stock in force named from its committed order, discards, the table, tricks) and that every
answer is as openapi.yaml describes it, and counts the stocks remade; each case here must run its
stock out, so that the checks have a second pass (or a void hand) to see.

The cases play the options that change the deck or how fast it runs out: the deck policy, the
seats (3 to 6, and a full table of a fresh pack), Ramino's players (three and four: two players'
stock of 81 cards outlasts the hands the test's player plays), ``stock_exhausted`` and the rules
of the discard.  Sette e Mezzo seats hit until their turn ends (small stakes, so that the
match lasts); Ramino players need an opening of 120 points, so that hands last.  The fast tier
plays one seeded match per case, the slow tier two of each (:data:`SLOW_SEEDS`).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import shared_app
from tests.sessions.conftest import Table
from tests.sessions.match_playout import RuleCase, play_match
from tests.volume import one_per_game_in_loop

SEEDS = {3: 0, 4: 0, 5: 0, 6: 1}
"""Sette e Mezzo seats, and the seed of a match of eight deals whose stock runs out."""

CONTINUOUS = {"deck_policy": "continuous", "starting_chips": 1000, "max_bet": 5}
FULL_TABLE = {"deck_policy": "fresh", "max_seats": 16}
LONG_HANDS = {"opening_min": 120, "match": "single_hand"}
VOID = {**LONG_HANDS, "stock_exhausted": "void_hand"}

FAST: list[RuleCase] = [
    *(RuleCase("sette-e-mezzo", {**CONTINUOUS, "max_deals": 8}, seats, seed) for seats, seed in SEEDS.items()),
    RuleCase("sette-e-mezzo", {**FULL_TABLE, "max_deals": 1}, 16, 1),
    RuleCase("ramino", {**LONG_HANDS, "players": 3}, None, 0),
    RuleCase("ramino", {**LONG_HANDS, "players": 4}, None, 0),
    RuleCase("ramino", {**VOID, "players": 4}, None, 0),
]
"""One seeded match each whose stock runs out: it is remade, or (``void_hand``) the hand is void."""

SLOW: list[tuple[str, dict[str, Any], int | None]] = [
    # ten deals (sixteen before): with seeds 10 and 12 the stock runs out 1 to 6 times a seat count
    *(("sette-e-mezzo", {**CONTINUOUS, "max_deals": 10}, seats) for seats in (3, 4, 5, 6)),
    ("sette-e-mezzo", {"variant": "pagat", "max_deals": 8}, 12),
    ("sette-e-mezzo", {**FULL_TABLE, "max_deals": 3}, 16),
    *(("ramino", {**LONG_HANDS, "players": players}, None) for players in (3, 4)),
    ("ramino", {**LONG_HANDS, "players": 3, "discard_pickup": "must_use", "return_discard": True}, None),
    ("ramino", {**VOID, "players": 3}, None),
]
"""Rules and seats played with each of :data:`SLOW_SEEDS`: a stock runs out in one match at least."""
SLOW_SEEDS = (10, 12)
"""Two matches a case (of 10, 11 and 12 before): every case runs its stock out in one of them at least, a
three-player Ramino hand with seed 12 (seeds 10 and 11 never reach its end of stock)."""


def ran_out(client, case: RuleCase) -> int:
    """Play ``case`` to its end (every step checked); how often its stock ran out: the stocks remade
    within a deal, or the hands it voided."""
    played = play_match(client, case, prefer=("hit",))
    assert played is not None, f"{case.id}: rules refused"
    if case.rules.get("stock_exhausted") != "void_hand":
        return played.restocked
    table = Table(client, case.game, created=played.created)
    deals = table.log(table.referee).get_json()["deals"]
    return sum(deal["deal_result"]["reason"] == "void" for deal in deals)


@pytest.fixture
def client():
    return shared_app().test_client()


@pytest.mark.parametrize("case", one_per_game_in_loop(FAST, lambda case: case.game), ids=lambda case: case.id)
def test_every_card_is_in_one_place_across_a_stock_that_runs_out(client, case: RuleCase):
    assert ran_out(client, case), f"{case.id}: the stock never ran out"


@pytest.mark.slow
@pytest.mark.parametrize(("game", "rules", "seats"), SLOW)
def test_every_card_is_in_one_place_across_stocks_that_run_out_in_many_matches(
    game: str, rules: dict[str, Any], seats: int | None
):
    times = 0
    client = shared_app().test_client()
    for seed in SLOW_SEEDS:
        times += ran_out(client, RuleCase(game, rules, seats, seed))
    assert times, f"{game} {rules}: the stock never ran out"
