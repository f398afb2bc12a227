"""A JSON body that gives a key twice in one object is a 400 naming the key (service/duplicate_keys.py),
never read as its last value."""

from __future__ import annotations

import json

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.app import create_app
from service.duplicate_keys import duplicated_key
from tests.volume import examples


@pytest.fixture(scope="module")
def client():
    return create_app({"redis_url": None}).test_client()


def _post(client, path: str, raw: bytes):
    return client.post(path, data=raw, content_type="application/json")


def test_a_game_named_twice_is_refused_naming_the_key(client):
    """``"game":"euchre","game":"ramino"`` used to start a Ramino session."""
    answer = _post(client, "/v1/sessions", b'{"game": "euchre", "game": "ramino"}')
    assert answer.status_code == 400 and answer.content_type == "application/problem+json"
    assert answer.get_json()["errors"] == {"game": ["is given more than once in its object"]}


def test_a_nested_key_given_twice_is_named_by_its_path(client):
    raw = b'{"rules": {"variant": "north-american"}, "deal": {"dealer": 0, "dealer": 1}, "actions": []}'
    answer = _post(client, "/v1/games/euchre/adjudicate", raw)
    assert answer.status_code == 400
    assert answer.get_json()["errors"] == {"deal.dealer": ["is given more than once in its object"]}


def test_a_key_given_twice_in_a_list_item_is_named_by_its_index(client):
    raw = b'{"game": "euchre", "rules": {}, "deal": {}, "actions": [{"type": "pass"}, {"type": "pass", "type": "x"}]}'
    answer = _post(client, "/v1/games/euchre/adjudicate", raw)
    assert answer.get_json()["errors"] == {"actions.1.type": ["is given more than once in its object"]}


@pytest.mark.parametrize(
    "raw",
    [
        b'{"a": "x:y", "b": {"c": ":"}}',  # colons inside strings
        b'{"a": "\\u003a", "b": 1}',  # an escaped colon
        b'[{"a": 1}, {"a": 1}]',  # the same key in two objects
        b'{"a": {"a": {"a": 1}}}',
        b'"a:b"',
        b"3",
    ],
)
def test_no_duplicate_is_found_where_there_is_none(raw):
    assert duplicated_key(raw, orjson.loads(raw)) is None


def test_two_spellings_of_one_key_are_one_key_given_twice():
    raw = b'{"a\\u0062": 1, "ab": 2}'
    assert duplicated_key(raw, orjson.loads(raw)) == "ab"


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-1000, 1000) | st.text(alphabet=':ab"\\ é', max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(alphabet=":ab", max_size=3), inner, max_size=4),
    max_leaves=20,
)


DOCUMENTS = 70
"""Documents drawn per property: keys from a two- or three-letter alphabet collide and nest often, so a few dozen
documents hold every placement of a key (top level, nested, in a list, beside a string holding a key)."""


@given(document=st.dictionaries(st.text(alphabet=":ab", max_size=3), _JSON, max_size=5), spaced=st.booleans())
@settings(max_examples=examples(DOCUMENTS))
def test_a_document_without_duplicates_passes_whatever_its_strings_hold(document, spaced):
    raw = json.dumps(document, indent=1 if spaced else None, ensure_ascii=spaced).encode()
    assert duplicated_key(raw, orjson.loads(raw)) is None


@given(document=st.dictionaries(st.text(alphabet="ab", min_size=1, max_size=3), _JSON, min_size=1, max_size=5))
@settings(max_examples=examples(DOCUMENTS))
def test_any_key_written_twice_is_found(document):
    key = sorted(document)[0]
    raw = json.dumps(document).encode()
    raw = raw[:-1] + b", " + json.dumps(key).encode() + b": null}"
    assert duplicated_key(raw, orjson.loads(raw)) == key
