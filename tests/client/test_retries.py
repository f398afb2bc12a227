"""The Python client waits out a 503 or a 429 and sends the same request again: real servers, no sleeping.

A gateway of the test's own (tests/client/gateway.py, a real HTTP server in front of gunicorn)
answers 503 as told: before forwarding, or after the service applied the move (the answer lost).
The last test fills the service's own in-memory store (``MEMORY_STORE_MAX_SESSIONS``), whose 503
``store_full`` asks for ``Retry-After: 60``: a match ending during the wait makes room. The
clients' ``Backoff.sleep`` records each wait instead of sleeping.
"""

from __future__ import annotations

import secrets

import pytest
from arbitro_client import Arbitro, ArbitroProblem, Backoff

from tests.client.conftest import seat_tables
from tests.client.gateway import Gateway, gateway_to
from tests.conftest import delete_keys
from tests.ops.gunicorn_harness import run_gunicorn

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests


@pytest.fixture
def gateway(gunicorn):
    with gateway_to(gunicorn.base_url) as gateway:
        yield gateway


def _first_bidder(arbitro: Arbitro):
    """The table of the seat to act first at a new Euchre session, and the session."""
    created = arbitro.create_session("euchre", seed=2)
    tables, referee = seat_tables(arbitro, created)
    return tables[referee.view.to_act], created


def _moves_sent(gateway: Gateway) -> list[str | None]:
    """The Idempotency-Key of each action post that reached the gateway."""
    return [key for method, path, key in gateway.seen if method == "POST" and path.endswith("/actions")]


def _actions(arbitro: Arbitro, created) -> list[dict]:
    return arbitro.session_log(created.session_id, created.tokens.referee).to_dict()["deals"][0]["actions"]


@pytest.mark.parametrize(("retry_after", "expected_waits"), [("3", [3.0, 3.0]), (None, [0.5, 1.0])])
def test_a_503_is_retried_after_the_wait_asked_or_a_doubling_one(gateway, waits, retry_after, expected_waits):
    with Arbitro(gateway.base_url, backoff=Backoff(base=0.5, sleep=waits.append)) as arbitro:
        table, created = _first_bidder(arbitro)
        gateway.retry_after = retry_after
        gateway.script.extend(["refuse", "refuse"])
        view = table.play({"type": "pass"})
    assert view.version == 2
    assert waits == expected_waits
    keys = _moves_sent(gateway)
    assert len(keys) == 3 and len(set(keys)) == 1 and keys[0]  # the same move, the same key
    assert len(_actions(arbitro, created)) == 1


def test_a_move_whose_answer_was_lost_is_answered_again_and_applied_once(gateway, waits):
    with Arbitro(gateway.base_url, backoff=Backoff(base=0.5, sleep=waits.append)) as arbitro:
        table, created = _first_bidder(arbitro)
        gateway.script.append("lose")  # the service applies the move; the client gets a 503
        view = table.play({"type": "pass"})
        assert view.version == 2 and waits == [0.5]
        assert len(set(_moves_sent(gateway))) == 1 and len(_moves_sent(gateway)) == 2
        assert _actions(arbitro, created) == [{"seat": table.seat, "type": "pass"}]


def test_the_retries_are_bounded_and_a_wait_longer_than_the_cap_is_not_taken(gateway, waits):
    with Arbitro(gateway.base_url, backoff=Backoff(retries=2, base=0.5, sleep=waits.append)) as arbitro:
        table, created = _first_bidder(arbitro)
        gateway.script.extend(["refuse"] * 3)
        with pytest.raises(ArbitroProblem) as unavailable:
            table.play({"type": "pass"})
        assert unavailable.value.status == 503 and waits == [0.5, 1.0] and len(_moves_sent(gateway)) == 3

        gateway.retry_after = "120"
        gateway.script.append("refuse")
        with pytest.raises(ArbitroProblem):
            table.play({"type": "pass"})
        assert waits == [0.5, 1.0] and len(_moves_sent(gateway)) == 4  # 120 s > the 60 s cap: raised at once
        assert _actions(arbitro, created) == []


def test_a_full_store_is_waited_out_until_a_match_ends(tmp_path):
    env = {"MEMORY_STORE_MAX_SESSIONS": "1"}
    with run_gunicorn(tmp_path, env) as server, Arbitro(server.base_url, backoff=Backoff(retries=0)) as organiser:
        running = organiser.create_session("ecarte")
        with pytest.raises(ArbitroProblem) as full:
            organiser.create_session("ecarte")
        assert full.value.status == 503 and full.value.type == "/problems/store-full"

        waits: list[float] = []

        def match_ends_meanwhile(seconds: float) -> None:
            waits.append(seconds)
            organiser.delete_session(running.session_id, running.tokens.referee)

        with Arbitro(server.base_url, backoff=Backoff(sleep=match_ends_meanwhile)) as patient:
            created = patient.create_session("ecarte")
        assert waits == [60.0]  # the store's Retry-After (STORE_FULL_RETRY_AFTER_SECONDS), honoured
        assert created.session_id != running.session_id and created.version == 1


def test_a_429_is_retried_after_the_wait_asked(gateway, waits):
    with Arbitro(gateway.base_url, backoff=Backoff(base=0.5, sleep=waits.append)) as arbitro:
        table, created = _first_bidder(arbitro)
        gateway.retry_after = "2"
        gateway.script.append("limit")
        view = table.play({"type": "pass"})
    assert view.version == 2 and waits == [2.0]
    assert len(_moves_sent(gateway)) == 2 and len(_actions(arbitro, created)) == 1


def test_the_services_own_429_asking_past_the_cap_is_raised_at_once(redis_url, tmp_path, waits):
    """The service's creation budget spent: its 429 asks for the rest of the hour, more than the cap."""
    prefix = f"arbitro-test-limit-{secrets.token_hex(6)}"  # the workers share the budget through Redis
    env = {"REDIS_URL": redis_url, "REDIS_KEY_PREFIX": prefix, "SESSION_CREATE_LIMIT": "1/hour"}
    try:
        with (
            run_gunicorn(tmp_path, env) as server,
            Arbitro(server.base_url, backoff=Backoff(sleep=waits.append)) as arbitro,
        ):
            arbitro.create_session("ecarte")
            with pytest.raises(ArbitroProblem) as limited:
                arbitro.create_session("ecarte")
    finally:
        delete_keys(redis_url, prefix)
    assert limited.value.status == 429 and waits == []
