"""A player's history in the club: his ratings, his evenings (events) and every table he sat at, with its
partners, opponents, scores and what proved it (a session's id, a match record's tags, or a paper score)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from .models import Event, EventPlayer, Player, Rating, Seat, Table
from .ratings import ordinal


def rating_answer(rating: Rating) -> dict[str, Any]:
    return {
        "game": rating.game,
        "mu": rating.mu,
        "sigma": rating.sigma,
        "ordinal": ordinal(rating.mu, rating.sigma),
        "tables": rating.tables,
    }


def player_history(session: Session, player: Player) -> dict[str, Any]:
    ratings = session.scalars(select(Rating).where(Rating.player_id == player.id).order_by(Rating.game))
    evenings = session.execute(
        select(Event, EventPlayer)
        .join(EventPlayer, EventPlayer.event_id == Event.id)
        .where(EventPlayer.player_id == player.id)
        .order_by(Event.created, Event.id)
    )
    events = [
        {
            "tournament_id": event.id,
            "season_id": event.season_id,
            "name": event.name,
            "game": event.game,
            "format": event.format,
            "created": event.created,
            "ended": event.ended,
            "points": one.points,
            "won": one.won,
            "played": one.played,
            "rank": one.rank,
        }
        for event, one in evenings
    ]
    return {
        "id": player.id,
        "club_id": player.club_id,
        "name": player.name,
        "ratings": [rating_answer(r) for r in ratings],
        "events": events,
        "tables": _tables(session, player.id),
    }


def _tables(session: Session, player_id: str) -> list[dict[str, Any]]:
    """Every table the player sat at, in the order played, with who sat where."""
    own = select(Seat.table_id).where(Seat.player_id == player_id)
    tables = list(
        session.execute(
            select(Table, Event.created)
            .join(Event, Event.id == Table.event_id)
            .where(Table.id.in_(own))
            .order_by(Event.created, Event.id, Table.round, Table.number)
        )
    )
    seats: dict[int, list[Seat]] = {table.id: [] for table, _ in tables}
    for seat in session.scalars(select(Seat).where(Seat.table_id.in_(own))):
        seats[seat.table_id].append(seat)
    known = {s.player_id for sat in seats.values() for s in sat if s.player_id}
    names = {id: name for id, name in session.execute(select(Player.id, Player.name).where(Player.id.in_(known)))}
    answer = []
    for table, _ in tables:
        sat = sorted(seats[table.id], key=lambda s: s.seat)
        mine = next(s for s in sat if s.player_id == player_id)
        partners = [s for s in sat if s.side == mine.side and s.seat != mine.seat]
        opponents = [s for s in sat if s.side != mine.side]
        answer.append(
            {
                "tournament_id": table.event_id,
                "round": table.round,
                "table": table.number,
                "seat": mine.seat,
                "side": mine.side,
                "partners": [_who(s, names) for s in partners],
                "opponents": [_who(s, names) for s in opponents],
                "scores": table.scores,
                "won": None if table.winner is None else table.winner == mine.side,
                "kind": table.kind,
                "proven": table.proven,
                "disputed": table.disputed,
                "source": table.source,
            }
        )
    return answer


def _who(seat: Seat, names: dict[str, str]) -> dict[str, Any]:
    return {"seat": seat.seat, "player_id": seat.player_id, "name": names.get(seat.player_id or "")}
