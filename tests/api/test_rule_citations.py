"""Every rule the code cites is written in docs/rules/<game>.md.

A rule citation is read in the prose of service/ (comments and strings, doctest examples left
out) in these forms:

- ``§4.2``: a section of the game's digest, numbered as docs/rules/<game>.md's "The rules,
  numbered" numbers it; ``§5.2-§5.3`` or ``§9-10`` a range, ``§3.3, §5`` a list.  This is the
  form to write; ``rules §4.2`` and ``digest §4.2`` read the same.
- In a game's own modules (service/games/<game>/, its words among them) a bare number
  cites that game's digest too: ``rules 1.2``, ``digest 1.4, 8``, ``(4.2)`` in parentheses, or
  ``7.1:`` opening a docstring or comment.  The served option and action descriptions keep
  ``(4.3)``, since they are part of the API's answers.
- A citation preceded by a document cites that document: ``docs/API.md §3`` is no rule;
  ``ecarte.md §5`` and ``Ecarté §5`` (the game's title) cite that game's digest from anywhere.
  In the shared modules (service/engine/, service/messages/engine.py...) every citation names
  its document that way.

The checks: every citation lands on a numbered rule of the game's page, and every section the page
cites lands there too.
"""

from __future__ import annotations

import doctest
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.games.registry import ENGINES

REPO = Path(__file__).resolve().parents[2]
SERVICE = REPO / "service"
DOCS = REPO / "docs" / "rules"
NUMBERED = "## The rules, numbered"
OUTSIDE_THE_CHECK = (SERVICE / "api",)
"""The HTTP layer cites docs/API.md and a game's rules only in served descriptions; not read here."""

GAMES = sorted(ENGINES)
PACKAGES = {game.replace("-", "_"): game for game in GAMES}
TITLES = {ENGINES[game].title: game for game in GAMES}

NUMBER = r"\d{1,2}(?!\d)(?:\.\d{1,2}(?!\d))*(?:[a-z](?![\w]))?"
RANGE = rf"§?{NUMBER}(?:\s*[-–]\s*§?{NUMBER})?"
LIST = rf"{RANGE}(?:\s*,\s*{RANGE}(?=\s*[),;]|\s*$|\s*,))*"
DOCUMENT = rf"(?:(?P<document>[\w./-]+\.md)|(?P<title>{'|'.join(map(re.escape, TITLES))}))\s+"
MARKED = re.compile(rf"(?:{DOCUMENT})?(?:\b(?:rules?|digest)\s+)?(?P<list>§{LIST})")
WORDED = re.compile(rf"(?:{DOCUMENT})?\b(?:rules?|digest)\s+(?P<list>{LIST})")
PARENTHESISED = re.compile(rf"(?<![\w\])])\((?P<list>{LIST})(?=[),;])")
PARENTHESISED_DOTTED = re.compile(rf"(?<![\w\])])\((?=\d+\.\d)(?P<list>{LIST})(?=[),;])")
LEADING = re.compile(r"^\s*(?P<list>\d+\.\d+(?:[-–]\d+\.\d+)?):")


def sections(listed: str) -> Iterator[str]:
    """The sections a list of citations names: ``§5.2-§5.3, 7`` -> 5.2, 5.3, 7."""
    for item in re.split(r"\s*,\s*", listed.strip()):
        ends = [end.lstrip("§") for end in re.split(r"\s*[-–]\s*", item)]
        if len(ends) == 1:
            yield ends[0]
            continue
        first, last = ends
        head, _, low = first.rpartition(".")
        last_head, _, high = last.rpartition(".")
        if low.isdigit() and high.isdigit() and last_head in (head, "") and int(low) <= int(high):
            yield from (f"{head}.{n}" if head else str(n) for n in range(int(low), int(high) + 1))
        else:
            yield from (first, last)


def citations(
    prose: str, own_game: str | None, bare: list[re.Pattern] | None = None
) -> Iterator[tuple[str | None, str]]:
    """(game, section) for every citation in ``prose``; game None for one that names no game
    outside a game's own modules, and no entry for one of another document (docs/API.md).  ``bare``:
    the forms of a bare number read in a game's own prose (by default those of its modules)."""
    spans: list[tuple[int, int]] = []
    patterns = [MARKED, WORDED]
    if own_game is not None:
        patterns += [PARENTHESISED, LEADING] if bare is None else bare
    for pattern in patterns:
        for match in pattern.finditer(prose):
            if any(start <= match.start("list") < end for start, end in spans):
                continue
            spans.append(match.span("list"))
            named = match.groupdict().get("document"), match.groupdict().get("title")
            if named[0] is not None:
                game = Path(named[0]).stem
                if game not in ENGINES:
                    continue  # docs/API.md, docs/ARCHITECTURE.md...: not a rule
            elif named[1] is not None:
                game = TITLES[named[1]]
            else:
                game = own_game
            for section in sections(match.group("list")):
                yield game, section


def prose_of(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of every comment and string literal, doctest examples left out."""
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            yield token.start[0], token.string.lstrip("#")
        elif token.type == tokenize.STRING:
            body = re.sub(r"^[a-zA-Z]*('''|\"\"\"|'|\")|('''|\"\"\"|'|\")$", "", token.string)
            for piece in doctest.DocTestParser().parse(body):
                if isinstance(piece, str):
                    yield token.start[0], piece


def own_game(path: Path) -> str | None:
    """The game whose digest a bare citation in ``path`` refers to, if any."""
    relative = path.relative_to(SERVICE).parts
    if relative[0] == "games" and len(relative) > 2:
        return PACKAGES.get(relative[1])
    return None


def code_citations() -> list[tuple[str, int, str | None, str]]:
    """(file, line, game, section) for every rule citation in service/."""
    found = []
    for path in sorted(SERVICE.rglob("*.py")):
        if any(folder in path.parents for folder in OUTSIDE_THE_CHECK):
            continue
        game = own_game(path)
        for line, text in prose_of(path.read_text(encoding="utf-8")):
            for cited, section in citations(text, game):
                found.append((str(path.relative_to(REPO)), line, cited, section))
    return found


@pytest.fixture(scope="module")
def code_cited() -> list[tuple[str, int, str | None, str]]:
    """:func:`code_citations`, read once a process when a test of them runs (not as the suite is collected: every
    worker collects this module, and test_rule_catalogue.py imports it)."""
    return code_citations()


def numbered_rules(game: str) -> set[str]:
    """The numbers of the rules docs/rules/<game>.md states: ``### 4. ...`` and ``- **4.2** ...``."""
    text = (DOCS / f"{game}.md").read_text(encoding="utf-8")
    assert NUMBERED in text, f"docs/rules/{game}.md has no section {NUMBERED!r}"
    section = text.split(NUMBERED, 1)[1].split("\n## ", 1)[0]
    headings = re.findall(rf"^### ({NUMBER})\. ", section, re.MULTILINE)
    items = re.findall(rf"^- \*\*({NUMBER})\*\* ", section, re.MULTILINE)
    return set(headings) | set(items)


def docs_citations(game: str) -> set[str]:
    """Every section docs/rules/<game>.md cites in its own prose (its numbered rules aside): with
    ``§`` or ``digest``, or a dotted number in parentheses (a page writes values such as "(18)")."""
    text = (DOCS / f"{game}.md").read_text(encoding="utf-8")
    text = re.sub(rf"^(### {NUMBER}\. |- \*\*{NUMBER}\*\* )", "", text, flags=re.MULTILINE)
    return {section for cited, section in citations(text, game, [PARENTHESISED_DOTTED]) if cited == game}


def test_the_sweep_reads_every_form_in_use():
    """The reader finds the forms the engines write, and no number that is not a citation."""
    forms = {
        ("§4.2, §6.1", "euchre"): [("euchre", "4.2"), ("euchre", "6.1")],
        ("(digest §3.3, §5, §6.4, §7)", "ecarte"): [("ecarte", s) for s in ("3.3", "5", "6.4", "7")],
        ("turns (§4-§8), its end (§9)", "ramino"): [("ramino", s) for s in ("4", "5", "6", "7", "8", "9")],
        ("§9-10: penalties", "ramino"): [("ramino", "9"), ("ramino", "10")],
        ("(rules 1.3-1.6)", "sette-e-mezzo"): [("sette-e-mezzo", s) for s in ("1.3", "1.4", "1.5", "1.6")],
        ("Pay every stake (6), name (7.1)", "sette-e-mezzo"): [("sette-e-mezzo", "6"), ("sette-e-mezzo", "7.1")],
        ("7.2: net chips", "sette-e-mezzo"): [("sette-e-mezzo", "7.2")],
        ("trick (5.2, Club Code)", "ecarte"): [("ecarte", "5.2")],
        ("(digest 1.4, 8)", "sette-e-mezzo"): [("sette-e-mezzo", "1.4"), ("sette-e-mezzo", "8")],
        ("(docs/API.md §1; Sette e Mezzo §4.4)", None): [("sette-e-mezzo", "4.4")],
        ("docs/rules/ramino.md §2.4", "euchre"): [("ramino", "2.4")],
        ("(§9, §10.9)", "ecarte"): [("ecarte", "9"), ("ecarte", "10.9")],
        ("docs/API.md §3, value (7.5 for 7 1/2), §4 cards (0 = top)", None): [(None, "4")],
        ("§4, 5 cards; 7.5, 14 -> 7", "euchre"): [("euchre", "4")],
    }
    for (prose, game), expected in forms.items():
        assert sorted(citations(prose, game)) == sorted(expected), prose
    doctest_output = '"""The value.\n\n>>> value(["7D"])\n(7.5, False)\n"""'
    assert [text for _, text in prose_of(doctest_output) if "7.5" in text] == []


def test_the_sweep_finds_citations_of_every_game(code_cited):
    assert {game for _, _, game, _ in code_cited} == set(GAMES)


def test_a_shared_module_names_the_document_it_cites(code_cited):
    unnamed = [(path, line, section) for path, line, game, section in code_cited if game is None]
    assert unnamed == [], "write 'Sette e Mezzo §4.4' or 'docs/API.md §3' outside a game's modules"


@pytest.mark.parametrize("game", GAMES)
def test_every_cited_rule_is_written_in_the_docs(code_cited, game):
    numbered = numbered_rules(game)
    missing = sorted(
        f"{path}:{line}: §{section}"
        for path, line, cited, section in code_cited
        if cited == game and section not in numbered
    )
    assert missing == [], f"sections cited but not numbered in docs/rules/{game}.md"


@pytest.mark.parametrize("game", GAMES)
def test_the_docs_cite_only_their_numbered_rules(game):
    assert sorted(docs_citations(game) - numbered_rules(game)) == []
