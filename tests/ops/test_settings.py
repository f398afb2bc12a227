"""service/config.py: settings checked by pydantic-settings; a refused value stops create_app and the
gunicorn start with a message naming the variable and what it accepts; one table documents them all."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.app import create_app
from service.config import ServerSettings, Settings, SettingsError, accepts
from tests.ops.gunicorn_harness import _CONTROLLED_ENV, GUNICORN_CONF, HANG_GUARD_S, ROOT
from tests.volume import examples

ALL_VARIABLES = (*Settings.variables(), *ServerSettings.variables())


@pytest.fixture
def clean_env(monkeypatch):
    """No setting inherited from the shell that runs the tests."""
    for name in ALL_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


REFUSED = [
    ("RATE_LIMIT", "lots", "flask-limiter's notation"),
    ("SESSION_CREATE_LIMIT", "twenty", "flask-limiter's notation"),
    ("TRUSTED_PROXY_HOPS", "6", "integer 0-5"),
    ("REDIS_MEMORY_HEADROOM", "1.5", "number 0-0.9"),
    ("MEMORY_STORE_MAX_SESSIONS", "0", "integer >= 1"),
    ("MAX_ACTIONS", "abc", "integer >= 1"),
    ("MAX_ACTIONS", "0", "integer >= 1"),
    ("MAX_BODY_BYTES", "1.5", "integer >= 1"),
    ("SESSION_TTL_SECONDS", "-3", "integer >= 1"),
    ("REDIS_SOCKET_TIMEOUT", "0", "number > 0"),
    ("REDIS_URL", "http://cache:6379", "redis://"),
    ("ALLOW_TEST_SEEDS", "maybe", "boolean"),
    ("CORS_ORIGINS", "app.example.com", "origins"),
    ("CORS_ORIGINS", "*,https://a.example", "origins"),
]


@pytest.mark.parametrize(("name", "value", "accepted"), REFUSED)
def test_a_refused_value_stops_create_app_naming_the_variable_and_what_it_accepts(clean_env, name, value, accepted):
    clean_env.setenv(name, value)
    with pytest.raises(SettingsError) as refused:
        create_app()
    message = str(refused.value)
    assert f"{name}={value!r}" in message and accepted in message, message


def test_a_cluster_over_a_unix_socket_is_refused_by_name(clean_env):
    """redis-py's cluster client reaches its nodes over TCP only: the start stops naming REDIS_CLUSTER."""
    clean_env.setenv("REDIS_URL", "unix:///run/redis/redis.sock")
    clean_env.setenv("REDIS_CLUSTER", "true")
    with pytest.raises(SettingsError) as refused:
        create_app()
    message = str(refused.value)
    assert "REDIS_CLUSTER='true'" in message and "`redis://` or `rediss://`" in message, message


def test_a_session_that_could_deal_more_deals_than_a_match_record_holds_is_refused_by_name(clean_env):
    """A session's record is a match record: SESSION_MAX_DEALS past MAX_MATCH_DEALS stops the start."""
    clean_env.setenv("SESSION_MAX_DEALS", "600")
    with pytest.raises(SettingsError) as refused:
        create_app()
    message = str(refused.value)
    assert "MAX_MATCH_DEALS=500" in message and "at least `SESSION_MAX_DEALS`" in message, message
    clean_env.setenv("MAX_MATCH_DEALS", "600")
    assert create_app().extensions["arbitro.settings"].max_match_deals == 600


@pytest.mark.parametrize(
    ("value", "read_as"),
    [("on", True), ("ON", True), ("yes", True), ("1", True), ("true", True)]
    + [("off", False), ("no", False), ("0", False)],
)
def test_booleans_read_on_and_off_as_a_person_means_them(clean_env, value, read_as):
    clean_env.setenv("ALLOW_TEST_SEEDS", value)
    assert create_app().extensions["arbitro.settings"].allow_test_seeds is read_as


def test_an_empty_value_is_unset_and_values_are_read(clean_env):
    clean_env.setenv("REDIS_URL", "")
    clean_env.setenv("RATE_LIMIT", "200/second;6000/minute")
    clean_env.setenv("CORS_ORIGINS", " https://a.example , http://localhost:3000 ")
    loaded = Settings.load()
    assert loaded.redis_url is None and loaded.rate_limit == "200/second;6000/minute"
    assert loaded.cors_origins == ("https://a.example", "http://localhost:3000")


def test_an_unknown_override_is_refused_by_name():
    with pytest.raises(SettingsError, match="unknown setting 'max_action'"):
        create_app({"max_action": 3})


_INTEGER_SETTINGS = [
    (model, name)
    for model in (Settings, ServerSettings)
    for name, field in model.model_fields.items()
    if field.annotation in (int, int | None)
]


SETTING_VALUES = 50
"""Texts tried as an integer setting: the integer settings (about thirty) share one reader, so fifty texts of any
characters across them find its class of defect; the whole suite draws new ones each run."""


@settings(max_examples=examples(SETTING_VALUES), deadline=None)
@given(
    setting=st.sampled_from(_INTEGER_SETTINGS),
    value=st.text(st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), max_size=8),
)
def test_an_integer_setting_is_either_read_as_written_or_refused_by_name(setting, value):
    """The class of defect (a bare traceback, a silent default): any text, for every integer setting."""
    model, name = setting
    variable = name.upper()
    environment = {k: v for k, v in os.environ.items() if k.upper() not in ALL_VARIABLES}
    environment[variable] = value
    try:
        loaded = _load_with(model, environment)
    except SettingsError as exc:
        assert f"{variable}=" in str(exc) and accepts(model.model_fields[name]) in str(exc)
        return
    read = getattr(loaded, name)
    if value.strip():
        assert Decimal(value.strip()) == read  # pydantic also reads '5.0' as 5
    else:
        assert read == model.model_fields[name].default


def _load_with(model, environment: dict[str, str]):
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(environment)
    try:
        return model.load()
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _documented_rows() -> dict[str, list[str]]:
    text = (ROOT / "docs" / "OPERATIONS.md").read_text()
    section = text.split("## Configuration reference", 1)[1].split("\n## ", 1)[0]
    tables = re.findall(r"^\| name \| type \| default \| meaning \|\n\| --- .*\n((?:\|.*\n)+)", section, re.M)
    assert len(tables) == 1, "the configuration reference holds exactly one table"
    rows = {}
    for line in tables[0].splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        rows[cells[0].strip("`")] = cells[1:]
    return rows


def _shown(default) -> str:
    if default is None or default == ():
        return "unset"
    if isinstance(default, bool):
        return f"`{str(default).lower()}`"
    return f"`{default}`"


def test_one_table_documents_every_setting_with_its_type_default_and_meaning():
    rows = _documented_rows()
    assert sorted(rows) == sorted(ALL_VARIABLES)
    for model in (Settings, ServerSettings):
        for name, field in model.model_fields.items():
            kind, default, meaning = rows[name.upper()]
            assert kind == accepts(field), name
            assert default == _shown(field.default), name
            assert meaning == field.description, name


@pytest.mark.parametrize(
    ("name", "value"), [("RATE_LIMIT", "lots"), ("MAX_ACTIONS", "abc"), ("PORT", "http"), ("LOG_LEVEL", "loud")]
)
def test_a_refused_value_stops_the_gunicorn_start_with_one_line_naming_it(name, value):
    environment = {k: v for k, v in os.environ.items() if k not in _CONTROLLED_ENV and k not in ALL_VARIABLES}
    environment.update({"BIND": "127.0.0.1:0", "PYTHONPATH": str(ROOT), name: value})
    started = subprocess.run(
        [sys.executable, "-m", "gunicorn", "-c", str(GUNICORN_CONF), "service.app:create_app()"],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
    )
    assert started.returncode != 0
    assert f"arbitro: invalid settings: {name}={value!r} is not accepted" in started.stderr, started.stderr
    assert "Traceback" not in started.stderr
