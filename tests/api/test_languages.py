"""Every sentence in every language: the catalogs against the English of the message modules."""

from __future__ import annotations

import string

import pytest
from babel.messages.pofile import read_po

from service.messages.catalog import entries, template
from service.messages.language import LANGUAGES, SOURCE_LANGUAGE, catalog_path

TRANSLATED = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]


def _catalog(language):
    with catalog_path(language).open("rb") as po:
        return {(m.context, m.id): m for m in read_po(po, locale=language) if m.id}


def _fields(text: str) -> list[tuple[str, str]]:
    """The placeholders of a sentence with their specs, in no order."""
    return sorted((name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None)


def _edges(text: str) -> tuple[str, str]:
    """What a fragment begins and ends with that joins it to its sentence: spaces, '; ', ' ('."""
    stripped = text.strip(" ;(")
    head = text[: len(text) - len(text.lstrip(" ;("))] if stripped else text
    return head, text[len(text.rstrip(" )")) :]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_sentence_has_a_translation(language):
    catalog = _catalog(language)
    missing = [e.context for e in entries() if (e.context, e.english) not in catalog]
    assert not missing, f"{language}: {len(missing)} entries missing, e.g. {missing[:5]}"
    empty = [e.context for e in entries() if not catalog[(e.context, e.english)].string]
    assert not empty, f"{language}: {len(empty)} entries untranslated, e.g. {empty[:5]}"
    fuzzy = [e.context for e in entries() if catalog[(e.context, e.english)].fuzzy]
    assert not fuzzy, f"{language}: {len(fuzzy)} entries marked fuzzy (English changed), e.g. {fuzzy[:5]}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_translation_keeps_every_placeholder_and_its_joins(language):
    catalog = _catalog(language)
    for entry in entries():
        message = catalog.get((entry.context, entry.english))
        if message is None or not message.string:
            continue  # the test above names it
        assert _fields(message.string) == _fields(entry.english), (language, entry.context, message.string)
        assert _edges(message.string) == _edges(entry.english), (language, entry.context, message.string)


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_catalog_holds_nothing_else(language):
    """No entry left behind by a message removed or reworded (the update drops them)."""
    wanted = {(e.context, e.english) for e in entries()}
    assert set(_catalog(language)) <= wanted


def test_the_template_is_current():
    from service.messages.language import LOCALE

    with (LOCALE / "arbitro.pot").open("rb") as pot:
        written = [(m.context, m.id) for m in read_po(pot) if m.id]
    assert written == [(m.context, m.id) for m in template() if m.id], "run: python -m service.messages.catalog"


# -- real verdicts, over HTTP, in each language -----------------------------------------------------
SPOKEN = ["en", *TRANSLATED]


def _said(language: str, context: str, english: str) -> str:
    """An entry's words as the catalog holds them (English: the source), read here without the service."""
    if language == SOURCE_LANGUAGE:
        return english
    return _catalog(language)[(context, english)].string


def _sentence(language: str, key: str, **facts) -> str:
    """A message's sentence in ``language``, its placeholders filled with ``facts`` by str.format, the
    seats, tricks and other indexes among them counted from 1 as people count them."""
    from service.messages import MESSAGES
    from service.messages.base import counted_for_people

    return _said(language, f"message:{key}", MESSAGES[key].detail).format(**counted_for_people(facts))


def _suit(language: str, suit: str) -> str:
    return _sentence(language, f"suit.{suit}")


def _asked(client, method: str, path: str, language: str, headers: dict | None = None, **kwargs):
    answer = client.open(path, method=method, headers={"Accept-Language": language, **(headers or {})}, **kwargs)
    assert answer.headers["Content-Language"] == language
    assert "Accept-Language" in answer.headers["Vary"]
    return answer


@pytest.mark.parametrize("language", SPOKEN)
def test_a_revoke_proven_from_unknown_hands_is_told_in_the_referees_language(client, language):
    from tests.console.histories import EUCHRE_REVOKE

    verdict = _asked(client, "POST", "/v1/games/euchre/validate", language, json=EUCHRE_REVOKE).get_json()
    (violation,) = verdict["violations"]
    assert violation["rule"] == "must_follow_suit" and violation["card"] == "KH"  # codes and cards never change
    led = _suit(language, "S")
    assert violation["detail"] == _sentence(language, "must_follow_suit", seat=1, card="KH", trick=0, led=led)


@pytest.mark.parametrize("language", SPOKEN)
def test_a_refused_action_is_a_problem_titled_and_told_in_the_language(client, language):
    from service.messages import RULES
    from service.messages.catalog import rule_words

    body = {
        "rules": {"variant": "north-american"},
        "deal": {
            "dealer": 3,
            "turn_up": "9H",
            "hands": [
                ["AS", "KS", "QD", "JC", "TH"],
                ["9S", "TD", "QC", "KH", "AD"],
                ["JS", "QS", "9D", "KD", "AC"],
                ["TS", "JD", "9C", "TC", "KC"],
            ],
        },
        "actions": [
            {"seat": 0, "type": "order_up"},
            {"seat": 3, "type": "discard", "card": "9C"},
            {"seat": 0, "type": "play", "card": "AS"},
            {"seat": 1, "type": "play", "card": "KH"},  # holds 9S
        ],
    }
    answer = _asked(client, "POST", "/v1/games/euchre/adjudicate", language, json=body)
    assert answer.status_code == 422
    problem = answer.get_json()
    assert problem["rule"] == "must_follow_suit" and problem["type"] == "/problems/must-follow-suit"
    title = rule_words(RULES["euchre"]["must_follow_suit"].rule, language).title
    assert problem["title"] == title == _said(language, "rule:must_follow_suit:title", "Must follow suit")
    led = _suit(language, "S")
    assert problem["detail"] == _sentence(language, "must_follow_suit", seat=1, card="KH", trick=0, led=led)


@pytest.mark.parametrize("language", SPOKEN)
def test_a_deal_result_gives_its_reason_in_words(client, language):
    from tests.console.histories import ECARTE_DEAL, played_out

    body = played_out(client, "ecarte", ECARTE_DEAL)
    result = _asked(client, "POST", "/v1/games/ecarte/adjudicate", language, json=body).get_json()["deal_result"]
    scorer = max((0, 1), key=result["points"].__getitem__)
    assert result["reason"] in ("point", "vole")
    assert result["reason_text"] == _sentence(language, f"ecarte_reason.{result['reason']}", seat=scorer)


def _rule_said(language: str, game: str, code: str, part: str, english: str) -> str:
    """A rule's words as the catalog holds them: under its code when the shared engine words it for
    several games, else under ``<game>/<code>``."""
    if language == SOURCE_LANGUAGE:
        return english
    catalog = _catalog(language)
    for scope in (code, f"{game}/{code}"):
        if (f"rule:{scope}:{part}", english) in catalog:
            return catalog[(f"rule:{scope}:{part}", english)].string
    raise AssertionError(f"{language}: no words for {game}/{code}")


@pytest.mark.parametrize("language", SPOKEN)
def test_the_rule_catalogue_speaks_the_language(client, language):
    from service.messages import RULES

    game = "sette-e-mezzo"
    listed = _asked(client, "GET", f"/v1/games/{game}", language).get_json()["rule_codes"]
    assert {entry["code"] for entry in listed} == set(RULES[game])
    for entry in listed:
        rule = RULES[game][entry["code"]].rule
        assert entry["title"] == _rule_said(language, game, entry["code"], "title", rule.title)
        assert entry["meaning"] == _rule_said(language, game, entry["code"], "meaning", rule.meaning)


@pytest.mark.parametrize("language", SPOKEN)
def test_a_problem_page_is_written_in_the_language(client, language):
    from service.messages import RULES

    page = _asked(client, "GET", "/problems/must-follow-suit", language, headers={"Accept": "text/html"})
    html = page.get_data(as_text=True)
    assert f'<html lang="{language}">' in html
    title = _rule_said(language, "euchre", "must_follow_suit", "title", RULES["euchre"]["must_follow_suit"].rule.title)
    assert f"<h1>{title}</h1>" in html


@pytest.mark.parametrize("language", SPOKEN)
def test_a_session_problem_is_told_in_the_language(client, language):
    answer = _asked(client, "GET", "/v1/sessions/no-such-session", language, headers={"Authorization": "Bearer x"})
    assert answer.status_code == 404
    problem = answer.get_json()
    assert problem["title"] == _said(language, "problem:session_not_found:title", "Session not found")
    assert problem["detail"] in {
        _sentence(language, key, session_id="no-such-session")
        for key in ("session_not_found", "session_not_found.gone")
    }


@pytest.mark.parametrize(
    ("header", "language"),
    [
        (None, "en"),
        ("de", "en"),
        ("it", "it"),
        ("it-IT,it;q=0.9", "it"),
        ("fr-CA;q=0.9, it;q=0.5", "fr"),
        ("de, fr;q=0.1", "fr"),
        ("it;q=0, fr;q=0.2", "fr"),
        ("EN-gb, it", "en"),
        ("*", "en"),
        ("garbage;;q=xx", "en"),
    ],
)
def test_accept_language_chooses_by_preference(client, header, language):
    answer = client.get("/v1/games", headers={"Accept-Language": header} if header else {})
    assert answer.status_code == 200
    assert answer.headers["Content-Language"] == language
    assert "Accept-Language" in answer.headers["Vary"]
