"""Variants and options as data: resolution, validation, description."""

import pytest

from service.engine import InvalidInput, Option, RuleBook, Variant

BOOK = RuleBook(
    options=(
        Option("points_to_win", "integer", 10, "target score", minimum=1),
        Option("stick_the_dealer", "boolean", False, "the dealer must call"),
        Option("scope", "string", "any", "who is penalised", choices=("any", "first")),
        Option("cap", "integer", None, "rounds allowed", nullable=True, minimum=1),
    ),
    variants=(Variant("standard", "the default"), Variant("short", "to five", {"points_to_win": 5})),
)


def test_defaults_then_variant_then_request():
    assert BOOK.resolve(None).as_json() == {
        "variant": "standard",
        "points_to_win": 10,
        "stick_the_dealer": False,
        "scope": "any",
        "cap": None,
    }
    assert BOOK.resolve({"variant": "short"}).points_to_win == 5
    assert BOOK.resolve({"variant": "short", "points_to_win": 7}).points_to_win == 7


def test_every_bad_option_is_named_with_its_reason():
    with pytest.raises(InvalidInput) as caught:
        BOOK.resolve({"points_to_win": 0, "stick_the_dealer": 1, "scope": "none", "colour": "red", "cap": None})
    assert caught.value.errors == {
        "rules.points_to_win": ["must be at least 1"],
        "rules.stick_the_dealer": ["must be of type boolean"],
        "rules.scope": ["must be one of any, first"],
        "rules.colour": ["unknown option"],
    }


def test_true_is_not_an_integer_and_one_is_not_true():
    with pytest.raises(InvalidInput):
        BOOK.resolve({"points_to_win": True})
    with pytest.raises(InvalidInput):
        BOOK.resolve({"stick_the_dealer": 1})
    assert BOOK.resolve({"stick_the_dealer": True}).stick_the_dealer is True


def test_unknown_variant_and_non_object_rules():
    with pytest.raises(InvalidInput) as caught:
        BOOK.resolve({"variant": "nope"})
    assert "rules.variant" in caught.value.errors
    with pytest.raises(InvalidInput):
        BOOK.resolve(["standard"])


def test_rules_are_immutable():
    rules = BOOK.resolve({})
    with pytest.raises(AttributeError):
        rules.points_to_win = 3
