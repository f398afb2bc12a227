"""The director's evening as it goes: a late arrival seated from the next unplayed round, a withdrawal taken out
of the later rounds (both planning the remaining rounds again, :mod:`.roster`), and a round closed without the
tables that will never bring a result (a duplicate table whose session is gone, a table that left); a table's
own token, for the table to post its first result itself.

Each is a change of the tournament's record by its director (:meth:`~.held.TournamentService.change`: the token
checked, compare-and-set); a refusal changes nothing.
"""

from __future__ import annotations

import secrets
from typing import Any

from ..games.registry import engine_for
from ..messages import Phrase
from ..sessions.guards import hash_token
from .held import Held, TournamentProblem, TournamentService, checked_name, seats_at
from .roster import RosterRefusal, active_players, replan


def add_player(service: TournamentService, tournament_id: str, token: str | None, name: str) -> Held:
    """Seat ``name`` (a new player, at the end of ``players``) from the next unplayed round."""

    def mutate(record: dict[str, Any]) -> None:
        _check_single_players(record)
        record["players"].append(checked_name(name, "name", record["players"]))
        _replan(record)

    return service.change(tournament_id, token, mutate)


def withdraw_player(service: TournamentService, tournament_id: str, token: str | None, name: str) -> Held:
    """Take the player named ``name`` (in any case) out of the rounds from the next unplayed one."""

    def mutate(record: dict[str, Any]) -> None:
        _check_single_players(record)
        player = player_named(record, name)
        if player not in active_players(record):
            raise TournamentProblem(409, "player_withdrawn", Phrase("player_withdrawn", {"name": name}), name=name)
        record["withdrawn"] = sorted({*record.get("withdrawn", []), player})
        _replan(record)

    return service.change(tournament_id, token, mutate)


def close_round(service: TournamentService, tournament_id: str, token: str | None, round: int) -> Held:
    """Close ``round`` as it stands: its tables with no result never get one (their players score nothing there),
    a duplicate round's boards are revealed and its matchpoints compare the tables that have a result."""

    def mutate(record: dict[str, Any]) -> None:
        seats_at(record, round, 1)  # 404 for a round the schedule does not have
        record["closed_rounds"] = sorted({*record.get("closed_rounds", []), round})

    return service.change(tournament_id, token, mutate)


def issue_table_token(
    service: TournamentService, tournament_id: str, token: str | None, round: int, table: int
) -> tuple[Held, str]:
    """A token for the table to post its own first result (shown once; the record keeps its hash). Issuing it
    again replaces it: the one given before no longer works."""
    issued = secrets.token_urlsafe(32)

    def mutate(record: dict[str, Any]) -> None:
        seats_at(record, round, table)  # 404 for a table the schedule does not have
        record.setdefault("table_tokens", {})[f"{round}.{table}"] = hash_token(issued)

    return service.change(tournament_id, token, mutate), issued


def player_named(record: dict[str, Any], name: str) -> int:
    """The index of the player named ``name`` (any case); 404 ``player_not_found``."""
    for index, given in enumerate(record["players"]):
        if given.casefold() == name.strip().casefold():
            return index
    raise TournamentProblem(404, "player_not_found", Phrase("player_not_found", {"name": name}), name=name)


def _check_single_players(record: dict[str, Any]) -> None:
    if record["format"] == "pairs":
        raise TournamentProblem(409, "teams_fixed", Phrase("teams_fixed"))


def _replan(record: dict[str, Any]) -> None:
    engine = engine_for(record["game"])
    assert engine is not None  # a stored tournament names one of the games
    try:
        schedule, balance = replan(record, engine.resolve_rules(record["rules"]))
    except RosterRefusal as refusal:
        if refusal.code == "rounds_over":
            raise TournamentProblem(409, "rounds_over", Phrase("rounds_over", refusal.facts)) from None
        facts = {k: v for k, v in refusal.facts.items() if k != "field"}
        reason = Phrase(f"schedule.{refusal.code}", facts)
        raise TournamentProblem(
            409, "roster_unplayable", Phrase("roster_unplayable", {"reason": reason}), reason=refusal.code
        ) from None
    record["schedule"], record["balance"], record["rounds"] = schedule, balance, len(schedule["rounds"])
