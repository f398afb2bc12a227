"""The file a command reads: a path, or ``-`` for standard input, and whether it is EGN."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import orjson

from .outcome import Failure

STDIN = "-"


@dataclass(frozen=True)
class Source:
    """A file's name (``<stdin>`` for standard input) and its bytes, sent as they are."""

    name: str
    body: bytes

    @property
    def is_egn(self) -> bool:
        """EGN when the name ends with ``.egn``, or the document says its ``fileType`` (EGN's mark; a match
        record says its ``format``)."""
        if self.name.lower().endswith(".egn"):
            return True
        try:
            document = orjson.loads(self.body)
        except orjson.JSONDecodeError:
            return False  # read as a match record, refused as the API refuses it
        return isinstance(document, dict) and "fileType" in document


def read_source(path: str) -> Source:
    """The bytes of ``path`` (``-``: standard input), or Failure saying why they cannot be read."""
    if path == STDIN:
        return Source("<stdin>", sys.stdin.buffer.read())
    try:
        return Source(path, Path(path).read_bytes())
    except OSError as exc:
        raise Failure(f"cannot read {path}: {exc.strerror or exc}") from None
