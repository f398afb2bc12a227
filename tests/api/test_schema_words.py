"""marshmallow's own messages - a request's envelope refused by its schema - are phrases in the request's
language like the engines' (docs/API.md §1; service/api/schema_words.py): every message the schemas can write
has its words, English word for word as marshmallow writes it, and Italian and French."""

from __future__ import annotations

import pytest
from marshmallow import Schema, class_registry, fields, validate

from service.api.schema_words import TEMPLATES, field_faults, phrase_of
from service.messages import MESSAGES, render_phrase
from tests.api.support import fresh_deal
from tests.conftest import shared_app

OWN_WORDS = {"body_not_object": "must be a JSON object"}
"""Templates the service words its own way in English (marshmallow's "Invalid input type." for a body that is no
object)."""


def test_each_template_has_marshmallows_english():
    for name, template in TEMPLATES.items():
        assert MESSAGES[f"input.schema_{name}"].detail == OWN_WORDS.get(name, template), name


def _fields(schema: type[Schema]):
    for field in schema._declared_fields.values():
        yield field
        inner = getattr(field, "inner", None) or getattr(field, "value_field", None)
        if inner is not None:
            yield inner


def test_every_message_of_the_schemas_fields_has_its_words():
    shared_app()  # the app's schemas, the games' among them, registered
    known = set(TEMPLATES.values())
    unworded = set()
    for entry in class_registry._registry.values():
        for schema in entry:
            if not schema.__module__.startswith("service."):
                continue
            for field in _fields(schema):
                unworded |= {message for message in field.error_messages.values() if message not in known}
                for check in field.validators:
                    if isinstance(check, validate.Validator) and not isinstance(
                        check, validate.OneOf | validate.Length | validate.Range
                    ):
                        unworded.add(type(check).__name__)
    assert unworded == set(), "marshmallow writes these: add their templates to schema_words.TEMPLATES"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        (fields.Integer(strict=True, validate=validate.Range(min=-5, max=5)), 9),
        (fields.Integer(validate=validate.Range(min=1)), 0),
        (fields.String(validate=validate.Length(min=1, max=3)), "abcd"),
        (fields.List(fields.String(), validate=validate.Length(equal=2)), ["a"]),
        (fields.String(validate=validate.OneOf(["reject", "report"])), "keep"),
        (fields.Boolean(), "maybe"),
        (fields.Integer(required=True), None),
    ],
)
def test_a_message_marshmallow_writes_reads_back_as_its_phrase(field, value):
    schema = Schema.from_dict({"x": field})()
    errors = schema.validate({} if value is None else {"x": value})
    (message,) = errors["x"]
    phrase = phrase_of(message)
    assert phrase.key != "input.as_written", message
    assert render_phrase(phrase, "en") == message


def test_nested_messages_read_as_field_paths():
    assert field_faults({"_schema": ["Invalid input type."], "rules": {"deck": ["Unknown field."]}}) == {
        "body": [phrase_of("Invalid input type.")],
        "rules.deck": [phrase_of("Unknown field.")],
    }
    assert render_phrase(phrase_of("Invalid input type."), "en") == "must be a JSON object"


@pytest.mark.parametrize("language", ["it", "fr"])
def test_a_schema_refusal_is_answered_in_the_requests_language(language):
    client = shared_app().test_client()
    body = {"deal": fresh_deal("euchre"), "actions": [], "on_illegal": "keep", "surprise": 1}
    english = client.post("/v1/games/euchre/adjudicate", json=body, headers={"Accept-Language": "en"})
    other = client.post("/v1/games/euchre/adjudicate", json=body, headers={"Accept-Language": language})
    assert english.status_code == other.status_code == 400
    assert english.get_json()["errors"]["surprise"] == ["Unknown field."]
    assert "Must be one of: reject, report." in english.get_json()["errors"]["on_illegal"]
    errors = other.get_json()["errors"]
    assert set(errors) == {"surprise", "on_illegal"}
    for path, messages in errors.items():
        assert messages != english.get_json()["errors"][path], (path, messages)
    assert any("reject, report" in message for message in errors["on_illegal"])
