"""A game's typed rules value: the Rules subclass its rule book resolves into.

The rule book checks that the class declares exactly its options; every value a request can
resolve to has the declared type; and a misspelt option is a type error for mypy.
"""

import re
import subprocess
import sys
import types
import typing
from pathlib import Path

import pytest

from service.engine import Declared, InvalidInput, Option, RuleBook, Rules, Variant
from service.games.registry import ENGINES

OPTIONS = (
    Option("points_to_win", "integer", 10, "target score", minimum=1, maximum=50),
    Option("scope", "string", "any", "who is penalised", choices=("any", "first")),
)
VARIANTS = (Variant("standard", "the default"),)


class GoodRules(Rules):
    __slots__ = ()
    points_to_win: int
    scope: typing.Literal["any", "first"]


def test_the_rule_book_resolves_into_the_declared_type():
    rules = RuleBook(OPTIONS, VARIANTS, GoodRules).resolve({"points_to_win": 7})
    assert type(rules) is GoodRules
    assert (rules.points_to_win, rules.scope, rules.variant) == (7, "any", "standard")
    assert rules == RuleBook(OPTIONS, VARIANTS).resolve({"points_to_win": 7})  # a Mapping like any Rules


def test_a_declaration_that_misses_or_misspells_an_option_is_refused():
    class Misspelt(Rules):
        __slots__ = ()
        points_to_wim: int
        scope: str

    with pytest.raises(TypeError, match=r"undeclared \['points_to_win'\], unknown \['points_to_wim'\]"):
        RuleBook(OPTIONS, VARIANTS, Misspelt)


def _conforms(value: object, hint: object) -> bool:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is typing.Any:
        return True
    if origin is typing.Literal:
        return any(value == a and type(value) is type(a) for a in args)
    if origin in (typing.Union, types.UnionType):
        return any(_conforms(value, a) for a in args)
    if origin is tuple:
        return isinstance(value, tuple) and all(_conforms(v, args[0]) for v in value)
    if hint is type(None):
        return value is None
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)  # type: ignore[arg-type]


def _resolvable(engine):
    """Every variant, and every variant with each listed choice of each option."""
    for variant in engine.rule_book.variants:
        yield {"variant": variant.name}
        for option in engine.rule_book.options:
            for choice in option.choices or ():
                yield {"variant": variant.name, option.name: choice}


TYPED = [engine for engine in ENGINES.values() if engine.rule_book.rules_type is not Rules]


@pytest.mark.parametrize("engine", TYPED, ids=lambda e: e.game_id)
def test_every_resolved_value_has_its_declared_type(engine):
    hints = typing.get_type_hints(engine.rule_book.rules_type)
    for raw in _resolvable(engine):
        try:
            rules = engine.resolve_rules(raw)
        except InvalidInput:  # a choice its variant forbids (e.g. a deck for another seat count)
            continue
        for name in engine.rule_book.rules_type.__annotations__:
            assert _conforms(getattr(rules, name), hints[name]), (engine.game_id, raw, name, getattr(rules, name))


@pytest.mark.slow
def test_mypy_reports_a_misspelt_option(tmp_path: Path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from service.games.ecarte.rules import RULE_BOOK\n"
        "rules = RULE_BOOK.resolve(None)\n"
        "reveal_type(rules.target_score)\n"
        "rules.target_scor\n"
    )
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", str(probe)], cwd=root, capture_output=True, text=True
    )
    assert re.search(r'Revealed type is "(builtins\.)?int"', result.stdout), result.stdout
    assert '"EcarteRules" has no attribute "target_scor"' in result.stdout, result.stdout


class DeclaredRules(Rules):
    """The same two options, declared once in the class: the rule book reads them from here."""

    __slots__ = ()
    points_to_win: typing.Annotated[int, Declared(10, "target score", minimum=1, maximum=50)]
    scope: typing.Annotated[typing.Literal["any", "first"], Declared("any", "who is penalised")]
    handicap: typing.Annotated[float | int | None, Declared(None, "a stake", choices=(0.5, 7))]


def test_the_options_are_read_from_the_rules_class():
    book = RuleBook.of(DeclaredRules, VARIANTS)
    assert book.options[:2] == OPTIONS
    assert book.options[2] == Option("handicap", "number", None, "a stake", choices=(0.5, 7), nullable=True)
    assert book.resolve({"scope": "first"}) == {
        "variant": "standard",
        "points_to_win": 10,
        "scope": "first",
        "handicap": None,
    }
    with pytest.raises(InvalidInput) as refused:
        book.resolve({"scope": "all", "points_to_win": 51})
    assert set(refused.value.errors) == {"rules.scope", "rules.points_to_win"}


def test_an_option_without_its_declaration_is_refused():
    class Bare(Rules):
        __slots__ = ()
        points_to_win: int

    with pytest.raises(TypeError, match=r"Bare.points_to_win: an option is declared as Annotated"):
        RuleBook.of(Bare, VARIANTS)
