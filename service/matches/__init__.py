"""Whole matches: the match record (one JSON document for a match of any game) and its replay.

Pure Python, like the engines it drives: no web framework or store is imported here, so the
HTTP layer (``POST /v1/matches/validate``) and a command line can both call it in process.

- :mod:`.record` - the record's shape and :func:`read_record`, which checks it whole.
- :mod:`.replay` - :func:`validate_match`: every deal replayed in order, scores carried, the
  rotation checked, the match's end found.
- :mod:`.reports` - the verdict's shape.
"""

from .record import FORMAT, DealEntry, Match, MatchRecord, Recorded, Seat, read_record
from .replay import validate_match
from .reports import DealVerdict, MatchResult, MatchVerdict

__all__ = [
    "FORMAT",
    "DealEntry",
    "DealVerdict",
    "Match",
    "MatchRecord",
    "MatchResult",
    "MatchVerdict",
    "Recorded",
    "Seat",
    "read_record",
    "validate_match",
]
