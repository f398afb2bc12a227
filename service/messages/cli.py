"""The words of the command line (``arbitro``, :mod:`service.cli`): the headings of ``arbitro
validate``'s table, its closing lines and its progress, each a message like a refusal's, so the
gettext catalogs translate them with the rest."""

from __future__ import annotations

from .base import Message

HEADINGS = {
    "deal": "Deal",
    "dealer": "Dealer",
    "valid": "Valid",
    "points": "Points",
    "scores": "Scores",
    "pool": "Pool",
    "recorded": "Recorded (differs)",
}
"""The table's headings, by the name of their column (``cli.<column>`` in :data:`MESSAGES`); the pool's only
for a game that has one."""

MESSAGES = {
    **{f"cli.{column}": Message(heading) for column, heading in HEADINGS.items()},
    "cli.between_deals": Message("between deals"),
    "cli.action": Message("action {action_index}", ("action_index",)),
    "cli.match_valid": Message("No violation; deals checked: {deals}.", ("deals",)),
    "cli.match_invalid": Message("Deals with violations: {faulty} of {deals}.", ("faulty", "deals")),
    "cli.winner": Message("Winner: {winner}, at deal {deal}; scores {scores}.", ("winner", "deal", "scores")),
    "cli.not_over": Message(
        "The match is not over; deals played to their end: {finished}; scores {scores}.", ("finished", "scores")
    ),
    "cli.pool_taken": Message("Pool: {amount}, taken by {winner}.", ("amount", "winner")),
    "cli.pool_held": Message("Pool: {amount}.", ("amount",)),
    "cli.progress": Message("deal {number} of {total}", ("number", "total")),
    "cli.waiting": Message("{url}: waiting for the answer", ("url",)),
}
"""By key (``cli.<word>``): a heading, a closing line, a progress line."""
