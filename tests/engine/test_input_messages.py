"""A 400's field messages are codes with facts (``input.<cause>``, service/messages/inputs.py), rendered in the
request's language (docs/API.md §1): no module the sweep below reads builds an English sentence for
``InvalidInput``, and the Italian and French answers to bad input translate every message, keeping the field
paths and the values given."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from service.engine import InvalidInput
from service.games.registry import ENGINES
from service.messages import MESSAGES, fault
from service.messages.language import words
from tests.api.support import fresh_deal
from tests.conftest import shared_app

SERVICE = Path(__file__).resolve().parents[2] / "service"
SWEPT = sorted(
    path
    for path in (
        SERVICE / "cards.py",
        *SERVICE.glob("engine/*.py"),
        *SERVICE.glob("games/*/*.py"),
        *SERVICE.glob("matches/**/*.py"),
        *SERVICE.glob("sessions/*.py"),
        *SERVICE.glob("clubs/*.py"),
    )
    if path.name != "__init__.py"
)
MAKERS = {"InvalidInput", "at", "add", "CardError", "WrongValue", "_Malformed", "_error", "append", "setdefault"}
"""The calls a field message is given to: the error, its readers' helpers, and an errors map's lists."""


PHRASES = {"fault", "Phrase"}
"""The calls that make a message a phrase: what is inside them (its facts) is no sentence."""


def sentences(node: ast.AST) -> list[int]:
    """The lines of the strings with words and the f-strings in ``node``, but for those inside a phrase."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", None) in PHRASES:
        return []
    if isinstance(node, ast.Subscript):  # an entry looked up, under whatever key: no sentence written here
        return []
    if isinstance(node, ast.Dict):  # a map of messages: its keys are field paths
        return [line for value in node.values for line in sentences(value)]
    if isinstance(node, ast.DictComp):
        return sentences(node.value)
    if isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value
    ):
        return [node.lineno]
    return [line for child in ast.iter_child_nodes(node) for line in sentences(child)]


def _into_errors(target: ast.expr) -> bool:
    """Whether ``target`` is an entry of a map of messages (``errors[path] = [...]``)."""
    if not isinstance(target, ast.Subscript):
        return False
    holder = target.value
    name = getattr(holder, "id", None) or getattr(holder, "attr", None) or ""
    return "error" in name or "problem" in name or "fault" in name


def text_messages(source: str) -> list[int]:
    """The lines where ``source`` gives one of :data:`MAKERS` a sentence (a string or f-string) as a message."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and any(_into_errors(target) for target in node.targets):
            found += sentences(node.value)
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name not in MAKERS:
            continue
        given = node.args[1:] if name in ("at", "add", "_error", "setdefault") else node.args
        found += [line for arg in given for line in sentences(arg)]
    return found


def test_no_engine_module_writes_an_input_error_as_a_sentence():
    writing = {str(path.relative_to(SERVICE)): text_messages(path.read_text()) for path in SWEPT}
    assert {name: lines for name, lines in writing.items() if lines} == {}, (
        "a 400's message as text: raise a Phrase (service.messages.fault) instead"
    )


TEXT_WRITTEN = """
raise InvalidInput.at("deal.stock", f"the stock holds {size} cards")
reader.errors.setdefault("deal.hands", []).append("must be a list")
errors["rules.deck"] = ["bid euchre deals the whole pack"]
faults.add(path, fault("stock_size", size=1))
faults.add(path, "must be a list")
"""


def test_the_sweep_sees_a_sentence():
    assert sorted(text_messages(TEXT_WRITTEN)) == [2, 3, 4, 6], "the sweep must find a message written as text"


def test_an_input_error_refuses_text():
    with pytest.raises(TypeError, match="deal.stock"):
        InvalidInput.at("deal.stock", "the stock holds 3 cards")  # type: ignore[arg-type]
    assert InvalidInput.at("deal.stock", fault("stock_size", size=3, count=2)).messages("it") == {
        "deal.stock": ["il tallone ha 3 carte, non 2"]
    }


SAME_IN = {"fr": {"input.noun_score", "input.as_written"}, "it": {"input.as_written", "input.egn_unsayable"}}
"""Entries whose words are the same in a language (French ``scores``)."""


@pytest.mark.parametrize("language", ["it", "fr"])
def test_every_input_message_is_translated(language):
    untranslated = {
        key
        for key, message in MESSAGES.items()
        if key.startswith("input.")
        and words(f"message:{key}", message.detail, language) == message.detail
        and key not in SAME_IN.get(language, set())
    }
    assert untranslated == set()


def bad_bodies(game: str) -> list[tuple[dict, dict[str, str]]]:
    """Bad requests to ``POST /v1/games/{game}/adjudicate``, each with the paths it must name and a value given
    that its message must quote."""
    engine = ENGINES[game]
    deal = fresh_deal(game)
    first = next(t.name for t in engine.vocabulary.types if not any(f.required for f in t.fields))
    seats = len(deal["hands"])
    bad_hand = {**deal, "hands": [["ZZ", *deal["hands"][0][1:]], *deal["hands"][1:]]}
    return [
        ({"deal": bad_hand}, {"deal.hands.0.0": "ZZ"}),
        ({"deal": deal, "actions": [{"seat": 0, "type": "fly"}]}, {"actions.0.type": "fly"}),
        ({"deal": deal, "actions": [{"seat": seats, "type": first}]}, {"actions.0.seat": str(seats)}),
        ({"deal": deal, "rules": {"colour": 1}}, {"rules.colour": ""}),
        ({"deal": deal, "rules": {"variant": "moon"}}, {"rules.variant": ""}),
        ({"deal": deal, "scores": [1, 2, 3, 4, 5, 6, 7, 8]}, {"scores": ""}),
    ]


@pytest.mark.parametrize("game", sorted(ENGINES))
@pytest.mark.parametrize("language", ["it", "fr"])
def test_bad_input_is_answered_in_the_requests_language(game, language):
    client = shared_app().test_client()
    for body, named in bad_bodies(game):
        body = {"actions": [], **body}
        english = client.post(f"/v1/games/{game}/adjudicate", json=body, headers={"Accept-Language": "en"})
        other = client.post(f"/v1/games/{game}/adjudicate", json=body, headers={"Accept-Language": language})
        assert english.status_code == other.status_code == 400, (body, other.get_json())
        assert other.headers["Content-Language"] == language
        errors, in_english = other.get_json()["errors"], english.get_json()["errors"]
        assert set(errors) == set(in_english) and set(named) <= set(errors), (body, errors)
        for path, value in named.items():
            for message, original in zip(errors[path], in_english[path], strict=True):
                assert message != original, f"{game} {path}: {message!r} is English in {language}"
                assert value in message, f"{game} {path}: {message!r} lost the value {value!r}"
