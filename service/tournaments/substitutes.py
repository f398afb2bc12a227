"""Substitutes (docs/TOURNAMENTS.md, "The director's evening"): a new person who takes over a player's seats at the
tables still to play, from a round on - for every remaining round, or up to a round.

A tournament's record lists them in ``substitutes``, in the order the director named them, each a
:class:`Substitution`; the substitute is a player of his own (at the end of ``players``), seated in the schedule
where the replaced player sat.  Who the remaining rounds are planned for (:func:`off_the_plan`): a player replaced
for good is not (his substitute is, in his place); a substitute for some rounds only is not (the player he
replaces keeps his place, and the substitute sits in it in those rounds: :func:`seated`).

Pure: records in, rounds out.

>>> one = {"round": 2, "tables": [{"table": 1, "seats": [0, 1]}], "byes": [2]}
>>> seated(one, [{"player": 3, "replaces": 1, "from_round": 2, "to_round": 2}])["tables"]
[{'table': 1, 'seats': [0, 3]}]
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypedDict

from .schedule import Round


class Substitution(TypedDict):
    """``player`` (the substitute) sits where ``replaces`` would from ``from_round`` to ``to_round`` (None: every
    remaining round, the replaced player's place his for good)."""

    player: int
    replaces: int
    from_round: int
    to_round: int | None


def substitutions(record: dict[str, Any]) -> list[Substitution]:
    return list(record.get("substitutes", []))


def covers(substitution: Substitution, round: int) -> bool:
    last = substitution["to_round"]
    return substitution["from_round"] <= round and (last is None or round <= last)


def substituting(record: dict[str, Any], player: int) -> Substitution | None:
    """The substitution for some rounds only that seats ``player``, if he is such a substitute."""
    return next((s for s in substitutions(record) if s["player"] == player and s["to_round"] is not None), None)


def off_the_plan(record: dict[str, Any]) -> set[int]:
    """The players the remaining rounds are not planned for, besides the withdrawn: those replaced for good, and
    the substitutes for some rounds only."""
    return {s["replaces"] if s["to_round"] is None else s["player"] for s in substitutions(record)}


def seated(one: Round, taken: Iterable[Substitution], *, byes: bool = True) -> Round:
    """``one`` round with each substitution covering it applied in order: the substitute in the replaced player's
    seat at every table, and (``byes``) in his place among those sitting out."""
    tables, resting = one["tables"], one["byes"]
    for substitution in taken:
        if not covers(substitution, one["round"]):
            continue
        instead = {substitution["replaces"]: substitution["player"]}
        tables = [{"table": table["table"], "seats": [instead.get(p, p) for p in table["seats"]]} for table in tables]
        resting = [instead.get(p, p) for p in resting] if byes else resting
    return {"round": one["round"], "tables": list(tables), "byes": list(resting)}


def team_of(record: dict[str, Any]) -> dict[int, int]:
    """``pairs``: each substitute's team player (the team's member he stands in for, through any chain of
    substitutes), whose team his results count for."""
    owner: dict[int, int] = {}
    for substitution in substitutions(record):
        owner[substitution["player"]] = owner.get(substitution["replaces"], substitution["replaces"])
    return owner
