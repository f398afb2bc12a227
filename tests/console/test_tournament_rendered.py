"""The tournament's pages as the server renders them (no browser): ``/tournament/<id>`` carries the standings'
names, ranks and figures in its HTML, in the reader's language, with no inline script; an unknown tournament is a
404; ``/tournament/<id>/rounds/<r>/cards`` prints one table a sheet."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from service.console import STATIC_DIR
from service.messages import Phrase, render_phrase
from service.messages.catalog import problem_words
from service.tournaments.export import columns, figure
from tests.conftest import shared_app
from tests.tournaments.support import create, post_result, seats_of

TEAMS = [["Anna", "Bruno"], ["Carla", "Dario"], ["Elena", "Fabio"], ["Gino", "Ida"]]


def word(key: str, lang: str, **facts) -> str:
    return render_phrase(Phrase(f"page.{key}", facts), lang)


class _Page(HTMLParser):
    """The scripts, event-handler attributes and standings cells of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, str | None]] = []
        self.handlers: list[str] = []
        self.inline: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        self.handlers += [name for name, _ in attrs if name.startswith("on")]
        if tag == "script":
            self.scripts.append(dict(attrs))
            self._in_script = True

    def handle_endtag(self, tag):
        self._in_script = self._in_script and tag != "script"

    def handle_data(self, data):
        if self._in_script and data.strip():
            self.inline.append(data)


@pytest.fixture
def client():
    return shared_app().test_client()


@pytest.fixture
def tournament(client):
    tournament = create(client, name="Club night", game="euchre", format="pairs", teams=TEAMS, hands_per_round=1)
    assert post_result(client, tournament, 1, 1, {"scores": [3, 1]}).status_code == 201
    return tournament


def _cells(html: str) -> list[list[str]]:
    body = re.search(r'<table id="standings-table".*?<tbody[^>]*>(.*?)</tbody>', html, re.S).group(1)
    return [re.findall(r"<td[^>]*>(.*?)</td>", row, re.S) for row in re.findall(r"<tr[^>]*>(.*?)</tr>", body, re.S)]


def test_the_standings_are_in_the_html_itself(client, tournament):
    page = client.get(f"/tournament/{tournament['id']}")
    assert page.status_code == 200 and page.content_type.startswith("text/html")
    html = page.get_data(as_text=True)
    rows = client.get(f"/v1/tournaments/{tournament['id']}/standings").get_json()["rows"]
    assert columns(rows)[:5] == ["rank", "name", "percentage", "average", "points"]
    expected = [[str(figure(r[f])).replace("&", "&amp;") for f in columns(rows)] for r in rows]
    assert _cells(html) == expected
    assert "<h1>Club night" in html and "Club night · " in re.search(r"<title>(.*?)</title>", html).group(1)
    winners = " · ".join(tournament["players"][p] for p in seats_of(tournament, 1, 1))
    assert winners.replace("&", "&amp;") in html and "3 – 1" in html
    assert f'data-version="v{2}"' in html


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_duplicate_tournaments_percentage_is_shown_first_beside_the_totals(client, lang):
    body = {"game": "euchre", "format": "pairs", "teams": TEAMS, "hands_per_round": 1, "duplicate": True}
    tournament = create(client, **body)
    html = client.get(f"/tournament/{tournament['id']}?lang={lang}").get_data(as_text=True)
    headings = re.findall(r'<th role="columnheader" scope="col" id="col-([a-z_]+)">(.*?)</th>', html)
    assert [name for name, _ in headings][:5] == ["rank", "name", "percentage", "matchpoints", "average"]
    assert dict(headings)["percentage"] == word("col_percentage", lang)
    ranked = " › ".join(word(f"col_{f}", lang) for f in ("percentage", "matchpoints", "points"))
    assert word("ranked_by", lang, figures=ranked) in html
    assert all(cells[2] == "0" for cells in _cells(html))  # no board compared yet


@pytest.mark.parametrize(("headers", "query", "lang"), [({"Accept-Language": "it"}, "", "it"),
                                                       ({"Accept-Language": "it"}, "?lang=fr", "fr"),
                                                       ({}, "", "en")])  # fmt: skip
def test_the_page_speaks_the_readers_language(client, tournament, headers, query, lang):
    page = client.get(f"/tournament/{tournament['id']}{query}", headers=headers)
    html = page.get_data(as_text=True)
    assert page.headers["Content-Language"] == lang and f'<html lang="{lang}">' in html
    assert f'<h2 id="standings-title">{word("standings", lang)}</h2>' in html
    assert word("round_caption", lang, round=1) in html
    assert "Accept-Language" in page.headers["Vary"]


def test_the_page_has_no_inline_script_and_says_so_in_its_policy(client, tournament):
    page = client.get(f"/tournament/{tournament['id']}")
    parsed = _Page()
    parsed.feed(page.get_data(as_text=True))
    assert parsed.scripts == [{"type": "module", "src": "/referee/static/tournament.js"}]
    assert parsed.inline == [] and parsed.handlers == []
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]
    assert "unsafe-inline" not in page.headers["Content-Security-Policy"]
    stylesheets = re.findall(r'<link rel="stylesheet" href="/referee/static/([\w.-]+)"( media="print")?', page.text)
    assert ("tournament-print.css", ' media="print"') in stylesheets
    for name, _ in stylesheets:
        assert (STATIC_DIR / name).is_file(), name


def test_an_unknown_tournament_is_a_404_page(client):
    page = client.get("/tournament/no-such-tournament-at-all", headers={"Accept-Language": "fr"})
    assert page.status_code == 404 and page.content_type.startswith("text/html")
    assert 'id="problem"' in page.get_data(as_text=True) and page.headers["Content-Language"] == "fr"
    assert f"<strong>{problem_words('tournament_not_found', 'fr').title}</strong>" in page.get_data(as_text=True)


def test_a_name_is_escaped(client):
    tournament = create(client, game="ecarte", format="round-robin", players=["<b>Ann</b>", "Bob"])
    html = client.get(f"/tournament/{tournament['id']}").get_data(as_text=True)
    assert "<b>Ann</b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html


def test_a_rounds_score_cards_print_one_table_a_sheet(client, tournament):
    page = client.get(f"/tournament/{tournament['id']}/rounds/2/cards", headers={"Accept-Language": "it"})
    assert page.status_code == 200 and page.headers["Content-Language"] == "it"
    html = page.get_data(as_text=True)
    tables = tournament["schedule"]["rounds"][1]["tables"]
    cards = re.findall(r'<article class="card" data-table="2\.(\d+)">(.*?)</article>', html, re.S)
    assert [int(t) for t, _ in cards] == [t["table"] for t in tables]
    for (_, card), table in zip(cards, tables, strict=True):
        assert word("card_heading", "it", round=2, table=table["table"]) in card
        names = [tournament["players"][p] for p in table["seats"]]
        assert re.findall(r'<tr data-seat="\d"><td>[^<]*</td><td>(.*?)</td></tr>', card) == names
        assert card.count('class="box"') == 2 * (1 + 1)  # two sides, one deal and the total
    css = (STATIC_DIR / "score-cards.css").read_text()
    assert "@page" in css and "break-after: page" in css
    assert client.get(f"/tournament/{tournament['id']}/rounds/9/cards").status_code == 404
