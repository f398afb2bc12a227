"""Variants and options as data: resolution, validation, description."""

import copy
import pickle

import pytest

from service.engine import InvalidInput, Option, RuleBook, Variant
from service.games.registry import ENGINES

BOOK = RuleBook(
    options=(
        Option("points_to_win", "integer", 10, "target score", minimum=1, maximum=50),
        Option("stick_the_dealer", "boolean", False, "the dealer must call"),
        Option("scope", "string", "any", "who is penalised", choices=("any", "first")),
        Option("cap", "integer", None, "rounds allowed", nullable=True, minimum=1, maximum=9),
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
    assert caught.value.messages() == {
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
    assert "rules.variant" in caught.value.messages()
    with pytest.raises(InvalidInput):
        BOOK.resolve(["standard"])


def test_rules_are_immutable():
    rules = BOOK.resolve({})
    with pytest.raises(AttributeError):
        rules.points_to_win = 3


def test_a_number_option_past_its_maximum_is_refused_naming_the_field():
    """docs/API.md §5: every integer option has a maximum, a 400 naming the field beyond it."""
    assert BOOK.resolve({"points_to_win": 50, "cap": 9}).points_to_win == 50
    with pytest.raises(InvalidInput) as caught:
        BOOK.resolve({"points_to_win": 51, "cap": 2**63})
    assert caught.value.messages() == {
        "rules.points_to_win": ["must be at most 50"],
        "rules.cap": ["must be at most 9"],
    }
    described = {o["name"]: o for o in BOOK.describe()["options"]}
    assert (described["points_to_win"]["maximum"], described["cap"]["maximum"]) == (50, 9)
    assert "maximum" not in described["scope"]


def test_a_number_option_must_declare_its_maximum():
    with pytest.raises(TypeError, match="'target': a number option declares its maximum"):
        Option("target", "integer", 10, "target score", minimum=1)
    assert Option("value", "number", 7, "a choice", choices=(7, 0.5)).maximum is None


def test_every_games_number_options_are_bounded():
    import service.app  # noqa: F401  (fills the registry)
    from service.games.registry import ENGINES

    for engine in ENGINES.values():
        for option in engine.rule_book.options:
            if option.type in ("integer", "number"):
                assert option.choices is not None or option.maximum is not None, (engine.game_id, option.name)


def _resolved_rules_of_every_game():
    for game_id, engine in ENGINES.items():
        for variant in engine.rule_book.variants:
            yield pytest.param(engine.resolve_rules({"variant": variant.name}), id=f"{game_id}-{variant.name}")


@pytest.mark.parametrize("rules", [*_resolved_rules_of_every_game(), pytest.param(BOOK.resolve({}), id="bare")])
def test_rules_survive_copy_deepcopy_and_pickle(rules):
    """Every game's resolved rules, in every variant, copy and pickle to rules of the same type, equal,
    with the same hash and the same options as attributes (they once recursed without end)."""
    for twin in (copy.copy(rules), copy.deepcopy(rules), pickle.loads(pickle.dumps(rules))):
        assert type(twin) is type(rules)
        assert twin == rules and hash(twin) == hash(rules)
        assert twin.as_json() == rules.as_json()
        assert all(getattr(twin, name) == getattr(rules, name) for name in rules)
        with pytest.raises(AttributeError):
            twin.variant = "other"
