"""A substitute playing a seat (docs/TOURNAMENTS.md, "The director's evening"): a new person takes over a player's
seats at the tables still to play, for the remaining rounds or for some, through
``POST /v1/tournaments/{id}/players/{name}/substitute``.  What was played stays; in ``pairs`` the substitute's
results count for the team, elsewhere for the substitute's own row.  Every refusal names what it refuses and
leaves the tournament as it was."""

from __future__ import annotations

import pytest

from tests.conftest import shared_app
from tests.sessions.conftest import bearer
from tests.tournaments.support import NAMES, create, post_result
from tests.tournaments.test_duplicate_api import duplicate, open_table

ROUND_ROBIN = {"game": "ecarte", "format": "round-robin", "players": NAMES[:6], "hands_per_round": 1}


@pytest.fixture
def client():
    return shared_app().test_client()


def substitute(client, tournament: dict, player: str, token: str | None = "director", **body):
    token = tournament["director_token"] if token == "director" else token
    url = f"/v1/tournaments/{tournament['id']}/players/{player}/substitute"
    return client.post(url, json=body, headers=bearer(token) if token else {})


def fetched(client, tournament: dict):
    return client.get(f"/v1/tournaments/{tournament['id']}")


def table_of(one: dict, player: int) -> dict | None:
    return next((table for table in one["tables"] if player in table["seats"]), None)


def swapped(one: dict, player: int, by: int) -> list[list[int]]:
    return [[by if p == player else p for p in table["seats"]] for table in one["tables"]]


def row(tournament: dict, name: str) -> dict:
    return next(row for row in tournament["standings"]["rows"] if row["name"] == name)


def test_a_substitute_takes_the_seats_of_the_remaining_rounds_and_what_was_played_stays(client):
    tournament = create(client, **ROUND_ROBIN)
    bob = tournament["players"].index("Bob")
    first = table_of(tournament["schedule"]["rounds"][0], bob)
    assert post_result(client, tournament, 1, first["table"], {"scores": [1, 2]}).status_code == 201
    before = fetched(client, tournament)
    answer = substitute(client, tournament, "bob", name="Zoe", from_round=2)
    assert answer.status_code == 200, answer.get_json()
    after = answer.get_json()
    zoe = len(NAMES[:6])
    assert after["players"] == [*NAMES[:6], "Zoe"]
    assert after["substitutes"] == [{"player": zoe, "replaces": bob, "from_round": 2, "to_round": None}]
    old = before.get_json()["schedule"]["rounds"]
    assert after["schedule"]["rounds"][0] == old[0]  # played: kept as it was
    for one, was in zip(after["schedule"]["rounds"][1:], old[1:], strict=True):
        assert [table["seats"] for table in one["tables"]] == swapped(was, bob, zoe)  # Bob's seats, now Zoe's
    assert after["results"] == before.get_json()["results"]
    assert answer.headers["ETag"] == fetched(client, tournament).headers["ETag"] != before.headers["ETag"]

    second = table_of(after["schedule"]["rounds"][1], zoe)
    seat = second["seats"].index(zoe)
    deal = {"dealer": 1, "turn_up": "7S", "hands": [["KS", "8S", "AH", "7C", "9D"], ["QS", "JS", "KH", "KC", "TD"]]}
    named = {"format": "arbitro-match/1", "game": "ecarte", "seats": [{}, {}], "deals": [{"deal": deal, "actions": []}]}
    named["seats"][seat] = {"name": "Bob"}
    refused = post_result(client, after | {"director_token": tournament["director_token"]}, 2, second["table"],
                          {"match": named})  # fmt: skip
    assert refused.status_code == 422 and refused.get_json()["mismatch"] == {
        "field": f"seats.{seat}.name", "expected": "Zoe", "given": "Bob"
    }  # fmt: skip
    assert (
        post_result(client, tournament, 2, second["table"], {"scores": [2, 0] if seat == 0 else [0, 2]}).status_code
        == 201
    )
    now = fetched(client, tournament).get_json()
    assert (row(now, "Bob")["played"], row(now, "Bob")["points"]) == (1, 1 if first["seats"][0] == bob else 2)
    assert (row(now, "Zoe")["played"], row(now, "Zoe")["points"], row(now, "Zoe")["won"]) == (1, 2, 1)
    page = client.get(f"/tournament/{tournament['id']}").get_data(as_text=True)
    assert (
        'data-player="Bob"><td role="cell" data-label="Player">Bob</td><td role="cell" colspan="3">replaced by Zoe'
        in page
    )


def test_a_substitute_for_one_round_gives_the_seat_back_after_it(client):
    tournament = create(client, **ROUND_ROBIN)
    bob = tournament["players"].index("Bob")
    answer = substitute(client, tournament, "Bob", name="Zoe", from_round=2, to_round=2)
    assert answer.status_code == 200, answer.get_json()
    rounds, old = answer.get_json()["schedule"]["rounds"], tournament["schedule"]["rounds"]
    assert [t["seats"] for t in rounds[1]["tables"]] == swapped(old[1], bob, 6)
    assert [rounds[0], *rounds[2:]] == [old[0], *old[2:]]
    page = client.get(f"/tournament/{tournament['id']}").get_data(as_text=True)
    assert 'data-player="Zoe"><td role="cell" data-label="Player">Zoe</td><td role="cell" data-label="Round">2<' in page
    gone = client.delete(
        f"/v1/tournaments/{tournament['id']}/players/Zoe", headers=bearer(tournament["director_token"])
    )
    assert gone.status_code == 409 and gone.get_json()["type"] == "/problems/player-substitute", gone.get_json()


def test_a_later_replanning_keeps_a_substitution(client):
    """A late arrival plans the rounds from the next unplayed one again: Zoe still sits where Bob would in the round
    she substitutes him, and Bob everywhere else."""
    tournament = create(client, **ROUND_ROBIN)
    substitute(client, tournament, "Bob", name="Zoe", from_round=3, to_round=3)
    added = client.post(f"/v1/tournaments/{tournament['id']}/players", json={"name": "Max"},
                        headers=bearer(tournament["director_token"])).get_json()  # fmt: skip
    bob, zoe = 1, 6
    rounds = added["schedule"]["rounds"]
    assert table_of(rounds[2], bob) is None and bob not in rounds[2]["byes"]
    assert table_of(rounds[2], zoe) is not None or zoe in rounds[2]["byes"]
    assert all(table_of(one, zoe) is None for one in rounds if one["round"] != 3)
    assert all(table_of(one, bob) or bob in one["byes"] for one in rounds if one["round"] != 3)


def test_in_pairs_the_substitutes_results_count_for_the_team(client):
    teams = [NAMES[i : i + 2] for i in range(0, 8, 2)]
    tournament = create(client, game="euchre", format="pairs", teams=teams, hands_per_round=1)
    answer = substitute(client, tournament, "Ann", name="Zoe", from_round=1)
    assert answer.status_code == 200, answer.get_json()
    table = table_of(answer.get_json()["schedule"]["rounds"][0], 8)
    side = table["seats"].index(8) % 2
    assert (
        post_result(client, tournament, 1, table["table"], {"scores": [3, 1] if side == 0 else [1, 3]}).status_code
        == 201
    )
    rows = fetched(client, tournament).get_json()["standings"]["rows"]
    assert [r["name"] for r in rows].count("Ann & Bob") == 1 and len(rows) == 4  # no row of her own
    team = next(r for r in rows if r["name"] == "Ann & Bob")
    assert (team["points"], team["won"], team["played"], team["players"]) == (3, 1, 1, [0, 1])


def test_a_substitute_for_a_withdrawn_player_takes_his_seat_still_to_play_and_is_seated_after(client):
    tournament = create(client, **{**ROUND_ROBIN, "players": NAMES[:5]})
    bob = 1
    round_one = tournament["schedule"]["rounds"][0]
    his = table_of(round_one, bob)
    for table in round_one["tables"]:
        if table is not his:
            assert post_result(client, tournament, 1, table["table"], {"scores": [2, 0]}).status_code == 201
    gone = client.delete(
        f"/v1/tournaments/{tournament['id']}/players/Bob", headers=bearer(tournament["director_token"])
    )
    assert gone.status_code == 204  # rounds 2 on are planned without him; his round 1 table is still to play
    answer = substitute(client, tournament, "Bob", name="Zoe", from_round=1)
    assert answer.status_code == 200, answer.get_json()
    after = answer.get_json()
    zoe = 5
    assert table_of(after["schedule"]["rounds"][0], zoe)["seats"] == [zoe if p == bob else p for p in his["seats"]]
    for one in after["schedule"]["rounds"][1:]:  # planned again with Zoe in
        assert bob not in [p for t in one["tables"] for p in t["seats"]] + one["byes"]
        assert table_of(one, zoe) or zoe in one["byes"]
    assert after["withdrawn"] == [bob]


def test_refusals_name_what_they_refuse_and_change_nothing(client):
    tournament = create(client, **ROUND_ROBIN)
    bob = tournament["players"].index("Bob")
    played = table_of(tournament["schedule"]["rounds"][1], bob)["table"]
    assert post_result(client, tournament, 2, played, {"scores": [2, 0]}).status_code == 201
    etag = fetched(client, tournament).headers["ETag"]
    other = create(client, **ROUND_ROBIN)
    cases = [
        (substitute(client, tournament, "Bob", name="ann", from_round=3), 400, "name"),
        (substitute(client, tournament, "Bob", name=" ", from_round=3), 400, "name"),
        (substitute(client, tournament, "Bob", from_round=3), 400, "name"),
        (substitute(client, tournament, "Bob", name="Zoe"), 400, "from_round"),
        (substitute(client, tournament, "Bob", name="Zoe", from_round=0), 400, "from_round"),
        (substitute(client, tournament, "Bob", name="Zoe", from_round=6), 400, "from_round"),
        (substitute(client, tournament, "Bob", name="Zoe", from_round="3"), 400, "from_round"),
        (substitute(client, tournament, "Bob", name="Zoe", from_round=4, to_round=3), 400, "to_round"),
        (substitute(client, tournament, "Bob", name="Zoe", from_round=4, to_round=6), 400, "to_round"),
        (substitute(client, tournament, "Nobody", name="Zoe", from_round=3), 404, None),
        (substitute(client, tournament, "Bob", token=None, name="Zoe", from_round=3), 401, None),
        (substitute(client, other, "Bob", token=tournament["director_token"], name="Zoe", from_round=3), 403, None),
    ]
    for answer, status, field in cases:
        assert answer.status_code == status, answer.get_json()
        if field:
            assert field in answer.get_json()["errors"], answer.get_json()
    assert cases[-3][0].get_json()["type"] == "/problems/player-not-found"
    started = substitute(client, tournament, "Bob", name="Zoe", from_round=2)
    assert started.status_code == 409, started.get_json()
    problem = started.get_json()
    assert problem["type"] == "/problems/seat-played"
    assert (problem["field"], problem["round"], problem["table"]) == ("from_round", 2, played)
    later = substitute(client, tournament, "Bob", name="Zoe", from_round=1, to_round=3)
    assert later.status_code == 409 and later.get_json()["field"] == "to_round", later.get_json()
    assert fetched(client, tournament).headers["ETag"] == etag
    assert fetched(client, tournament).get_json()["players"] == NAMES[:6]


def test_a_seat_with_nothing_left_to_take_is_a_409(client):
    tournament = create(client, **{**ROUND_ROBIN, "players": NAMES[:5]})
    bob = 1
    resting = next(one["round"] for one in tournament["schedule"]["rounds"] if bob in one["byes"])
    answer = substitute(client, tournament, "Bob", name="Zoe", from_round=resting, to_round=resting)
    assert answer.status_code == 409 and answer.get_json()["type"] == "/problems/player-unseated", answer.get_json()


def test_a_duplicate_table_whose_session_is_open_has_started(client):
    tournament = duplicate(client)
    open_table(client, tournament, 1, 1)
    seated = tournament["schedule"]["rounds"][0]["tables"][0]["seats"][0]
    answer = substitute(client, tournament, NAMES[seated], name="Zoe", from_round=1)
    assert answer.status_code == 409 and answer.get_json()["type"] == "/problems/seat-played", answer.get_json()
    assert substitute(client, tournament, NAMES[seated], name="Zoe", from_round=2).status_code == 200


def test_a_substitute_of_a_substitute_for_one_round_sits_in_that_round_only(client):
    """Max replaces Zoe, who stands in for Bob in round 3 only: Max's place is that one seat, not a place of his own
    in the rounds planned again after a late arrival (where he would sit twice)."""
    tournament = create(client, **ROUND_ROBIN)
    assert substitute(client, tournament, "Bob", name="Zoe", from_round=3, to_round=3).status_code == 200
    assert substitute(client, tournament, "Zoe", name="Max", from_round=3).status_code == 200
    added = client.post(f"/v1/tournaments/{tournament['id']}/players", json={"name": "Lou"},
                        headers=bearer(tournament["director_token"])).get_json()  # fmt: skip
    bob, zoe, max_ = 1, 6, 7
    for one in added["schedule"]["rounds"]:
        placed = sorted(p for t in one["tables"] for p in t["seats"]) + one["byes"]
        assert len(placed) == len(set(placed)) == 7, one  # six players and Lou, once each
        assert zoe not in placed and (max_ in placed) == (one["round"] == 3) and (bob in placed) != (one["round"] == 3)
    withdrawn = client.delete(f"/v1/tournaments/{tournament['id']}/players/Max",
                              headers=bearer(tournament["director_token"]))  # fmt: skip
    assert withdrawn.status_code == 409 and withdrawn.get_json()["type"] == "/problems/player-substitute"


def test_a_place_taken_from_a_later_round_is_planned_again_with_the_player_before_it(client):
    """Zoe takes Bob's place from round 4 on; a late arrival then plans rounds 1 on again: Bob in rounds 1 to 3,
    Zoe from round 4, each in the one place."""
    tournament = create(client, **ROUND_ROBIN)
    assert substitute(client, tournament, "Bob", name="Zoe", from_round=4).status_code == 200
    added = client.post(f"/v1/tournaments/{tournament['id']}/players", json={"name": "Max"},
                        headers=bearer(tournament["director_token"])).get_json()  # fmt: skip
    bob, zoe = 1, 6
    for one in added["schedule"]["rounds"]:
        placed = [p for t in one["tables"] for p in t["seats"]] + one["byes"]
        assert (bob in placed, zoe in placed) == ((True, False) if one["round"] < 4 else (False, True)), one
    assert client.delete(f"/v1/tournaments/{tournament['id']}/players/Zoe",
                         headers=bearer(tournament["director_token"])).status_code == 204  # fmt: skip
    after = fetched(client, tournament).get_json()
    assert all(zoe not in [p for t in one["tables"] for p in t["seats"]] for one in after["schedule"]["rounds"])
    again = client.delete(f"/v1/tournaments/{tournament['id']}/players/Bob",
                          headers=bearer(tournament["director_token"]))  # fmt: skip
    assert again.status_code == 409 and again.get_json()["type"] == "/problems/player-withdrawn"


def test_a_withdrawn_players_place_is_taken_from_the_next_unplayed_round_at_the_latest(client):
    tournament = create(client, **{**ROUND_ROBIN, "players": NAMES[:5]})
    director = bearer(tournament["director_token"])
    assert client.delete(f"/v1/tournaments/{tournament['id']}/players/Bob", headers=director).status_code == 204
    late = substitute(client, tournament, "Bob", name="Zoe", from_round=3)
    assert late.status_code == 409, late.get_json()
    assert (late.get_json()["type"], late.get_json()["field"], late.get_json()["first"]) == (
        "/problems/player-withdrawn", "from_round", 1
    )  # fmt: skip
    assert substitute(client, tournament, "Bob", name="Zoe", from_round=1).status_code == 200
