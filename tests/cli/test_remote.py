"""``arbitro validate --url`` and ``arbitro import-egn --url`` against a live server:
the same table, JSON and problems as in process, in each language; a server that cannot be reached
exits 2."""

from __future__ import annotations

import random
import socket

import orjson
import pytest

from bench.bench_match import euchre_match
from tests.api.test_languages import _sentence
from tests.cli.support import EGN

FILES = [
    "Six-Points-in-Two-Hands.egn",
    "conversion-examples/test.egn",  # a card played twice, revokes, a deal unfinished
    "validation-examples/July-4th-Pairs-Finals.egn",  # deals after the match ended
    "validation-examples/egn_m_20260529_01-5.egn",  # a wrong dealer
]


@pytest.mark.parametrize("language", ["it", "fr", "en"])
@pytest.mark.parametrize("name", FILES)
def test_a_server_gives_the_table_of_the_process(arbitro, base_url, name, language):
    here = arbitro("validate", EGN / name, "--lang", language)
    there = arbitro("validate", EGN / name, "--lang", language, "--url", base_url)
    assert there == here and here.out
    as_json = arbitro("validate", EGN / name, "--lang", language, "--json", "--url", f"{base_url}/")
    assert as_json == arbitro("validate", EGN / name, "--lang", language, "--json")


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("body", [b"{not json", b'{"format": "arbitro-match/1", "game": "cribbage"}'])
def test_a_server_refuses_bad_input_as_the_process_does(arbitro, base_url, tmp_path, body, language):
    path = tmp_path / "match.json"
    path.write_bytes(body)
    here = arbitro("validate", path, "--lang", language)
    assert here.status == 2 and here.out == "" and "\n  " in here.err
    assert arbitro("validate", path, "--lang", language, "--url", base_url) == here


def test_a_server_reads_egn_as_the_process_does(arbitro, base_url, tmp_path):
    for name in FILES:
        assert arbitro("import-egn", EGN / name, "--url", base_url) == arbitro("import-egn", EGN / name)
    path = tmp_path / "game.egn"
    path.write_bytes(b'{"fileType": "EGN", "version": "7"}')
    refused = arbitro("import-egn", path, "--url", base_url, "--lang", "fr")
    assert refused == arbitro("import-egn", path, "--lang", "fr") and refused.status == 2


def test_progress_against_a_server_says_it_waits_on_stderr(arbitro, base_url, tmp_path):
    path = tmp_path / "long.json"
    path.write_bytes(orjson.dumps(euchre_match(random.Random(8), 50)))
    quiet = arbitro("validate", path, "--url", base_url)
    told = arbitro("validate", path, "--url", base_url, "--progress", "--lang", "it")
    assert told.out == arbitro("validate", path, "--lang", "it").out and quiet.err == ""
    assert told.err.splitlines() == [_sentence("it", "cli.waiting", url=base_url)]


def test_a_server_that_cannot_be_reached_exits_2(arbitro):
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    ran = arbitro("validate", EGN / "Custom-Scenario.egn", "--url", f"http://127.0.0.1:{port}")
    assert (ran.status, ran.out) == (2, "")
    assert ran.err.startswith(f"arbitro: http://127.0.0.1:{port}/v1/matches/import/egn: ")
    no_url = arbitro("validate", EGN / "Custom-Scenario.egn", "--url", f"127.0.0.1:{port}")
    assert (no_url.status, no_url.out) == (2, "") and no_url.err.startswith("arbitro: 127.0.0.1:")
