"""A 12-player progressive Euchre evening played end to end in sessions.

The tournament seats 12 players in the whist design (11 rounds, 3 tables a round, every two
players partners once); each table of each round is a session of this service, played with
random legal actions for the round's two deals, then posted as the table's result.  The
standings are checked against a tally made here from the sessions' match records alone (the
recorded points of each deal, lone hands read from the bids, the lone hand bonus applied as the
evening scores it), and the CSV export against the evening recorded in docs/TOURNAMENTS.md.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from tests.conftest import shared_app
from tests.tournaments.support import NAMES, create, play_session, post_result, session_record

HANDS = 2
DOCS = Path(__file__).resolve().parents[2] / "docs" / "TOURNAMENTS.md"
RECORDED = re.compile(r"<!-- evening:start -->\n```csv\n(.*?)```\n<!-- evening:end -->", re.S)


def _tally(record: dict, seats: list[int], points: dict[int, float], won: dict[int, int]) -> None:
    """Each seated player's points and win at one table, from the session's match record."""
    deals = [deal for deal in record["deals"] if "recorded" in deal][:HANDS]
    sides = [0.0, 0.0]
    for deal in deals:
        scored = deal["recorded"]["points"]
        sides = [sides[0] + scored[0], sides[1] + scored[1]]
        lone = next((a["seat"] for a in deal["actions"] if a.get("alone") or a["type"] == "blind_loner"), None)
        for seat, player in enumerate(seats):
            side = seat % 2
            if lone is not None and scored[lone % 2] > 0:  # the lone hand made
                points[player] += 5 if seat == lone else 4 if side == lone % 2 else 0
            elif lone is not None and scored[1 - lone % 2] > 0:  # the lone hand euchred
                points[player] += 3 if side != lone % 2 else 0
            else:
                points[player] += scored[side]
    if sides[0] != sides[1]:
        for seat, player in enumerate(seats):
            won[player] += (seat % 2) == (0 if sides[0] > sides[1] else 1)


@pytest.mark.slow  # twelve players' evening played in sessions (over 1 s): the slow tier
def test_a_twelve_player_progressive_evening_in_sessions():
    client = shared_app().test_client()
    players = NAMES[:12]
    tournament = create(
        client, game="euchre", format="progressive", players=players, hands_per_round=HANDS, lone_hand_bonus=True
    )
    assert len(tournament["schedule"]["rounds"]) == 11
    assert tournament["balance"]["partners"] == {"min": 1, "max": 1}
    points = dict.fromkeys(range(12), 0.0)
    won = dict.fromkeys(range(12), 0)
    lone_hands = 0
    for one in tournament["schedule"]["rounds"]:
        for table in one["tables"]:
            session = play_session(client, "euchre", HANDS, seed=100 * one["round"] + table["table"])
            posted = post_result(client, tournament, one["round"], table["table"], {"session": session.id})
            assert posted.status_code == 201, posted.get_json()
            record = session_record(session)
            _tally(record, table["seats"], points, won)
            lone_hands += sum(d["lone"] is not None for d in posted.get_json()["result"]["deals"])
    assert lone_hands > 0  # the bonus was played, not only defined

    standings = client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()
    assert standings["tie_breaks"] == [
        {"figure": "average", "order": "descending"},
        {"figure": "won", "order": "descending"},
        {"figure": "points", "order": "descending"},
    ]
    rows = standings["rows"]
    assert {row["name"]: (row["points"], row["won"]) for row in rows} == {
        players[p]: (points[p], won[p]) for p in range(12)
    }
    assert [(-row["points"], -row["won"]) for row in rows] == sorted((-points[p], -won[p]) for p in range(12))
    assert all(row["played"] == 11 and row["proven"] == 11 and row["byes"] == 0 for row in rows)

    exported = client.get(f"/v1/tournaments/{tournament['id']}/standings?format=csv").data.decode()
    assert [line["name"] for line in csv.DictReader(io.StringIO(exported))] == [row["name"] for row in rows]
    recorded = RECORDED.search(DOCS.read_text())
    assert recorded is not None, "docs/TOURNAMENTS.md records the evening between its evening markers"
    assert exported.replace("\r\n", "\n") == recorded.group(1)
