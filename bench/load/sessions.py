"""Planned session moves for the load bench: real sessions, and moves the server will accept.

Each session is created over HTTP or in process (with a test seed, so runs repeat) and its first deal is
played locally with the engine, from the referee's view, so every planned move is legal and
carries the version (``If-Match``) it will be posted at.  ``bench/load/session.lua`` posts
them; a move answered with anything but 200 shows up as an error in the bench's table
(``bench/load/in_process.py`` posts them through the WSGI app, ``--sessions``).
"""

from __future__ import annotations

import json
import random
import urllib.request
from collections.abc import Callable
from functools import partial

from service.engine import IllegalAction, concrete_action
from service.games.registry import ENGINES

Caller = Callable[[str, str, dict | None, str | None], dict]
"""``(method, path, body, token) -> answer``: how the planner asks the server (HTTP, or an app in process)."""


def http_caller(base_url: str) -> Caller:
    return partial(call, base_url)


def call(base_url: str, method: str, path: str, body: dict | None = None, token: str | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"{base_url}{path}", data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def plan_moves(ask: Caller, game: str, moves_wanted: int, rng: random.Random) -> list[str]:
    """Lines of ``slot, session id, path, seat token, If-Match, body`` (tab separated)."""
    engine = ENGINES[game]
    lines: list[str] = []
    slot = 0
    while len(lines) < moves_wanted:
        created = ask("POST", "/v1/sessions", {"game": game, "seed": rng.randrange(1 << 30)}, None)
        session_id, tokens = created["session_id"], created["tokens"]
        referee = ask("GET", f"/v1/sessions/{session_id}", None, tokens["referee"])
        rules = engine.resolve_rules(referee["rules"])
        deck = engine.deck(rules)
        state = engine.start(rules, referee["dealt"], referee["scores"])
        version = 1
        while engine.to_act(state) is not None and state.deal_result is None:
            seat = engine.to_act(state)
            action = _a_legal_move(engine, state, seat, deck, rng)
            if action is None:
                break
            body = json.dumps(action, separators=(",", ":"))
            path = f"/v1/sessions/{session_id}/actions"
            lines.append(f'{slot}\t{session_id}\t{path}\t{tokens["seats"][seat]}\t"v{version}"\t{body}')
            version += 1
        slot += 1
    return lines


def _a_legal_move(engine, state, seat: int, deck, rng: random.Random) -> dict | None:
    """A concrete move the engine accepts (applied to ``state``), chosen among the legal ones."""
    hand = engine.seat_view(state, seat).get("hand") or []
    templates = engine.legal_actions(state)
    for template in rng.sample(templates, len(templates)):
        candidate = concrete_action(engine, template, hand, rng)
        if candidate is None:
            continue
        try:
            engine.apply(state, engine.vocabulary.parse({**candidate, "seat": seat}, "a", deck.parse))
        except IllegalAction:
            continue
        return candidate
    return None
