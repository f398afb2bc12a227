"""The session service: a whole match held on the server (see the package docstring).

What is stored (compact JSON - see :mod:`.record` and :mod:`service.store`): in the session's
record the game, resolved rules, seat count, SHA-256 hashes of the tokens (never the tokens),
the match score and pool before the current deal, the current deal (its description with every hand and
the stock, its order and salt, its canonical actions) and a summary of the last finished deal;
in its log every finished deal, appended as it ends.

The engine state of the current deal is rebuilt by replaying its actions, unless this process
holds it already: each worker keeps the current deal of the sessions it served last, under the
session's version (:class:`~service.store.recent.RecentVersions`, ``SESSION_RECENT_VERSIONS``),
so that a move on the version the worker answered last replays nothing, and a move on a later
version of the same deal (the moves between answered by another worker) applies only the actions
since (:class:`_KeptDeal`).  A deal state is
changed by one request at a time (taken out while in use), and an answer is written as JSON
(:class:`Answer`), sharing nothing with the state, before the state is kept again.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import re
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

import orjson

from ..config import Settings
from ..engine import GameEngine, IllegalAction, InvalidInput, apply_all, replay
from ..engine.errors import OUT_OF_TURN_RULES
from ..engine.options import Rules
from ..engine.pool import paid_into, pool_shown
from ..engine.reports import SeatView
from ..engine.state import DealState
from ..games.registry import ENGINES, engine_for
from ..matches import MatchRecord
from ..messages import Phrase, fault
from ..messages.language import current_language
from ..resolved_rules import resolved_rules
from ..secrets_text import url_token
from ..store import AnsweredBefore, IdempotencyRecord, Loaded, SessionStore
from ..store.events import Notice
from ..store.recent import RecentVersions
from ..wire import dumps
from .export import match_record
from .guards import etag, hash_token, if_match_allows, request_fingerprint, version_named
from .problems import (
    ActionRefused,
    Forbidden,
    IdempotencyKeyReused,
    InvalidToken,
    MatchOver,
    MissingToken,
    NotYourTurn,
    PreconditionRequired,
    SessionLimitReached,
    SessionNotFound,
    SessionProblem,
    TestSeedsDisabled,
    VersionMismatch,
)
from .record import Board, FinishedDeal, LastDeal, SessionRecord, StopCause, current_deal_filed
from .redaction import cards_in, face_down_cards, field_cards, public_action, safe_detail
from .shuffles import commitments_of, continued_shoe, deal_described, shuffle_and_commit

_SESSION_ID = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
Ending = Literal["game_over", "stopped"]
"""Why a session's stream ends with the view of a version: its match is over, or it stopped at a limit."""
_IDEMPOTENCY_KEY = re.compile(r"^[\x21-\x7e]{1,255}$")


class _RecalledVersionStale(Exception):
    """The version the store recalled is no longer current: the action is done again from a read."""


@dataclass(frozen=True)
class Viewer:
    """Who is asking: a seat, or the referee (seat None)."""

    seat: int | None

    @property
    def referee(self) -> bool:
        return self.seat is None


@dataclass(frozen=True)
class Answer:
    """A view or action answer: the body written as JSON (its phrases in words, in the request's language),
    the session version it reflects, and whether it is a replay (then ``language``: the one its words were
    written in, the first time).

    Written once, when the answer is made: the bytes share nothing with the deal state the view was built
    from (the state may be kept for the next request before the answer is sent), and are what is sent.
    """

    written: bytes
    version: int
    status: int = 200
    replayed: bool = False
    language: str | None = None

    @property
    def body(self) -> dict:
        """The body as JSON values (a fresh copy)."""
        body: dict = orjson.loads(self.written)
        return body


@dataclass
class _Match:
    """A loaded session: its record, version, engine and rules.

    ``filed``: the deals finished since the record was read (or that a record written before the
    log still held), which the next write appends to the log; ``log``: every finished deal, when
    the log was read.
    """

    record: SessionRecord
    version: int
    engine: GameEngine
    rules: Rules
    idempotent: bytes | None = None
    recalled: bool = False
    filed: list[FinishedDeal] = field(default_factory=list)
    log: list[FinishedDeal] = field(default_factory=list)
    state: DealState | None = None
    """The current deal's state, when this process kept it with the record (the request has it alone)."""
    tag: bytes = b""
    """The tag of the write the record is of (:meth:`SessionStore.compare_and_set`), which a write over it names."""


@dataclass(frozen=True)
class _KeptDeal:
    """A deal state kept for a later request, with what says which deal it is and how far it has gone.

    A state is the replay of its deal's actions; so a later record of the same deal - the same deal number,
    commitments (no new stock since) and starting scores, and actions that begin with these - has the state
    of this one's with the record's further actions applied (:meth:`caught_up`), whatever wrote them.
    """

    state: DealState
    deal_number: int
    commitments: list[str]
    scores: list | None
    actions: list[dict]
    record: SessionRecord | None
    """The record the state is of, as parsed (the next request on this version parses nothing: it has it alone);
    None when the record as read is not the record to write (one written before the log: its deals move out), or
    when its write's tag is not known (a version told to followers)."""
    rules: Rules
    tag: bytes

    @classmethod
    def of(
        cls, state: DealState, record: SessionRecord, rules: Rules, tag: bytes | None, *, as_read: bool = True
    ) -> _KeptDeal:
        commitments, actions = commitments_of(record), list(record["actions"])
        kept = record if as_read and tag is not None else None
        return cls(state, record["deal_number"], commitments, record["scores"], actions, kept, rules, tag or b"")

    def caught_up(self, engine: GameEngine, record: SessionRecord) -> DealState | None:
        """This state brought up to ``record`` (replayed as :meth:`SessionService._state` would), or None when
        the record is not a later point of the same deal (another deal, a new stock, another history)."""
        if current_deal_filed(record):  # its state began from the filed deal's own scores: see _state
            return None
        actions, done = record["actions"], len(self.actions)
        if (
            record["deal_number"] != self.deal_number
            or record["scores"] != self.scores
            or commitments_of(record) != self.commitments
            or actions[:done] != self.actions
        ):
            return None
        return apply_all(engine, self.state, actions[done:], done)


@dataclass
class _Followed:
    """A version of a session as its followers in this process are shown it: its record as read (once), its deal's
    state (None once handed on to the next version followed, which it is brought up to), each seat's view of that
    state as built so far, and the answers made, by audience (seat or referee, and language); changed only with
    ``lock`` held."""

    match: _Match
    state: DealState | None
    seat_views: dict[int | None, SeatView] = field(default_factory=dict)
    answers: dict[tuple[int | None, str], Answer] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def ending(self) -> Ending | None:
        """Whether the session ends at this version: its match over, or stopped at a limit."""
        record = self.match.record
        return "game_over" if record["game_over"] else "stopped" if record.get("stopped") else None


class SessionService:
    """Sessions on ``store`` under ``settings``; ``clock`` gives the time (seconds since the epoch)."""

    def __init__(self, store: SessionStore, settings: Settings, clock: Callable[[], float] = time.time):
        self.store = store
        self.settings = settings
        self.clock = clock
        self._deals: RecentVersions[_KeptDeal] = RecentVersions(settings.session_recent_versions)
        # the latest version of each session followed here, and the views its followers were sent
        self._followed: RecentVersions[_Followed] = RecentVersions(settings.session_recent_versions)

    # -- creating -------------------------------------------------------------------------
    def create(self, body: dict, boards: list[Board] | None = None) -> tuple[Answer, dict]:
        """A new session: ``(answer with the public view of the first deal, tokens)``.

        ``boards`` (a duplicate tournament's table): the session deals its deals from these committed
        orders, each with its board's dealer, and stops once they are played (``limits.stopped``: boards).
        """
        game = body["game"]
        engine = engine_for(game)
        if engine is None:
            raise InvalidInput.at("game", fault("unknown_game", games=list(ENGINES)))
        seed = body.get("seed")
        if seed is not None and not self.settings.allow_test_seeds:
            raise TestSeedsDisabled(
                Phrase("test_seeds_disabled"),
                errors={"seed": [fault("test_seeds_off")]},
            )
        rules = resolved_rules(engine, body.get("rules")).rules  # shared: the deals kept share its tables
        seats = body.get("seats")
        if seats is None:
            seats = engine.seat_count(rules)
        elif seats not in engine.seat_range(rules):
            raise InvalidInput.at("seats", engine.seat_range(rules).refusal(seats, engine.seat_options))
        dealer = body.get("dealer")
        if dealer is not None and not 0 <= dealer < seats:
            raise InvalidInput.at("dealer", fault("not_seat", last=seats - 1))
        if boards:
            dealer = boards[0]["dealer"]
        if dealer is None:
            dealers = engine.may_deal(rules, seats, body.get("scores"))
            drawn = random.Random(f"{seed}:dealer").randrange if seed is not None else secrets.randbelow
            dealer = dealers[drawn(len(dealers))]

        seat_tokens = [url_token(32) for _ in range(seats)]
        referee_token = url_token(32)
        record: SessionRecord = {
            "game": engine.game_id,
            "rules": rules.as_json(),
            "seats": seats,
            "tokens": [hash_token(t) for t in seat_tokens],
            "referee": hash_token(referee_token),
            "seed": seed,
            "created": int(self.clock()),
            "scores": None,
            "pool": engine.starting_pool(rules, seats),
            "deal_number": 0,
            "filed_actions": 0,
            "last_deal": None,
            "game_over": False,
            "winner": None,
        }
        if boards:
            record["boards"] = boards
        filed: list[FinishedDeal] = []
        try:
            state = self._deal(engine, rules, record, filed, dealer, body.get("scores"), checking_input=True)
        except IllegalAction as exc:  # the given scores already end the match
            raise ActionRefused(exc.rule, exc.phrase, None) from None
        session_id = url_token(16)
        ttl = self._time_to_live(session_id, record)
        logged = [orjson.dumps(entry) for entry in filed]
        while not self.store.create(session_id, orjson.dumps(record), ttl, logged):
            session_id = url_token(16)  # pragma: no cover - 128-bit ids do not collide
        match = _Match(record, 1, engine, rules)
        view = dumps(self._view(session_id, match, state, Viewer(None), public=True))
        self._deals.put(session_id, 1, _KeptDeal.of(state, record, rules, b""))  # a created session has no tag
        return Answer(view, 1, 201), {"seats": seat_tokens, "referee": referee_token}

    def _deal(
        self,
        engine: GameEngine,
        rules: Rules,
        record: SessionRecord,
        filed: list[FinishedDeal],
        dealer: int,
        scores: list | None,
        *,
        after: DealState | None = None,
        checking_input: bool = False,
    ) -> DealState:
        """Shuffle (or continue: see :mod:`.shuffles`), commit and deal the next deal after ``after``; a session
        given boards deals the next board instead, with its dealer.

        A deal over at once is closed (into ``filed``) and the next dealt.
        """
        while True:
            record["deal_number"] += 1
            board = record["boards"][record["deal_number"] - 1] if "boards" in record else None
            if board is not None:
                dealer = board["dealer"]
            shoe = continued_shoe(engine, record, after) or {
                **(board or shuffle_and_commit(record, engine.deck(rules).full(), str(record["deal_number"]))),
                "start": 0,
            }
            record.update(
                {
                    "dealer": dealer,
                    "order": shoe["order"],
                    "salt": shoe["salt"],
                    "deck_commitment": shoe["commitment"],
                    "deck_start": shoe["start"],
                    "reshuffles": [],
                    "scores": list(scores) if scores is not None else engine.starting_scores(rules, record["seats"]),
                }
            )
            try:
                deal = deal_described(engine, rules, record["seats"], record)
                state = engine.start(rules, deal, scores)
            except InvalidInput as exc:
                if not checking_input:
                    raise
                # the deal was built from our own shuffle: only 'seats', 'scores' or 'dealer' can be at fault
                raise InvalidInput({_request_path(path): msgs for path, msgs in exc.errors.items()}) from None
            checking_input = False
            record.update({"deal": deal, "actions": []})
            state = self._restock(engine, rules, record, state)
            if not self._deal_over(engine, state):
                return state
            if self._close_deal(engine, record, state, filed) or self._stop_at_limit(record):
                return state
            dealer = engine.next_dealer(state)
            scores = record["scores"]
            after = state

    @staticmethod
    def _restock(engine: GameEngine, rules: Rules, record: SessionRecord, state: DealState) -> DealState:
        """Shuffle, commit and add to the deal every new stock the engine asks for (:mod:`.shuffles`)."""
        while (cards := engine.stock_to_shuffle(state)) is not None:
            label = f"{record['deal_number']}:reshuffle:{len(record['reshuffles']) + 1}"
            shuffled = shuffle_and_commit(record, cards, label)
            record["reshuffles"].append(shuffled)
            record["deal"] = engine.with_shuffled_stock(record["deal"], shuffled["order"])
            state = replay(engine, rules, record["deal"], record["actions"], record["scores"])
        return state

    def _stop_at_limit(self, record: SessionRecord) -> bool:
        """Stop the session when it has taken its most actions, its deal the most a match record's deal holds,
        or its last deal (or board) is over; True when stopped."""
        if actions_taken(record) >= self.settings.session_max_actions:
            record["stopped"] = "max_actions"
        elif not current_deal_filed(record) and len(record["actions"]) >= self.settings.max_actions:
            record["stopped"] = "max_deal_actions"
        elif current_deal_filed(record) and record["deal_number"] >= len(record.get("boards", ())) > 0:
            record["stopped"] = "boards"
        elif current_deal_filed(record) and record["deal_number"] >= self.settings.session_max_deals:
            record["stopped"] = "max_deals"
        return record.get("stopped") is not None

    def _maximum(self, record: SessionRecord, stopped: StopCause) -> int:
        """How far the limit a session stopped at let it go: its setting's maximum, or a duplicate table's boards."""
        if stopped == "boards":
            return len(record["boards"])
        settings = self.settings
        maxima = {
            "max_actions": settings.session_max_actions,
            "max_deal_actions": settings.max_actions,
            "max_deals": settings.session_max_deals,
        }
        return maxima[stopped]

    def _time_to_live(self, session_id: str, record: SessionRecord) -> int:
        """The TTL of a write: the idle TTL, cut to what is left of the session's lifetime (404 once it is over)."""
        left = int(record["created"] + self.settings.session_lifetime_seconds - self.clock())
        if left < 1:
            self.store.delete(session_id)
            raise SessionNotFound(Phrase("session_not_found.lifetime_over", {"session_id": session_id}))
        return min(self.settings.session_ttl_seconds, left)

    @staticmethod
    def _deal_over(engine: GameEngine, state: DealState) -> bool:
        return state.deal_result is not None or state.game_over or engine.to_act(state) is None

    @staticmethod
    def _close_deal(engine: GameEngine, record: SessionRecord, state: DealState, filed: list[FinishedDeal]) -> bool:
        """File the finished deal (into ``filed``, for the log); True when the match is over (the result's
        ``reason_text`` is filed as its phrase, key and facts: :func:`_told` reads it back)."""
        report = engine.report(state)
        entry: FinishedDeal = {
            "deal_number": record["deal_number"],
            "dealer": record["dealer"],
            "deck_commitment": record["deck_commitment"],
            "order": record["order"],
            "salt": record["salt"],
            "deck_start": record["deck_start"],
            "reshuffles": record["reshuffles"],
            "actions": record["actions"],
            "deal_result": _filed(report.get("deal_result")),
            "scores_before": record["scores"],
            "scores_after": report.get("scores"),
        }
        filed.append(entry)
        record["filed_actions"] += len(entry["actions"])
        record["last_deal"] = _last_deal(entry)
        record["scores"] = report.get("scores")
        record["pool"] = paid_into(record["pool"], report.get("deal_result"))
        if report.get("game_over"):
            record["game_over"] = True
            record["winner"] = report.get("winner")
            return True
        return False

    # -- reading ----------------------------------------------------------------------------
    def _load(
        self,
        session_id: str,
        idempotency_key: str | None = None,
        expected_version: int | None = None,
        *,
        with_log: bool = False,
    ) -> _Match:
        """The session (``with_log``: and its log, in the same read)."""
        self.check_id(session_id)
        if with_log:
            loaded = self.store.load_with_log(session_id)
        else:
            loaded = self.store.load(session_id, idempotency_key, expected_version)
        if loaded is None:
            raise SessionNotFound(Phrase("session_not_found.gone", {"session_id": session_id}))
        return self._match(session_id, loaded)

    def _match(self, session_id: str, loaded: Loaded) -> _Match:
        """The session as read (or as its write was told: :meth:`follower`)."""
        record: SessionRecord = orjson.loads(loaded.data)
        if record["created"] + self.settings.session_lifetime_seconds <= self.clock():
            raise SessionNotFound(Phrase("session_not_found.lifetime_over", {"session_id": session_id}))
        record.setdefault("deck_start", 0)  # records written before continuous decks and reshuffles
        record.setdefault("reshuffles", [])
        record.setdefault("pool", None)  # records written before pools: not known
        unlogged = _out_of_history(record)
        engine = ENGINES[record["game"]]  # a stored record names one of the games
        rules = resolved_rules(engine, record["rules"]).rules  # a handful per process, each resolved once
        log = [orjson.loads(entry) for entry in loaded.log] + unlogged
        return _Match(
            record, loaded.version, engine, rules, loaded.idempotent, loaded.recalled, unlogged, log, tag=loaded.tag
        )

    def _kept(self, session_id: str, version: int | None) -> _Match | None:
        """The session at ``version`` as this process kept it (its record parsed, its rules resolved, its deal's
        state), taken for this request alone; like a record the store recalls, the compare-and-set decides whether
        it is still current (``recalled``). None when it keeps no such version."""
        kept = None if version is None else self._deals.take(session_id, version)
        if kept is None or version is None:
            return None
        record = kept.record
        if record is None:  # the state alone: the record is read
            self._deals.put(session_id, version, kept)
            return None
        if record["created"] + self.settings.session_lifetime_seconds <= self.clock():
            raise SessionNotFound(Phrase("session_not_found.lifetime_over", {"session_id": session_id}))
        return _Match(
            record, version, ENGINES[record["game"]], kept.rules, recalled=True, state=kept.state, tag=kept.tag
        )

    @staticmethod
    def _authenticate(record: SessionRecord, token: str | None) -> Viewer:
        if not token:
            raise MissingToken(Phrase("missing_token"))
        presented = hash_token(token)
        seat = None
        for i, stored in enumerate(record["tokens"]):
            if hmac.compare_digest(stored, presented):
                seat = i
        if seat is not None:
            return Viewer(seat)
        if hmac.compare_digest(record["referee"], presented):
            return Viewer(None)
        raise InvalidToken(Phrase("invalid_token"))

    def _state(self, session_id: str, match: _Match) -> DealState:
        """The current deal's state, for this request alone: the one kept under the session's version, else
        one kept under an earlier version of the same deal with the actions since applied, else one replay of
        its actions."""
        if match.state is not None:
            return match.state
        record = match.record
        kept = self._deals.take_latest(session_id)
        if kept is not None:
            version, deal = kept
            if version == match.version:
                return deal.state
            caught_up = deal.caught_up(match.engine, record)
            if caught_up is not None:
                return caught_up
        return _replay_deal(match)

    def view(self, session_id: str, token: str | None) -> Answer:
        if not token:
            raise MissingToken(Phrase("missing_token"))
        match = self._load(session_id)
        viewer = self._authenticate(match.record, token)
        return self._seen(session_id, match, viewer, match.tag)

    def _seen(self, session_id: str, match: _Match, viewer: Viewer, tag: bytes | None) -> Answer:
        """The view ``viewer`` has of the session as ``match`` holds it (kept for the next view of that version;
        its record too when ``tag``, its write's, is known)."""
        state = self._state(session_id, match)
        view = dumps(self._view(session_id, match, state, viewer))
        kept = _KeptDeal.of(state, match.record, match.rules, tag, as_read=not match.filed)
        self._deals.put(session_id, match.version, kept)
        return Answer(view, match.version)

    # -- following ----------------------------------------------------------------------------
    @staticmethod
    def check_id(session_id: str) -> None:
        """Refuse (404) what cannot be a session's id."""
        if not _SESSION_ID.match(session_id):
            raise SessionNotFound(Phrase("session_not_found", {"session_id": session_id}))

    def follower(self, session_id: str, token: str | None, notice: Notice) -> Viewer:
        """Who the token is, as ``GET`` would answer it, for a session as its write was told (``notice``)."""
        if not token:
            raise MissingToken(Phrase("missing_token"))
        if notice.data is None:
            raise SessionNotFound(Phrase("session_not_found.gone", {"session_id": session_id}))
        return self._authenticate(self._match(session_id, Loaded(notice.version, notice.data)).record, token)

    def followed_view(self, session_id: str, notice: Notice, viewer: Viewer) -> tuple[Answer, Ending | None]:
        """The view ``GET`` answers ``viewer`` at the version ``notice`` tells of, and whether the session ends there
        (the match over, or stopped at a limit); built once for all the followers of this process that see it
        alike (the same seat, or the referee, in the same language).  Of a version, the record is read once and
        each seat's view of the deal built once, for every audience that shows it (its seat, the referee), and
        only for the audiences followed here."""
        followed = self._followed.get(session_id, notice.version) or self._follow(session_id, notice)
        seen = (viewer.seat, current_language())
        with followed.lock:
            answer = followed.answers.get(seen)
            if answer is None:
                state, seat_views = followed.state, followed.seat_views
                if state is None:  # handed on to a later version's followers: replayed for this view alone
                    state, seat_views = _replay_deal(followed.match), {}
                view = self._view(session_id, followed.match, state, viewer, seat_views=seat_views)
                answer = followed.answers[seen] = Answer(dumps(view), notice.version)
        return answer, followed.ending

    def _follow(self, session_id: str, notice: Notice) -> _Followed:
        """The version ``notice`` tells of as its followers here will be shown it, kept for them unless a later one
        is followed already: its state is the one of the version followed before, brought up to it (handed on:
        the moves' states are not touched), else its deal replayed."""
        assert notice.data is not None
        match = self._match(session_id, Loaded(notice.version, notice.data))
        before = self._followed.take_latest(session_id)
        state = None
        if before is not None and before[0] >= notice.version:  # this one, or a later one, is followed already
            self._followed.put(session_id, *before)
            if before[0] == notice.version:
                return before[1]
            return _Followed(match, _replay_deal(match))
        if before is not None:
            previous = before[1]
            with previous.lock:
                handed, previous.state, previous.seat_views = previous.state, None, {}
            if handed is not None:
                kept = _KeptDeal.of(handed, previous.match.record, previous.match.rules, None)
                state = kept.caught_up(match.engine, match.record)
        followed = _Followed(match, _replay_deal(match) if state is None else state)
        self._followed.put(session_id, notice.version, followed)
        return followed

    def _view(
        self,
        session_id: str,
        match: _Match,
        state: DealState,
        viewer: Viewer,
        *,
        public: bool = False,
        seat_views: dict[int | None, SeatView] | None = None,
    ) -> dict:
        """What ``viewer`` may see, built by adding: public facts, then the seat's own view.

        ``public``: the view of no seat (the answer to the session's creator); ``seat_views``: the seats' views of
        this state built so far (under None: its view of no seat, which they are built upon), for the views of it
        built next (each built once, added to it here).
        """
        engine, record = match.engine, match.record
        shown: dict[int | None, SeatView] = {} if seat_views is None else seat_views

        def seat_view(seat: int) -> SeatView:
            built = shown.get(seat)
            if built is None:
                common = None
                if seat_views is not None:  # more views of this state to come: its public facts worked out once
                    common = shown.get(None)
                    if common is None:
                        common = shown[None] = engine.seat_view(state, None)
                built = shown[seat] = engine.seat_view(state, seat, common)
            return built

        stopped = record.get("stopped")
        to_act = None if record["game_over"] or stopped else engine.to_act(state)
        view: dict[str, Any] = {
            "session_id": session_id,
            "version": match.version,
            "game": record["game"],
            "rules": record["rules"],
            "seats": record["seats"],
            "role": "public" if public else ("referee" if viewer.referee else "seat"),
            "seat": viewer.seat,
            "deal_number": record["deal_number"],
            "dealer": record["dealer"],
            "deck_commitment": record["deck_commitment"],
            "deck_start": record["deck_start"],
            "reshuffle_commitments": [r["commitment"] for r in record["reshuffles"]],
            "scores": record["scores"],
            "pool": pool_shown(record["pool"], record["game_over"], record["winner"]),
            "game_over": record["game_over"],
            "winner": record["winner"],
            "to_act": to_act,
            "limits": {
                "max_actions": self.settings.session_max_actions,
                "actions_taken": actions_taken(record),
                "max_deal_actions": self.settings.max_actions,
                "max_deals": self.settings.session_max_deals,
                "lifetime_ends_at": record["created"] + self.settings.session_lifetime_seconds,
                "stopped": stopped,
            },
        }
        if public or viewer.seat is not None:
            deal: dict[str, Any] = dict(
                engine.seat_view(state, None) if viewer.seat is None else seat_view(viewer.seat)
            )
            listed = deal.pop("legal_actions", ())  # the seat's own, when it is to act: the engine's listing
            legal: list[dict] = []
            if not public and to_act is not None and viewer.seat == to_act:
                visible = cards_in(deal, engine.deck(match.rules), set())
                legal = [public_action(engine, a, visible) for a in listed]
            view["legal_actions"] = legal
            view["deal"] = deal
        else:
            view["legal_actions"] = engine.legal_actions(state) if to_act is not None else []
            view["deal"] = engine.report(state)
            view["dealt"] = record["deal"]
            view["seat_views"] = [seat_view(seat) for seat in range(record["seats"])]
        last = record["last_deal"]
        view["last_deal"] = None if last is None else {**last, "deal_result": _told(last["deal_result"])}
        return view

    # -- acting -------------------------------------------------------------------------------
    def act(
        self,
        session_id: str,
        token: str | None,
        body: Any,
        if_match: str | None,
        idempotency_key: str | None = None,
    ) -> Answer:
        """Apply one action posted by the token's seat (the guarantees: :mod:`service.api.sessions`).

        The token is checked (401, 403) before the version (428, 412): a caller without the right
        learns nothing of the session's state.
        """
        if not token:
            raise MissingToken(Phrase("missing_token.seat"))
        record_key = None
        if idempotency_key is not None:
            key = idempotency_key.strip()
            if len(key) >= 2 and key[0] == key[-1] == '"':
                key = key[1:-1]
            if not _IDEMPOTENCY_KEY.match(key):
                raise InvalidInput.at("Idempotency-Key", fault("idempotency_key"))
            record_key = hashlib.sha256(f"{hash_token(token)}:{key}".encode()).hexdigest()[:40]
        named = version_named(if_match) if if_match is not None else None
        try:
            return self._act(session_id, token, body, if_match, record_key, named)
        except _RecalledVersionStale:
            return self._act(session_id, token, body, if_match, record_key, None)

    def _act(
        self,
        session_id: str,
        token: str,
        body: Any,
        if_match: str | None,
        record_key: str | None,
        expected_version: int | None,
    ) -> Answer:
        """One attempt at :meth:`act`; ``expected_version`` lets the store answer from a version it holds.

        An answer built on a recalled version stands only once its write succeeded: a refusal or
        a failed write on it raises :class:`_RecalledVersionStale`, and the caller reads afresh
        (the version may have moved on, and then the answer is 412, not the refusal).
        """
        match = self._kept(session_id, expected_version) or self._load(session_id, record_key, expected_version)
        if not match.recalled:
            return self._apply(session_id, match, token, body, if_match, record_key)
        try:
            return self._apply(session_id, match, token, body, if_match, record_key)
        except (SessionProblem, InvalidInput):
            raise _RecalledVersionStale from None

    def _apply(
        self, session_id: str, match: _Match, token: str, body: Any, if_match: str | None, record_key: str | None
    ) -> Answer:
        viewer = self._authenticate(match.record, token)
        if viewer.seat is None:  # the referee
            raise Forbidden("referee_cannot_act", Phrase("referee_cannot_act"))
        if isinstance(body, dict) and "seat" in body and body["seat"] != viewer.seat:
            raise Forbidden("seat_mismatch", Phrase("seat_mismatch", {"seat": viewer.seat}))
        if if_match is None:
            raise PreconditionRequired(Phrase("if_match_required"))
        if match.idempotent is not None:
            return _replayed(match.idempotent, request_fingerprint(body))
        if not if_match_allows(if_match, match.version):
            raise VersionMismatch(
                Phrase(
                    "version_mismatch", {"version": match.version, "etag": etag(match.version), "if_match": if_match}
                ),
                match.version,
            )
        record, engine = match.record, match.engine
        if record["game_over"]:
            raise MatchOver(Phrase("game_over.session"), rule="game_over")
        stopped = record.get("stopped")
        if stopped is not None:
            maximum = self._maximum(record, stopped)
            raise SessionLimitReached(
                Phrase(f"session_limit_reached.{stopped}", {"maximum": maximum}), limit=stopped, maximum=maximum
            )
        action = self._parse_action(engine, match.rules, body, viewer.seat)
        state = self._state(session_id, match)
        to_act = engine.to_act(state)
        try:
            engine.apply(state, action)
        except IllegalAction as exc:
            visible = cards_in(
                {k: v for k, v in engine.seat_view(state, viewer.seat).items() if k != "legal_actions"},
                engine.deck(match.rules),
                set(),
            )
            allowed = visible | set(field_cards(list(action.values())))
            detail = safe_detail(exc.rule, exc.phrase, allowed, engine.deck(match.rules))
            facts = exc.facts if cards_in(exc.facts, engine.deck(match.rules), set()) <= allowed else None
            if exc.rule in OUT_OF_TURN_RULES:
                raise NotYourTurn(detail, rule=exc.rule, to_act=to_act) from None
            legal = None
            if viewer.seat == to_act:
                legal = [public_action(engine, a, visible) for a in engine.legal_actions(state)]
            raise ActionRefused(exc.rule, detail, legal, facts, action_index=len(record["actions"])) from None
        record["actions"].append(action)
        state = self._restock(engine, match.rules, record, state)
        deal_over = self._deal_over(engine, state)
        match_over = deal_over and self._close_deal(engine, record, state, match.filed)
        if not match_over and not self._stop_at_limit(record) and deal_over:
            dealer = engine.next_dealer(state)
            state = self._deal(engine, match.rules, record, match.filed, dealer, record["scores"], after=state)
        ttl = self._time_to_live(session_id, record)
        new_version = match.version + 1
        answered = _Match(record, new_version, engine, match.rules)
        view = dumps(self._view(session_id, answered, state, viewer))
        kept = None
        if record_key is not None:
            value = dumps(
                {
                    "fingerprint": request_fingerprint(body),
                    "status": 200,
                    "version": new_version,
                    "body": orjson.Fragment(view),
                    "language": current_language(),
                }
            )
            kept = IdempotencyRecord(record_key, value, min(self.settings.idempotency_ttl_seconds, ttl))
        logged = [orjson.dumps(entry) for entry in match.filed]
        try:
            tag = self.store.compare_and_set(
                session_id, match.version, orjson.dumps(record), ttl, kept, logged, expected_tag=match.tag
            )
        except AnsweredBefore as before:  # the same request came first (a retry, or a race from another connection)
            return _replayed(before.answer, request_fingerprint(body))
        if tag is None:
            if match.recalled:
                raise _RecalledVersionStale
            raise VersionMismatch(
                Phrase("version_mismatch.overtaken", {"version": match.version}),
                None,
            )
        self._deals.put(session_id, new_version, _KeptDeal.of(state, record, match.rules, tag))
        return Answer(view, new_version)

    @staticmethod
    def _parse_action(engine: GameEngine, rules: Rules, body: Any, seat: int) -> dict:
        if not isinstance(body, dict):
            raise InvalidInput.at("body", fault("action_object", example='{"type": "play", "card": "AS"}'))
        try:
            action = engine.vocabulary.parse({**body, "seat": seat}, "", engine.deck(rules).parse)
        except InvalidInput as exc:
            raise InvalidInput({path.lstrip("."): msgs for path, msgs in exc.errors.items()}) from None
        named = [name for name in engine.stock_card_fields(action) if name in action]
        if named:
            raise InvalidInput({name: [fault("session_stock")] for name in named})
        return action

    # -- the log --------------------------------------------------------------------------------
    def log(self, session_id: str, token: str | None) -> Answer:
        """Every deal's actions; a finished deal's order and salt; the current deal as the token may see it."""
        if not token:
            raise MissingToken(Phrase("missing_token"))
        match = self._load(session_id, with_log=True)
        viewer = self._authenticate(match.record, token)
        record, engine, rules = match.record, match.engine, match.rules
        # orders the current deal still draws from stay secret (a continuous deck's carried stock), and so do
        # boards, which other tables of a duplicate tournament play too: the tournament reveals them
        filed = current_deal_filed(record)
        live = (set() if filed else set(commitments_of(record))) | {
            board["commitment"] for board in record.get("boards", [])
        }
        deals = []
        for entry in match.log:
            logged = {
                "deal_number": entry["deal_number"],
                "finished": True,
                "dealer": entry["dealer"],
                "deck_commitment": entry["deck_commitment"],
                "deck_start": entry.get("deck_start", 0),
            }
            if entry["deck_commitment"] not in live:
                logged.update(order=entry["order"], salt=entry["salt"])
            logged["reshuffles"] = [
                {"commitment": r["commitment"]}
                | ({"order": r["order"], "salt": r["salt"]} if r["commitment"] not in live else {})
                for r in entry.get("reshuffles", [])
            ]
            if live.isdisjoint(commitments_of(entry)):
                logged["deal"] = deal_described(engine, rules, record["seats"], entry)
            logged.update(
                actions=entry["actions"],
                deal_result=_told(entry["deal_result"]),
                scores_before=entry["scores_before"],
                scores_after=entry["scores_after"],
            )
            deals.append(logged)
        if not filed:
            deals.append(
                {
                    "deal_number": record["deal_number"],
                    "finished": False,
                    "dealer": record["dealer"],
                    "deck_commitment": record["deck_commitment"],
                    "deck_start": record["deck_start"],
                    "reshuffles": [{"commitment": r["commitment"]} for r in record["reshuffles"]],
                    "actions": self._current_actions(match, viewer),
                    "scores_before": record["scores"],
                }
            )
        body = {
            "session_id": session_id,
            "version": match.version,
            "game": record["game"],
            "seats": record["seats"],
            "commitment_encoding": 'sha256((",".join(order) + ":" + salt).encode("ascii")), hex',
            "deals": deals,
        }
        return Answer(dumps(body), match.version)

    def _current_actions(self, match: _Match, viewer: Viewer) -> list[dict]:
        """The current deal's actions: in full for the referee and for one's own; public records otherwise.

        A card of another seat's action is shown only if the viewer could see it at the table
        as the action was done: in its view just before or just after the action (a discard
        taken from the top of the pile, a card played), and never when the action puts it face
        down (a buried discard, cards from the stock), whatever the viewer saw of it before;
        else the record says how many cards of that field are face down.
        """
        record, engine = match.record, match.engine
        actions = record["actions"]
        if viewer.referee:
            return list(actions)
        deck = engine.deck(match.rules)
        state = match.engine.start(match.rules, record["deal"], record["scores"])
        before = cards_in(engine.seat_view(state, viewer.seat), deck, set())
        public = []
        for action in actions:
            engine.apply(state, action)
            after = cards_in(engine.seat_view(state, viewer.seat), deck, set())
            if action["seat"] == viewer.seat:
                public.append(action)
            else:
                public.append(public_action(engine, action, (before | after) - face_down_cards(engine, action)))
            before = after
        return public

    # -- the match record -----------------------------------------------------------------------
    def record(self, session_id: str, token: str | None) -> Answer:
        """The match as a match record: to the referee at any time, to a seat once the match is over."""
        if not token:
            raise MissingToken(Phrase("missing_token"))
        match = self._load(session_id, with_log=True)
        viewer = self._authenticate(match.record, token)
        if not viewer.referee and not match.record["game_over"]:
            raise Forbidden("match_in_progress", Phrase("match_in_progress"))
        answer = match_record(session_id, match.engine, match.rules, match.record, match.log)
        return Answer(dumps(answer), match.version)

    def match_of(self, session_id: str) -> MatchRecord | None:
        """The session's match record for a holder of no token of it (a tournament's director naming
        the session a table played); None when there is no such session."""
        try:
            match = self._load(session_id, with_log=True)
        except SessionNotFound:
            return None
        return match_record(session_id, match.engine, match.rules, match.record, match.log)

    # -- ending -------------------------------------------------------------------------------
    def delete(self, session_id: str, token: str | None) -> None:
        if not token:
            raise MissingToken(Phrase("missing_token.referee"))
        match = self._load(session_id)
        viewer = self._authenticate(match.record, token)
        if not viewer.referee:
            raise Forbidden("referee_only", Phrase("referee_only"))
        self._deals.discard(session_id)
        if not self.store.delete(session_id):
            raise SessionNotFound(Phrase("session_not_found", {"session_id": session_id}))


def _replay_deal(match: _Match) -> DealState:
    """The current deal's state, replayed from its record."""
    record = match.record
    last = record["last_deal"]
    # once the match is over (or stopped at a deal's end) the current deal is the filed one: it began from its own
    # scores
    scores = last["scores_before"] if last is not None and current_deal_filed(record) else record["scores"]
    return replay(match.engine, match.rules, record["deal"], record["actions"], scores)


def _filed(result: Any) -> Any:
    """A deal result as the record files it: ``reason_text`` as its phrase's key and facts (JSON)."""
    if result is None:
        return None
    text = result["reason_text"]
    return {**result, "reason_text": {"key": text.key, "facts": dict(text.facts)}}


def _told(result: Any) -> Any:
    """A filed deal result as answered: its ``reason_text``, filed as its phrase's key and facts, in words."""
    if result is None:
        return None
    text = result["reason_text"]
    return {**result, "reason_text": Phrase(text["key"], text["facts"])}


def _last_deal(entry: FinishedDeal) -> LastDeal:
    return {
        "deal_number": entry["deal_number"],
        "dealer": entry["dealer"],
        "deal_result": entry["deal_result"],
        "scores_before": entry["scores_before"],
        "scores_after": entry["scores_after"],
    }


def _out_of_history(record: SessionRecord) -> list[FinishedDeal]:
    """A record written before the log: its finished deals, taken out of it for the log; else none."""
    history = record.pop("history", None)
    if history is None:
        return []
    record["filed_actions"] = sum(len(entry["actions"]) for entry in history)
    record["last_deal"] = _last_deal(history[-1]) if history else None
    return history


def actions_taken(record: SessionRecord) -> int:
    """The actions the session has taken over its whole match."""
    taken = record["filed_actions"]
    return taken if current_deal_filed(record) else taken + len(record["actions"])


def _replayed(kept: bytes, fingerprint: str) -> Answer:
    stored = orjson.loads(kept)
    if stored["fingerprint"] != fingerprint:
        raise IdempotencyKeyReused(Phrase("idempotency_key_reused"))
    return Answer(
        dumps(stored["body"]), stored["version"], stored["status"], replayed=True, language=stored.get("language")
    )


def _request_path(path: str) -> str:
    """An engine's field path for our own deal, as the request field that caused it."""
    for name in ("seats", "scores", "dealer"):
        if path == name or path.startswith(f"{name}.") or path == f"deal.{name}":
            return path.removeprefix("deal.")
    if path.startswith("deal.hands") or path == "hands":
        return "seats"
    return path
