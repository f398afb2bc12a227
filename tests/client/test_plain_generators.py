"""Generators with no project code read every game's answers whole: a plain openapi-python-client client and
a plain openapi-typescript type set, each generated from openapi.yaml into a temporary directory with its
default settings, play a hand of every game against a live gunicorn.

- Python: the client openapi-python-client (the version the test extra pins) generates. Each answer it
  parses - the session's creation, every move's answer, every seat's and the referee's view, the log,
  the match record, its verdict - is the member its discriminators name (``EuchreRefereeSession``, its
  ``rules`` an ``EuchreRules``, its ``deal`` an ``EuchreReport``...), and gives back the service's JSON
  key for key (``to_dict()``): no field lost, none read as another game's.
- TypeScript: tests/client/plain/play.ts, compiled by tsc against the types openapi-typescript (the
  versions clients/typescript/package-lock.json pins) generates, with nothing but fetch. It narrows each
  answer by its discriminators to one member and reads its parts as that game's types; each answer is
  then checked against that member's closed schema: every field it holds is a field of that type.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import jsonschema_rs
import pytest

from service.api.schemas import schema_name
from service.games.registry import ENGINES
from tests.client.node import node_packages, run
from tests.conformance import DOCUMENT_PATH, schema_components
from tests.playout import first_postable

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests

PLAIN = Path(__file__).resolve().parent / "plain"
RAMINO_ACTIONS = 12


@pytest.fixture(scope="module")
def plain_python(tmp_path_factory) -> Iterator[ModuleType]:
    """The package openapi-python-client generates from openapi.yaml with its default settings."""
    where = tmp_path_factory.mktemp("plain-python")
    bin_dir = Path(sys.executable).parent  # the pinned generator, and the ruff its default settings format with
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HOME": str(where)}
    command = [str(bin_dir / "openapi-python-client"), "generate", "--path", str(DOCUMENT_PATH)]
    run([*command, "--meta", "none", "--output-path", str(where / "plain_arbitro")], cwd=where, env=env)
    sys.path.insert(0, str(where))
    try:
        yield importlib.import_module("plain_arbitro")
    finally:
        sys.path.remove(str(where))
        for name in [m for m in sys.modules if m == "plain_arbitro" or m.startswith("plain_arbitro.")]:
            del sys.modules[name]


def _read(answer, expected: str):
    """The parsed answer, checked to be the member ``expected`` and to give back the JSON sent, key for key."""
    assert answer.status_code < 300, answer.content
    parsed = answer.parsed
    assert type(parsed).__name__ == expected, (type(parsed).__name__, expected)
    assert parsed.to_dict() == json.loads(answer.content)
    return parsed


def _view(answer, game: str):
    """A session view, read as its game's and its reader's member, every part the game's own."""
    name = schema_name(ENGINES[game], "")
    role = json.loads(answer.content)["role"]
    view = _read(answer, f"{name}{'RefereeSession' if role == 'referee' else 'SeatSession'}")
    assert type(view.rules).__name__ == f"{name}Rules"
    assert type(view.deal).__name__ == f"{name}{'Report' if role == 'referee' else 'SeatView'}"
    assert {type(entry).__name__ for entry in view.legal_actions} <= {f"{name}LegalAction"}
    if view.last_deal is not None and view.last_deal.deal_result is not None:
        assert type(view.last_deal.deal_result).__name__ == f"{name}DealResult"
    return view


def test_a_plain_python_client_plays_a_hand_of_every_game_reading_every_field(plain_python, gunicorn):
    """One test for every game, so that the client is generated once whatever the number of pytest workers."""
    for game in ENGINES:
        _play_a_hand(plain_python, gunicorn.base_url, game)


def _play_a_hand(plain_python: ModuleType, base_url: str, game: str) -> None:
    get_session = importlib.import_module("plain_arbitro.api.sessions.get_session").sync_detailed
    post_action = importlib.import_module("plain_arbitro.api.sessions.post_session_action").sync_detailed
    public = plain_python.Client(base_url=base_url)
    create = importlib.import_module("plain_arbitro.api.sessions.create_session").sync_detailed
    created = _view(create(client=public, body=plain_python.models.SessionCreate(game=game)), game)
    referee = plain_python.AuthenticatedClient(base_url=base_url, token=created.tokens.referee)
    seats = [plain_python.AuthenticatedClient(base_url=base_url, token=t) for t in created.tokens.seats]
    etag = get_session(created.session_id, client=referee).headers["ETag"]
    rng = random.Random(game)
    for posted in range(200):
        view = _view(get_session(created.session_id, client=referee), game)
        if view.deal_number > 1 or view.game_over or (game == "ramino" and posted == RAMINO_ACTIONS):
            break
        own = _view(get_session(created.session_id, client=seats[view.to_act]), game)
        hand = own.deal.to_dict().get("hand") or []
        action = first_postable(game, [entry.to_dict() for entry in own.legal_actions], hand, rng)
        assert action is not None, f"nothing to post from {own.legal_actions}"
        body = plain_python.models.SessionAction.from_dict(action)
        moved = post_action(created.session_id, client=seats[view.to_act], body=body, if_match=etag)
        _view(moved, game)
        etag = moved.headers["ETag"]
    for client in [referee, *seats]:
        _view(get_session(created.session_id, client=client), game)
    name = schema_name(ENGINES[game], "")
    log = importlib.import_module("plain_arbitro.api.sessions.get_session_log").sync_detailed
    _read(log(created.session_id, client=referee), f"{name}SessionLog")
    record_of = importlib.import_module("plain_arbitro.api.sessions.get_session_record").sync_detailed
    record = _read(record_of(created.session_id, client=referee), f"{name}MatchRecord")
    actions = {type(action).__name__ for deal in record.deals for action in deal.actions}
    assert actions and all(kind.startswith(name) and kind.endswith("Action") for kind in actions), actions
    validate = importlib.import_module("plain_arbitro.api.matches.validate_match").sync_detailed
    verdict = _read(validate(client=public, body=record), f"{name}MatchVerdict")
    assert type(verdict.rules).__name__ == f"{name}Rules"


def test_a_plain_typescript_type_set_plays_a_hand_of_every_game_reading_every_field(gunicorn, tmp_path):
    bin_dir = node_packages()
    run(
        [str(bin_dir / "openapi-typescript"), str(DOCUMENT_PATH), "--output", str(tmp_path / "schema.ts")], cwd=tmp_path
    )
    shutil.copy(PLAIN / "play.ts", tmp_path / "play.ts")
    types = bin_dir.parent / "@types"
    config = {
        "compilerOptions": {
            "target": "ES2022",
            "module": "NodeNext",
            "moduleResolution": "NodeNext",
            "strict": True,
            "noUncheckedIndexedAccess": True,
            "skipLibCheck": True,
            "typeRoots": [str(types)],
            "types": ["node"],
        },
        "files": ["play.ts", "schema.ts"],
    }
    (tmp_path / "tsconfig.json").write_text(json.dumps(config))
    (tmp_path / "package.json").write_text(json.dumps({"type": "module"}))
    run([str(bin_dir / "tsc"), "-p", "."], cwd=tmp_path)
    output = run(["node", "play.js"], cwd=tmp_path, env={**os.environ, "ARBITRO_URL": gunicorn.base_url})
    components = {"components": schema_components()}
    read = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    assert {line["member"] for line in read} >= {
        f"{schema_name(engine, '')}{kind}"
        for engine in ENGINES.values()
        for kind in ("SeatSession", "RefereeSession", "SessionLog", "MatchRecord", "MatchVerdict")
    }
    for line in read:
        member = jsonschema_rs.Draft202012Validator(
            {"$ref": f"#/components/schemas/{line['member']}", **components}, validate_formats=False
        )
        errors = [
            f"{'/'.join(map(str, e.instance_path))}: {e.message}"[:200] for e in member.iter_errors(line["answer"])
        ]
        assert errors == [], f"read as {line['member']}: {errors[:3]}"
