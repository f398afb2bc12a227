"""Each game's action TypedDicts (its ``actions.py``) are its vocabulary, and its move table
checks and applies each action type with that type's TypedDict.

The vocabulary (read from the TypedDicts' annotations) is what parses a client's action into canonical form;
the TypedDicts are what mypy checks the moves against.  Here one is held to the other: the same
types, each with ``seat``, ``type`` and the type's fields, present after parsing exactly when
the field is required or has a default, each of its kind's Python type.
"""

from __future__ import annotations

import ast
import functools
import importlib
import sys
import types
import typing
from pathlib import Path
from typing import Annotated, Any, Literal, NotRequired

import pytest
from typing_extensions import TypedDict

from service.api.schemas import schema_name
from service.engine.actions import FieldMeaning, Meaning, Vocabulary, kind_of
from service.engine.moves import Move
from service.games.ramino.actions import LayOffItem, SwapItem
from service.games.registry import ENGINES

KIND_TYPES: dict[str, Any] = {
    "card": str,
    "cards": list[str],
    "card_lists": list[list[str]],
    "suit": str,
    "integer": int,
    "number": int | float,
    "boolean": bool,
    "layoffs": list[LayOffItem],
    "swaps": list[SwapItem],
}


def _package(game: str) -> str:
    return type(ENGINES[game]).__module__.rpartition(".")[0]


def _action_types(game: str) -> dict[str, type]:
    """The game's action TypedDicts by the action type each is (its ``type`` literal)."""
    actions = importlib.import_module(f"{_package(game)}.actions")
    union = getattr(actions, schema_name(ENGINES[game], "Action"))  # EuchreAction...
    by_kind = {}
    for typed in typing.get_args(union):
        (kind,) = typing.get_args(typing.get_type_hints(typed)["type"])
        by_kind[kind] = typed
    return by_kind


@pytest.mark.parametrize("game", list(ENGINES))
def test_action_typeddicts_are_the_vocabulary(game):
    by_kind = _action_types(game)
    vocabulary = ENGINES[game].vocabulary
    assert set(by_kind) == {t.name for t in vocabulary.types}
    for action_type in vocabulary.types:
        typed = by_kind[action_type.name]
        hints = typing.get_type_hints(typed)
        assert set(hints) == {"seat", "type", *(f.name for f in action_type.fields)}, action_type.name
        parsed_always = {f.name for f in action_type.fields if f.required or f.default is not None}
        assert typed.__required_keys__ == {"seat", "type", *parsed_always}, action_type.name
        assert hints["seat"] is int
        for fld in action_type.fields:
            expected = Literal[fld.choices] if fld.kind == "string" else KIND_TYPES[fld.kind]
            assert hints[fld.name] == expected, f"{action_type.name}.{fld.name}"


def _accepts(annotation: Any, typed: type) -> bool:
    """Whether an action parameter annotated ``annotation`` takes ``typed`` (itself, in a union, or any object)."""
    if annotation is object:
        return True
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        return typed in typing.get_args(annotation)
    return annotation is typed


def _action_annotation(step: Any) -> Any:
    """The annotation of ``step``'s ``action``: read from the function, or from its source where mypyc
    compiled it (a compiled function keeps no annotations; setup.py); a partial's, of its function."""
    while isinstance(step, functools.partial):
        step = step.func
    if hasattr(step, "__annotations__"):
        return typing.get_type_hints(step)["action"]
    module = sys.modules[step.__module__]
    source = Path(module.__file__ or "").with_name(step.__module__.rpartition(".")[2] + ".py")
    (definition,) = (
        node
        for node in ast.walk(ast.parse(source.read_text()))
        if isinstance(node, ast.FunctionDef) and node.name == step.__name__
    )
    (parameter,) = (arg for arg in definition.args.args if arg.arg == "action")
    assert parameter.annotation is not None
    return eval(ast.unparse(parameter.annotation), vars(module))


@pytest.mark.parametrize("game", list(ENGINES))
def test_each_move_checks_and_applies_its_own_action_type(game):
    by_kind = _action_types(game)
    moves: dict[Any, dict[str, Move[Any, Any]]] = sys.modules[type(ENGINES[game]).__module__].MOVES
    seen = set()
    for phase, table in moves.items():
        for kind, move in table.items():
            seen.add(kind)
            for step in (move.check, move.apply):
                annotation = _action_annotation(step)
                assert _accepts(annotation, by_kind[kind]), f"{phase} {kind}: {step.__qualname__} takes {annotation}"
    assert seen == set(by_kind), "every action type has a move in some phase"


def test_an_action_declares_its_words_on_its_fields():
    class Nudge(TypedDict):
        seat: int
        type: Annotated[Literal["nudge"], Meaning("Nudge a card (1.1).", aliases=("spingo",))]
        card: Annotated[str, FieldMeaning("card", "The card.", face_down=True)]
        side: NotRequired[Annotated[Literal["left", "right"], FieldMeaning("string", "Which way.")]]

    class Bare(TypedDict):
        seat: int
        type: Literal["bare"]

    (nudge,) = Vocabulary.of(Nudge, ("S",)).types
    assert (nudge.name, nudge.aliases, kind_of(Nudge)) == ("nudge", ("spingo",), "nudge")
    card, side = nudge.fields
    assert (card.required, card.face_down, side.required, side.choices) == (True, True, False, ("left", "right"))
    with pytest.raises(TypeError, match="Bare.type"):
        Vocabulary.of(Bare | Nudge, ("S",))
