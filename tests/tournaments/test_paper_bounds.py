"""A paper score is refused when no side can make it: the bound comes from the game's engine (docs/TOURNAMENTS.md,
Results; Euchre §8, §9.3; Ecarté §7; Ramino §9-§10; Sette e Mezzo §6-§7)."""

from __future__ import annotations

import pytest

from service.games.registry import ENGINES
from tests.conftest import shared_app
from tests.tournaments.support import NAMES, create, post_result


@pytest.fixture(scope="module")
def client():
    return shared_app().test_client()


def test_an_impossible_euchre_round_is_a_422_naming_the_field_and_the_bound(client):
    """Two deals of default Euchre give a partnership 0 to 8 points (§8: 4 for a lone march, at most)."""
    tournament = create(client, game="euchre", format="progressive", players=NAMES[:8], hands_per_round=2)
    refused = post_result(client, tournament, 1, 1, {"scores": [99, -5]}, headers={"Accept-Language": "en"})
    assert refused.status_code == 422, refused.get_json()
    problem = refused.get_json()
    assert problem["type"] == "/problems/score-impossible"
    assert (problem["field"], problem["given"], problem["minimum"], problem["maximum"]) == ("scores.0", 99, 0, 8)
    assert problem["detail"] == "scores.0 is 99, but 2 deals under these rules give a side at most 8."
    low = post_result(client, tournament, 1, 1, {"scores": [8, -5]}).get_json()
    assert (low["field"], low["given"], low["minimum"]) == ("scores.1", -5, 0)
    italian = post_result(client, tournament, 1, 1, {"scores": [9, 0]}, **{"Accept-Language": "it"}).get_json()
    assert italian["detail"].startswith("scores.0 è 9")
    assert client.get(f"/v1/tournaments/{tournament['id']}").get_json()["results"] == []  # nothing kept
    assert post_result(client, tournament, 1, 1, {"scores": [8, 0]}).status_code == 201  # the bound itself is taken


def test_a_deducting_variant_takes_a_negative_round(client):
    """§9.3: with revoke_scoring deduct a revoke takes revoke_points off the offenders."""
    tournament = create(
        client, game="euchre", format="progressive", players=NAMES[:8], hands_per_round=1,
        rules={"revoke_scoring": "deduct", "revoke_points": 3},
    )  # fmt: skip
    assert post_result(client, tournament, 1, 1, {"scores": [-3, 4]}).status_code == 201
    assert post_result(client, tournament, 1, 2, {"scores": [-4, 0]}).get_json()["minimum"] == -3


@pytest.mark.parametrize(
    ("body", "scores", "field", "bound"),
    [
        ({"game": "ecarte", "format": "round-robin", "players": NAMES[:4]}, [10, 0], "scores.0", ("maximum", 9)),
        ({"game": "ecarte", "format": "round-robin", "players": NAMES[:4]}, [5, -1], "scores.1", ("minimum", 0)),
        (
            {"game": "ramino", "format": "tables", "players": NAMES[:6], "table_size": 3, "hands_per_round": 1},
            [0, 40, -1],
            "scores.2",
            ("minimum", 0),
        ),
        (
            {"game": "sette-e-mezzo", "format": "tables", "players": NAMES[:8], "table_size": 4,
             "rules": {"max_bet": 10}, "hands_per_round": 2},
            [0, 0, 181, 0],
            "scores.2",
            ("maximum", 180),
        ),
    ],
)  # fmt: skip
def test_every_game_bounds_its_paper_scores(client, body, scores, field, bound):
    tournament = create(client, **body)
    problem = post_result(client, tournament, 1, 1, {"scores": scores}).get_json()
    assert problem["status"] == 422 and problem["field"] == field and problem[bound[0]] == bound[1], problem


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_the_bounds_are_the_engines_for_every_variant(game):
    """The engine states each variant's range; a whole match's scores bound its deals' (a deal is within it)."""
    engine = ENGINES[game]
    for variant in engine.rule_book.variants:
        rules = engine.resolve_rules({"variant": variant.name})
        seats = engine.seat_count(rules)
        deal, match = engine.deal_points(rules, seats), engine.match_scores(rules, seats)
        assert deal.minimum is None or deal.maximum is None or deal.minimum <= 0 <= deal.maximum
        assert engine.paper_score_range(rules, seats, 3) == deal.times(3)
        assert engine.paper_score_range(rules, seats, None) == match
