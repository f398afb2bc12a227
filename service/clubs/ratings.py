"""Players' ratings: openskill's Plackett-Luce model, a Bayesian skill model made for teams and free-for-all.

Every proven result (a session, or a match record, checked by the service: ``proven``) of a club's event moves
the ratings of the players at the table in that event's game: the table's sides are teams (Euchre's
partnerships, seats 0 and 2 against 1 and 3, whoever they are that round: rotating partners and fixed teams
alike; one player a side where each plays for himself), ranked by their scores (Ramino's penalty points: the
fewest first), tied sides sharing a rank.  A rating is ``mu`` (the skill believed) and ``sigma`` (how unsure
that is); players are listed by the conservative ``ordinal``, mu - 3 sigma.  A player the club does not know (a
substitute named in the tournament only) plays as a new player and keeps nothing.

Results are taken in as they are posted; a correction of a result already taken in recomputes the club's
ratings in that game from the archive, in the documented order (:func:`recompute`): events by creation, then
round, then table - the order the evenings were played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ..tournaments.standings import LOWER_WINS
from .models import Event, Rating, Seat, Table

MODEL = PlackettLuce()
"""openskill's defaults: mu 25, sigma 25/3, beta 25/6."""


@dataclass(frozen=True)
class Played:
    """One rated table: each side's players (None: unknown to the club) and scores."""

    sides: list[list[str | None]]
    scores: Sequence[float]


def rate(ratings: dict[str, PlackettLuceRating], table: Played, game: str) -> None:
    """Move ``ratings`` (by player id; a player not in it starts new) by one table's result."""
    teams = [[(ratings.get(p) or MODEL.rating()) if p else MODEL.rating() for p in side] for side in table.sides]
    scores = [-s for s in table.scores] if game in LOWER_WINS else list(table.scores)
    moved = MODEL.rate(teams, scores=scores)
    for side, players in zip(moved, table.sides, strict=True):
        for player, rating in zip(players, side, strict=True):
            if player:
                ratings[player] = rating


def sides_of(seats: Iterable[Seat], sides: int) -> list[list[str | None]]:
    """The table's sides from its seats (a seat's side is its number modulo the number of sides)."""
    teams: list[list[str | None]] = [[] for _ in range(sides)]
    for seat in sorted(seats, key=lambda s: s.seat):
        teams[seat.side].append(seat.player_id)
    return teams


def take_in(session: Session, club_id: str, game: str, table: Table, seats: Sequence[Seat]) -> None:
    """A newly proven result moves its players' ratings (read, moved, written)."""
    played = Played(sides_of(seats, len(table.scores)), table.scores)
    ids = [p for side in played.sides for p in side if p]
    kept = {
        r.player_id: r for r in session.scalars(select(Rating).where(Rating.player_id.in_(ids), Rating.game == game))
    }
    ratings = {p: MODEL.rating(mu=r.mu, sigma=r.sigma) for p, r in kept.items()}
    rate(ratings, played, game)
    for player in ids:
        row = kept.get(player)
        if row is None:
            row = Rating(player_id=player, game=game, club_id=club_id, mu=0.0, sigma=0.0, tables=0)
            session.add(row)
        row.mu, row.sigma, row.tables = ratings[player].mu, ratings[player].sigma, row.tables + 1
    table.rated = True


def archive_order(session: Session, club_id: str, game: str) -> Iterable[tuple[Table, list[Seat]]]:
    """Every proven table of the club's events in ``game``, in the order ratings take them: events by creation
    (then id), then round, then table."""
    tables = session.execute(
        select(Table)
        .join(Event, Event.id == Table.event_id)
        .where(Event.club_id == club_id, Event.game == game, Table.proven.is_(True), Table.disputed.is_(False))
        .order_by(Event.created, Event.id, Table.round, Table.number)
    ).scalars()
    rows = list(tables)
    seats: dict[int, list[Seat]] = {t.id: [] for t in rows}
    for chunk in range(0, len(rows), 500):
        ids = [t.id for t in rows[chunk : chunk + 500]]
        for seat in session.scalars(select(Seat).where(Seat.table_id.in_(ids))):
            seats[seat.table_id].append(seat)
    return ((t, seats[t.id]) for t in rows)


def recompute(session: Session, club_id: str, game: str) -> int:
    """The club's ratings in ``game`` from scratch, from every proven table of the archive in order; how many
    tables were rated."""
    ratings: dict[str, PlackettLuceRating] = {}
    counts: dict[str, int] = {}
    rated = 0
    for table, seats in archive_order(session, club_id, game):
        played = Played(sides_of(seats, len(table.scores)), table.scores)
        rate(ratings, played, game)
        for player in (p for side in played.sides for p in side if p):
            counts[player] = counts.get(player, 0) + 1
        table.rated = True
        rated += 1
    session.execute(delete(Rating).where(Rating.club_id == club_id, Rating.game == game))
    session.add_all(
        Rating(player_id=p, game=game, club_id=club_id, mu=r.mu, sigma=r.sigma, tables=counts[p])
        for p, r in ratings.items()
    )
    return rated


def ordinal(mu: float, sigma: float) -> float:
    """The conservative rating players are listed by: mu - 3 sigma."""
    return mu - 3 * sigma
