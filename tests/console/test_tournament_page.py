"""A tournament's page (``/tournament/<id>``) in a real headless Chromium with no internet.

The tournament is held by the live server and fed over HTTP, as a director's app would; what the
page shows is checked against what the API answers, and it follows a new result by itself: by the tournament's
event stream, or, where the stream is refused, by polling the standings.  The page is
rendered by the server (its words are ``page.<word>`` of service/messages); it reads with JavaScript off, fits a
390 px phone and prints with its print stylesheet.
"""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.sync_api import expect

from service.engine import concrete_action
from service.games.registry import ENGINES
from service.messages import Phrase, render_phrase
from service.tournaments.export import columns, figure
from tests.browser import offline_page

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out

TEAMS = [["Anna", "Bruno"], ["Carla", "Dario"], ["Elena", "Fabio"], ["Gino", "Ida"]]


@pytest.fixture
def tournament(base_url) -> dict[str, Any]:
    body = {"game": "euchre", "format": "pairs", "teams": TEAMS, "hands_per_round": 1}
    created = httpx.post(f"{base_url}/v1/tournaments", json=body)
    assert created.status_code == 201
    return created.json()


@pytest.fixture
def page(browser, base_url):
    with offline_page(browser) as page:
        page.requests = []
        page.on("request", lambda r: page.requests.append(r.url))
        yield page
        assert page.outside == [], f"the page asked for hosts outside this machine: {page.outside}"
        assert page.errors == []
        origin = urlsplit(base_url)
        assert {(urlsplit(u).scheme, urlsplit(u).netloc) for u in page.requests} == {(origin.scheme, origin.netloc)}


def word(key: str, lang: str, **facts: Any) -> str:
    """The page's word ``key`` in ``lang``, as the server renders it."""
    return render_phrase(Phrase(f"page.{key}", facts), lang)


def opened(page, base_url: str, tournament: dict[str, Any], lang: str = "en"):
    page.goto(f"{base_url}/tournament/{tournament['id']}?lang={lang}")
    page.wait_for_selector("body[data-ready=true]")
    return page


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def post_result(base_url: str, tournament: dict[str, Any], round: int, table: int, scores: list[int]) -> None:
    answer = httpx.post(
        f"{base_url}/v1/tournaments/{tournament['id']}/rounds/{round}/tables/{table}/result",
        json={"scores": scores},
        headers={"Authorization": f"Bearer {tournament['director_token']}"},
    )
    assert answer.status_code == 201, answer.text


def shown_standings(page) -> list[list[str]]:
    return page.locator("#standings-table tbody tr").evaluate_all(
        "rows => rows.map(row => [...row.cells].map(cell => cell.textContent))"
    )


def api_standings(base_url: str, tournament: dict[str, Any]) -> list[list[str]]:
    rows = httpx.get(f"{base_url}/v1/tournaments/{tournament['id']}/standings").json()["rows"]
    return [[str(figure(row[f])) for f in columns(rows)] for row in rows]


def first_table_of(tournament: dict[str, Any], player: int, played: set[tuple[int, int]]) -> tuple[int, int, int]:
    for round in tournament["schedule"]["rounds"]:
        for table in round["tables"]:
            if player in table["seats"] and (round["round"], table["table"]) not in played:
                return round["round"], table["table"], table["seats"].index(player)
    raise AssertionError("the player has no table left")


def next_row(page, name: str) -> list[str]:
    return page.locator(f"#next-table tr[data-player='{name}'] td").all_text_contents()


def test_the_public_answer_carries_no_director_token(base_url, tournament):
    answer = httpx.get(f"{base_url}/v1/tournaments/{tournament['id']}")
    assert answer.status_code == 200
    assert tournament["director_token"] not in answer.text and "director_token" not in answer.json()


def standings_asked(page) -> list[str]:
    """The page's requests for the standings (a poll)."""
    return [url for url in page.requests if urlsplit(url).path.endswith("/standings")]


def status_says_updated(page, version: int) -> None:
    """The status line says the page is at ``version``, updated at a time of its own."""
    said = word("updated", "en", version=f"v{version}", time="\0")
    expect(page.locator("#status")).to_contain_text(said.split("\0")[0], timeout=20_000)


def test_the_page_follows_a_new_result_by_the_event_stream_without_a_reload_or_a_poll(page, base_url, tournament):
    opened(page, base_url, tournament)
    page.evaluate("window.stillThisPage = true")  # gone if the page were loaded again
    assert shown_standings(page) == api_standings(base_url, tournament)
    round, table, seat = first_table_of(tournament, 0, set())
    assert next_row(page, "Anna") == ["Anna", str(round), str(table), word("seat", "en", seat=seat)]
    cell = page.locator(f"[data-table='{round}.{table}'] td")
    expect(cell.nth(3)).to_have_text(word("no_result", "en"))
    status_says_updated(page, 1)

    post_result(base_url, tournament, round, table, [3, 1])
    expect(cell.nth(3)).to_have_text(word("flag_reported", "en"), timeout=20_000)
    expect(cell.nth(2)).to_have_text("3 – 1")
    assert shown_standings(page) == api_standings(base_url, tournament)
    round, table, seat = first_table_of(tournament, 0, {(round, table)})
    assert next_row(page, "Anna") == ["Anna", str(round), str(table), word("seat", "en", seat=seat)]
    status_says_updated(page, 2)
    assert page.evaluate("window.stillThisPage") is True
    events = [url for url in page.requests if urlsplit(url).path == f"/v1/tournaments/{tournament['id']}/events"]
    assert len(events) == 1 and standings_asked(page) == [], page.requests

    deleted = httpx.delete(
        f"{base_url}/v1/tournaments/{tournament['id']}", headers=bearer(tournament["director_token"])
    )
    assert deleted.status_code == 204
    expect(page.locator("#problem")).to_be_visible(timeout=20_000)  # the stream's end: the page says it is gone


def test_without_the_event_stream_the_page_polls_the_standings_and_still_follows(page, base_url, tournament):
    refused = []
    page.route(  # a proxy that does not pass the stream
        f"{base_url}/v1/tournaments/{tournament['id']}/events",
        lambda route: (refused.append(route.request.url), route.fulfill(status=503, body="")),
    )
    polls = []
    page.on(
        "response",
        lambda r: r.url.endswith("/standings") and polls.append((r.request.headers.get("if-none-match"), r.status)),
    )
    opened(page, base_url, tournament)
    before = page.locator("main").inner_html()
    with page.expect_response(lambda r: r.url.endswith("/standings") and r.status == 304, timeout=20_000):
        pass  # an unchanged tournament answers the poll with 304 Not Modified
    assert page.locator("main").inner_html() == before
    assert len(refused) == 1, "a refused stream is not asked for again"

    round, table, _ = first_table_of(tournament, 0, set())
    post_result(base_url, tournament, round, table, [3, 1])
    cell = page.locator(f"[data-table='{round}.{table}'] td")
    expect(cell.nth(3)).to_have_text(word("flag_reported", "en"), timeout=20_000)
    assert shown_standings(page) == api_standings(base_url, tournament)
    status_says_updated(page, 2)
    assert polls and all(tag is not None for tag, _ in polls), polls


def test_the_page_speaks_the_language_asked_for(page, base_url, tournament):
    opened(page, base_url, tournament, lang="it")
    assert page.title() == word("tournament_title", "it")
    expect(page.locator("#standings-title")).to_have_text(word("standings", "it"))
    page.select_option("#lang", "fr")
    expect(page.locator("#standings-title")).to_have_text(word("standings", "fr"))
    expect(page.locator("[data-round='1'] caption")).to_have_text(word("round_caption", "fr", round=1))


def test_printed_the_page_hides_its_controls_and_keeps_the_tables(page, base_url, tournament):
    opened(page, base_url, tournament)
    expect(page.locator("#lang")).to_be_visible()
    page.emulate_media(media="print")
    expect(page.locator("#lang")).to_be_hidden()
    expect(page.locator("#status")).to_be_hidden()
    expect(page.locator("#standings-table")).to_be_visible()
    expect(page.locator("[data-round='1'] table")).to_be_visible()


def test_an_unknown_tournament_is_a_404_page_showing_the_problem(page, base_url):
    answer = page.goto(f"{base_url}/tournament/no-such-tournament")
    assert answer.status == 404
    page.wait_for_selector("body[data-ready=true]")
    expect(page.locator("#problem")).to_be_visible()


def test_the_page_reads_without_javascript(browser, base_url, tournament):
    post_result(base_url, tournament, 1, 1, [3, 1])
    with offline_page(browser, java_script_enabled=False) as page:
        page.goto(f"{base_url}/tournament/{tournament['id']}")
        assert shown_standings(page) == api_standings(base_url, tournament)
        expect(page.locator("[data-table='1.1'] td").nth(2)).to_have_text("3 – 1")
        round, table, seat = first_table_of(tournament, 0, {(1, 1)})
        assert next_row(page, "Anna") == ["Anna", str(round), str(table), word("seat", "en", seat=seat)]


@pytest.mark.parametrize("duplicate", [False, True])
def test_the_page_fits_a_390_px_phone_without_scrolling_sideways(browser, base_url, duplicate):
    teams = [[f"{a} Longname-{i}", f"{b} Otherlongname-{i}"] for i, (a, b) in enumerate(TEAMS)]
    body = {"game": "euchre", "format": "pairs", "teams": teams, "hands_per_round": 1, "duplicate": duplicate}
    tournament = httpx.post(f"{base_url}/v1/tournaments", json={**body, "name": "A long club evening name"}).json()
    with offline_page(browser, viewport={"width": 390, "height": 844}) as page:
        opened(page, base_url, tournament)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        expect(page.locator("#standings-table tbody tr").first).to_be_visible()


def test_printed_the_page_uses_its_print_stylesheet(page, base_url, tournament):
    opened(page, base_url, tournament)
    page.emulate_media(media="print")
    expect(page.locator("nav.links")).to_be_hidden()
    assert page.locator("header").evaluate("h => getComputedStyle(h).backgroundColor") == "rgb(255, 255, 255)"


def play_through(base_url: str, session: dict[str, Any], seed: int) -> None:
    """A duplicate table's session played by random legal actions (the referee's view says whose turn and what
    is legal) until it stops after its boards."""
    rng = random.Random(seed)
    url = f"{base_url}/v1/sessions/{session['session_id']}"
    while (view := httpx.get(url, headers=bearer(session["tokens"]["referee"]))).json()["to_act"] is not None:
        state = view.json()
        seat, hand = state["to_act"], state["seat_views"][state["to_act"]].get("hand") or []
        options = [a for a in (concrete_action(ENGINES["euchre"], e, hand, rng) for e in state["legal_actions"]) if a]
        headers = {**bearer(session["tokens"]["seats"][seat]), "If-Match": view.headers["ETag"]}
        assert httpx.post(f"{url}/actions", json=rng.choice(options), headers=headers).status_code == 200


def test_a_duplicate_tournament_shows_matchpoints_and_its_boards_revealed_when_the_round_is_over(page, base_url):
    body = {"game": "euchre", "format": "pairs", "teams": TEAMS, "hands_per_round": 1, "duplicate": True}
    tournament = httpx.post(f"{base_url}/v1/tournaments", json=body).json()
    opened(page, base_url, tournament)
    expect(page.locator("#col-percentage")).to_be_visible()
    expect(page.locator("#col-matchpoints")).to_be_visible()
    expect(page.locator("#boards")).to_be_visible()
    board = page.locator("[data-board='1.1'] td")
    expect(board.nth(2)).to_have_text(tournament["boards"][0]["boards"][0]["commitment"])
    expect(board.nth(5)).to_have_text(word("board_committed", "en"))

    director = bearer(tournament["director_token"])
    for table in (1, 2):
        url = f"{base_url}/v1/tournaments/{tournament['id']}/rounds/1/tables/{table}"
        session = httpx.post(f"{url}/session", headers=director).json()["session"]
        play_through(base_url, session, seed=table)
        assert httpx.post(f"{url}/result", json={"session": session["session_id"]}, headers=director).status_code == 201
    expect(page.locator("[data-board-round='1']")).to_have_attribute("data-revealed", "true", timeout=20_000)
    expect(board.nth(5)).to_have_text(word("board_checked", "en"))
    revealed = httpx.get(f"{base_url}/v1/tournaments/{tournament['id']}").json()["boards"][0]["boards"][0]
    expect(board.nth(3)).to_have_text(" ".join(revealed["order"]))
    expect(page.locator("[data-board-round='2']")).to_have_attribute("data-revealed", "false")
    rows = httpx.get(f"{base_url}/v1/tournaments/{tournament['id']}/standings").json()["rows"]
    assert [cells[:4] for cells in shown_standings(page)] == [
        [str(r["rank"]), r["name"], str(figure(r["percentage"])), str(r["matchpoints"])] for r in rows
    ]
