"""The tables of what a club keeps (SQLAlchemy 2's declarative mapping; the schema is Alembic's migrations).

Ids are random URL-safe texts (:func:`service.secrets_text.url_token`), stable whatever a name becomes.  A
player's ``name_key`` (the name case-folded) is unique in the club: a tournament names each player once, in any
letter case.  An event is a tournament linked to a season (its id is the tournament's); ``event_players`` maps
the tournament's player indices to the club's players and keeps each one's evening (points, tables won and
played, rank); ``tables`` and ``seats`` are every table's result as the tournament kept it, seat by seat;
``ratings`` is each player's openskill rating in a game.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, Boolean, Float, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

ID = String(32)


class Base(DeclarativeBase):
    pass


class Club(Base):
    __tablename__ = "clubs"

    id: Mapped[str] = mapped_column(ID, primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    director: Mapped[str] = mapped_column(String(64))
    """The SHA-256 of the director's token (the token is shown once)."""
    created: Mapped[int] = mapped_column(Integer)


class Player(Base):
    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("club_id", "name_key"),)

    id: Mapped[str] = mapped_column(ID, primary_key=True)
    club_id: Mapped[str] = mapped_column(ForeignKey("clubs.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(40))
    name_key: Mapped[str] = mapped_column(String(40))
    created: Mapped[int] = mapped_column(Integer)


class Season(Base):
    __tablename__ = "seasons"

    id: Mapped[str] = mapped_column(ID, primary_key=True)
    club_id: Mapped[str] = mapped_column(ForeignKey("clubs.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(80))
    game: Mapped[str] = mapped_column(String(32))
    rule: Mapped[str] = mapped_column(String(16))
    """How the evenings add up: ``total``, ``average`` or ``best`` (the ``best`` best evenings)."""
    best: Mapped[int | None] = mapped_column(Integer, nullable=True)
    created: Mapped[int] = mapped_column(Integer)


class Event(Base):
    __tablename__ = "events"

    id: Mapped[str] = mapped_column(ID, primary_key=True)
    """The tournament's id."""
    club_id: Mapped[str] = mapped_column(ForeignKey("clubs.id", ondelete="CASCADE"), index=True)
    season_id: Mapped[str] = mapped_column(ForeignKey("seasons.id", ondelete="CASCADE"), index=True)
    name: Mapped[str | None] = mapped_column(String(80), nullable=True)
    game: Mapped[str] = mapped_column(String(32))
    format: Mapped[str] = mapped_column(String(16))
    created: Mapped[int] = mapped_column(Integer)
    ended: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """When its last table got its result (or its last round was closed); None while it is played."""
    version: Mapped[int] = mapped_column(Integer, default=0)
    """The tournament's version last copied in."""
    record: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    """The tournament's whole record, archived when it ended (its director's token's hash left out)."""


class EventPlayer(Base):
    __tablename__ = "event_players"

    event_id: Mapped[str] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    """The player's index in the tournament."""
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    points: Mapped[float] = mapped_column(Float, default=0)
    won: Mapped[int] = mapped_column(Integer, default=0)
    played: Mapped[int] = mapped_column(Integer, default=0)
    rank: Mapped[int | None] = mapped_column(Integer, nullable=True)


class Table(Base):
    __tablename__ = "tables"
    __table_args__ = (UniqueConstraint("event_id", "round", "number"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    event_id: Mapped[str] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    round: Mapped[int] = mapped_column(Integer)
    number: Mapped[int] = mapped_column(Integer)
    version: Mapped[int] = mapped_column(Integer)
    """The table's result's version in the tournament (a correction moves it)."""
    kind: Mapped[str] = mapped_column(String(16))
    proven: Mapped[bool] = mapped_column(Boolean)
    disputed: Mapped[bool] = mapped_column(Boolean)
    scores: Mapped[list[float]] = mapped_column(JSON)
    winner: Mapped[int | None] = mapped_column(Integer, nullable=True)
    source: Mapped[dict[str, Any]] = mapped_column(JSON)
    posted_at: Mapped[int] = mapped_column(Integer)
    rated: Mapped[bool] = mapped_column(Boolean, default=False)
    """Whether the ratings have taken this result in."""


class Seat(Base):
    __tablename__ = "seats"
    __table_args__ = (Index("ix_seats_player", "player_id"),)

    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[str | None] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), nullable=True)
    """None: a player the club does not know (a substitute named in the tournament only)."""
    side: Mapped[int] = mapped_column(Integer)


class Rating(Base):
    __tablename__ = "ratings"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    club_id: Mapped[str] = mapped_column(ForeignKey("clubs.id", ondelete="CASCADE"), index=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    tables: Mapped[int] = mapped_column(Integer, default=0)
    """How many rated tables moved it."""
