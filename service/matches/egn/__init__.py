"""Euchre Game Notation (EGN): the open JSON notation for recorded Euchre games, read and written.

- :mod:`.notation` - card codes and the EGN ruleset as Arbitro's Euchre options.
- :mod:`.reader` - :func:`read_egn`: an EGN document as a match record, each card's seat derived;
  :func:`import_egn`: the same, the record checked whole.
- :mod:`.writer` - :func:`write_egn`: a Euchre match record as an EGN document.
"""

from .reader import UNRECORDED_DISCARDS, import_egn, read_egn
from .writer import write_egn

__all__ = ["UNRECORDED_DISCARDS", "import_egn", "read_egn", "write_egn"]
