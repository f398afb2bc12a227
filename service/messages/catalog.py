"""Every human sentence the service says, as gettext entries, and the words of the rule catalogue
and the problem types in a language.

An entry is ``(context, English)``: a message's context is ``message:<key>``; a rule's words are
``rule:<scope>:title`` and ``rule:<scope>:meaning``, a penalty's ``penalty:<scope>``, where the
scope is the rule code for the words the shared engine (or a match record's replay) gives several
games and ``<game>/<code>`` for a game's own; a problem type's are ``problem:<code>:title`` and
``problem:<code>:meaning``.
The catalogs of locale/ hold one translated entry for each (tests/api/test_languages.py).

``python -m service.messages.catalog`` writes the template (``locale/arbitro.pot``) from the
message modules and merges it into each language's catalog: new English appears there untranslated,
changed English is marked fuzzy (and left out until a translator confirms it).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from . import (
    PROBLEM_TYPES,
    RULES,
    CitedRule,
    Penalty,
    ProblemType,
    Rule,
    cli,
    clubs,
    ecarte,
    engine,
    euchre,
    inputs,
    matches,
    message_context,
    page,
    problems,
    ramino,
    sette_e_mezzo,
    tournaments,
)
from .engine import RULES as SHARED_RULES
from .language import DOMAIN, LANGUAGES, LOCALE, SOURCE_LANGUAGE, catalog_path, words
from .matches import MATCH_RULES


@dataclass(frozen=True)
class Entry:
    """One sentence to translate: where it is found, its English, and a note for the translator."""

    context: str
    english: str
    note: str = ""


def _scopes() -> tuple[dict[int, str], dict[int, str]]:
    """The scope of each rule's words and each penalty, by object: the first game that cites it."""
    rules: dict[int, str] = {id(rule): code for code, rule in {**SHARED_RULES, **MATCH_RULES}.items()}
    penalties: dict[int, str] = {}
    for game, cited_rules in RULES.items():
        for code, cited in cited_rules.items():
            rules.setdefault(id(cited.rule), f"{game}/{code}")
            if cited.penalty is not None:
                penalties.setdefault(id(cited.penalty), f"{game}/{code}")
    return rules, penalties


_RULE_SCOPES, _PENALTY_SCOPES = _scopes()


def rule_words(rule: Rule, language: str | None = None) -> Rule:
    """A rule's title and meaning in ``language`` (default: the current one)."""
    scope = f"rule:{_RULE_SCOPES[id(rule)]}"
    return Rule(words(f"{scope}:title", rule.title, language), words(f"{scope}:meaning", rule.meaning, language))


def penalty_words(penalty: Penalty, language: str | None = None) -> Penalty:
    """A penalty in ``language`` (default: the current one); the options it depends on are names."""
    return Penalty(words(f"penalty:{_PENALTY_SCOPES[id(penalty)]}", penalty.words, language), penalty.depends_on)


def cited_words(cited: CitedRule, language: str | None = None) -> CitedRule:
    """A rule as a game cites it, its words in ``language``."""
    penalty = None if cited.penalty is None else penalty_words(cited.penalty, language)
    return CitedRule(rule_words(cited.rule, language), cited.section, penalty)


def problem_words(code: str, language: str | None = None) -> ProblemType:
    """A problem type's title and meaning in ``language`` (default: the current one)."""
    kind = PROBLEM_TYPES[code]
    title = words(f"problem:{code}:title", kind.title, language)
    return ProblemType(title, words(f"problem:{code}:meaning", kind.meaning, language), kind.statuses)


_SPEAKERS = {
    "every game": engine.MESSAGES,
    "a request's field the engines read, refused (an error under a field path of a 400; '...' quotes the value "
    "given)": inputs.MESSAGES,
    "every game, between the deals of a match record": matches.MESSAGES,
    "a match record's or an EGN document's field, refused (an error under a field path of a 400)": matches.INPUTS,
    "Sette e Mezzo": sette_e_mezzo.MESSAGES,
    "a deal's or the rules' field Sette e Mezzo reads, refused (an error under a field path of a 400)": (
        sette_e_mezzo.INPUTS
    ),
    "Euchre": euchre.MESSAGES,
    "a deal's or the rules' field Euchre reads, refused (an error under a field path of a 400)": euchre.INPUTS,
    "Ecarté": ecarte.MESSAGES,
    "a deal's or the rules' field Ecarté reads, refused (an error under a field path of a 400)": ecarte.INPUTS,
    "Ramino": ramino.MESSAGES,
    "a deal's or the rules' field Ramino reads, refused (an error under a field path of a 400)": ramino.INPUTS,
    "the API (a problem's detail)": problems.MESSAGES,
    "the command line (arbitro validate's table of deals, its closing lines and its progress)": cli.MESSAGES,
    "a tournament's seating schedule, refused (the format, players, rounds or table size asked for)": (
        tournaments.MESSAGES
    ),
    "a tournament's web page (its standings, next tables, boards and schedule) or a round's printed score cards; "
    "# is the rank's column": page.MESSAGES,
    "a club's requests refused (club.*: a 400's field message), and its web pages (page.*: its seasons, ratings "
    "and a season's standings); mu and sigma are the rating model's symbols": clubs.MESSAGES,
}
"""Whose words a message is, told to the translator."""


def entries() -> Iterator[Entry]:
    """Every sentence of the service, in a stable order."""
    for speaker, messages in _SPEAKERS.items():
        for key, message in messages.items():
            yield Entry(message_context(key), message.detail, f"{speaker}{_facts_note(message.facts)}")
    seen: set[str] = set()
    for cited_rules in RULES.values():
        for cited in cited_rules.values():
            scope = _RULE_SCOPES[id(cited.rule)]
            if f"rule:{scope}" not in seen:
                seen.add(f"rule:{scope}")
                yield Entry(f"rule:{scope}:title", cited.rule.title, "a rule's title, as a heading")
                yield Entry(f"rule:{scope}:meaning", cited.rule.meaning, "the rule in one sentence")
            if cited.penalty is not None and f"penalty:{_PENALTY_SCOPES[id(cited.penalty)]}" not in seen:
                context = f"penalty:{_PENALTY_SCOPES[id(cited.penalty)]}"
                seen.add(context)
                yield Entry(context, cited.penalty.words, "what a breach costs; option names stay as they are")
    for code, kind in PROBLEM_TYPES.items():
        yield Entry(f"problem:{code}:title", kind.title, "an API problem's title")
        yield Entry(f"problem:{code}:meaning", kind.meaning, "what the problem means; header names stay")


def _facts_note(facts: tuple[str, ...]) -> str:
    return "; facts: " + ", ".join(facts) if facts else ""


_HEADER = dict(
    domain=DOMAIN,
    project="Arbitro",
    version="1",
    msgid_bugs_address="",
    last_translator="Arbitro",
    language_team="Arbitro",
    creation_date=datetime(2026, 11, 25, tzinfo=UTC),
    revision_date=datetime(2026, 11, 25, tzinfo=UTC),
    fuzzy=False,
)
"""Fixed header fields, so that an update changes a catalog only where its entries change."""


def _catalog(language: str | None = None) -> Catalog:
    catalog = Catalog(locale=language, **_HEADER)  # type: ignore[arg-type]
    catalog.header_comment = (
        f"# Arbitro's words{f' in {language}' if language else ''}: python -m service.messages.catalog"
    )
    return catalog


def template() -> Catalog:
    """The catalog template: every entry, untranslated."""
    catalog = _catalog()
    for entry in entries():
        catalog.add(entry.english, context=entry.context, auto_comments=[entry.note] if entry.note else ())
    return catalog


def update() -> None:
    """Write the template and merge it into every language's catalog."""
    source = template()
    with (LOCALE / f"{DOMAIN}.pot").open("wb") as pot:
        write_po(pot, source, width=100, omit_header=True)
    for language in LANGUAGES:
        if language == SOURCE_LANGUAGE:
            continue
        path = catalog_path(language)
        catalog = _catalog(language)
        if path.exists():
            with path.open("rb") as po:
                for message in read_po(po, locale=language, domain=DOMAIN):
                    if message.id:
                        catalog[message.id] = message
        path.parent.mkdir(parents=True, exist_ok=True)
        catalog.update(source, no_fuzzy_matching=True, update_header_comment=False)
        for message in catalog:
            current = source.get(message.id, message.context) if message.id else None
            if current is not None:
                message.auto_comments = current.auto_comments
        with path.open("wb") as po:
            write_po(po, catalog, width=100, ignore_obsolete=True)


if __name__ == "__main__":
    update()
