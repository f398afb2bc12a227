"""``Arbitro(base_url)``: one method per endpoint of the service, answering the generated models.

Every answer that is a problem raises (:mod:`.errors`): :class:`~.errors.IllegalMove` when a rule
refused (``rule``, ``detail``, ``legal_actions``), :class:`~.errors.VersionConflict` on a 412,
:class:`~.errors.ArbitroProblem` otherwise. A 503 or a 429 is retried first (:mod:`.retry`). The stateless
game endpoints take the request as the JSON object the API documents and answer the game's model;
a session's seat is best played through :meth:`Arbitro.open_table` (:mod:`.table`), a tournament
followed and fed through :meth:`Arbitro.create_tournament` or :meth:`Arbitro.open_tournament`
(:mod:`.tournament`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Literal, TypeVar, cast

import attrs
import httpx

from ._generated.api.games import get_game, list_games
from ._generated.api.matches import get_match_record_schema, import_egn, validate_match
from ._generated.api.ops import check_health, check_readiness
from ._generated.api.problems import get_problem_type
from ._generated.api.sessions import (
    create_session,
    delete_session,
    follow_session,
    get_session,
    get_session_egn,
    get_session_log,
    get_session_record,
    post_session_action,
)
from ._generated.api.tournaments import (
    add_tournament_player,
    close_tournament_round,
    create_tournament,
    delete_tournament,
    follow_tournament,
    get_table_result,
    get_tournament,
    get_tournament_standings,
    issue_table_token,
    open_table_session,
    post_table_result,
    substitute_tournament_player,
    withdraw_tournament_player,
)
from ._generated.client import AuthenticatedClient, Client
from ._generated.models import (
    EgnDocument,
    EuchreFirstDealerResponse,
    GameDetail,
    GameList,
    GetMatchRecordSchemaResponse200,
    GetProblemTypeCode,
    GetTournamentStandingsFormat,
    Health,
    PlayerPost,
    Problem,
    ProblemTypePage,
    RaminoMeldsBestOpeningResponse,
    RaminoMeldsCanCloseResponse,
    RaminoMeldsCheckResponse,
    Readiness,
    ResultPost,
    SessionAction,
    SessionCreate,
    SetteEMezzoHandValue,
    Standings,
    SubstitutePost,
    TableAnswer,
    TableSession,
    TableToken,
    TournamentCreate,
    TrickWinnerResponse,
)
from ._generated.models import Tournament as TournamentView
from ._generated.types import UNSET, Response, Unset
from .errors import problem_error
from .events import events
from .retry import Backoff, RetryingTransport
from .table import Table
from .tournament import Tournament
from .views import Adjudication, LegalActions, MatchRecord, MatchVerdict, SessionLog, SessionView, Verdict

T = TypeVar("T")


def _check(response: Response[Any]) -> None:
    """Raise the problem of a problem answer (any status from 300)."""
    if response.status_code >= 300:
        parsed = response.parsed if isinstance(response.parsed, Problem) else None
        raise problem_error(response.status_code, parsed)


def _answer(response: Response[T | Problem]) -> T:
    """The answer's model; a problem answer raises."""
    _check(response)
    return cast(T, response.parsed)


def _one_of(response: Response[Any]) -> object:
    """The answer's model, a member of one of the unions of :mod:`.views` (the caller names which); a problem
    answer raises."""
    _check(response)
    return response.parsed


@attrs.define
class _Verbatim:
    """A request body sent as the caller wrote it, in place of the generated model: the service checks it,
    a 400 naming each bad field (a model would refuse it before, without the service's words)."""

    document: Mapping[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return dict(self.document)


class Arbitro:
    """A client of the Arbitro service at ``base_url``.

    ``language`` (``"it"``, ``"fr"``, ``"en"``, or any Accept-Language value) chooses the language of
    every sentence answered: problems' ``title`` and ``detail``, the rule catalogue, deal results.
    ``backoff`` says how 503s are retried; ``timeout`` bounds each request (seconds).
    """

    def __init__(
        self,
        base_url: str,
        *,
        language: str | None = None,
        backoff: Backoff | None = None,
        timeout: float = 30.0,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.language: str | Unset = UNSET if language is None else language
        self._transport = RetryingTransport(backoff if backoff is not None else Backoff())
        self._timeout = httpx.Timeout(timeout)
        self._httpx_args: dict[str, Any] = {"transport": self._transport}  # every client on one connection pool
        self._public = Client(base_url=self.base_url, timeout=self._timeout, httpx_args=self._httpx_args)
        self._by_token: dict[str, AuthenticatedClient] = {}

    def _as(self, token: str) -> AuthenticatedClient:
        """The generated client sending ``token`` as its bearer (one per token)."""
        if token not in self._by_token:
            self._by_token[token] = AuthenticatedClient(
                base_url=self.base_url, token=token, timeout=self._timeout, httpx_args=self._httpx_args
            )
        return self._by_token[token]

    def close(self) -> None:
        """Close the connections (the client is done with)."""
        self._transport.close()

    def __enter__(self) -> Arbitro:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- the games ----------------------------------------------------------------------------
    def games(self) -> GameList:
        """``GET /v1/games``: every game, its variants and options."""
        return _answer(list_games.sync_detailed(client=self._public, accept_language=self.language))

    def game(self, game: str) -> GameDetail:
        """``GET /v1/games/{game}``: its options, variants, seats and rule catalogue (``rule_codes``)."""
        return _answer(get_game.sync_detailed(game, client=self._public, accept_language=self.language))

    def adjudicate(self, game: str, request: Mapping[str, Any]) -> Adjudication:
        """``POST /v1/games/{game}/adjudicate``: the deal after ``request``'s actions (``{deal, actions, rules}``)."""
        return cast(Adjudication, self._stateless(game, "adjudicate", request))

    def legal_actions(self, game: str, request: Mapping[str, Any]) -> LegalActions:
        """``POST /v1/games/{game}/legal-actions``: what the seat to act may do after ``request``'s actions."""
        return cast(LegalActions, self._stateless(game, "legal_actions", request))

    def validate(self, game: str, request: Mapping[str, Any]) -> Verdict:
        """``POST /v1/games/{game}/validate``: a referee's verdict, every violation found."""
        return cast(Verdict, self._stateless(game, "validate", request))

    def trick_winner(self, game: Literal["ecarte", "euchre"], request: Mapping[str, Any]) -> TrickWinnerResponse:
        """``POST /v1/games/{game}/trick-winner``: the winner of one trick."""
        return cast(TrickWinnerResponse, self._stateless(game, "trick_winner", request))

    def first_dealer(self, request: Mapping[str, Any]) -> EuchreFirstDealerResponse:
        """``POST /v1/games/euchre/first-dealer``: the first dealer, from the cards dealt to choose one."""
        return cast(EuchreFirstDealerResponse, self._stateless("euchre", "first_dealer", request))

    def hand_value(self, request: Mapping[str, Any]) -> SetteEMezzoHandValue:
        """``POST /v1/games/sette-e-mezzo/hand-value``: a Sette e Mezzo hand's value."""
        return cast(SetteEMezzoHandValue, self._stateless("sette-e-mezzo", "hand_value", request))

    def meld_check(self, request: Mapping[str, Any]) -> RaminoMeldsCheckResponse:
        """``POST /v1/games/ramino/melds/check``: whether cards make a meld, or the rule they break."""
        return cast(RaminoMeldsCheckResponse, self._stateless("ramino", "melds_check", request))

    def best_opening(self, request: Mapping[str, Any]) -> RaminoMeldsBestOpeningResponse:
        """``POST /v1/games/ramino/melds/best-opening``: a hand's best opening melds."""
        return cast(RaminoMeldsBestOpeningResponse, self._stateless("ramino", "melds_best_opening", request))

    def can_close(self, request: Mapping[str, Any]) -> RaminoMeldsCanCloseResponse:
        """``POST /v1/games/ramino/melds/can-close``: whether a hand can close."""
        return cast(RaminoMeldsCanCloseResponse, self._stateless("ramino", "melds_can_close", request))

    def _stateless(self, game: str, endpoint: str, request: Mapping[str, Any]) -> object:
        """The generated operation ``<game>_<endpoint>``, with ``request`` sent as given."""
        operation = importlib.import_module(f"{__package__}._generated.api.games.{game.replace('-', '_')}_{endpoint}")
        send: Callable[..., Response[Any]] = operation.sync_detailed
        return _answer(send(client=self._public, body=_Verbatim(request), accept_language=self.language))

    # -- matches ------------------------------------------------------------------------------
    def match_schema(self) -> dict[str, Any]:
        """``GET /v1/matches/schema``: the match record's JSON Schema (draft 2020-12)."""
        schema: GetMatchRecordSchemaResponse200 = _answer(
            get_match_record_schema.sync_detailed(client=self._public, accept_language=self.language)
        )
        return schema.to_dict()

    def validate_match(self, record: Mapping[str, Any]) -> MatchVerdict:
        """``POST /v1/matches/validate``: the match record replayed deal by deal, and its result."""
        body = cast(MatchRecord, _Verbatim(record))
        answer = validate_match.sync_detailed(client=self._public, body=body, accept_language=self.language)
        return cast(MatchVerdict, _one_of(answer))

    def import_egn(self, document: Mapping[str, Any]) -> MatchRecord:
        """``POST /v1/matches/import/egn``: an EGN document of a Euchre game, as a match record."""
        body = cast(EgnDocument, _Verbatim(document))
        answer = import_egn.sync_detailed(client=self._public, body=body, accept_language=self.language)
        return cast(MatchRecord, _one_of(answer))

    # -- sessions -----------------------------------------------------------------------------
    def create_session(
        self,
        game: str,
        *,
        rules: Mapping[str, Any] | None = None,
        seats: int | None = None,
        seed: int | None = None,
        scores: list[int] | None = None,
        dealer: int | None = None,
    ) -> SessionView:
        """``POST /v1/sessions``: a match held by the server; ``tokens`` has each seat's and the referee's."""
        body = SessionCreate.from_dict(
            {
                "game": game,
                **{
                    name: value
                    for name, value in {
                        "rules": rules,
                        "seats": seats,
                        "seed": seed,
                        "scores": scores,
                        "dealer": dealer,
                    }.items()
                    if value is not None
                },
            }
        )
        answer = create_session.sync_detailed(client=self._public, body=body, accept_language=self.language)
        return cast(SessionView, _one_of(answer))

    def session(self, session_id: str, token: str) -> SessionView:
        """``GET /v1/sessions/{id}``: the session as ``token``'s seat (or the referee) may see it."""
        answer = get_session.sync_detailed(session_id, client=self._as(token), accept_language=self.language)
        # no If-None-Match is sent, so the 304 the operation also documents (no body) cannot come
        return cast(SessionView, _one_of(answer))

    def session_log(self, session_id: str, token: str) -> SessionLog:
        """``GET /v1/sessions/{id}/log``: every deal's actions; a finished deal's order and salt."""
        answer = get_session_log.sync_detailed(session_id, client=self._as(token), accept_language=self.language)
        return cast(SessionLog, _one_of(answer))

    def session_record(self, session_id: str, token: str) -> MatchRecord:
        """``GET /v1/sessions/{id}/record``: the match as a match record."""
        answer = get_session_record.sync_detailed(session_id, client=self._as(token), accept_language=self.language)
        return cast(MatchRecord, _one_of(answer))

    def session_egn(self, session_id: str, token: str) -> EgnDocument:
        """``GET /v1/sessions/{id}/record/egn``: a Euchre session's match in Euchre Game Notation."""
        answer = get_session_egn.sync_detailed(session_id, client=self._as(token), accept_language=self.language)
        return cast(EgnDocument, _one_of(answer))

    def follow(self, session_id: str, token: str, *, last_event_id: int | None = None) -> Iterator[SessionView]:
        """``GET /v1/sessions/{id}/events``: each new version of the session as ``token`` may see it, the current one
        first (or, with ``last_event_id`` the current version, the next), until the session ends. A stream broken
        on the way is taken up again from the last version received (``Last-Event-ID``); a refusal (401, 404...)
        raises as ``session`` would."""
        client = self._as(token)
        path = f"/v1/sessions/{session_id}/events"
        for _, data in self._events(client, path, last_event_id, follow_session._build_response):
            parsed = get_session._parse_response(client=client, response=httpx.Response(200, json=data))
            yield cast(SessionView, parsed)

    def follow_tournament(
        self, tournament_id: str, *, last_event_id: int | None = None
    ) -> Iterator[tuple[Standings, str]]:
        """``GET /v1/tournaments/{id}/events``: the standings at each new version of the tournament (a result, a
        correction, a director's change) and their ETag, the current ones first (or, with ``last_event_id`` the
        current version, the next), until the tournament is deleted or gone. Taken up again as :meth:`follow`; an
        unknown tournament raises (404)."""
        path = f"/v1/tournaments/{tournament_id}/events"
        for version, data in self._events(self._public, path, last_event_id, follow_tournament._build_response):
            yield Standings.from_dict(data), f'"v{version}"'

    def _events(
        self,
        client: AuthenticatedClient | Client,
        path: str,
        last_event_id: int | None,
        refused: Callable[..., Response[Any]],
    ) -> Iterator[tuple[int, Any]]:
        """``(version, data)`` of each event of the stream at ``path`` until its end event, taken up again with
        ``Last-Event-ID`` when it breaks; a refusal raises its problem (``refused`` reads the answer)."""
        after = last_event_id
        while True:
            headers = {"Accept": "text/event-stream"}
            if after is not None:
                headers["Last-Event-ID"] = str(after)
            if not isinstance(self.language, Unset):
                headers["Accept-Language"] = self.language
            try:
                with client.get_httpx_client().stream("GET", path, headers=headers, timeout=None) as answer:
                    if answer.status_code != 200:
                        answer.read()
                        _check(refused(client=client, response=answer))
                    for event in events(answer.iter_lines()):
                        if event.kind == "end":
                            return
                        assert event.id is not None, "every version's event names its version"
                        after = int(event.id)
                        yield after, event.data
                return
            except (httpx.RemoteProtocolError, httpx.ReadError):  # the stream broke: take it up where it was
                continue

    def delete_session(self, session_id: str, token: str) -> None:
        """``DELETE /v1/sessions/{id}`` with the referee's token."""
        _answer(delete_session.sync_detailed(session_id, client=self._as(token), accept_language=self.language))

    def act(
        self, session_id: str, token: str, action: Mapping[str, Any], *, if_match: str, idempotency_key: str
    ) -> SessionView:
        """``POST /v1/sessions/{id}/actions``: one action of ``token``'s seat on the version ``if_match``
        names (an ETag, ``"v3"``); the same ``idempotency_key`` and action again answer the first answer."""
        answer = post_session_action.sync_detailed(
            session_id,
            client=self._as(token),
            body=cast(SessionAction, _Verbatim(action)),
            if_match=if_match,
            idempotency_key=idempotency_key,
            accept_language=self.language,
        )
        return cast(SessionView, _one_of(answer))

    def open_table(self, session_id: str, token: str) -> Table:
        """The seat of ``token`` at the session, ready to play (:class:`~.table.Table`)."""
        return Table(self, session_id, token)

    # -- tournaments --------------------------------------------------------------------------
    def create_tournament(
        self,
        game: str,
        *,
        format: str,
        players: list[str] | None = None,
        teams: list[list[str]] | None = None,
        rules: Mapping[str, Any] | None = None,
        rounds: int | None = None,
        hands_per_round: int | None = None,
        table_size: int | None = None,
        lone_hand_bonus: Literal["made", "march"] | bool | None = None,
        duplicate: bool | None = None,
    ) -> Tournament:
        """``POST /v1/tournaments``: a tournament held by the service, kept with the director's token
        (the only time the service answers it). ``lone_hand_bonus`` (progressive): ``"made"`` pays the bonus for
        any lone hand made, ``"march"`` for a lone march only (``True`` is ``"made"``)."""
        fields = {
            "game": game,
            "format": format,
            "players": players,
            "teams": teams,
            "rules": rules,
            "rounds": rounds,
            "hands_per_round": hands_per_round,
            "table_size": table_size,
            "lone_hand_bonus": lone_hand_bonus,
            "duplicate": duplicate,
        }
        body = cast(TournamentCreate, _Verbatim({name: value for name, value in fields.items() if value is not None}))
        answer = create_tournament.sync_detailed(client=self._public, body=body, accept_language=self.language)
        view: TournamentView = _answer(answer)
        assert isinstance(view.director_token, str), "a created tournament's answer carries the director's token"
        return Tournament(self, view, answer.headers["ETag"], view.director_token)

    def open_tournament(self, tournament_id: str, director_token: str | None = None) -> Tournament:
        """Tournament ``tournament_id`` as it is now; with ``director_token``, ready to take results."""
        view, etag = self.tournament(tournament_id)
        return Tournament(self, view, etag, director_token)

    def tournament(self, tournament_id: str) -> tuple[TournamentView, str]:
        """``GET /v1/tournaments/{id}``: the tournament, its results and standings, and its ETag."""
        answer = get_tournament.sync_detailed(tournament_id, client=self._public, accept_language=self.language)
        return _answer(answer), answer.headers["ETag"]

    def tournament_standings(
        self, tournament_id: str, *, if_none_match: str | None = None
    ) -> tuple[Standings, str] | None:
        """``GET /v1/tournaments/{id}/standings``: the standings and their ETag, or None when ``if_none_match``
        is the tournament's ETag still (a 304: nothing posted since)."""
        answer = get_tournament_standings.sync_detailed(
            tournament_id,
            client=self._public,
            format_=GetTournamentStandingsFormat.JSON,
            if_none_match=UNSET if if_none_match is None else if_none_match,
            accept_language=self.language,
        )
        if answer.status_code == 304:
            return None
        standings: Standings = _answer(answer)
        return standings, answer.headers["ETag"]

    def table_result(self, tournament_id: str, round: int, table: int) -> tuple[TableAnswer, str]:
        """``GET /v1/tournaments/{id}/rounds/{r}/tables/{t}/result``: the table's result and history, and the
        result's ETag (``"v0"`` before one is posted)."""
        answer = get_table_result.sync_detailed(
            tournament_id, round, table, client=self._public, accept_language=self.language
        )
        return _answer(answer), answer.headers["ETag"]

    def post_table_result(
        self,
        tournament_id: str,
        round: int,
        table: int,
        director_token: str,
        result: Mapping[str, Any],
        *,
        if_match: str | None,
    ) -> TableAnswer:
        """``POST`` to the table's result with the director's token: ``result`` is ``{session}``, ``{match}``
        or ``{scores}``; ``if_match`` (the result's ETag) makes it a correction."""
        answer = post_table_result.sync_detailed(
            tournament_id,
            round,
            table,
            client=self._as(director_token),
            body=cast(ResultPost, _Verbatim(result)),
            if_match=UNSET if if_match is None else if_match,
            accept_language=self.language,
        )
        return _answer(answer)

    def open_table_session(self, tournament_id: str, round: int, table: int, director_token: str) -> TableSession:
        """``POST`` to a duplicate table's session with the director's token: the session that deals the round's
        boards, as ``create_session`` answers it (``session.tokens``), and the table's ``players``."""
        answer = open_table_session.sync_detailed(
            tournament_id, round, table, client=self._as(director_token), accept_language=self.language
        )
        return _answer(answer)

    def delete_tournament(self, tournament_id: str, director_token: str) -> None:
        """``DELETE /v1/tournaments/{id}`` with the director's token: the tournament is a 404 from then on."""
        answer = delete_tournament.sync_detailed(
            tournament_id, client=self._as(director_token), accept_language=self.language
        )
        _answer(answer)

    def add_tournament_player(self, tournament_id: str, director_token: str, name: str) -> tuple[TournamentView, str]:
        """``POST /v1/tournaments/{id}/players``: a late arrival seated from the next unplayed round; the tournament
        and its ETag."""
        answer = add_tournament_player.sync_detailed(
            tournament_id,
            client=self._as(director_token),
            body=PlayerPost(name=name),
            accept_language=self.language,
        )
        return _answer(answer), answer.headers["ETag"]

    def withdraw_tournament_player(self, tournament_id: str, director_token: str, name: str) -> None:
        """``DELETE /v1/tournaments/{id}/players/{name}``: a withdrawal from the next unplayed round."""
        answer = withdraw_tournament_player.sync_detailed(
            tournament_id, name, client=self._as(director_token), accept_language=self.language
        )
        _answer(answer)

    def substitute_tournament_player(
        self,
        tournament_id: str,
        director_token: str,
        name: str,
        substitute: str,
        *,
        from_round: int,
        to_round: int | None = None,
    ) -> tuple[TournamentView, str]:
        """``POST /v1/tournaments/{id}/players/{name}/substitute``: ``substitute`` in the player's seats still to
        play from ``from_round`` to ``to_round`` (None: every remaining round); the tournament and its ETag."""
        body = SubstitutePost(name=substitute, from_round=from_round, to_round=to_round)
        answer = substitute_tournament_player.sync_detailed(
            tournament_id, name, client=self._as(director_token), body=body, accept_language=self.language
        )
        return _answer(answer), answer.headers["ETag"]

    def close_tournament_round(self, tournament_id: str, director_token: str, round: int) -> tuple[TournamentView, str]:
        """``POST /v1/tournaments/{id}/rounds/{r}/close``: the round closed as it stands; the tournament and its
        ETag."""
        answer = close_tournament_round.sync_detailed(
            tournament_id, round, client=self._as(director_token), accept_language=self.language
        )
        return _answer(answer), answer.headers["ETag"]

    def issue_table_token(self, tournament_id: str, director_token: str, round: int, table: int) -> TableToken:
        """``POST /v1/tournaments/{id}/rounds/{r}/tables/{t}/token``: a token with which the table posts its own
        first result (shown once; issued again, it replaces the one before)."""
        answer = issue_table_token.sync_detailed(
            tournament_id, round, table, client=self._as(director_token), accept_language=self.language
        )
        return _answer(answer)

    # -- problems and operations --------------------------------------------------------------
    def problem(self, code: str) -> ProblemTypePage:
        """``GET /problems/{code}`` (``must_follow_suit`` or ``must-follow-suit``): a rule's meaning and each
        game's section and penalty, or a problem type's."""
        page = get_problem_type.sync_detailed(
            GetProblemTypeCode(code.replace("_", "-")), client=self._public, accept_language=self.language
        )
        return _answer(page)

    def health(self) -> Health:
        """``GET /healthz``: the process answers."""
        return _answer(check_health.sync_detailed(client=self._public, accept_language=self.language))

    def readiness(self) -> Readiness:
        """``GET /readyz``: each dependency's state."""
        return _answer(check_readiness.sync_detailed(client=self._public, accept_language=self.language))
