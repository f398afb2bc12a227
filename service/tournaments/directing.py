"""The director's evening as it goes: a late arrival seated from the next unplayed round, a withdrawal taken out
of the later rounds (both planning the remaining rounds again, :mod:`.roster`), a substitute in a player's seats
still to play (:mod:`.substitutes`), and a round closed without the tables that will never bring a result (a
duplicate table whose session is gone, a table that left); a table's own token, for the table to post its first
result itself.

Each is a change of the tournament's record by its director (:meth:`~.held.TournamentService.change`: the token
checked, compare-and-set); a refusal changes nothing.
"""

from __future__ import annotations

from typing import Any

from ..engine import InvalidInput
from ..games.registry import engine_for
from ..messages import Phrase
from ..secrets_text import url_token
from ..sessions.guards import hash_token
from .balance import balance
from .held import Held, TournamentProblem, TournamentService, checked_name, seats_at
from .roster import RosterRefusal, first_unplayed_round, replan, started_rounds
from .schedule import PARTNERSHIP_FORMATS
from .substitutes import Substitution, covers, holders, seated, substitutions


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
        holding = set(holders(record).values())
        if player not in holding and player in {s["player"] for s in substitutions(record)}:
            facts = {"name": record["players"][player]}  # a substitute for some rounds only: no place of his own
            raise TournamentProblem(409, "player_substitute", Phrase("player_substitute", facts), name=name)
        if player not in holding or player in record.get("withdrawn", []):  # withdrawn, or replaced for good
            raise TournamentProblem(409, "player_withdrawn", Phrase("player_withdrawn", {"name": name}), name=name)
        record["withdrawn"] = sorted({*record.get("withdrawn", []), player})
        _replan(record)

    return service.change(tournament_id, token, mutate)


def substitute_player(
    service: TournamentService,
    tournament_id: str,
    token: str | None,
    name: str,
    substitute: str,
    from_round: int,
    to_round: int | None,
) -> Held:
    """``substitute`` (a new player, at the end of ``players``) takes the seats of the player named ``name`` at the
    tables still to play from ``from_round`` to ``to_round`` (None: every remaining round, his place for good).  A
    withdrawn player replaced for good: the rounds planned without him are planned again with the substitute."""

    def mutate(record: dict[str, Any]) -> None:
        replaced = player_named(record, name)
        rounds = len(record["schedule"]["rounds"])
        _check_rounds(from_round, to_round, rounds)
        taken: Substitution = {
            "player": len(record["players"]),
            "replaces": replaced,
            "from_round": from_round,
            "to_round": to_round,
        }
        substitute_name = checked_name(substitute, "name", record["players"])
        tables = _tables_to_take(record, taken, record["players"][replaced])
        replanning = to_round is None and replaced in record.get("withdrawn", [])
        if replanning:  # his place, planned without him from the next unplayed round, is planned with the substitute
            _check_place_left(record, taken, record["players"][replaced])
            replanning = first_unplayed_round(record) <= rounds
        if not tables and not replanning:
            facts = {"name": record["players"][replaced], "from_round": from_round, "to_round": to_round}
            cause = "player_unseated" if to_round is None else "player_unseated.rounds"
            raise TournamentProblem(409, "player_unseated", Phrase(cause, facts), name=name)
        started = started_rounds(record)
        record["players"].append(substitute_name)
        record["substitutes"] = [*substitutions(record), taken]
        schedule = record["schedule"]
        schedule["rounds"] = [seated(one, [taken], byes=one["round"] not in started) for one in schedule["rounds"]]
        if replanning:
            _replan(record)
        else:
            partnerships = record["format"] in PARTNERSHIP_FORMATS
            record["balance"] = balance(schedule, len(record["players"]), partnerships=partnerships)

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
    issued = url_token(32)

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


def _check_rounds(from_round: int, to_round: int | None, rounds: int) -> None:
    """400 naming ``from_round`` or ``to_round`` when it is no round of the schedule, or the last comes first."""
    for field, round in (("from_round", from_round), ("to_round", to_round)):
        if round is not None and not 1 <= round <= rounds:
            raise InvalidInput.at(field, Phrase("tournament.round_outside", {"rounds": rounds}))
    if to_round is not None and to_round < from_round:
        raise InvalidInput.at("to_round", Phrase("tournament.to_round_before", {"from_round": from_round}))


def _check_place_left(record: dict[str, Any], taken: Substitution, name: str) -> None:
    """409 ``player_withdrawn`` naming ``from_round`` when a withdrawn player's place is taken for good from after
    the next unplayed round: the rounds before it would be planned with the player who left."""
    first = first_unplayed_round(record)
    if taken["from_round"] > first:
        facts = {"name": name, "first": first}
        raise TournamentProblem(
            409, "player_withdrawn", Phrase("player_withdrawn.substitute", facts), field="from_round", first=first
        )


def _tables_to_take(record: dict[str, Any], taken: Substitution, name: str) -> int:
    """How many tables of the substitution's rounds seat the replaced player; 409 ``seat_played`` naming the first
    that has a result or a session, or whose round is closed (what was played stays)."""
    closed = set(record.get("closed_rounds", []))
    count = 0
    for one in record["schedule"]["rounds"]:
        for table in one["tables"] if covers(taken, one["round"]) else []:
            if taken["replaces"] not in table["seats"]:
                continue
            key = f"{one['round']}.{table['table']}"
            if key in record["tables"] or key in record.get("sessions", {}) or one["round"] in closed:
                field = "from_round" if one["round"] == taken["from_round"] else "to_round"
                facts = {"name": name, "round": one["round"], "table": table["table"]}
                raise TournamentProblem(
                    409,
                    "seat_played",
                    Phrase("seat_played", facts),
                    field=field,
                    round=one["round"],
                    table=table["table"],
                )
            count += 1
    return count


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
