"""A 40-player progressive Euchre evening run from the command line alone (bench/evening.py): eight rounds of ten
tables, a withdrawal, a late arrival and a substitute, every result a paper score posted with ``arbitro
tournament result``, one corrected; against a server with the deployment's default settings (its budgets must let
a director post a whole evening). Checked against what the commands did: who sat where, and every standings
figure tallied again from the scores posted (docs/TOURNAMENTS.md, Standings)."""

from __future__ import annotations

import csv
import io
from collections import defaultdict

import pytest

from bench.evening import LATE, SUBSTITUTE_FROM, WITHDRAWN_BEFORE, evening

pytestmark = pytest.mark.slow


def _runner(arbitro):
    def run(*argv):
        ran = arbitro(*argv)
        return ran.status, ran.out, ran.err

    return run


def test_a_forty_player_evening_runs_from_the_command_line(arbitro, base_url):
    night = evening(_runner(arbitro), ["--url", base_url], players=40, rounds=8)
    final = night.final
    names = final["players"]
    index = {name: number for number, name in enumerate(names)}
    rounds = final["schedule"]["rounds"]
    assert len(rounds) == 8 and len(final["results"]) == len(night.posted)

    def seated(round_number: int) -> list[int]:
        return [player for table in rounds[round_number - 1]["tables"] for player in table["seats"]]

    for number in range(1, 9):
        at_tables = seated(number)
        assert len(at_tables) == len(set(at_tables))  # nobody twice in a round
        assert (index[night.withdrawn] in at_tables) == (number < WITHDRAWN_BEFORE)
        assert (index[night.late] in at_tables) == (number >= LATE)
        assert (index[night.substitute] in at_tables) == (number >= SUBSTITUTE_FROM)
        if number >= SUBSTITUTE_FROM:
            assert index[night.replaced] not in at_tables
        assert len(at_tables) == (39 if WITHDRAWN_BEFORE <= number < LATE else 40) // 4 * 4
    assert final["withdrawn"] == [index[night.withdrawn]]
    assert final["substitutes"][0]["player"] == index[night.substitute]
    history = [one for one in final["results"] if (one["round"], one["table"]) == night.corrected]
    assert len(history) == 1

    points: dict[int, float] = defaultdict(float)
    played: dict[int, int] = defaultdict(int)
    for (round_number, table_number), scores in night.posted.items():
        seats = rounds[round_number - 1]["tables"][table_number - 1]["seats"]
        for seat, player in enumerate(seats):
            points[player] += scores[seat % 2]
            played[player] += 1
    rows = list(csv.DictReader(io.StringIO(night.csv)))
    assert sorted(row["name"] for row in rows) == sorted(names)
    for row in rows:
        player = index[row["name"]]
        assert (float(row["points"]), int(row["played"])) == (points[player], played[player]), row["name"]
        expected = round(points[player] / played[player], 2) if played[player] else 0
        assert float(row["average"]) == expected, row["name"]
    averages = [float(row["average"]) for row in rows]
    assert averages == sorted(averages, reverse=True)  # ranked by the average first
    assert night.standings_text.splitlines()[2].split()[0] == "1"
