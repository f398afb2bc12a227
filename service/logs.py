"""JSON log lines: one object per line on stdout, for the app's records and gunicorn's access log.

Only the standard library and orjson, so gunicorn's master can load these formatters from its
config file without importing Flask. ``deploy/gunicorn.conf.py`` wires them with
``logging_config()``; the app adds ``request_id`` to its own records (service.observability).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

import orjson

# attributes every LogRecord has; anything else on a record came from ``extra=`` and is logged
_STANDARD_ATTRS = frozenset(vars(logging.LogRecord("", 0, "", 0, "", None, None))) | {"message", "asctime"}


def _timestamp(created: float) -> str:
    return datetime.fromtimestamp(created, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


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


class AccessJsonFormatter(logging.Formatter):
    """gunicorn's access record (its ``args`` are the request's atoms) as one JSON object."""

    def format(self, record: logging.LogRecord) -> str:
        atoms = record.args if isinstance(record.args, Mapping) else {}
        status = atoms.get("s")
        micros = atoms.get("D")
        entry: dict[str, Any] = {
            "ts": _timestamp(record.created),
            "level": "info",
            "logger": "access",
            "method": atoms.get("m"),
            "path": _unescaped(atoms.get("U")),
            "query": _unescaped(atoms.get("q")) or None,
            "status": int(status) if isinstance(status, str) and status.isdigit() else status,
            "bytes": atoms.get("B"),
            "duration_ms": round(micros / 1000, 3) if isinstance(micros, int) else None,
            "remote_addr": atoms.get("h"),
            "user_agent": _unescaped(atoms.get("a")),
            "request_id": _unescaped(atoms.get("{x-request-id}o")),
            "pid": record.process,
        }
        return _dumps(entry)


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
