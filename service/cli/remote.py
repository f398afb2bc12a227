"""The work sent to an Arbitro server (``--url``) with the standard library's HTTP client: the file's
bytes as the body, ``Accept-Language`` from ``--lang``; a problem answered is raised as it came."""

from __future__ import annotations

import urllib.request
from typing import Any
from urllib.error import HTTPError, URLError

import orjson

from .. import __version__
from .outcome import Failure, Refused
from .progress import Progress


class Remote:
    """The server at ``url`` (e.g. ``http://127.0.0.1:8080``), asked in ``language``."""

    def __init__(self, url: str, language: str, timeout: float):
        self.url = url.rstrip("/")
        self.language = language
        self.timeout = timeout

    def import_egn(self, body: bytes) -> dict[str, Any]:
        return self._post("/v1/matches/import/egn", body)

    def validate(self, body: bytes, progress: Progress) -> dict[str, Any]:
        progress.waiting(self.url)
        return self._post("/v1/matches/validate", body)

    def _post(self, path: str, body: bytes) -> dict[str, Any]:
        """The JSON of a 2xx answer; Refused with the problem of a 4xx or 5xx; Failure when there is neither."""
        where = f"{self.url}{path}"
        request = urllib.request.Request(
            where,
            data=body,
            method="POST",
            headers={
                "Content-Type": "application/json",
                "Accept": "application/json, application/problem+json",
                "Accept-Language": self.language,
                "User-Agent": f"arbitro-cli/{__version__}",
            },
        )
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as answer:
                return _json_object(answer.read(), where, answer.status)
        except HTTPError as exc:
            with exc:
                raise Refused(_json_object(exc.read(), where, exc.code)) from None
        except URLError as exc:
            raise Failure(f"{where}: {exc.reason}") from None
        except (OSError, ValueError) as exc:  # the connection lost mid-answer, a timeout while reading; no URL
            raise Failure(f"{where}: {exc}") from None


def _json_object(raw: bytes, where: str, status: int) -> dict[str, Any]:
    """The JSON object an answer holds, or Failure: what answered is no Arbitro server."""
    try:
        document = orjson.loads(raw)
    except orjson.JSONDecodeError:
        document = None
    if not isinstance(document, dict):
        raise Failure(f"{where} answered {status} without a JSON object: is it an Arbitro server?")
    return document
