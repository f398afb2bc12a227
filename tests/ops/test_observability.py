"""Request ids, per-request metrics, /metrics and JSON log lines, in process."""

from __future__ import annotations

import json
import logging
import re
import sys

import pytest
from prometheus_client import REGISTRY

from service.app import create_app
from service.logs import AccessJsonFormatter, JsonFormatter
from service.observability import record_store_error, tag_game


@pytest.fixture(scope="module")
def app():
    """One app for the module, with probe routes; the counters read are the process's, compared before and after."""
    app = create_app({"redis_url": None})

    @app.route("/v1/games/<string:game>/test-probe")
    def game_probe(game):
        return {"ok": True}

    @app.route("/v1/games/euchre/test-fixed")
    def fixed_game_probe():
        return {"ok": True}

    @app.route("/test-session-probe")
    def session_probe():
        tag_game("euchre")
        return {"ok": True}

    @app.route("/test-boom")
    def boom():
        raise RuntimeError("kaboom")

    return app


@pytest.fixture
def client(app):
    return app.test_client()


def _requests(endpoint: str, game: str, status: int, method: str = "GET") -> float:
    labels = {"method": method, "endpoint": endpoint, "game": game, "status": str(status)}
    return REGISTRY.get_sample_value("arbitro_http_requests_total", labels) or 0.0


def _latency_count(endpoint: str, game: str, method: str = "GET") -> float:
    labels = {"method": method, "endpoint": endpoint, "game": game}
    return REGISTRY.get_sample_value("arbitro_http_request_duration_seconds_count", labels) or 0.0


# --- request id


def test_request_id_from_the_client_is_echoed(client):
    response = client.get("/healthz", headers={"X-Request-ID": "abc-123.def"})
    assert response.headers["X-Request-ID"] == "abc-123.def"


def test_request_id_is_made_when_the_client_sends_none(client):
    first = client.get("/healthz").headers["X-Request-ID"]
    second = client.get("/healthz").headers["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", first) and first != second


@pytest.mark.parametrize("bad", ["has space", "x" * 129, 'quote"d', "semi;colon"])
def test_an_unsafe_request_id_is_replaced(client, bad):
    echoed = client.get("/healthz", headers={"X-Request-ID": bad}).headers["X-Request-ID"]
    assert echoed != bad and re.fullmatch(r"[0-9a-f]{32}", echoed)


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("GET", "/no/such/path", 404), ("POST", "/healthz", 405), ("GET", "/v1/games/no-such-game", 404)],
)
def test_every_problem_body_carries_the_request_id(client, method, path, status):
    response = client.open(path, method=method, headers={"X-Request-ID": "rid-problem"})
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["request_id"] == "rid-problem"
    assert response.headers["X-Request-ID"] == "rid-problem"


def test_a_made_request_id_is_the_same_in_header_and_problem_body(client):
    response = client.get("/no/such/path")
    assert response.get_json()["request_id"] == response.headers["X-Request-ID"]


def test_an_unexpected_error_is_a_500_problem_and_a_log_record_with_the_request_id(client, caplog):
    with caplog.at_level(logging.ERROR, logger="service.api.problems"):
        response = client.get("/test-boom", headers={"X-Request-ID": "rid-boom"})
    assert response.status_code == 500 and response.get_json()["request_id"] == "rid-boom"
    logged = [r for r in caplog.records if r.name == "service.api.problems"]
    assert logged and logged[0].request_id == "rid-boom" and logged[0].exc_info
    line = json.loads(JsonFormatter().format(logged[0]))
    assert line["request_id"] == "rid-boom" and line["level"] == "error" and "kaboom" in line["exc_info"]


# --- metrics


def test_requests_are_counted_by_url_rule_not_raw_path(client):
    rule = "/v1/games/<string:game>"
    before = _requests(rule, "", 404)
    client.get("/v1/games/not-a-game-1")
    client.get("/v1/games/not-a-game-2")
    assert _requests(rule, "", 404) == before + 2
    assert (
        REGISTRY.get_sample_value(
            "arbitro_http_requests_total",
            {"method": "GET", "endpoint": "/v1/games/not-a-game-1", "game": "", "status": "404"},
        )
        is None
    )


def test_an_unrouted_path_is_one_label(client):
    before = _requests("<unmatched>", "", 404)
    client.get("/random/a")
    client.get("/random/b")
    assert _requests("<unmatched>", "", 404) == before + 2


def test_game_label_from_the_game_view_argument(client):
    before = _requests("/v1/games/<string:game>", "euchre", 200)
    assert client.get("/v1/games/euchre").status_code == 200
    assert _requests("/v1/games/<string:game>", "euchre", 200) == before + 1


def test_game_label_from_a_path_that_names_the_game(client):
    before = _requests("/v1/games/euchre/test-fixed", "euchre", 200)
    client.get("/v1/games/euchre/test-fixed")
    assert _requests("/v1/games/euchre/test-fixed", "euchre", 200) == before + 1


def test_an_unknown_game_id_is_never_a_label(client):
    rule = "/v1/games/<string:game>/test-probe"
    before = _requests(rule, "", 200)
    client.get("/v1/games/zz-made-up/test-probe")
    assert _requests(rule, "", 200) == before + 1
    assert _requests(rule, "zz-made-up", 200) == 0


def test_a_session_route_can_tag_its_game(client):
    before = _requests("/test-session-probe", "euchre", 200)
    client.get("/test-session-probe")
    assert _requests("/test-session-probe", "euchre", 200) == before + 1


def test_latency_histogram_observes_each_request(client):
    before = _latency_count("/healthz", "")
    client.get("/healthz")
    client.get("/healthz")
    assert _latency_count("/healthz", "") == before + 2


def test_metrics_endpoint_serves_prometheus_text_and_does_not_count_itself(client):
    client.get("/healthz")
    before = _requests("/metrics", "", 200)
    response = client.get("/metrics")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    text = response.get_data(as_text=True)
    assert "# TYPE arbitro_http_requests_total counter" in text
    assert "# TYPE arbitro_http_request_duration_seconds histogram" in text
    assert 'arbitro_http_requests_total{endpoint="/healthz",game="",method="GET",status="200"}' in text
    assert _requests("/metrics", "", 200) == before


def test_session_store_errors_are_counted_by_kind(client):
    name = "arbitro_session_store_errors_total"
    before = REGISTRY.get_sample_value(name, {"kind": "connection"}) or 0.0
    record_store_error("connection")
    record_store_error("connection")
    assert REGISTRY.get_sample_value(name, {"kind": "connection"}) == before + 2
    assert 'arbitro_session_store_errors_total{kind="connection"}' in client.get("/metrics").get_data(as_text=True)


# --- JSON log lines


def test_json_formatter_writes_one_object_with_extras_and_exception():
    try:
        raise ValueError("bad")
    except ValueError:
        record = logging.LogRecord("arbitro", logging.WARNING, __file__, 1, "store %s", ("down",), sys.exc_info())
    record.session_id = "s-1"
    line = JsonFormatter().format(record)
    assert "\n" not in line  # one line, the traceback included
    entry = json.loads(line)
    assert entry["message"] == "store down" and entry["level"] == "warning" and entry["logger"] == "arbitro"
    assert entry["session_id"] == "s-1" and "ValueError: bad" in entry["exc_info"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", entry["ts"])


def test_access_formatter_reads_gunicorns_atoms():
    atoms = {
        "m": "POST",
        "U": "/v1/games/euchre/adjudicate",
        "q": "",
        "s": "422",
        "B": 321,
        "D": 1500,
        "h": "10.0.0.7",
        "a": 'agent \\"quoted\\"',
        "{x-request-id}o": "rid-7",
    }
    record = logging.LogRecord("gunicorn.access", logging.INFO, __file__, 1, "%(h)s", (atoms,), None)
    entry = json.loads(AccessJsonFormatter().format(record))
    assert entry["method"] == "POST" and entry["path"] == "/v1/games/euchre/adjudicate"
    assert entry["status"] == 422 and entry["bytes"] == 321 and entry["duration_ms"] == 1.5
    assert entry["request_id"] == "rid-7" and entry["query"] is None
    assert entry["user_agent"] == 'agent "quoted"'


def test_with_metrics_port_the_app_serves_no_metrics_on_the_api_port():
    """gunicorn's master serves them on METRICS_PORT (tests/ops/test_gunicorn_config.py); the API's port answers
    /metrics as any unknown path."""
    client = create_app({"redis_url": None, "metrics_port": 9100}).test_client()
    answer = client.get("/metrics")
    assert answer.status_code == 404 and answer.content_type == "application/problem+json"
