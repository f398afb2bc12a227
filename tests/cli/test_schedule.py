"""``arbitro schedule``: the schedule the tournaments package makes, printed with its balance; a
request no schedule can meet refused on stderr, naming the option, with the catalogue's sentence."""

from __future__ import annotations

import json

import pytest

from service.messages import MESSAGES
from service.tournaments import schedule_for_game


def test_a_complete_progressive_schedule_is_printed_round_by_round_with_its_balance(arbitro):
    ran = arbitro("schedule", "--format", "progressive", "--players", 12)
    answer = schedule_for_game("euchre", "progressive", 12)
    assert ran.status == 0 and ran.err == ""
    assert ran.out.count("Round ") == len(answer["schedule"]["rounds"]) == 11
    first = answer["schedule"]["rounds"][0]["tables"][0]["seats"]
    assert f"Table 1: {first[0]} & {first[2]} v {first[1]} & {first[3]}" in ran.out
    assert "partners       1 - 1" in ran.out and "opponents      2 - 2" in ran.out


@pytest.mark.parametrize(
    ("argv", "game", "format", "options"),
    [
        (["--format", "pairs", "--players", 10], "euchre", "pairs", {}),
        (["--format", "round-robin", "--players", 7], "ecarte", "round-robin", {}),
        (
            ["--format", "tables", "--game", "ramino", "--players", 10, "--table-size", 4, "--rounds", 3],
            "ramino",
            "tables",
            {"table_size": 4, "rounds": 3},
        ),
    ],
)
def test_json_is_the_schedule_and_balance_of_the_game_playing_the_format(arbitro, argv, game, format, options):
    ran = arbitro("schedule", *argv, "--json")
    assert ran.status == 0
    players = int(argv[argv.index("--players") + 1])
    assert json.loads(ran.out) == schedule_for_game(game, format, players, **options)


@pytest.mark.parametrize(
    ("argv", "option", "key", "fact"),
    [
        (["--format", "progressive", "--players", 10], "--rounds", "schedule.rounds_required", "12"),
        (["--format", "progressive", "--players", 3], "--players", "schedule.too_few_players", "4"),
        (["--format", "progressive", "--players", 12, "--rounds", 12], "--rounds", "schedule.too_many_rounds", "11"),
        (["--format", "tables", "--players", 9, "--game", "sette-e-mezzo"], "--table-size", None, None),
    ],
)
def test_a_request_no_schedule_meets_is_refused_naming_the_option(arbitro, argv, option, key, fact):
    ran = arbitro("schedule", *argv)
    assert ran.status == 2 and ran.out == ""
    assert ran.err.startswith(f"arbitro: {option}: ")
    if key is not None:
        english = MESSAGES[key].detail
        assert english.split("{")[0] in ran.err and fact in ran.err


def test_a_format_several_games_play_needs_the_game(arbitro):
    ran = arbitro("schedule", "--format", "tables", "--players", 9, "--table-size", 3)
    assert ran.status == 2 and ran.err.startswith("arbitro: --game: ")
