"""Duplicate Euchre's domain: matchpoints of a board compared across tables, boards dealt and committed,
and the standings ranked by matchpoints."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from service.games.registry import engine_for
from service.sessions.shuffles import deck_commitment
from service.tournaments.boards import commitment_holds, deal_boards, differing_field, shown
from service.tournaments.export import standings_csv
from service.tournaments.matchpoints import matchpoints, nets
from service.tournaments.results import CountedDeal, TableResult
from service.tournaments.standings import standings


def deal(ns: int, ew: int) -> CountedDeal:
    return {"points": [ns, ew], "lone": None, "lone_made": None}


def test_three_tables_one_board_worked_by_hand():
    # board 1: NS (seats 0-2) make 2 at tables 1 and 2 (a march), are euchred at table 3 (EW score 2)
    # nets: NS +2, +2, -2; EW -2, -2, +2
    tables = {1: nets([deal(2, 0)]), 2: nets([deal(2, 0)]), 3: nets([deal(0, 2)])}
    assert tables == {1: [[2, -2]], 2: [[2, -2]], 3: [[-2, 2]]}
    # NS at table 1: ties table 2 (1), beats table 3 (2) = 3; the same at table 2; table 3 beats nobody: 0
    # EW at table 1: ties table 2 (1), loses to table 3 = 1; the same at table 2; table 3 beats both: 4
    assert matchpoints(tables) == {1: [[3, 1]], 2: [[3, 1]], 3: [[0, 4]]}


def test_a_board_everyone_scored_alike_is_all_ties():
    tables = {t: nets([deal(1, 0)]) for t in (1, 2, 3, 4)}
    assert matchpoints(tables) == {t: [[3, 3]] for t in (1, 2, 3, 4)}


def test_a_lone_table_beats_nobody():
    assert matchpoints({7: nets([deal(4, 0), deal(0, 1)])}) == {7: [[0, 0], [0, 0]]}


points = st.integers(min_value=0, max_value=4)


@given(st.integers(min_value=1, max_value=10).flatmap(lambda n: st.lists(
    st.lists(st.tuples(points, points), min_size=3, max_size=3), min_size=n, max_size=n)))  # fmt: skip
def test_each_board_shares_n_times_n_minus_one_matchpoints_per_direction(played):
    tables = {number: nets([deal(ns, ew) for ns, ew in boards]) for number, boards in enumerate(played, 1)}
    n = len(tables)
    compared = matchpoints(tables)
    for board in range(3):
        for side in (0, 1):
            assert sum(compared[table][board][side] for table in tables) == n * (n - 1)


def test_boards_are_committed_shuffles_of_the_deck_dealt_in_rotation():
    engine = engine_for("euchre")
    assert engine is not None
    deck = engine.deck(engine.resolve_rules(None)).full()
    boards = deal_boards(deck, 6, seats=4)
    assert [board["dealer"] for board in boards] == [0, 1, 2, 3, 0, 1]
    for board in boards:
        assert sorted(board["order"]) == sorted(deck)
        assert board["commitment"] == deck_commitment(board["order"], board["salt"])
    assert len({board["commitment"] for board in boards}) == 6
    hidden = shown(boards[0], 1, revealed=False)
    assert hidden == {"board": 1, "dealer": 0, "commitment": boards[0]["commitment"]}
    revealed = shown(boards[0], 1, revealed=True)
    assert revealed["order"] == boards[0]["order"] and commitment_holds(revealed)
    assert not commitment_holds({**revealed, "salt": "0" * 64})


def test_a_deal_is_its_board_whatever_the_order_within_a_hand():
    board = {"dealer": 2, "hands": [["9S", "TS"], ["JS", "QS"]], "turn_up": "KS", "kitty": ["AS", "9H"]}
    assert differing_field({**board, "hands": [["TS", "9S"], ["QS", "JS"]], "kitty": ["9H", "AS"]}, board) is None
    assert differing_field({**board, "hands": [["JS", "QS"], ["9S", "TS"]]}, board) == "hands"
    assert differing_field({**board, "turn_up": "AS"}, board) == "turn_up"


def result(*deals: CountedDeal) -> TableResult:
    scores = [sum(d["points"][side] for d in deals) for side in (0, 1)]
    return {
        "kind": "session",
        "proven": True,
        "disputed": False,
        "scores": scores,
        "winner": None if scores[0] == scores[1] else int(scores[1] > scores[0]),
        "deals": list(deals),
        "violations": [],
        "source": {},
    }


def test_progressive_duplicate_standings_rank_by_percentage_then_matchpoints_then_points():
    # 12 players, one round of three tables, the worked example's board then a second board
    tournament = {
        "format": "progressive",
        "game": "euchre",
        "duplicate": True,
        "players": [f"P{i:02}" for i in range(12)],
        "schedule": {
            "rounds": [
                {
                    "round": 1,
                    "tables": [{"table": t + 1, "seats": [4 * t, 4 * t + 1, 4 * t + 2, 4 * t + 3]} for t in range(3)],
                    "byes": [],
                }
            ]
        },
    }
    results = {
        (1, 1): result(deal(2, 0), deal(1, 0)),  # NS: 3 + 3 (board 2: 1 0 at tables 1, 2; 0 1 at 3) ...
        (1, 2): result(deal(2, 0), deal(1, 0)),
        (1, 3): result(deal(0, 2), deal(0, 1)),
    }
    # board 2 is scored as board 1 (nets +1, +1, -1): the same matchpoints again
    table = standings(tournament, results)
    assert [b["figure"] for b in table["tie_breaks"]] == ["percentage", "matchpoints", "points"]
    by_name = {row["name"]: row for row in table["rows"]}
    assert [by_name[f"P{i:02}"]["matchpoints"] for i in range(12)] == [6, 2, 6, 2, 6, 2, 6, 2, 0, 8, 0, 8]
    assert by_name["P00"]["percentage"] == 75  # 6 of the 8 two boards at three tables make available
    assert [row["name"] for row in table["rows"][:2]] == ["P09", "P11"]
    assert table["rows"][0]["rank"] == table["rows"][1]["rank"] == 1
    assert table["rows"][2]["rank"] == 3 and table["rows"][2]["points"] == 3
    lines = standings_csv(table).splitlines()
    assert lines[0] == "rank,name,percentage,matchpoints,average,points,won,played,byes,proven,reported,disputed"
    assert lines[1] == "1,P09,100,8,3,3,1,1,0,1,0,0"


def test_pairs_duplicate_standings_count_a_team_once():
    tournament = {
        "format": "pairs",
        "game": "euchre",
        "duplicate": True,
        "players": ["A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2"],
        "schedule": {
            "rounds": [
                {
                    "round": 1,
                    "tables": [{"table": 1, "seats": [0, 2, 1, 3]}, {"table": 2, "seats": [4, 6, 5, 7]}],
                    "byes": [],
                }
            ]
        },
    }
    table = standings(tournament, {(1, 1): result(deal(2, 0)), (1, 2): result(deal(1, 0))})
    assert {row["name"]: row["matchpoints"] for row in table["rows"]} == {
        "A1 & A2": 2,
        "B1 & B2": 0,
        "C1 & C2": 0,
        "D1 & D2": 2,
    }


def test_duplicate_standings_rank_by_the_percentage_of_the_matchpoints_available():
    """docs/TOURNAMENTS.md, Duplicate Euchre: a partnership's percentage is its matchpoints over those its boards
    made available (2 for each other table that played the board) x 100, so one that sat out a round is not ranked
    below one that played more boards for worse.  Round 1 is the worked example (P09 and P11 beat everyone: 8 of
    8); in round 2 P08-P11 sit out and P00, P02 beat the one other table on both boards (4 of 4)."""
    tables = [{"table": t + 1, "seats": [4 * t, 4 * t + 1, 4 * t + 2, 4 * t + 3]} for t in range(3)]
    tournament = {
        "format": "progressive",
        "game": "euchre",
        "duplicate": True,
        "players": [f"P{i:02}" for i in range(12)],
        "schedule": {
            "rounds": [
                {"round": 1, "tables": tables, "byes": []},
                {"round": 2, "tables": tables[:2], "byes": [8, 9, 10, 11]},
            ]
        },
    }
    results = {
        (1, 1): result(deal(2, 0), deal(1, 0)),
        (1, 2): result(deal(2, 0), deal(1, 0)),
        (1, 3): result(deal(0, 2), deal(0, 1)),
        (2, 1): result(deal(1, 0), deal(1, 0)),
        (2, 2): result(deal(0, 1), deal(0, 2)),
    }
    table = standings(tournament, results)
    assert table["tie_breaks"] == [
        {"figure": "percentage", "order": "descending"},
        {"figure": "matchpoints", "order": "descending"},
        {"figure": "points", "order": "descending"},
    ]
    by_name = {row["name"]: row for row in table["rows"]}
    assert (by_name["P00"]["matchpoints"], by_name["P09"]["matchpoints"]) == (10, 8)  # more, over more boards
    assert by_name["P00"]["percentage"] == 100 * 10 / 12 and by_name["P09"]["percentage"] == 100
    assert by_name["P01"]["percentage"] == 100 * 2 / 12  # 2 of 8, then 0 of 4
    assert [row["name"] for row in table["rows"][:4]] == ["P09", "P11", "P00", "P02"]
    lines = standings_csv(table).splitlines()
    assert lines[0] == "rank,name,percentage,matchpoints,average,points,won,played,byes,proven,reported,disputed"
    assert lines[3] == "3,P00,83.33,10,2.5,5,2,2,0,2,0,0"
