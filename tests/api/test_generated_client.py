"""The Python client's generated models and operations play the right rules, against a live server.

The generated code is the Python client's (``clients/python/arbitro_client/_generated``), made by
openapi-python-client with ``--fail-on-warning`` (a dropped operation or model is a warning) and
held to openapi.yaml byte for byte by ``tests/client/test_generated_drift.py``. Through it alone:

- for every variant of every game, builds the rules with only ``variant`` named (the generated
  constructor adds only the defaults of options that no variant sets) and checks the server
  resolved exactly that variant's rules, as ``GET /v1/games/{game}`` lists them (its options'
  defaults under the variant's values);
- plays each game at a session, with each seat's bearer token and the version in If-Match,
  parsing every answer into the generated models: a whole deal of Ecarté, Euchre and Sette e
  Mezzo; Ramino's first actions (its listing names kinds of meld without their cards, so a
  client that posts the first listed action it can fill only draws and discards).

The server is the app in werkzeug's server on a free loopback port, in a thread.
"""

from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import Any

import pytest

from service.games.registry import ENGINES
from tests.playout import first_postable

pytestmark = pytest.mark.slow

PACKAGE = "arbitro_client._generated"
RAMINO_ACTIONS = 12


@pytest.fixture(scope="module")
def generated() -> ModuleType:
    """The generated client package (the suite's pythonpath has clients/python)."""
    return importlib.import_module(PACKAGE)


def _part(game: str, suffix: str) -> tuple[str, str]:
    """The generated module and class of ``<Game><suffix>``: euchre, Rules -> euchre_rules, EuchreRules."""
    words = game.split("-")
    cls = "".join(w.capitalize() for w in words) + suffix
    module = "_".join(words) + "".join(f"_{c.lower()}" if c.isupper() else c for c in suffix)
    return module, cls


def _model(generated: ModuleType, game: str, suffix: str) -> Any:
    module, cls = _part(game, suffix)
    return getattr(importlib.import_module(f"{PACKAGE}.models.{module}"), cls)


def _operation(name: str) -> Any:
    return importlib.import_module(f"{PACKAGE}.api.{name}")


VARIANTS = [(game, v.name) for game, engine in ENGINES.items() for v in engine.rule_book.variants]


@pytest.mark.parametrize(("game", "variant"), VARIANTS)
def test_the_generated_rules_of_a_variant_are_that_variant(generated, base_url, game, variant):
    client = generated.Client(base_url=base_url, raise_on_unexpected_status=True)
    listed = _operation("games.get_game").sync(game, client=client).to_dict()
    values = next(v["values"] for v in listed["variants"] if v["name"] == variant)
    expected = {"variant": variant, **{o["name"]: o["default"] for o in listed["options"]}, **values}

    rules = _model(generated, game, "Rules")(variant=_model(generated, game, "RulesVariant")(variant))
    sent = rules.to_dict()  # the variant, and the defaults of the options no variant sets
    assert {k: v for k, v in expected.items() if k in sent} == sent

    engine = ENGINES[game]
    resolved = engine.resolve_rules({"variant": variant})
    order = engine.deck(resolved).full()
    random.Random(variant).shuffle(order)
    seats = listed["seats"]["variants"][variant]["default"]
    deal = engine.deal_from_order(resolved, order, 0, seats)
    body = _model(generated, game, "ReplayRequest")(rules=rules, deal=_model(generated, game, "Deal").from_dict(deal))
    answer = _operation(f"games.{_part(game, 'Adjudicate')[0]}").sync(client=client, body=body)
    assert isinstance(answer, _model(generated, game, "Adjudication"))
    assert answer.rules.to_dict() == expected


@pytest.mark.parametrize("game", list(ENGINES))
def test_a_deal_is_played_through_the_generated_client(generated, base_url, game):
    client = generated.Client(base_url=base_url, raise_on_unexpected_status=True)
    create = _operation("sessions.create_session").sync_detailed
    created = create(client=client, body=generated.models.SessionCreate(game=game)).parsed
    assert isinstance(created, _model(generated, game, "SeatSession")) and created.role == "public"
    tokens = created.tokens.seats
    referee = generated.AuthenticatedClient(base_url=base_url, token=created.tokens.referee)
    etag = _operation("sessions.get_session").sync_detailed(created.session_id, client=referee).headers["ETag"]
    rng = random.Random(game)
    posted = 0
    while True:
        view = _operation("sessions.get_session").sync(created.session_id, client=referee)
        if view.deal_number > 1 or view.game_over or (game == "ramino" and posted == RAMINO_ACTIONS):
            break
        seat = view.to_act
        player = generated.AuthenticatedClient(base_url=base_url, token=tokens[seat])
        own = _operation("sessions.get_session").sync(created.session_id, client=player)
        hand = own.deal.to_dict().get("hand") or []
        action = first_postable(game, [entry.to_dict() for entry in own.legal_actions], hand, rng)
        assert action is not None, f"nothing to post from {own.legal_actions}"
        answer = _operation("sessions.post_session_action").sync_detailed(
            created.session_id, client=player, body=generated.models.SessionAction.from_dict(action), if_match=etag
        )
        assert answer.status_code == 200, answer.content
        assert isinstance(answer.parsed, _model(generated, game, "SeatSession"))
        etag = answer.headers["ETag"]
        posted += 1
    assert posted > 0
    if game != "ramino":
        assert view.deal_number == 2 or view.game_over, "the deal did not end"
