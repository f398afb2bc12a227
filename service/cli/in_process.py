"""The work done in this process: the functions the match endpoints call, under the service's own limits
(``MAX_BODY_BYTES``, ``MAX_MATCH_DEALS``, ``MAX_ACTIONS``, read from the environment as the service reads
them), their answers and problems written as the API writes them (:func:`service.wire.dumps`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import orjson

from ..config import Settings
from ..engine import InvalidInput
from ..matches import read_record, validate_match
from ..matches.egn import import_egn
from ..messages import Phrase
from ..messages.language import speaking
from ..problem_details import invalid_input_body, problem_body
from ..wire import dumps, loads
from .outcome import Refused
from .progress import Progress


class InProcess:
    """A referee in this process, speaking ``language``."""

    def __init__(self, settings: Settings, language: str):
        self.settings = settings
        self.language = language

    def import_egn(self, body: bytes) -> dict[str, Any]:
        with self._answering():
            record = import_egn(
                self._document(body), max_deals=self.settings.max_match_deals, max_actions=self.settings.max_actions
            )
            return _written(record)

    def validate(self, body: bytes, progress: Progress) -> dict[str, Any]:
        with self._answering():
            match = read_record(
                self._document(body), max_deals=self.settings.max_match_deals, max_actions=self.settings.max_actions
            )
            total = len(match.deals)
            verdict = validate_match(match, on_deal=lambda deal: progress.deal(deal["deal_number"], total))
            return _written(verdict)

    @contextmanager
    def _answering(self) -> Iterator[None]:
        """The work's words in the referee's language; bad input refused with the API's 400."""
        with speaking(self.language):
            try:
                yield
            except InvalidInput as exc:
                raise Refused(_written(invalid_input_body(exc.errors))) from None

    def _document(self, body: bytes) -> Any:
        """The JSON document of a body no larger than the service takes, or the API's 413."""
        limit = self.settings.max_body_bytes
        if len(body) > limit:
            detail = Phrase("request_entity_too_large", {"limit": limit})
            raise Refused(_written(problem_body(413, "request_entity_too_large", detail, max_body_bytes=limit)))
        return loads(body)


def _written(answer: Any) -> dict[str, Any]:
    """An answer as the API writes it (every phrase a sentence in the current language), read back."""
    written: dict[str, Any] = orjson.loads(dumps(answer))
    return written
