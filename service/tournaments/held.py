"""Tournaments held by the service: created with a schedule, given results table by table, ranked.

A tournament is one record in a store with the sessions' contract
(:class:`~service.store.SessionStore`: versions and compare-and-set), kept apart from the
sessions by its own key namespace.  The record holds the request (game, resolved rules,
format, players, rounds, ``hands_per_round``, options), the hash of the director's token
(the token itself is shown once), the schedule and its balance, and ``tables``: per table
("<round>.<table>") its result, the version of that result and the results it replaced - the last
``TOURNAMENT_HISTORY_KEPT`` of them, the older ones folded into a count (``history_folded``).

A result is written by compare-and-set on the tournament record: a post reads the record,
checks the result against it, and writes the next version; when another post wrote first
(another table's result), it reads again and writes again, so two results for different tables
posted at once are both kept.  The tournament's version (its ETag) moves with every result; a
table's own version (the result's ETag) moves only with that table's result.  The record is kept
``TOURNAMENT_TTL_SECONDS`` after its creation or its last result.

A session, or a match record of the same deals, proves one table only (docs/TOURNAMENTS.md, Results): each
result keeps its proofs (the session's id, a digest of the counted deals) in its table's entry, and an index
beside the tournaments (``proofs``, a store of the same contract) names the table each proof proves, across
tournaments; a post claims its proofs there before writing the tournament and frees them when refused, and a
result replaced frees those it held.

A duplicate tournament (Euchre, progressive or pairs) also keeps every round's boards (:mod:`.boards`: dealt
and committed at creation, shown by their commitments until the round is over) and, per table, the
session opened for it (``sessions``): a session of the session service dealing the round's boards.
A duplicate table's result is that session or a match record of the boards.

What is answered is plain data; what is refused is a :class:`TournamentProblem` (a status, a
stable code, its words as a phrase) or, for the token, the session layer's token problems.
"""

from __future__ import annotations

import hmac
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypedDict

import orjson

from ..config import Settings
from ..engine import InvalidInput, PointRange
from ..games.registry import engine_for
from ..matches import MatchRecord, read_record, validate_match
from ..messages import Phrase, fault
from ..secrets_text import url_token
from ..sessions import Answer, Forbidden, MissingToken
from ..sessions.guards import hash_token, if_match_allows
from ..sessions.record import Board
from ..store import SessionStore
from ..store.events import Notice
from .boards import BoardShown, deal_boards, first_differing_board, shown
from .duplicate import check_duplicate_rules, duplicate_boards, duplicate_rules
from .games import GAME_FORMATS, schedule_for_game, table_rules
from .refusals import ScheduleRefusal
from .results import Kind, TableResult, Unfinished, deals_proof, paper_result, proven_result
from .standings import LOWER_WINS, Standings, lone_hand_bonus, standings

MAX_NAME = 40
"""The longest player name, in characters."""

_TOURNAMENT_ID = re.compile(r"^[A-Za-z0-9_-]{16,64}$")

SessionReader = Callable[[str], MatchRecord | None]
"""A session's match record by id (None: no such session)."""

SessionOpener = Callable[[dict[str, Any], list[Board]], tuple[Answer, dict[str, Any]]]
"""A new session of a request body dealing the given boards: its creation answer and tokens."""

SessionCloser = Callable[[str, str], None]
"""Ends a session (its id, its referee's token)."""

Written = Callable[["Held"], None]
"""Told of every write of a tournament (a result, a correction, the director's changes), with what was written:
the clubs' archive copies a linked tournament's results there (service/clubs/archive.py)."""


class TournamentProblem(Exception):
    """A refused tournament request: its HTTP ``status``, stable ``code``, words and facts."""

    def __init__(self, status: int, code: str, detail: Phrase, **extra: Any):
        super().__init__(code)
        self.status = status
        self.code = code
        self.detail = detail
        self.extra = extra


@dataclass(frozen=True)
class Held:
    """A tournament as read: its record, version and the version's write tag (the compare-and-set is held to both:
    :meth:`~service.store.SessionStore.compare_and_set`)."""

    id: str
    record: dict[str, Any]
    version: int
    tag: bytes = b""


class TournamentService:
    """Tournaments on ``store``; ``read_session`` gives a session's match record for a result."""

    def __init__(
        self,
        store: SessionStore,
        settings: Settings,
        read_session: SessionReader,
        clock: Callable[[], float] = time.time,
        *,
        open_session: SessionOpener | None = None,
        close_session: SessionCloser | None = None,
        proofs: SessionStore | None = None,
        written: Written | None = None,
    ):
        self.store = store
        self.written = written
        self.proofs = store if proofs is None else proofs
        self.settings = settings
        self.read_session = read_session
        self.clock = clock
        self.open_session = open_session
        self.close_session = close_session

    # -- creating ---------------------------------------------------------------------------
    def create(
        self, body: dict[str, Any], admit: Callable[[int], None] | None = None, club: dict[str, Any] | None = None
    ) -> tuple[Held, str]:
        """A new tournament and its director's token (shown once); ``admit`` is given the record's size before
        it is written (a budget of bytes, which may refuse it); ``club``: the club's season it is played in, and
        its players' ids (:meth:`service.clubs.archive.ClubArchive.link`), kept in the record."""
        game, format = body["game"], body["format"]
        engine = engine_for(game)
        if engine is None:
            raise InvalidInput.at("game", _refusal(ScheduleRefusal("game_unknown", "game", games=sorted(GAME_FORMATS))))
        duplicate = bool(body.get("duplicate"))
        hands = body.get("hands_per_round")
        boards = duplicate_boards(game, format, hands) if duplicate else 0
        rules = engine.resolve_rules(duplicate_rules(body.get("rules")) if duplicate else body.get("rules"))
        if duplicate:
            check_duplicate_rules(rules, boards)
        players = _players(body, format)
        try:
            answer = schedule_for_game(
                game, format, len(players), rounds=body.get("rounds"), table_size=body.get("table_size"), rules=rules
            )
        except ScheduleRefusal as refusal:
            field = "teams" if refusal.field == "players" and format == "pairs" else refusal.field
            raise InvalidInput.at(field, _refusal(refusal)) from None
        if body.get("lone_hand_bonus") and format != "progressive":
            raise InvalidInput.at("lone_hand_bonus", Phrase("tournament.lone_hand_bonus_format"))
        token = url_token(32)
        record = {
            "name": event_name(body.get("name")),
            "game": engine.game_id,
            "rules": rules.as_json(),
            "format": format,
            "players": players,
            "rounds": len(answer["schedule"]["rounds"]),
            "hands_per_round": hands,
            "table_size": body.get("table_size"),
            "lone_hand_bonus": lone_hand_bonus(body.get("lone_hand_bonus")),
            "director": hash_token(token),
            "created": int(self.clock()),
            "schedule": answer["schedule"],
            "balance": answer["balance"],
            "tables": {},
        }
        if club is not None:
            record["club"] = club
        if duplicate:
            deck, seats = engine.deck(rules).full(), engine.seat_count(rules)
            rounds = answer["schedule"]["rounds"]
            record.update(
                duplicate=True,
                boards={str(one["round"]): deal_boards(deck, boards, seats=seats) for one in rounds},
                sessions={},
            )
        data = orjson.dumps(record)
        if admit is not None:
            admit(len(data))
        tournament_id = url_token(16)
        while not self.store.create(tournament_id, data, self.settings.tournament_ttl_seconds):
            tournament_id = url_token(16)  # pragma: no cover - 128-bit ids do not collide
        return Held(tournament_id, record, 1), token

    # -- reading ----------------------------------------------------------------------------
    def load(self, tournament_id: str) -> Held:
        loaded = self.store.load(tournament_id) if _TOURNAMENT_ID.match(tournament_id) else None
        if loaded is None:
            raise _not_found(tournament_id)
        return Held(tournament_id, orjson.loads(loaded.data), loaded.version, loaded.tag)

    def _write(self, held: Held, data: bytes) -> bytes | None:
        """``data`` as the version after ``held``'s, if the store still holds that version as it was read (its tag);
        the new version's tag, or None when another write came first."""
        return self.store.compare_and_set(
            held.id, held.version, data, self.settings.tournament_ttl_seconds, expected_tag=held.tag
        )

    @staticmethod
    def check_id(tournament_id: str) -> None:
        """Refuse (404) what cannot be a tournament's id."""
        if not _TOURNAMENT_ID.match(tournament_id):
            raise _not_found(tournament_id)

    @staticmethod
    def told(tournament_id: str, notice: Notice) -> Held:
        """The tournament as a write of it was told to this process (:mod:`service.store.events`); 404 when the
        notice says it is gone."""
        if notice.data is None:
            raise _not_found(tournament_id)
        return Held(tournament_id, orjson.loads(notice.data), notice.version)

    @staticmethod
    def standings(held: Held) -> Standings:
        record = held.record
        results = {_round_table(key): table["result"] for key, table in record["tables"].items()}
        return standings(record, results, bonus=lone_hand_bonus(record["lone_hand_bonus"]))

    def table(self, tournament_id: str, round: int, table: int) -> tuple[dict[str, Any], int]:
        """A table's result and its history (earliest first), with the result's version (0: none yet)."""
        held = self.load(tournament_id)
        return self.table_of(held, round, table), _table_version(held.record, round, table)

    @staticmethod
    def table_of(held: Held, round: int, table: int) -> dict[str, Any]:
        """A table of ``held``: its players, its result and the results that result replaced."""
        return _table_answer(held.record, round, table, seats_at(held.record, round, table))

    @staticmethod
    def boards(held: Held) -> list[dict[str, Any]]:
        """A duplicate tournament's boards round by round: committed, and revealed once the round is over."""
        record = held.record
        answer = []
        closed = set(record.get("closed_rounds", []))
        for one in record["schedule"]["rounds"]:
            over = one["round"] in closed or all(
                f"{one['round']}.{table['table']}" in record["tables"] for table in one["tables"]
            )
            boards: list[BoardShown] = [
                shown(board, number, revealed=over)
                for number, board in enumerate(record["boards"][str(one["round"])], 1)
            ]
            answer.append({"round": one["round"], "revealed": over, "boards": boards})
        return answer

    # -- the director's changes -------------------------------------------------------------
    def change(self, tournament_id: str, token: str | None, mutate: Callable[[dict[str, Any]], None]) -> Held:
        """The director's tournament changed by ``mutate`` (which refuses by raising, before anything is written)
        and written by compare-and-set: when another write came first, it is read again and changed again."""
        held = self._directed(tournament_id, token)
        while True:
            mutate(held.record)
            data = orjson.dumps(held.record)
            tag = self._write(held, data)
            if tag is not None:
                return self._written(Held(tournament_id, held.record, held.version + 1, tag))
            held = self.load(tournament_id)

    # -- deleting ---------------------------------------------------------------------------
    def delete(self, tournament_id: str, token: str | None) -> None:
        """Delete a tournament (the director's token): gone at once (404 after), and the proofs its results held
        taken out of the index, free for another table."""
        held = self._directed(tournament_id, token)
        if not self.store.delete(tournament_id):
            raise _not_found(tournament_id)  # deleted by another request meanwhile
        for key, kept in held.record["tables"].items():
            round, table = _round_table(key)
            self._free(kept.get("proofs", []), {"tournament_id": tournament_id, "round": round, "table": table})

    # -- a duplicate table's session ---------------------------------------------------------
    def open_table_session(
        self, tournament_id: str, round: int, table: int, token: str | None
    ) -> tuple[dict[str, Any], int]:
        """Open the session a duplicate table plays its round's boards in: ``(the table's players and the session's
        creation answer with the seat and referee tokens, the session's version)``.  A table opens one session
        (409 after)."""
        held = self._directed(tournament_id, token)
        record = held.record
        if not record.get("duplicate"):
            raise TournamentProblem(409, "not_duplicate", Phrase("not_duplicate"))
        seats = seats_at(record, round, table)
        key = f"{round}.{table}"
        _check_open(record, round)
        gone = self._check_no_live_session(record, key)
        assert self.open_session is not None and self.close_session is not None  # the API gives both
        body = {"game": record["game"], "rules": _table_rules(record, len(seats)).as_json(), "seats": len(seats)}
        self.store.admit(tournament_id, len(orjson.dumps(record)))  # the record written again, naming the session
        answer, tokens = self.open_session(body, record["boards"][str(round)])
        session_id = answer.body["session_id"]
        while True:
            record["sessions"][key] = session_id
            if self._write(held, orjson.dumps(record)) is not None:
                break
            held = self.load(tournament_id)  # another write came first: the table may have its session now
            record = held.record
            if record["sessions"].get(key) not in (None, gone):
                self.close_session(session_id, tokens["referee"])
                _check_no_session(record, key)
        opened = {
            "round": round,
            "table": table,
            "players": [{"player": p, "name": record["players"][p]} for p in seats],
            "session": {**answer.body, "tokens": tokens},
        }
        return opened, answer.version

    def _check_no_live_session(self, record: dict[str, Any], key: str) -> str | None:
        """409 ``session_exists`` when the table's session is still held; the id of one deleted or expired (the
        director opens another for the same boards), or None."""
        opened = record["sessions"].get(key)
        if opened is not None and self.read_session(opened) is not None:
            _check_no_session(record, key)
        return opened

    def _entitled(self, tournament_id: str, token: str | None, round: int, table: int, if_match: str | None) -> Held:
        """The tournament, for its director's token, or for the token the director gave the table (its first
        result only: a correction, with If-Match, is the director's)."""
        if not token:
            raise MissingToken(Phrase("missing_token.director"))
        held = self.load(tournament_id)
        given = hash_token(token)
        if hmac.compare_digest(held.record["director"], given):
            return held
        own = held.record.get("table_tokens", {}).get(f"{round}.{table}")
        if own is not None and hmac.compare_digest(own, given):
            if if_match is not None:
                raise Forbidden("director_only", Phrase("director_only.correction"))
            return held
        raise Forbidden("director_only", Phrase("director_only"))

    def _directed(self, tournament_id: str, token: str | None) -> Held:
        """The tournament, for its director's token only (401 without one, 403 for another)."""
        if not token:
            raise MissingToken(Phrase("missing_token.director"))
        held = self.load(tournament_id)
        if not hmac.compare_digest(held.record["director"], hash_token(token)):
            raise Forbidden("director_only", Phrase("director_only"))
        return held

    # -- results ----------------------------------------------------------------------------
    def post_result(
        self, tournament_id: str, round: int, table: int, token: str | None, body: dict[str, Any], if_match: str | None
    ) -> tuple[dict[str, Any], int, bool]:
        """Keep a table's result: ``(table answer, its version, whether it is the table's first result)``.  The
        director's token, or for the table's first result the table's own token (:meth:`_entitled`)."""
        held = self._entitled(tournament_id, token, round, table, if_match)
        seats = seats_at(held.record, round, table)
        _check_open(held.record, round)
        result, proofs = self._result(held.record, seats, body, round, table)
        place: Place = {"tournament_id": tournament_id, "round": round, "table": table}
        claimed = self._claim(proofs, place)
        try:
            while True:
                version = _table_version(held.record, round, table)
                _check_precondition(version, if_match)
                _check_unproven_elsewhere(held.record, proofs, place)
                tables = held.record["tables"]
                kept = tables.get(f"{round}.{table}")
                history = [*kept["history"], kept["result"]] if kept else []
                folded = len(history) - self.settings.tournament_history_kept
                result_with_time = {**result, "posted_at": int(self.clock())}
                entry = {"version": version + 1, "result": result_with_time, "history": history, "proofs": proofs}
                if folded > 0 or (kept and kept.get("folded")):
                    entry["folded"] = (kept or {}).get("folded", 0) + max(folded, 0)
                    entry["history"] = history[max(folded, 0) :]
                tables[f"{round}.{table}"] = entry
                data = orjson.dumps(held.record)
                self.store.admit(tournament_id, len(data))  # a result is a new thing: refused first when full
                tag = self._write(held, data)
                if tag is not None:
                    break
                held = self.load(tournament_id)  # another result was written first: check against it and write again
        except BaseException:
            self._release(claimed, place)
            raise
        self._free([proof for proof in (kept or {}).get("proofs", []) if proof not in proofs], place)
        self._written(Held(tournament_id, held.record, held.version + 1, tag or b""))
        return _table_answer(held.record, round, table, seats), version + 1, version == 0

    def _written(self, held: Held) -> Held:
        """Tell ``written`` (when given) of what was written; ``held`` answered."""
        if self.written is not None:
            self.written(held)
        return held

    # -- the proofs' index --------------------------------------------------------------------
    def _claim(self, proofs: list[str], place: Place) -> list[str]:
        """Make each proof name ``place`` in the index of every tournament's proofs (the ones new to it are
        answered); a proof naming another table is a 409 ``proof_in_use`` naming it, unless that table's
        tournament is gone."""
        claimed: list[str] = []
        ttl = self.settings.tournament_ttl_seconds
        try:
            for proof in proofs:
                if self._claim_one(f"proof:{proof}", proof, place, ttl):
                    claimed.append(proof)
        except BaseException:
            self._free(claimed, place)
            raise
        return claimed

    def _claim_one(self, key: str, proof: str, place: Place, ttl: int) -> bool:
        """Make ``proof`` name ``place``: True when this post claimed it, False when it named ``place`` already."""
        while True:
            if self.proofs.create(key, orjson.dumps(place), ttl):
                return True
            loaded = self.proofs.load(key)
            if loaded is None:
                continue  # freed meanwhile: claim it again
            named: Place = orjson.loads(loaded.data)
            if named == place:
                return False  # a correction of the same table by the same proof, or a post sent again
            if self.store.load(named["tournament_id"]) is not None:
                raise _in_use(proof, named)
            if self.proofs.compare_and_set(key, loaded.version, orjson.dumps(place), ttl, expected_tag=loaded.tag):
                return True  # its tournament is gone: the proof is free

    def _release(self, claimed: list[str], place: Place) -> None:
        """A refused post's claims: freed, but for those the table's result holds (a post for the same table and
        proof that won the race, the claim being this post's)."""
        loaded = self.store.load(place["tournament_id"])
        kept = orjson.loads(loaded.data)["tables"].get(f"{place['round']}.{place['table']}") if loaded else None
        held = kept.get("proofs", []) if kept else []
        self._free([proof for proof in claimed if proof not in held], place)

    def _free(self, proofs: list[str], place: Place) -> None:
        """Take ``proofs`` out of the index where they name ``place`` (a result replaced, or a post refused)."""
        for proof in proofs:
            key = f"proof:{proof}"
            loaded = self.proofs.load(key)
            if loaded is not None and orjson.loads(loaded.data) == place:
                self.proofs.delete(key)

    def _result(
        self, record: dict[str, Any], seats: list[int], body: dict[str, Any], round: int, table: int
    ) -> tuple[TableResult, list[str]]:
        """The table's result from the body, and what proves it (none: a paper score): the session's id and the
        counted deals, or a match record's counted deals (:func:`~.results.deals_proof`)."""
        engine = engine_for(record["game"])
        assert engine is not None  # a stored tournament names one of the games
        rules = _table_rules(record, len(seats))
        lower_wins = record["game"] in LOWER_WINS
        given = [key for key in ("session", "match", "scores") if body.get(key) is not None]
        if len(given) != 1:
            raise InvalidInput.at("body", fault("one_result_source"))
        if given[0] == "scores":
            if record.get("duplicate"):
                raise TournamentProblem(422, "duplicate_unproven", Phrase("duplicate_unproven"))
            scores = body["scores"]
            sides = engine.score_count(rules, len(seats))
            if len(scores) != sides:
                raise InvalidInput.at("scores", fault("side_scores", sides=sides, count=len(scores)))
            _check_possible(engine.paper_score_range(rules, len(seats), record["hands_per_round"]), scores, record)
            return paper_result(list(scores), lower_wins=lower_wins), []
        kind: Kind = "session" if given[0] == "session" else "match"
        if kind == "session":
            if record.get("duplicate"):
                _check_table_session(record["sessions"].get(f"{round}.{table}"), body["session"])
            match = self.read_session(body["session"])
            if match is None:
                raise TournamentProblem(
                    422, "unknown_session", Phrase("unknown_session", {"session_id": body["session"]})
                )
            source: dict[str, Any] = {"session": body["session"]}
        else:
            match, source = body["match"], {"tags": body["match"].get("tags", {})}
        record_read = _read(match, kind, self.settings)
        verdict = validate_match(record_read)
        _check_table(record, seats, match, verdict["game"], verdict["rules"], rules.as_json())
        if record.get("duplicate"):
            _check_boards(engine, rules, record["boards"][str(round)], match, verdict, round)
        try:
            result = proven_result(
                kind,
                dict(match),
                verdict,
                hands_per_round=record["hands_per_round"],
                lower_wins=lower_wins,
                source=source,
            )
        except Unfinished as short:
            facts = {"finished": short.finished, "needed": short.needed}
            if kind == "session":
                cause = "session_unfinished" if short.needed is None else "session_unfinished.deals"
                raise TournamentProblem(409, "session_unfinished", Phrase(cause, facts), **facts) from None
            cause = "match_unfinished" if short.needed is None else "match_unfinished.deals"
            raise TournamentProblem(422, "match_unfinished", Phrase(cause, facts), **facts) from None
        proofs = [deals_proof(record["game"], match, verdict, hands_per_round=record["hands_per_round"])]
        return result, ([f"session:{body['session']}"] if kind == "session" else []) + proofs


def _not_found(tournament_id: str) -> TournamentProblem:
    return TournamentProblem(
        404, "tournament_not_found", Phrase("tournament_not_found", {"tournament_id": tournament_id})
    )


class Place(TypedDict):
    """The table a proof proves."""

    tournament_id: str
    round: int
    table: int


def _in_use(proof: str, named: Place) -> TournamentProblem:
    """409 ``proof_in_use``: ``proof`` (a session, or a match's deals) proves the table ``named`` already."""
    kind = "session" if proof.startswith("session:") else "match"
    facts: dict[str, Any] = {**named, "session_id": proof.removeprefix("session:")} if kind == "session" else {**named}
    return TournamentProblem(409, "proof_in_use", Phrase(f"proof_in_use.{kind}", facts), proof=kind, **named)


def _check_unproven_elsewhere(record: dict[str, Any], proofs: list[str], place: Place) -> None:
    """409 ``proof_in_use`` when another table of the tournament holds one of ``proofs`` in its current result."""
    for key, kept in record["tables"].items():
        round, table = _round_table(key)
        if (round, table) == (place["round"], place["table"]):
            continue
        for proof in proofs:
            if proof in kept.get("proofs", ()):
                raise _in_use(proof, {"tournament_id": place["tournament_id"], "round": round, "table": table})


def _table_rules(record: dict[str, Any], seats: int) -> Any:
    """The rules a table of the tournament with ``seats`` seats plays under (:func:`~.games.table_rules`)."""
    engine = engine_for(record["game"])
    assert engine is not None  # a stored tournament names one of the games
    rules = engine.resolve_rules(record["rules"])
    try:
        return table_rules(engine, rules, seats, record["format"])
    except ScheduleRefusal:  # a tournament held before its tables were checked at creation: its own rules
        return rules


def _check_possible(possible: PointRange, scores: list[Any], record: dict[str, Any]) -> None:
    """422 ``score_impossible`` naming the first paper score the round's deals (or a whole match) cannot give a
    side under the tournament's rules: ``possible``, as the game's engine bounds it."""
    hands = record["hands_per_round"]
    for side, score in enumerate(scores):
        bound = possible.outside(score)
        if bound is None:
            continue
        limit = possible.minimum if bound == "minimum" else possible.maximum
        facts = {"field": f"scores.{side}", "given": score, bound: limit, "deals": hands}
        cause = f"score_impossible.{'deals' if hands else 'match'}_{bound}"
        raise TournamentProblem(
            422, "score_impossible", Phrase(cause, facts), field=f"scores.{side}", given=score, **possible.describe()
        )


def _check_no_session(record: dict[str, Any], key: str) -> None:
    if key in record["sessions"]:
        session_id = record["sessions"][key]
        raise TournamentProblem(
            409, "session_exists", Phrase("session_exists", {"session_id": session_id}), session=session_id
        )


def _check_open(record: dict[str, Any], round: int) -> None:
    """409 ``round_closed`` when the director closed the round: its tables take no result and no session."""
    if round in record.get("closed_rounds", []):
        raise TournamentProblem(409, "round_closed", Phrase("round_closed", {"round": round}), round=round)


def _check_table_session(opened: str | None, given: str) -> None:
    """422 ``result_mismatch`` unless ``given`` is the session opened for the duplicate table."""
    if given != opened:
        mismatch = {"field": "session", "expected": opened, "given": given}
        facts = {"expected": str(opened), "given": given}
        raise TournamentProblem(422, "result_mismatch", Phrase("result_mismatch.session", facts), mismatch=mismatch)


def _check_boards(engine: Any, rules: Any, boards: list[Board], match: Any, verdict: Any, round: int) -> None:
    """422 ``board_differs`` unless the match's deals are the round's boards, in order."""
    differing = first_differing_board(engine, rules, boards, match, verdict)
    if differing is not None:
        number, field = differing
        facts = {"board": number, "round": round, "field": field}
        raise TournamentProblem(422, "board_differs", Phrase("board_differs", facts), board=number, field=field)


def _refusal(refusal: ScheduleRefusal) -> Phrase:
    return Phrase(f"schedule.{refusal.code}", refusal.facts)


def event_name(name: str | None) -> str | None:
    """The event's name, trimmed; blank is a 400 naming ``name``."""
    if name is None:
        return None
    if not name.strip():
        raise InvalidInput.at("name", Phrase("tournament.event_name"))
    return name.strip()


def _players(body: dict[str, Any], format: str) -> list[str]:
    """The players' names in schedule order (``pairs``: team t is players 2t and 2t + 1), each once."""
    field = "teams" if format == "pairs" else "players"
    if format == "pairs":
        teams = body.get("teams")
        if not teams:
            raise InvalidInput.at("teams", Phrase("tournament.teams_required"))
        names = [name for team in teams for name in team]
    else:
        names = body.get("players") or []
    checked: list[str] = []
    for i, name in enumerate(names):
        path = f"{field}.{i // 2}.{i % 2}" if format == "pairs" else f"{field}.{i}"
        checked.append(checked_name(name, path, checked))
    return checked


def checked_name(name: str, path: str, players: list[str]) -> str:
    """``name`` trimmed, a 400 naming ``path`` when it is empty, too long, or one of ``players`` (in any case)."""
    name = name.strip()
    if not name or len(name) > MAX_NAME:
        raise InvalidInput.at(path, Phrase("tournament.name_length", {"maximum": MAX_NAME}))
    first = next((i for i, given in enumerate(players) if given.casefold() == name.casefold()), None)
    if first is not None:
        raise InvalidInput.at(path, Phrase("tournament.name_twice", {"name": name, "first": first}))
    return name


def _round_table(key: str) -> tuple[int, int]:
    round, table = key.split(".")
    return int(round), int(table)


def seats_at(record: dict[str, Any], round: int, table: int) -> list[int]:
    """The players at a table of the schedule, in seat order; 404 for a round or table it does not have."""
    rounds = record["schedule"]["rounds"]
    if not 1 <= round <= len(rounds):
        facts = {"round": round, "rounds": len(rounds)}
        raise TournamentProblem(404, "table_not_found", Phrase("table_not_found.round", facts))
    tables = rounds[round - 1]["tables"]
    if not 1 <= table <= len(tables):
        facts = {"round": round, "table": table, "tables": len(tables)}
        raise TournamentProblem(404, "table_not_found", Phrase("table_not_found", facts))
    return list(tables[table - 1]["seats"])


def _table_version(record: dict[str, Any], round: int, table: int) -> int:
    kept = record["tables"].get(f"{round}.{table}")
    return kept["version"] if kept else 0


def _table_answer(record: dict[str, Any], round: int, table: int, seats: list[int]) -> dict[str, Any]:
    kept = record["tables"].get(f"{round}.{table}")
    answer = {
        "round": round,
        "table": table,
        "seats": [{"player": p, "name": record["players"][p]} for p in seats],
        "result": kept["result"] if kept else None,
        "history": kept["history"] if kept else [],
        "history_folded": kept.get("folded", 0) if kept else 0,
    }
    if record.get("duplicate"):
        answer["session"] = record["sessions"].get(f"{round}.{table}")
    return answer


def _check_precondition(version: int, if_match: str | None) -> None:
    """A table's first result needs no If-Match; a correction names the current result's ETag."""
    if if_match is None:
        if version:
            raise TournamentProblem(409, "result_exists", Phrase("result_exists", {"version": version}))
        return
    if not if_match_allows(if_match, version):
        raise TournamentProblem(
            412,
            "version_mismatch",
            Phrase("version_mismatch.table", {"version": version, "if_match": if_match}),
            version=version,
        )


def _read(match: Any, kind: Kind, settings: Settings) -> Any:
    """The match record read (a session's as the service wrote it, a posted one checked field by field)."""
    try:
        return read_record(match, max_deals=settings.max_match_deals, max_actions=settings.max_actions)
    except InvalidInput as exc:
        if kind == "session":
            raise
        raise InvalidInput({f"match.{path}": messages for path, messages in exc.errors.items()}) from None


def _check_table(
    record: dict[str, Any], seats: list[int], match: Any, game: str, rules: dict, tournament_rules: dict
) -> None:
    """422 ``result_mismatch`` when the match was not played at this table: its game, rules, seats or names."""
    mismatch: dict[str, Any] | None = None
    if game != record["game"]:
        mismatch = {"field": "game", "expected": record["game"], "given": game}
    elif rules != tournament_rules:
        mismatch = {"field": "rules", "expected": tournament_rules, "given": rules}
    elif len(match["seats"]) != len(seats):
        mismatch = {"field": "seats", "expected": len(seats), "given": len(match["seats"])}
    else:
        for seat, (player, given) in enumerate(zip(seats, match["seats"], strict=True)):
            name = given.get("name")
            expected = record["players"][player]
            if name is not None and name.strip().casefold() != expected.casefold():
                mismatch = {"field": f"seats.{seat}.name", "expected": expected, "given": name}
                break
    if mismatch is not None:
        cause = "name" if mismatch["field"].endswith(".name") else mismatch["field"]
        facts = {"field": mismatch["field"], "expected": str(mismatch["expected"]), "given": str(mismatch["given"])}
        raise TournamentProblem(422, "result_mismatch", Phrase(f"result_mismatch.{cause}", facts), mismatch=mismatch)
