"""The shared score reader and match end (service/engine/scoring.py), on the cases each game relies on."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.engine import InvalidInput
from service.engine.scoring import MATCH_SCORE_LIMIT, SCORE_LIMIT, ScoreKind, match_end, read_scores

ANY = ScoreKind()
NON_NEGATIVE = ScoreKind("penalty_total", minimum=0)


def faults(value, count=2, kind=ANY, **limit) -> dict[str, list[str]]:
    with pytest.raises(InvalidInput) as caught:
        read_scores(value, count, kind, **limit)
    return caught.value.messages()


def test_no_scores_are_zeros_and_valid_ones_are_a_copy():
    given_ = [3, -7]
    assert read_scores(None, 3, NON_NEGATIVE) == [0, 0, 0]
    read = read_scores(given_, 2, ANY)
    assert read == [3, -7] and read is not given_


@pytest.mark.parametrize(
    "value, expected",
    [
        ("0-0", {"scores": ["must be a list of 2 penalty totals, one per seat"]}),
        ({"0": 1}, {"scores": ["must be a list of 2 penalty totals, one per seat"]}),
        ([1, 2, 3], {"scores": ["must be a list of 2 penalty totals, one per seat"]}),
        ([True, 0], {"scores.0": [f"must be an integer from 0 to {MATCH_SCORE_LIMIT}"]}),
        ([1, 2.0], {"scores.1": [f"must be an integer from 0 to {MATCH_SCORE_LIMIT}"]}),
        ([None, "1"], {f"scores.{i}": [f"must be an integer from 0 to {MATCH_SCORE_LIMIT}"] for i in (0, 1)}),
        ([4, -1], {"scores.1": [f"must be an integer from 0 to {MATCH_SCORE_LIMIT}"]}),
        ([MATCH_SCORE_LIMIT + 1, 0], {"scores.0": [f"must be an integer from 0 to {MATCH_SCORE_LIMIT}"]}),
    ],
)
def test_each_fault_is_named_where_it_lies(value, expected):
    assert faults(value, kind=NON_NEGATIVE) == expected


def test_a_bad_entry_is_named_before_the_length_and_the_length_before_the_floor():
    """The order the HTTP API finds them in: its schema checks entries before the game reads the rest."""
    assert set(faults([-1, "x", 5], kind=NON_NEGATIVE)) == {"scores.1"}
    assert set(faults([-1, 4, 5], kind=NON_NEGATIVE)) == {"scores"}
    assert set(faults([-1, -4], kind=NON_NEGATIVE)) == {"scores.0", "scores.1"}


def test_the_limit_bounds_both_ways_and_a_floor_only_where_the_game_has_one():
    assert read_scores([-MATCH_SCORE_LIMIT, MATCH_SCORE_LIMIT], 2, ANY) == [-MATCH_SCORE_LIMIT, MATCH_SCORE_LIMIT]
    assert faults([-SCORE_LIMIT - 1, 0], limit=SCORE_LIMIT) == {
        "scores.0": [f"must be an integer from {-SCORE_LIMIT} to {SCORE_LIMIT}"]
    }


def test_faults_go_with_the_deals_when_an_errors_map_is_given():
    errors = {"deal.stock": ["the stock holds 20 cards, not 3"]}
    assert read_scores([1, -1], 2, NON_NEGATIVE, errors=errors) == [0, 0]
    assert set(errors) == {"deal.stock", "scores.1"}


def test_the_messages_name_each_games_entries():
    chips = ScoreKind("chip_balance")
    assert faults([1], kind=chips) == {"scores": ["must be a list of 2 chip balances, one per seat"]}
    assert faults([1], kind=ScoreKind(per="team")) == {"scores": ["must be a list of 2 scores, one per team"]}


def test_the_match_end_names_the_best_and_a_tie_as_each_game_says():
    assert match_end([9, 11], False) == (False, None)
    assert match_end([9, 11], True) == (True, 1)
    assert match_end([11, 11, 3], True) == (True, None)  # Sette e Mezzo 7.3, Ramino §10: winner null
    assert match_end([11, 11, 3], True, tie_plays_on=True) == (False, None)  # Euchre §8: another deal
    assert match_end([30, 12, 12], True, lowest=True) == (True, None)
    assert match_end([30, 12, 12], True, lowest=True, among=[0, 2]) == (True, 2)  # seat 1 out of the match
    assert match_end([130, 140], True, lowest=True, among=[]) == (True, None)  # nobody left in


@given(st.lists(st.integers(-5, 5), min_size=1, max_size=6), st.booleans())
def test_the_winner_is_the_only_seat_with_the_best_score(scores, lowest):
    over, winner = match_end(scores, True, lowest=lowest)
    best = min(scores) if lowest else max(scores)
    assert over and winner == (scores.index(best) if scores.count(best) == 1 else None)
