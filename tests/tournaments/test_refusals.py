"""Bad requests are refused with a code, the field and the facts; the API renders the 400."""

from __future__ import annotations

import pytest

from service.engine import SeatRange
from service.tournaments import ScheduleRefusal, make_schedule, schedule_for_game


def refusal(call, *args, **kwargs) -> tuple[str, str, dict]:
    with pytest.raises(ScheduleRefusal) as refused:
        call(*args, **kwargs)
    return refused.value.code, refused.value.field, refused.value.facts


@pytest.mark.parametrize(
    ("format_", "players", "minimum"),
    [("progressive", 3, 4), ("pairs", 2, 4), ("round-robin", 1, 2)],
)
def test_fewer_players_than_the_format_needs_names_the_minimum(format_, players, minimum):
    assert refusal(make_schedule, format_, players) == ("too_few_players", "players", {"minimum": minimum})


def test_fewer_players_than_a_table_names_the_table_size():
    assert refusal(make_schedule, "tables", 3, table_size=4) == ("too_few_players", "players", {"minimum": 4})


def test_more_than_40_players_are_refused():
    assert refusal(make_schedule, "progressive", 41) == ("too_many_players", "players", {"maximum": 40})


def test_pairs_need_an_even_number_of_players():
    assert refusal(make_schedule, "pairs", 9) == ("players_odd", "players", {})


def test_an_unknown_format_lists_the_formats():
    code, field, facts = refusal(make_schedule, "swiss", 8)
    assert (code, field) == ("format_unknown", "format")
    assert facts == {"formats": ["progressive", "pairs", "round-robin", "tables"]}


@pytest.mark.parametrize(
    ("format_", "players", "most"), [("progressive", 12, 11), ("progressive", 13, 13), ("pairs", 10, 5)]
)
def test_rounds_beyond_the_complete_schedule_name_the_most(format_, players, most):
    assert refusal(make_schedule, format_, players, rounds=most + 1) == ("too_many_rounds", "rounds", {"maximum": most})


def test_no_rounds_at_all_is_refused():
    assert refusal(make_schedule, "round-robin", 6, rounds=0) == ("too_few_rounds", "rounds", {"minimum": 1})


def test_tables_need_a_table_size():
    assert refusal(make_schedule, "tables", 12) == ("table_size_required", "table_size", {})


def test_a_table_size_the_game_cannot_seat_names_its_range():
    facts = {"minimum": 2, "maximum": 4}
    assert refusal(make_schedule, "tables", 12, table_size=5, seats=SeatRange(2, 4)) == (
        "table_size_unseatable",
        "table_size",
        facts,
    )


def test_partnership_tables_seat_four():
    assert refusal(make_schedule, "progressive", 12, table_size=6) == (
        "table_size_unseatable",
        "table_size",
        {"minimum": 4, "maximum": 4},
    )


def test_a_format_the_game_cannot_play_names_its_formats():
    assert refusal(schedule_for_game, "ecarte", "progressive", 8) == (
        "format_unplayable",
        "format",
        {"game": "ecarte", "formats": ["round-robin"]},
    )


def test_ramino_tables_seat_two_to_four():
    assert refusal(schedule_for_game, "ramino", "tables", 12, table_size=5) == (
        "table_size_unseatable",
        "table_size",
        {"minimum": 2, "maximum": 4},
    )


def test_an_unknown_game_lists_the_games():
    assert refusal(schedule_for_game, "bridge", "pairs", 8)[0:2] == ("game_unknown", "game")
