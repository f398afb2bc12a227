"""How ``arbitro tournament`` reaches the tournament endpoints: over HTTP to a server (``--url``, the standard
library's client), or in this process through the service's own app (its settings from the environment: with
``REDIS_URL`` the tournament outlives the command, as a server's would; without it, the in-process store lasts
one command).  Either way the request is the API's, a problem answered is raised as it came
(:class:`~service.cli.outcome.Refused`), and what stops the request before any answer is a
:class:`~service.cli.outcome.Failure`."""

from __future__ import annotations

import urllib.request
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.error import HTTPError, URLError

import orjson

from .. import __version__
from .outcome import Failure, Refused


@dataclass(frozen=True)
class Answer:
    status: int
    content_type: str
    content: bytes
    headers: dict[str, str]

    def json(self) -> Any:
        return orjson.loads(self.content) if self.content else None


class Transport(Protocol):
    def send(self, method: str, path: str, body: bytes | None, headers: dict[str, str]) -> Answer: ...


class TournamentClient:
    """The tournament endpoints through ``transport``, in ``language``, with the director's ``token`` if given."""

    def __init__(self, transport: Transport, language: str, token: str | None = None):
        self.transport = transport
        self.language = language
        self.token = token

    def request(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        accept: str = "application/json",
        headers: dict[str, str] | None = None,
    ) -> Answer:
        headers = {
            **(headers or {}),
            "Accept": f"{accept}, application/problem+json",
            "Accept-Language": self.language,
            "User-Agent": f"arbitro-cli/{__version__}",
        }
        if body is not None:
            headers["Content-Type"] = "application/json"
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        answer = self.transport.send(method, path, None if body is None else orjson.dumps(body), headers)
        if answer.status >= 400:
            problem = _problem(answer)
            raise Refused(problem)
        return answer


def _problem(answer: Answer) -> dict[str, Any]:
    try:
        problem = orjson.loads(answer.content)
    except orjson.JSONDecodeError:
        problem = None
    if not isinstance(problem, dict):
        raise Failure(f"the answer {answer.status} carries no problem: is it an Arbitro server?")
    return problem


class Http:
    """A server at ``url``."""

    def __init__(self, url: str, timeout: float):
        self.url = url.rstrip("/")
        self.timeout = timeout

    def send(self, method: str, path: str, body: bytes | None, headers: dict[str, str]) -> Answer:
        where = f"{self.url}{path}"
        request = urllib.request.Request(where, data=body, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as answer:
                return Answer(answer.status, answer.headers.get_content_type(), answer.read(), dict(answer.headers))
        except HTTPError as exc:
            with exc:
                return Answer(exc.code, exc.headers.get_content_type(), exc.read(), dict(exc.headers))
        except URLError as exc:
            raise Failure(f"{where}: {exc.reason}") from None
        except (OSError, ValueError) as exc:  # the connection lost mid-answer, a timeout while reading; no URL
            raise Failure(f"{where}: {exc}") from None


class InApp:
    """The service's app in this process (its settings from the environment)."""

    def __init__(self) -> None:
        from ..app import create_app  # the web layer only when the command needs it

        self.client = create_app().test_client()

    def send(self, method: str, path: str, body: bytes | None, headers: dict[str, str]) -> Answer:
        answer = self.client.open(path, method=method, data=body, headers=headers)
        return Answer(answer.status_code, answer.mimetype or "", answer.get_data(), dict(answer.headers))
