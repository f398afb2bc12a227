"""The documented session answers, one set per game, told apart as a generator can read them.

A session's view (``SessionView``) is one game's (by ``game``), and within the game a seat's or the
public one (``role`` seat or public: the deal as a seat sees it) or the referee's (``role``
referee: the deal's full report, the deal as dealt and every seat's view): each a closed object
whose ``rules``, ``deal``, ``legal_actions`` and ``last_deal`` are that game's own components.  The
log (``SessionLog``) is one game's by ``game`` too.  Both are :func:`~.answers.one_of` unions, so a
generated client reads every field of every game without help (docs/API.md §5).
"""

from __future__ import annotations

from ..engine import GameEngine
from ..games.registry import ENGINES
from .answers import (
    BOOLEAN,
    INTEGER,
    NUMBER,
    SEAT,
    STRING,
    Json,
    array,
    described,
    fixed,
    strings,
)
from .schemas import schema_name
from .unions import const, nullable, one_of, ref

_SCORES = array(nullable(NUMBER))


def _game(engine: GameEngine) -> Json:
    return const(engine.game_id, "the game's id")


def _view(engine: GameEngine, role: Json, deal: Json) -> Json:
    """What every view of a session of ``engine``'s game holds, the ``role`` and ``deal`` given."""
    name = schema_name(engine, "")
    return {
        "session_id": STRING,
        "version": described(INTEGER, 'the session version; the ETag is "v<version>"'),
        "game": _game(engine),
        "rules": described(ref(f"{name}Rules"), "the match's rules in full, as resolved"),
        "seats": INTEGER,
        "role": role,
        "seat": nullable(SEAT, "the token's seat; null for the referee and the public view"),
        "deal_number": described(INTEGER, "1 for the match's first deal"),
        "dealer": SEAT,
        "deck_commitment": described(
            STRING, 'sha256((",".join(order) + ":" + salt).encode("ascii")), hex; see the log'
        ),
        "deck_start": described(
            INTEGER, "cards of the committed order used by earlier deals (a continuous deck); else 0"
        ),
        "reshuffle_commitments": array(
            STRING, "the commitment of each stock remade in this deal, same encoding; see the log"
        ),
        "scores": described(_SCORES, "the match score before this deal"),
        "pool": nullable(
            ref("MatchPool"),
            "the match's pool before this deal (its antes and every stake paid), taken by the winner once the "
            "match is over; null: no pool in this game (every game but set-back euchre)",
        ),
        "game_over": BOOLEAN,
        "winner": nullable(SEAT, "the match's winner (a seat, or Euchre's team); null while it goes on"),
        "to_act": nullable(SEAT, "the seat to act; null once the deal is over"),
        "limits": ref("SessionLimits"),
        "legal_actions": array(
            ref(f"{name}LegalAction"),
            "the token's seat's legal actions when it is to act (the referee's: the seat to act's); else empty; "
            "each as a move posts it (without seat)",
        ),
        "deal": deal,
        "last_deal": nullable(ref(f"{name}LastDeal"), "the deal before this one; null in the first"),
        "tokens": described(ref("Tokens"), "creation answer only"),
    }


def _game_components(engine: GameEngine) -> dict[str, Json]:
    name = schema_name(engine, "")
    result = nullable(ref(f"{name}DealResult"), "how the deal ended")
    seat_view = _view(
        engine,
        strings("seat", "public", description="seat: a seat's token; public: the creation answer"),
        described(ref(f"{name}SeatView"), "the seat's view: its own cards, others' counts, public facts"),
    )
    referee_view = _view(
        engine,
        const("referee", "the referee's token"),
        described(ref(f"{name}Report"), "the deal's full report"),
    ) | {
        "dealt": described(ref(f"{name}Deal"), "the deal as dealt, every hand and the stock"),
        "seat_views": array(ref(f"{name}SeatView"), "every seat's view"),
    }
    return {
        f"{name}SeatSession": fixed(
            seat_view, optional=("tokens",), description=f"{engine.title}: a session as a seat (or the public) sees it"
        ),
        f"{name}RefereeSession": fixed(
            referee_view, optional=("tokens",), description=f"{engine.title}: a session as the referee sees it"
        ),
        f"{name}Session": one_of(
            "role",
            {"seat": f"{name}SeatSession", "public": f"{name}SeatSession", "referee": f"{name}RefereeSession"},
            f"{engine.title}: a session as a token sees it",
        ),
        f"{name}LastDeal": fixed(
            {
                "deal_number": INTEGER,
                "dealer": SEAT,
                "deal_result": result,
                "scores_before": _SCORES,
                "scores_after": _SCORES,
            },
            description=f"{engine.title}: how the deal before this one ended",
        ),
        f"{name}LoggedDeal": fixed(
            {
                "deal_number": INTEGER,
                "finished": BOOLEAN,
                "dealer": SEAT,
                "deck_commitment": STRING,
                "order": array(
                    STRING,
                    "finished deals only: the deck order, top first; withheld while a later deal still draws from "
                    "it (a continuous deck), like salt, deal and a reshuffle's order",
                ),
                "salt": described(STRING, "finished deals only: the commitment's salt (64 hex digits)"),
                "deck_start": described(INTEGER, "the deal was dealt from order[deck_start:]"),
                "reshuffles": array(
                    ref("Reshuffle"), "each stock remade in the deal: commitment; order and salt once revealed"
                ),
                "deal": described(ref(f"{name}Deal"), "finished deals only: the deal as dealt from that order"),
                "actions": array(
                    {"type": "object", "additionalProperties": True},
                    "canonical actions; in the current deal another seat's face-down cards are replaced by counts "
                    "in 'hidden' (field -> number of cards)",
                ),
                "deal_result": result,
                "scores_before": _SCORES,
                "scores_after": _SCORES,
            },
            optional=("order", "salt", "deal", "deal_result", "scores_after"),
            description=f"{engine.title}: one deal of a session's log",
        ),
        f"{name}SessionLog": fixed(
            {
                "session_id": STRING,
                "version": INTEGER,
                "game": _game(engine),
                "seats": INTEGER,
                "commitment_encoding": STRING,
                "deals": array(ref(f"{name}LoggedDeal")),
            },
            description=f"{engine.title}: a session's log",
        ),
    }


def components() -> dict[str, Json]:
    """Every game's session components, and the unions ``SessionView`` and ``SessionLog`` over the games."""
    made: dict[str, Json] = {}
    for engine in ENGINES.values():
        made |= _game_components(engine)
    by_game = {game: schema_name(engine, "") for game, engine in ENGINES.items()}
    made["SessionView"] = one_of(
        "game",
        {game: f"{name}Session" for game, name in by_game.items()},
        "a session as one token may see it (the creator gets the public view, with every token)",
    )
    made["SessionLog"] = one_of("game", {game: f"{name}SessionLog" for game, name in by_game.items()})
    return made
