"""JSON log lines: one object per line on stdout, for the app's records and gunicorn's access log.

Only the standard library, orjson and gunicorn, so gunicorn's master can load these from its
config file without importing Flask. ``deploy/gunicorn.conf.py`` wires them: ``logging_config()``
and ``logger_class = AccessLogger``; the app adds ``request_id`` to its own records, and leaves in
the WSGI environ what the access line says beyond gunicorn's facts (service.observability).

The access line: gunicorn's own ``Logger.access()`` builds, for every request, a table of every
request header, every response header and every WSGI environ variable (and an Apache-style date),
for a format that may name any of them; the JSON line reads a dozen.  :class:`AccessLogger` builds
just those (:func:`access_atoms`), under gunicorn's names ("atoms"), and nothing when the access
log is off (``ACCESS_LOG=false``).
"""

from __future__ import annotations

import itertools
import logging
import time
import traceback
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

import orjson
from gunicorn.glogging import Logger

# what the app leaves in the WSGI environ for the access line (service.observability writes them)
ROUTE_KEY = "arbitro.route"
SESSION_KEY = "arbitro.session"
REQUEST_ID_KEY = "arbitro.request_id"
_ROUTE_ATOM = f"{{{ROUTE_KEY}}}e"
_SESSION_ATOM = f"{{{SESSION_KEY}}}e"

# attributes every LogRecord has; anything else on a record came from ``extra=`` and is logged
_STANDARD_ATTRS = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


def _timestamp(created: float) -> str:
    return datetime.fromtimestamp(created, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


_second: list[Any] = [None, ""]  # the last whole second an access line was written in, and its text


def _access_timestamp(created: float) -> str:
    """:func:`_timestamp`, with the date and time of the second written once per second."""
    second, millis = divmod(int(created * 1000), 1000)
    last = _second
    if last[0] != second:
        last[1] = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))
        last[0] = second
    return f"{last[1]}.{millis:03d}Z"


def _dumps(entry: dict[str, Any]) -> str:
    return orjson.dumps(entry, default=str).decode()


class JsonFormatter(logging.Formatter):
    """``{"ts", "level", "logger", "message", "pid", "request_id"?, "exc_info"?, ...extra}``."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": _timestamp(record.created),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "pid": record.process,
        }
        for key, value in vars(record).items():
            if key not in _STANDARD_ATTRS and value is not None:
                entry[key] = value
        if record.exc_info:
            entry["exc_info"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack_info"] = self.formatStack(record.stack_info)
        return _dumps(entry)


def _unescaped(value: Any) -> Any:
    # gunicorn's SafeAtoms escapes double quotes for its Apache-style format; JSON escapes its own
    return value.replace('\\"', '"') if isinstance(value, str) else value


class Atoms(dict):
    """Atoms as the request had them; gunicorn's own (``SafeAtoms``) have their double quotes escaped."""


def access_atoms(status: Any, sent: int | None, environ: Mapping[str, Any], request_time: timedelta) -> Atoms:
    """The atoms the JSON access line reads, under gunicorn's names (``{name}e``: an environ value)."""
    if isinstance(status, str):
        status = status.split(None, 1)[0]
    return Atoms(
        {
            "m": environ.get("REQUEST_METHOD"),
            "U": environ.get("PATH_INFO"),
            "q": environ.get("QUERY_STRING"),
            "s": status,
            "B": sent,
            "D": request_time.seconds * 1_000_000 + request_time.microseconds,
            "h": environ.get("REMOTE_ADDR"),
            "a": environ.get("HTTP_USER_AGENT"),
            "{x-request-id}o": environ.get(REQUEST_ID_KEY),
            _ROUTE_ATOM: environ.get(ROUTE_KEY),
            _SESSION_ATOM: environ.get(SESSION_KEY),
        }
    )


class AccessLogger(Logger):
    """gunicorn's :class:`~gunicorn.glogging.Logger`, with one access record per request from :func:`access_atoms`.

    ``sample`` (``ACCESS_LOG_SAMPLE``): the line of one request in that many of those answered below 400 is
    written (each line then says ``"sample": N``); every answer of 400 or more is written.
    """

    sample = 1
    _counted = itertools.count()

    def access(self, resp: Any, req: Any, environ: dict[str, Any], request_time: timedelta) -> None:
        log = self.access_log
        if not log.isEnabledFor(logging.INFO):
            return
        code = getattr(resp, "status_code", None)
        sampled = self.sample > 1 and isinstance(code, int) and code < 400
        if sampled and next(self._counted) % self.sample:
            return
        try:
            atoms = access_atoms(resp.status, getattr(resp, "sent", None), environ, request_time)
            if sampled:
                atoms["sample"] = self.sample
            # the record made directly: ``log.info`` would also walk the stack for a caller the line never shows
            log.handle(logging.LogRecord(log.name, logging.INFO, __file__, 0, "access", (atoms,), None))
        except Exception:
            self.error(traceback.format_exc())


class AccessJsonFormatter(logging.Formatter):
    """An access record (its ``args`` are the request's atoms, gunicorn's or :class:`Atoms`) as one JSON object.

    ``route`` is the URL rule that answered (``/v1/sessions/<string:session_id>/actions``), ``session_id``
    the session the request was about; both null where there is none.
    """

    def format(self, record: logging.LogRecord) -> str:
        atoms = record.args if isinstance(record.args, Mapping) else {}
        text = _as_is if isinstance(atoms, Atoms) else _unescaped
        status = atoms.get("s")
        micros = atoms.get("D")
        entry: dict[str, Any] = {
            "ts": _access_timestamp(record.created),
            "level": "info",
            "logger": "access",
            "method": atoms.get("m"),
            "path": text(atoms.get("U")),
            "route": atoms.get(_ROUTE_ATOM),
            "session_id": atoms.get(_SESSION_ATOM),
            "query": text(atoms.get("q")) or None,
            "status": int(status) if isinstance(status, str) and status.isdigit() else status,
            "bytes": atoms.get("B"),
            "duration_ms": round(micros / 1000, 3) if isinstance(micros, int) else None,
            "remote_addr": atoms.get("h"),
            "user_agent": text(atoms.get("a")),
            "request_id": text(atoms.get("{x-request-id}o")),
            "pid": record.process,
        }
        if "sample" in atoms:
            entry["sample"] = atoms["sample"]
        return _dumps(entry)


def _as_is(value: Any) -> Any:
    return value


def logging_config(level: str = "INFO", access_log: bool = True) -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for gunicorn's ``logconfig_dict``: everything as JSON on stdout."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {
            "json": {"()": JsonFormatter},
            "access_json": {"()": AccessJsonFormatter},
        },
        "handlers": {
            "stdout": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stdout"},
            "access_stdout": {
                "class": "logging.StreamHandler",
                "formatter": "access_json",
                "stream": "ext://sys.stdout",
            },
        },
        "root": {"level": level.upper(), "handlers": ["stdout"]},
        "loggers": {
            "gunicorn.error": {"level": level.upper(), "handlers": [], "propagate": True},
            "gunicorn.access": {
                "level": "INFO" if access_log else "CRITICAL",
                "handlers": ["access_stdout"] if access_log else [],
                "propagate": False,
            },
        },
    }
