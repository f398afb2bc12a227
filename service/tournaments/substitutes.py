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


def places(record: dict[str, Any]) -> tuple[set[int], set[int]]:
    """Who has left the plan to a substitute: ``(the players replaced for good, the substitutes for some rounds
    only)``.  A substitute for every remaining round takes the replaced player's place - unless that player was
    himself a substitute for some rounds only, whose seats end with them."""
    replaced: set[int] = set()
    standing_in: set[int] = set()
    for substitution in substitutions(record):
        if substitution["to_round"] is None and substitution["replaces"] not in standing_in:
            replaced.add(substitution["replaces"])
        else:
            standing_in.add(substitution["player"])
    return replaced, standing_in


def off_the_plan(record: dict[str, Any]) -> set[int]:
    """The players the remaining rounds are not planned for, besides the withdrawn: those replaced for good, and
    the substitutes for some rounds only."""
    replaced, standing_in = places(record)
    return replaced | standing_in


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
