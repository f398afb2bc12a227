"""A tournament held by the service, as its director (or anyone, without the token) works with it.

:meth:`Tournament.standings` asks with ``If-None-Match`` (the version the tournament last answered):
an unchanged tournament costs a 304 and the standings already read are answered again; :meth:`Tournament.follow`
is sent them at each new version by the tournament's event stream.
:meth:`Tournament.post_result` sends a table's first result with the director's token;
:meth:`Tournament.correct_result` replaces it, with ``If-Match`` naming the table result's ETag as
the service answers it now (a result posted in between is a :class:`~.errors.VersionConflict`).
In a duplicate tournament :meth:`Tournament.open_session` opens the session a table plays its round's
boards in, and :meth:`Tournament.table_of_session` seats one of its players at it.

The director's evening (docs/TOURNAMENTS.md): :meth:`Tournament.add_player` (a late arrival),
:meth:`Tournament.withdraw` (a withdrawal), :meth:`Tournament.substitute` (a new player in a player's seats still to
play), :meth:`Tournament.close_round`, :meth:`Tournament.table_token` (a table's own token for its first result) and
:meth:`Tournament.delete`.  Each sends the director's token; those the service answers with the tournament keep it
as :attr:`Tournament.view` (and its ETag), so :meth:`Tournament.standings` asks again only when it changed.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from ._generated.models import Schedule, Standings, TableAnswer, TableSession, TableToken
from ._generated.models import Tournament as TournamentView
from ._generated.types import Unset

if TYPE_CHECKING:
    from .client import Arbitro
    from .table import Table


class NotTheDirector(ValueError):
    """The tournament was opened without the director's token, which posting a result needs."""


class Tournament:
    """Tournament ``view.id`` as last read; ``director_token`` (None: a spectator) posts results."""

    def __init__(self, arbitro: Arbitro, view: TournamentView, etag: str, director_token: str | None = None) -> None:
        self.arbitro = arbitro
        self.view = view
        self.etag = etag
        self.director_token = director_token
        assert isinstance(view.standings, Standings), "a tournament's answer always carries its standings"
        self._standings = view.standings

    @property
    def id(self) -> str:
        assert isinstance(self.view.id, str), "a tournament's answer always carries its id"
        return self.view.id

    @property
    def schedule(self) -> Schedule:
        """Every round's tables (``seats``: player indices in seat order) and byes."""
        assert isinstance(self.view.schedule, Schedule), "a tournament's answer always carries its schedule"
        return self.view.schedule

    @property
    def players(self) -> list[str]:
        """The players' names; a player is its index here."""
        return [] if isinstance(self.view.players, Unset) else self.view.players

    def refresh(self) -> TournamentView:
        """The tournament as the service holds it now: its results and standings."""
        return self._kept(self.arbitro.tournament(self.id))

    def standings(self) -> Standings:
        """The standings now; a 304 (nothing posted since the last look) answers those already read."""
        fresh = self.arbitro.tournament_standings(self.id, if_none_match=self.etag)
        if fresh is not None:
            self._standings, self.etag = fresh
        return self._standings

    def follow(self) -> Iterator[Standings]:
        """The standings at each new version of the tournament, from its event stream, each kept as
        :meth:`standings` answers them, until the tournament is deleted or gone (the first: the current ones unless
        those kept are)."""
        kept = int(self.etag.removeprefix("W/").strip('"v'))
        for standings, etag in self.arbitro.follow_tournament(self.id, last_event_id=kept):
            self._standings, self.etag = standings, etag
            yield standings

    def table(self, round: int, table: int) -> TableAnswer:
        """A table's seats, result (None before one is posted) and the results it replaced."""
        return self.arbitro.table_result(self.id, round, table)[0]

    def post_result(
        self,
        round: int,
        table: int,
        *,
        session: str | None = None,
        match: Mapping[str, Any] | None = None,
        scores: list[int] | None = None,
    ) -> TableAnswer:
        """The table's first result: a ``session`` of this service, a ``match`` record, or paper ``scores``
        (exactly one); a table that has one already is a 409 (``result_exists``): correct it instead."""
        return self.arbitro.post_table_result(
            self.id, round, table, self._token(), _result(session, match, scores), if_match=None
        )

    def correct_result(
        self,
        round: int,
        table: int,
        *,
        session: str | None = None,
        match: Mapping[str, Any] | None = None,
        scores: list[int] | None = None,
    ) -> TableAnswer:
        """Replace the table's result (the replaced one is kept in ``history``), on the version it has now."""
        etag = self.arbitro.table_result(self.id, round, table)[1]
        return self.arbitro.post_table_result(
            self.id, round, table, self._token(), _result(session, match, scores), if_match=etag
        )

    def open_session(self, round: int, table: int) -> TableSession:
        """Open the session a duplicate table plays its round's boards in (director): ``players`` in seat order and
        ``session``, its creation answer with every seat's token and the referee's (shown this once); a table
        that has its session already is a 409 (``session_exists``)."""
        return self.arbitro.open_table_session(self.id, round, table, self._token())

    def table_of_session(self, opened: TableSession, seat: int) -> Table:
        """The seat ``seat`` of a session :meth:`open_session` answered, ready to play (:class:`~.table.Table`)."""
        session = opened.to_dict()["session"]
        return self.arbitro.open_table(session["session_id"], session["tokens"]["seats"][seat])

    def add_player(self, name: str) -> TournamentView:
        """A late arrival (director): ``name`` seated from the next unplayed round, the remaining rounds planned
        again; the tournament as it is now."""
        return self._kept(self.arbitro.add_tournament_player(self.id, self._token(), name))

    def withdraw(self, name: str) -> TournamentView:
        """A withdrawal (director): the player named ``name`` (any letter case) out of the rounds from the next
        unplayed one, what he played kept; the tournament as it is now."""
        self.arbitro.withdraw_tournament_player(self.id, self._token(), name)
        return self.refresh()

    def substitute(self, name: str, substitute: str, *, from_round: int, to_round: int | None = None) -> TournamentView:
        """A substitute (director): ``substitute``, a new player, takes the seats of the player named ``name`` at the
        tables still to play from ``from_round`` to ``to_round`` (None: every remaining round); the tournament."""
        answer = self.arbitro.substitute_tournament_player(
            self.id, self._token(), name, substitute, from_round=from_round, to_round=to_round
        )
        return self._kept(answer)

    def close_round(self, round: int) -> TournamentView:
        """Close ``round`` as it stands (director): its tables without a result take none; the tournament."""
        return self._kept(self.arbitro.close_tournament_round(self.id, self._token(), round))

    def table_token(self, round: int, table: int) -> str:
        """A token for the table to post its own first result (director; shown once, and issued again it replaces
        the one before): ``arbitro.open_tournament(id, token).post_result(round, table, ...)`` posts with it."""
        issued: TableToken = self.arbitro.issue_table_token(self.id, self._token(), round, table)
        assert isinstance(issued.token, str), "an issued table token's answer carries the token"
        return issued.token

    def delete(self) -> None:
        """Delete the tournament (director): a 404 from then on, and what its results proved is free."""
        self.arbitro.delete_tournament(self.id, self._token())

    def _kept(self, answer: tuple[TournamentView, str]) -> TournamentView:
        """The tournament a director's change answered, kept as the one last read."""
        self.view, self.etag = answer
        self._standings = self.view.standings if isinstance(self.view.standings, Standings) else self._standings
        return self.view

    def _token(self) -> str:
        if self.director_token is None:
            raise NotTheDirector(f"tournament {self.id} was opened without the director's token")
        return self.director_token


def _result(session: str | None, match: Mapping[str, Any] | None, scores: list[int] | None) -> dict[str, Any]:
    """The body of a result: the one source given (the service refuses none or two, naming them)."""
    given = {"session": session, "match": match, "scores": scores}
    return {name: value for name, value in given.items() if value is not None}
