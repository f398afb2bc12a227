"""The body loader (service/fast_paths/body_load.py) loads or refuses every body exactly as its schema does, for every
schema the app loads a request body with."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError

from service.api.session_schemas import SessionActionSchema
from service.app import create_app
from service.fast_paths import body_load
from service.fast_paths.body_load import body_loader
from tests.volume import examples


def _schemas() -> list[Schema]:
    seen: list[Schema] = []
    original = body_load.body_loader

    def recording(schema: Schema):
        if not any(schema is known for known in seen):  # one schema may load the bodies of two paths
            seen.append(schema)
        return original(schema)

    body_load.body_loader = recording
    try:
        create_app({"redis_url": None})
    finally:
        body_load.body_loader = original
    return seen


SCHEMAS = _schemas()

BODIES_PER_SCHEMA = 50
"""Bodies drawn for each of the app's schemas: the bodies are built from the schema's own keys, so fifty already give
each key left out, given and given a wrong type, and the whole suite draws new ones each run."""
SESSION_ACTIONS = 150
"""Session actions drawn: the type, the seat and the game's own keys, each left out, right or wrong."""

_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**40), 2**40), st.floats(allow_nan=False), st.text(max_size=8)
)
_values = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _outcome(load: Any, data: Any) -> tuple[str, Any]:
    try:
        return "loaded", load(data)
    except ValidationError as exc:
        return "refused", exc.messages


def _bodies(schema: Schema) -> st.SearchStrategy[Any]:
    """Objects made of the schema's own keys (each left out, or given any JSON value), sometimes with another key;
    and now and then a body that is no object at all."""
    keys = [name if field.data_key is None else field.data_key for name, field in schema.load_fields.items()]
    fields = st.fixed_dictionaries({}, optional={key: _values for key in keys})
    extra = st.dictionaries(st.text(max_size=6), _values, max_size=1)
    objects = st.tuples(fields, extra, st.booleans()).map(lambda t: {**t[0], **t[1]} if t[2] else t[0])
    return st.one_of(objects, objects, objects, _values)


def test_the_app_loads_bodies_with_schemas():
    assert len(SCHEMAS) > 20


def test_every_schema_loads_as_itself_a_typical_body():
    """The bodies the endpoints' examples would send are loaded by the quick path, with the schema's result."""
    for schema in SCHEMAS:
        loader = body_loader(schema)
        assert _outcome(loader, {}) == _outcome(schema.load, {})


@pytest.mark.parametrize("index", range(len(SCHEMAS)), ids=lambda i: type(SCHEMAS[i]).__name__ + str(i))
@settings(max_examples=examples(BODIES_PER_SCHEMA), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_same_outcome_as_the_schema(index: int, data: st.DataObject):
    schema = SCHEMAS[index]
    loader = body_loader(schema)
    body = data.draw(_bodies(schema))
    assert _outcome(loader, body) == _outcome(schema.load, body)


def test_a_schema_whose_hooks_cannot_be_read_is_loaded_by_the_schema_itself(monkeypatch):
    """Should marshmallow keep its hooks elsewhere than ``_hooks``, no schema takes the quick path."""
    schema = SCHEMAS[0]
    assert body_loader(schema) != schema.load  # a plain schema: the quick path
    monkeypatch.setattr(type(schema), "_hooks", None)
    assert body_loader(schema) == schema.load


_actions = st.tuples(
    st.fixed_dictionaries(
        {},
        optional={
            "type": st.one_of(st.sampled_from(["play", "pass", "bet"]), _values),
            "seat": st.one_of(st.booleans(), st.integers(-2, 5), _values),
        },
    ),
    st.dictionaries(st.sampled_from(["card", "cards", "amount"]), _values, max_size=2),
).map(lambda t: {**t[0], **t[1]})


@settings(max_examples=examples(SESSION_ACTIONS), deadline=None)
@given(data=st.one_of(_actions, _actions, _values))
def test_a_session_action_loads_as_its_schema_loads_it(data):
    """A session action's schema includes the keys it does not name: whatever the body, the quick loader's
    outcome is the schema's own (the action with every key it was given, or the same messages)."""
    schema = SessionActionSchema()
    loader = body_loader(schema)
    assert loader != schema.load  # the quick path
    quick, full = _outcome(loader, data), _outcome(schema.load, data)
    assert json.dumps(quick, sort_keys=True) == json.dumps(full, sort_keys=True)  # true is not 1
