"""Substitutes (docs/TOURNAMENTS.md, "The director's evening"): a new person who takes over a player's seats at the
tables still to play, from a round on - for every remaining round, or up to a round.

A tournament's record lists them in ``substitutes``, in the order the director named them, each a
:class:`Substitution`; the substitute is a player of his own (at the end of ``players``), seated in the schedule
where the replaced player sat.  The remaining rounds are planned for *places* (:func:`planned_places`): each
player who is no substitute has one, held by him or by whoever took it for every remaining round
(:func:`holders`); the plan seats the place's player, and every substitution then seats its substitute in the
rounds it covers (:func:`seated`) - so a substitute from round 5 on, or for round 3 only, sits exactly there
however often the rounds are planned again.

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


def holders(record: dict[str, Any]) -> dict[int, int]:
    """Each *place* - a player who is no substitute - and who holds it now: that player, or the substitute who took
    it for every remaining round (the last of a chain of them).  A substitute for some rounds only holds no place:
    his seats are the place holder's, in those rounds."""
    subs = substitutions(record)
    stand_ins = {s["player"] for s in subs}
    holder = {p: p for p in range(len(record["players"])) if p not in stand_ins}
    place_of = {p: p for p in holder}
    for substitution in subs:
        place = place_of.get(substitution["replaces"])
        if substitution["to_round"] is None and place is not None and holder[place] == substitution["replaces"]:
            place_of[substitution["player"]] = place
            holder[place] = substitution["player"]
    return holder


def planned_places(record: dict[str, Any]) -> list[int]:
    """The places the remaining rounds are planned for: those whose holder has not withdrawn.  The plan seats the
    place's player; :func:`seated` then puts each substitute where his substitution says."""
    withdrawn = set(record.get("withdrawn", []))
    return sorted(place for place, holder in holders(record).items() if holder not in withdrawn)


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
