"""Card codes and decks (docs/API.md §2)."""

import pytest

from service.cards import (
    DOUBLE_FRENCH_WITH_JOKERS,
    FRENCH_24,
    FRENCH_25,
    FRENCH_32,
    FRENCH_52,
    ITALIAN_32,
    ITALIAN_40,
    CardError,
    rank,
    suit,
)
from service.messages import render_phrase


@pytest.mark.parametrize(
    "text, canonical",
    [("AS", "AS"), ("as", "AS"), ("10h", "TH"), ("10H", "TH"), ("th", "TH"), (" 7d ", "7D"), ("Jk", "JK")],
)
def test_parsing_is_case_insensitive_and_takes_10_for_t(text, canonical):
    deck = DOUBLE_FRENCH_WITH_JOKERS
    assert deck.parse(text) == canonical


def test_a_card_outside_the_deck_is_named():
    with pytest.raises(CardError, match="2S is not a card of the French 32-card deck"):
        FRENCH_32.parse("2s")
    with pytest.raises(CardError, match="TH is not a card of the Italian 40-card deck"):
        ITALIAN_40.parse("10H")
    with pytest.raises(CardError, match="JK is not a card"):
        FRENCH_24.parse("JK")


@pytest.mark.parametrize("bad", ["", "A", "ASS", "1S", "ZZ", "11H", 7, None, ["AS"]])
def test_a_bad_code_is_refused(bad):
    with pytest.raises(CardError):
        FRENCH_52.parse(bad)


@pytest.mark.parametrize(
    "deck, size",
    [
        (FRENCH_52, 52),
        (FRENCH_32, 32),
        (FRENCH_24, 24),
        (FRENCH_25, 25),
        (ITALIAN_40, 40),
        (ITALIAN_32, 32),
        (DOUBLE_FRENCH_WITH_JOKERS, 106),
    ],
)
def test_deck_sizes(deck, size):
    assert deck.size == size == len(deck.full())


def test_copies_and_duplicates():
    assert DOUBLE_FRENCH_WITH_JOKERS.copies_of("AS") == 2
    assert DOUBLE_FRENCH_WITH_JOKERS.copies_of("JK") == 2
    assert DOUBLE_FRENCH_WITH_JOKERS.check_counts(["AS", "AS", "JK", "JK"]) == []
    assert [render_phrase(p) for p in DOUBLE_FRENCH_WITH_JOKERS.check_counts(["AS", "AS", "AS"])] == [
        "AS appears 3 times; the double French with two jokers deck holds 2"
    ]
    assert [render_phrase(p) for p in FRENCH_32.check_counts(["AS", "AS"])] == [
        "AS appears 2 times; the French 32-card deck holds 1"
    ]


def test_italian_suits_and_ranks():
    assert "KB" in ITALIAN_40 and "4B" in ITALIAN_32 and "3B" not in ITALIAN_32
    assert rank("KB") == "K" and suit("KB") == "B" and suit("JK") is None and rank("JK") == "JK"


def test_each_once_is_canonical_codes_of_the_deck_none_twice():
    assert FRENCH_32.each_once(["AS", "KH", "7D"])
    assert not FRENCH_32.each_once(["AS", "AS"])
    assert not FRENCH_32.each_once(["as"]) and not FRENCH_32.each_once(["10H"])
    assert not FRENCH_32.each_once(["2S"]) and not FRENCH_32.each_once([["AS"]])
    assert not DOUBLE_FRENCH_WITH_JOKERS.each_once(["AS", "AS"])  # counted instead: two copies are allowed
    assert DOUBLE_FRENCH_WITH_JOKERS.check_counts(["AS", "AS"]) == []
