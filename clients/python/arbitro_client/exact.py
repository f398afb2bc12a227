"""Answers read into the generated models without losing a key: each ``anyOf`` by the member that fits.

openapi.yaml types a field that differs by game or by reader - a session's ``rules``, ``deal`` (a
seat's view or the referee's report) and ``dealt``, a match record's deals - as ``anyOf`` several
schemas. The generated code reads such a field with the first member whose reader does not fail,
and a model drops the keys it does not know (it does not check ``additionalProperties: false``):
a Euchre deal read as an Ecarté deal loses its ``kitty``, a referee's report read as a seat's view
loses the hands. :func:`exactly` reads every such field again with the first member that gives
back the same JSON (``to_dict()``), field by field down the document; where none does, the
generated reading stays.  A free-form member (an object of no declared field, as openapi.yaml has for
a nullable object: a table's ``result``) keeps every key of any object, so it is tried last.
``tests/client/test_models.py`` holds every game's answers to the JSON the service sent.
"""

from __future__ import annotations

import types
import typing
from typing import Any, TypeVar, Union

import attrs

from ._generated import models
from ._generated.types import Unset

M = TypeVar("M")
_NAMES = {**vars(models), "Unset": Unset}  # the generated modules import their field types for type checkers only


def exactly(model: M, document: Any) -> M:
    """``model``, read from ``document``, with each union field read by a member that keeps every key."""
    read: M = _model(model, document)
    return read


def _dump(value: Any) -> Any:
    if attrs.has(type(value)):
        return value.to_dict()
    if isinstance(value, list):
        return [_dump(item) for item in value]
    return value


def _model(value: Any, document: Any) -> Any:
    """A model's fields, each read again where it lost keys."""
    if not attrs.has(type(value)) or not isinstance(document, dict) or _settled(value, document):
        return value
    hints = typing.get_type_hints(type(value), localns=_NAMES)
    for field in attrs.fields(type(value)):
        key = field.name.removesuffix("_")  # type_ is the key "type", format_ "format"
        if field.name != "additional_properties" and key in document:
            setattr(value, field.name, _field(getattr(value, field.name), document[key], hints[field.name]))
    return value


def _members(hint: Any) -> list[Any]:
    return list(typing.get_args(hint)) if typing.get_origin(hint) in (Union, types.UnionType) else [hint]


def _free_form(model: type) -> bool:
    """Whether a model declares no field (only ``additional_properties``): it reads any object."""
    return all(field.name == "additional_properties" for field in attrs.fields(model))


def _holds_free_form(value: Any) -> bool:
    """Whether a free-form model is in ``value`` (a model, a list), at any depth."""
    if isinstance(value, list):
        return any(_holds_free_form(item) for item in value)
    if not attrs.has(type(value)):
        return False
    return _free_form(type(value)) or any(_holds_free_form(getattr(value, f.name)) for f in attrs.fields(type(value)))


def _settled(value: Any, document: Any) -> bool:
    """Whether ``value`` is read for good: it gives back ``document`` and no free-form member took a part of it."""
    return _dump(value) == document and not _holds_free_form(value)


def _field(value: Any, document: Any, hint: Any) -> Any:
    """A field's value as declared by ``hint``, read again from ``document`` when it lost keys."""
    if _settled(value, document):
        return value
    members = _members(hint)
    if isinstance(value, list) and isinstance(document, list) and len(value) == len(document):
        items = next((typing.get_args(m)[0] for m in members if typing.get_origin(m) is list), Any)
        return [_field(item, raw, items) for item, raw in zip(value, document, strict=True)]
    readers: list[Any] = sorted((m for m in members if isinstance(m, type) and attrs.has(m)), key=_free_form)
    for reader in readers:
        try:
            candidate = _model(reader.from_dict(document), document)
        except (KeyError, TypeError, ValueError, AttributeError):
            continue  # not this member: the generated reader refused the document
        if candidate.to_dict() == document:
            return candidate
    return _model(value, document)
