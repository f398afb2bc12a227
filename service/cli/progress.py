"""Where a long piece of work stands, on standard error (never standard output, which carries the answer).

On a terminal the line is rewritten in place and wiped at the end; elsewhere (``--progress`` into a
file or a pipe) each step is a line of its own.
"""

from __future__ import annotations

from typing import TextIO

from ..messages import Phrase, render_phrase

_WIPE = "\r\x1b[K"


class Progress:
    """Steps told on ``stream`` in ``language``; nothing at all when ``stream`` is None."""

    def __init__(self, stream: TextIO | None, language: str):
        self.stream = stream
        self.language = language
        self.in_place = stream is not None and stream.isatty()

    def deal(self, number: int, total: int) -> None:
        """Deal ``number`` of ``total`` replayed."""
        self._say(Phrase("cli.progress", {"number": number, "total": total}))

    def waiting(self, url: str) -> None:
        """The work was sent to the server at ``url``."""
        self._say(Phrase("cli.waiting", {"url": url}))

    def done(self) -> None:
        """The work is over: a line rewritten in place is wiped."""
        if self.stream is not None and self.in_place:
            self.stream.write(_WIPE)
            self.stream.flush()

    def _say(self, phrase: Phrase) -> None:
        if self.stream is None:
            return
        words = render_phrase(phrase, self.language)
        self.stream.write(f"{_WIPE}{words}" if self.in_place else f"{words}\n")
        self.stream.flush()
