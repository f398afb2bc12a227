"""A game's request: its formats, the table sizes its rules seat, the schedule with its balance."""

from __future__ import annotations

from service.games.registry import ENGINES
from service.tournaments import GAME_FORMATS, schedule_for_game, schedule_table


def test_every_game_has_its_formats():
    assert set(GAME_FORMATS) == set(ENGINES)


def test_a_euchre_evening_of_twelve_is_a_whist_design_with_its_balance():
    answer = schedule_for_game("euchre", "progressive", 12)
    assert len(answer["schedule"]["rounds"]) == 11
    assert answer["balance"]["partners"] == {"min": 1, "max": 1}
    assert answer["balance"]["opponents"] == {"min": 2, "max": 2}


def test_sette_e_mezzo_seats_up_to_its_maximum():
    answer = schedule_for_game("sette-e-mezzo", "tables", 24, table_size=8)
    assert [len(table["seats"]) for table in answer["schedule"]["rounds"][0]["tables"]] == [8, 8, 8]


def test_the_text_shows_partners_and_sides():
    answer = schedule_for_game("euchre", "progressive", 8)
    text = schedule_table(answer["schedule"], answer["balance"], partnerships=True)
    first = answer["schedule"]["rounds"][0]["tables"][0]["seats"]
    assert f"Table 1: {first[0]} & {first[2]} v {first[1]} & {first[3]}" in text
    assert "  partners       1 - 1   (0 pairs off an even share)" in text
    assert text.count("Round ") == 7
