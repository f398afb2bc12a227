"""A schedule refused: a stable code, the request field it concerns, and the facts of the case.

The API renders the sentence from the code and the facts (as it does a game's refusals); this
package writes none.

>>> refusal = ScheduleRefusal("too_few_players", "players", minimum=4)
>>> refusal.code, refusal.field, refusal.facts
('too_few_players', 'players', {'minimum': 4})
"""

from __future__ import annotations

from typing import Any


class ScheduleRefusal(ValueError):
    """Why no schedule can be made of a request: ``code``, the ``field`` at fault, and ``facts``.

    Codes: ``format_unknown`` (facts ``formats``), ``format_unplayable`` (``game``, ``formats``),
    ``too_few_players`` (``minimum``), ``too_many_players`` (``maximum``), ``players_odd``,
    ``rounds_required``, ``too_few_rounds`` (``minimum``), ``too_many_rounds`` (``maximum``),
    ``table_size_required``, ``table_size_unseatable`` (``minimum``, ``maximum``).
    """

    def __init__(self, code: str, field: str, **facts: Any) -> None:
        super().__init__(code)
        self.code = code
        self.field = field
        self.facts = facts
