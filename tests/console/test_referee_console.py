"""The referee console (``/referee``) in a real headless Chromium with no internet.

What the console shows is checked against what the API itself answers to the same requests
(the test client), never against values written here: the console is a thin client.
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from playwright.sync_api import expect

from service.app import create_app
from tests.browser import offline_page
from tests.console.histories import (
    ECARTE_DEAL,
    EUCHRE_REVOKE,
    RAMINO_CLOSE,
    played_out,
    ramino_long_hand,
    sette_e_mezzo_hand,
)
from tests.console.words import field, value, word
from tests.ops.gunicorn_harness import http_get, run_gunicorn

pytestmark = pytest.mark.slow  # the fast tier (-m 'not slow') leaves this module out


def share_link(base_url: str, game: str, body: dict[str, Any], lang: str = "en") -> str:
    encoded = base64.urlsafe_b64encode(json.dumps(body).encode()).rstrip(b"=").decode()
    return f"{base_url}/referee?game={game}&lang={lang}&body={encoded}"


@pytest.fixture
def page(browser):
    with offline_page(browser) as page:
        page.api_requests = []
        page.on("request", lambda r: "/v1/" in r.url and page.api_requests.append(r))
        yield page
        assert page.outside == [], f"the console asked for hosts outside this machine: {page.outside}"
        assert page.errors == []


@pytest.fixture(scope="module")
def api():
    return create_app({"redis_url": None}).test_client()


def opened(page, url: str):
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]")
    return page


def chosen_game(page, game: str) -> None:
    """The game chosen in its menu, and its deal editor laid out: the editor is busy (aria-busy) while the
    game's description loads, and only then does the page take the new game's blank deal, so a body pasted
    before it is done would race the blank one."""
    page.select_option("#game", game)
    page.wait_for_selector("#deal-editor[aria-busy='false']")


def paste(page, body: dict[str, Any]) -> None:
    """The body typed into the advanced JSON view, then judged."""
    page.click("#advanced summary")
    page.fill("#body", json.dumps(body))
    page.click("#check")


def at_step(page, step: int):
    """The table after ``step`` actions, once the page is settled: no judging or step it asked for is still on
    its way (#replay is aria-busy until then), so a later answer cannot redraw it while it is read."""
    page.wait_for_selector(f"#replay[aria-busy='false'] #table[data-step='{step}']")
    return page.locator("#table")


def shown_tricks(table) -> list[dict[str, Any]]:
    return table.locator("table.tricks tbody tr").evaluate_all(
        """rows => rows.map(row => ({
            cards: [...row.querySelectorAll('[data-card]')].map(c => c.dataset.card),
            winner: row.querySelector('.winner').textContent,
        }))"""
    )


def api_tricks(answer: dict[str, Any], lang: str = "en") -> list[dict[str, Any]]:
    return [
        {
            "cards": [p["card"] for p in trick["plays"]],
            "winner": "—" if trick["winner"] is None else word("seat", lang, seat=trick["winner"]),
        }
        for trick in answer["tricks"]
    ]


def shown_scores(table) -> list[str]:
    return table.locator("table.scores td").all_inner_texts()


def test_a_shared_euchre_link_shows_the_revoke_proven_from_unknown_hands(page, base_url, api):
    verdict = api.post("/v1/games/euchre/validate", json=EUCHRE_REVOKE, headers={"Accept-Language": "it"}).get_json()
    (expected,) = verdict["violations"]
    assert expected["rule"] == "must_follow_suit"

    opened(page, share_link(base_url, "euchre", EUCHRE_REVOKE, lang="it"))

    shown = page.locator("#violations li[data-rule=must_follow_suit]")
    assert shown.get_attribute("data-action") == str(expected["action_index"])
    assert shown.locator(".detail").inner_text() == expected["detail"]  # what the API answers in Italian
    ((name, values),) = expected["penalty"].items()  # the penalty as the API gives it, in the console's words
    penalty = f"{word('penalty', 'it')}{field(name, 'it')} {' · '.join(map(str, values))}"
    assert shown.locator(".penalty").inner_text() == penalty
    (entry,) = [
        e
        for e in api.get("/v1/games/euchre", headers={"Accept-Language": "it"}).get_json()["rule_codes"]
        if e["code"] == "must_follow_suit"
    ]
    assert shown.locator(".title").inner_text().strip() == entry["title"]  # the rule catalogue's words
    assert shown.locator(".section").inner_text().strip() == f"§{entry['section']}"
    assert shown.locator("a:has(code.rule)").get_attribute("href") == entry["type"]  # the rule's page
    assert page.locator("#verdict-summary").inner_text() == word("one_violation", "it")
    marked = page.locator("#history li.violation")
    assert marked.count() == 1
    assert marked.locator("button").get_attribute("data-step") == str(expected["action_index"] + 1)
    assert marked.locator(".badge").inner_text() == "must_follow_suit"
    assert page.locator("#lang").input_value() == "it"
    assert page.api_requests and all(r.headers["accept-language"] == "it" for r in page.api_requests)
    # the last step is shown: the table as the API reports it after every action
    table = at_step(page, len(EUCHRE_REVOKE["actions"]))
    final = api.post("/v1/games/euchre/adjudicate", json={**EUCHRE_REVOKE, "on_illegal": "report"}).get_json()
    assert shown_tricks(table) == api_tricks(final, "it")
    assert table.locator("[data-field=trump] .suit").get_attribute("aria-label") == word("suit_H", "it")
    assert table.locator(".hands .unknown").count() == 4
    # the console's own words are Italian too
    assert page.locator("html").get_attribute("lang") == "it"
    assert page.locator("#verdict-title").inner_text() == word("verdict", "it")
    assert page.locator("#check").inner_text() == word("check", "it")
    assert page.locator("#first").get_attribute("title") == word("first_title", "it")
    steps = len(EUCHRE_REVOKE["actions"])
    assert page.locator("#position").inner_text() == word("step_of", "it", step=steps, count=steps)
    assert table.locator("h3").inner_text() == word("after_action", "it", n=steps)
    # the pad offers what the API lists for the seat to act (its hand unknown: every card it could hold)
    offered = page.locator("#pad .cards-row [data-card]").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert offered == [a["card"] for a in final["legal_actions"]]


def test_unknown_hands_show_what_the_history_proves_of_them(page, base_url, api):
    """Before seat 1 leads the king of spades, its hand is unknown but proven void in spades (it
    trumped the ace led), and the dealer is known to hold the upcard it picked up."""
    opened(page, share_link(base_url, "euchre", EUCHRE_REVOKE))
    step = len(EUCHRE_REVOKE["actions"]) - 1
    body = {**EUCHRE_REVOKE, "actions": EUCHRE_REVOKE["actions"][:step]}
    reported = {h["seat"]: h for h in api.post("/v1/games/euchre/adjudicate", json=body).get_json()["unknown_hands"]}
    at_step(page, step + 1)  # a shared link opens at its last step
    page.click("#prev")
    table = at_step(page, step)
    for seat, hand in reported.items():
        shown = table.locator(f".hands li[data-seat='{seat}']")
        assert shown.locator(".count").inner_text() == word("cards_held", "en", n=hand["cards"])
        assert shown.locator(".holds [data-card]").evaluate_all("cs => cs.map(c => c.dataset.card)") == hand["holds"]
        assert shown.locator(".lacks").evaluate_all("ls => ls.map(l => l.dataset.rule)") == [
            lack["rule"] for lack in hand["lacks"]
        ]
    assert reported[1]["lacks"] and reported[3]["holds"] == ["9H"]  # what this history proves
    lack = table.locator(".hands li[data-seat='1'] .lacks")
    assert lack.inner_text().startswith(word("lacks_suit", "en"))
    assert lack.locator(".suit").get_attribute("aria-label") == word("suit_S", "en")


def test_the_language_switch_asks_again_in_the_chosen_language_at_the_same_step(page, base_url, api):
    opened(page, share_link(base_url, "euchre", EUCHRE_REVOKE))
    page.locator("#history button[data-step='4']").click()
    at_step(page, 4)
    page.api_requests.clear()
    page.evaluate("document.querySelector('#table').removeAttribute('data-step')")
    page.select_option("#lang", "fr")
    # a function, not an expression, which Playwright would eval: the page's Content-Security-Policy refuses eval
    page.wait_for_function("() => new URL(location.href).searchParams.get('lang') === 'fr'")
    at_step(page, 4)  # drawn again from the answers in the new language, at the step the referee was on
    assert {r.headers["accept-language"] for r in page.api_requests} == {"fr"}
    assert "lang=fr" in page.locator("#share").input_value()
    # and the page's own words are relabelled in French
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.title() == word("page_title", "fr")
    for selector, key in (("#verdict-title", "verdict"), ("#replay-title", "replay"), ("#copy", "copy")):
        assert page.locator(selector).inner_text() == word(key, "fr"), selector
    assert page.locator("#share").get_attribute("placeholder") == word("share_placeholder", "fr")
    assert page.locator("#verdict-summary").inner_text() == word("one_violation", "fr")
    steps = len(EUCHRE_REVOKE["actions"])
    assert page.locator("#position").inner_text() == word("step_of", "fr", step=4, count=steps)
    assert page.locator("#table h3").inner_text() == word("after_action", "fr", n=4)
    assert page.locator("#history button[data-step='0']").inner_text().strip() == word("the_deal", "fr")
    # the rules form keeps its choices, its options' meanings now those the API gives in French
    (euchre,) = [
        g for g in api.get("/v1/games", headers={"Accept-Language": "fr"}).get_json()["games"] if g["id"] == "euchre"
    ]
    (option,) = [o for o in euchre["options"] if o["name"] == "points_to_win"]
    assert page.locator("label:has(#option-points_to_win)").get_attribute("title") == option["meaning"]
    assert page.locator("#variant").input_value() == EUCHRE_REVOKE["rules"]["variant"]


def test_stepping_through_an_ecarte_deal_shows_what_the_api_reports_at_each_step(page, base_url, api):
    body = played_out(api, "ecarte", ECARTE_DEAL)
    opened(page, base_url + "/referee")
    chosen_game(page, "ecarte")
    paste(page, body)
    at_step(page, len(body["actions"]))
    page.keyboard.press("Home")
    for step in range(len(body["actions"]) + 1):
        table = at_step(page, step)
        prefix = {**body, "actions": body["actions"][:step], "on_illegal": "report"}
        answer = api.post("/v1/games/ecarte/adjudicate", json=prefix).get_json()
        assert shown_tricks(table) == api_tricks(answer), step
        assert shown_scores(table) == [str(s) for s in answer["scores"]], step
        assert page.locator("#position").inner_text() == word("step_of", "en", step=step, count=len(body["actions"]))
        page.keyboard.press("ArrowRight")
    assert answer["deal_result"] is not None
    result = table.locator("[data-field=deal_result]")
    assert result.locator("[data-field=reason]").count() == 0  # the API's sentence says it, not its code
    assert result.locator("[data-field=reason_text]").inner_text() == answer["deal_result"]["reason_text"]
    assert "lang=en" in page.url and "game=ecarte" in page.url
    page.click("#first")
    at_step(page, 0)
    page.click("#next")
    at_step(page, 1)


def test_a_ramino_history_shows_its_melds_on_the_table(page, base_url, api):
    opened(page, share_link(base_url, "ramino", RAMINO_CLOSE))
    assert page.locator("#verdict-summary").inner_text() == word("valid", "en")
    for step in (1, len(RAMINO_CLOSE["actions"])):
        page.locator(f"#history button[data-step='{step}']").click()
        table = at_step(page, step)
        prefix = {**RAMINO_CLOSE, "actions": RAMINO_CLOSE["actions"][:step]}
        answer = api.post("/v1/games/ramino/adjudicate", json=prefix).get_json()
        shown = table.locator(".table-melds li").evaluate_all(
            "items => items.map(i => [...i.querySelectorAll('[data-card]')].map(c => c.dataset.card))"
        )
        assert shown == [meld["cards"] for meld in answer["table"]], step
        assert len(shown) == (3 if step == 1 else 7)


def test_sette_e_mezzo_draws_italian_cards_and_each_seat_hand(page, base_url, api):
    body = sette_e_mezzo_hand(api)
    opened(page, share_link(base_url, "sette-e-mezzo", body))
    table = at_step(page, len(body["actions"]))
    answer = api.post("/v1/games/sette-e-mezzo/adjudicate", json=body).get_json()
    hands = table.locator(".hands li").evaluate_all(  # each seat's cards: the first row (then what is shown)
        "items => items.map(i => [...i.querySelector('.cards').children].map(c => c.dataset.card))"
    )
    assert hands == [hand["cards"] for hand in answer["hands"]]
    denari = table.locator(".hands [data-card$=D]").first
    assert "denari" in denari.get_attribute("aria-label") and "red" in denari.get_attribute("class")


def test_a_body_the_api_refuses_shows_its_problem(page, base_url):
    opened(page, base_url + "/referee?game=euchre")
    paste(page, {"deal": {"dealer": 9, "hands": []}, "actions": []})
    page.wait_for_selector("#problem:not([hidden])")
    assert "deal" in page.locator("#problem").inner_text()
    assert page.locator("#verdict-summary").inner_text() == word("refused", "en")


def test_a_refused_body_clears_the_history_shown_before(page, base_url):
    opened(page, share_link(base_url, "euchre", EUCHRE_REVOKE))
    at_step(page, len(EUCHRE_REVOKE["actions"]))
    paste(page, {**EUCHRE_REVOKE, "deal": {**EUCHRE_REVOKE["deal"], "turn_up": "XX"}})
    page.wait_for_selector("#problem:not([hidden])")
    assert page.locator("#violations li").count() == 0  # no verdict is left from the history before
    assert page.locator("#verdict-summary").inner_text() == word("refused", "en")
    assert "deal.turn_up" in page.locator("#table .problem").inner_text()  # the table: the API's problem


def _first_unbounded(actions: list[dict[str, Any]]) -> dict[str, Any]:
    return next(a for a in actions if not any(k.startswith(("min", "max")) for k in a))


def following(page, base_url: str, created: dict[str, Any]) -> None:
    """The console opened and following the session ``created`` (its creation's answer) with the referee's token."""
    opened(page, base_url + "/referee")
    page.click("#live-box summary")
    page.fill("#session", created["session_id"])
    page.fill("#token", created["tokens"]["referee"])
    page.click("#follow")
    at_step(page, 0)


def _moved(page, session: str, created: dict[str, Any], step: int) -> str:
    """The next move made through the API (a legal one of the seat to act), then the console at its step; the type
    of the action."""
    referee = {"Authorization": f"Bearer {created['tokens']['referee']}"}
    answer = page.request.get(session, headers=referee)
    action = {k: v for k, v in _first_unbounded(answer.json()["legal_actions"]).items()}
    seat = action.pop("seat")
    posted = page.request.post(
        session + "/actions",
        data=action,
        headers={"Authorization": f"Bearer {created['tokens']['seats'][seat]}", "If-Match": answer.headers["etag"]},
    )
    assert posted.status == 200, posted.text()
    table = at_step(page, step)  # the console moves to each new action as it arrives, without a reload
    view = page.request.get(session, headers=referee).json()
    assert table.locator("[data-field=phase]").inner_text() == value("phase", view["deal"]["phase"], "en")
    assert page.locator(f"#history button[data-step='{step}'] strong").get_attribute("data-type") == action["type"]
    return action["type"]


def test_a_live_session_is_followed_by_its_event_stream_as_moves_arrive(page, base_url):
    created = page.request.post(base_url + "/v1/sessions", data={"game": "euchre"}).json()
    session = f"{base_url}/v1/sessions/{created['session_id']}"
    asked = []
    page.on("request", lambda r: r.url.startswith(session) and asked.append(r.url.removeprefix(session)))
    following(page, base_url, created)
    page.evaluate("window.stillThisPage = true")  # gone if the page were loaded again
    for step in range(1, 4):
        _moved(page, session, created, step)
    assert asked.count("/events") == 1 and "" not in asked, asked  # one stream, no view polled
    assert page.evaluate("window.stillThisPage") is True
    page.click("#unfollow")
    assert page.locator("#live-status").inner_text() == word("not_following", "en")


def test_without_the_event_stream_the_console_polls(page, base_url):
    created = page.request.post(base_url + "/v1/sessions", data={"game": "euchre"}).json()
    session = f"{base_url}/v1/sessions/{created['session_id']}"
    page.route(session + "/events", lambda route: route.abort())  # a proxy that does not pass the stream
    polls = []
    page.on("response", lambda r: r.url == session and polls.append((r.request.headers.get("if-none-match"), r.status)))

    following(page, base_url, created)
    _moved(page, session, created, 1)
    with page.expect_response(lambda r: r.url == session and r.status == 304):
        pass  # an unchanged session answers the next poll with 304 Not Modified
    assert polls[0] == (None, 200) and all(tag is not None for tag, _ in polls[1:])


def _chosen(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A legal action at random, a bounded one at its lowest (``min_x`` becomes ``x``, ``max_x`` goes)."""
    action = dict(rng.choice(legal))
    for bound in [name for name in action if name.startswith(("min_", "max_"))]:
        value = action.pop(bound)
        if bound.startswith("min_"):
            action[bound.removeprefix("min_")] = value
    return action


def test_a_followed_match_with_a_pool_says_its_amount_and_who_took_it(page, base_url):
    rules = {"variant": "set-back", "players": 3}
    created = page.request.post(base_url + "/v1/sessions", data={"game": "euchre", "rules": rules}).json()
    session = f"{base_url}/v1/sessions/{created['session_id']}"
    referee = {"Authorization": f"Bearer {created['tokens']['referee']}"}
    following(page, base_url, created)
    amount = created["pool"]["amount"]
    expect(page.locator("#live-status")).to_have_text(
        word("following_pool", "en", version=created["version"], deal=1, count=0, pool=amount)
    )
    rng = random.Random(3)
    answer = page.request.get(session, headers=referee)
    while not answer.json()["game_over"]:
        action = _chosen(answer.json()["legal_actions"], rng)
        seat = action.pop("seat")
        headers = {"Authorization": f"Bearer {created['tokens']['seats'][seat]}", "If-Match": answer.headers["etag"]}
        posted = page.request.post(session + "/actions", data=action, headers=headers)
        assert posted.status == 200, posted.text()
        answer = page.request.get(session, headers=referee)
    final = answer.json()
    log = page.request.get(session + "/log", headers=referee).json()
    said = word(
        "following_over_pool",
        "en",
        version=final["version"],
        deal=final["deal_number"],
        count=len(log["deals"][-1]["actions"]),
        pool=final["pool"]["amount"],
        seat=final["pool"]["won_by"],
    )
    expect(page.locator("#live-status")).to_have_text(said)
    assert final["pool"]["won_by"] == final["winner"]


def test_the_rules_of_a_shared_link_fill_the_form_and_go_back_in_the_next_link(page, base_url):
    rules = {"variant": "british", "points_to_win": 7, "stick_the_dealer": True}
    body = {**EUCHRE_REVOKE, "rules": rules, "actions": EUCHRE_REVOKE["actions"][:1]}
    opened(page, share_link(base_url, "euchre", body))
    at_step(page, 1)
    assert page.locator("#variant").input_value() == "british"
    assert page.locator("#option-points_to_win").input_value() == "7"
    assert page.locator("#option-stick_the_dealer").input_value() == "true"
    assert page.locator("#option-benny").input_value() == ""  # the variant's own value is left empty
    encoded = page.url.split("body=")[1]
    shared = json.loads(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)))
    assert shared["rules"] == rules


GUNICORN_REQUEST_LINE = 4094  # gunicorn's default limit_request_line, which deploy/gunicorn.conf.py keeps


def request_line(url: str) -> int:
    """The length of the request line a browser sends for ``url``: ``GET <path?query> HTTP/1.1``."""
    parts = urlsplit(url)
    return len(f"GET {parts.path}?{parts.query} HTTP/1.1")


def test_a_long_ramino_hand_is_shared_compressed_and_the_link_opens_through_gunicorn(browser, tmp_path, api):
    body = ramino_long_hand()
    with run_gunicorn(tmp_path) as server:
        # gunicorn refuses the plain link: 414 URI Too Long (its limit_request_line)
        assert http_get(share_link(server.base_url, "ramino", body))[0] == 414

        with offline_page(browser) as page:
            opened(page, server.base_url + "/referee?game=ramino")
            paste(page, body)
            at_step(page, len(body["actions"]))
            link = page.locator("#share").input_value()
            note = page.locator("#share-note").inner_text()
            assert page.errors == [] and page.outside == []
        query = parse_qs(urlsplit(link).query)
        assert query["z"] == ["1"] and request_line(link) <= GUNICORN_REQUEST_LINE
        compressed = base64.urlsafe_b64decode(query["body"][0] + "=" * (-len(query["body"][0]) % 4))
        shared = json.loads(zlib.decompress(compressed, wbits=-15))  # raw DEFLATE, RFC 1951
        assert shared == body
        plain = "?" + urlencode(
            {
                "game": "ramino",
                "lang": "en",
                "body": base64.urlsafe_b64encode(json.dumps(shared, separators=(",", ":"), ensure_ascii=False).encode())
                .rstrip(b"=")
                .decode(),
            }
        )
        length = request_line(server.base_url + "/referee" + plain)  # the plain link, as the console measured it
        assert length > GUNICORN_REQUEST_LINE
        assert note == word("share_compressed", "en", length=length, limit=GUNICORN_REQUEST_LINE)

        with offline_page(browser) as page:  # the link opens the same history, with its verdict, in a new tab
            opened(page, link)
            table = at_step(page, len(body["actions"]))
            assert api.post("/v1/games/ramino/validate", json=body).get_json()["valid"]
            assert page.locator("#verdict-summary").inner_text() == word("valid", "en")
            assert page.locator("#history li").count() == len(body["actions"]) + 1
            final = api.post("/v1/games/ramino/adjudicate", json=body).get_json()
            assert table.locator(".table-melds li").count() == len(final["table"])
            assert page.errors == [] and page.outside == []
