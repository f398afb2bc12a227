"""Euchre Game Notation (EGN): the open JSON notation for recorded Euchre games, read and written.

- :mod:`.notation` - card codes and the EGN ruleset as Arbitro's Euchre options.
- :mod:`.reader` - :func:`read_egn`: an EGN document as a match record, each card's seat derived.
- :mod:`.writer` - :func:`write_egn`: a Euchre match record as an EGN document.
"""

from .reader import UNRECORDED_DISCARDS, read_egn
from .writer import write_egn

__all__ = ["UNRECORDED_DISCARDS", "read_egn", "write_egn"]
