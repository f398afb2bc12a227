"""marshmallow schemas of the tournament endpoints: requests validated, answers documented."""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate

from ..messages import Phrase
from ..tournaments import FORMATS
from ..tournaments.standings import LONE_HAND_BONUSES, lone_hand_bonus
from .answers import ref
from .request_fields import match_score, optional_integer

_NAME = fields.String(validate=validate.Length(min=1, max=40))


class _StrictBoolean(fields.Boolean):
    """true or false, and nothing else (marshmallow's Boolean takes 0, 1, "yes"...)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


_LONE_HAND_BONUS = {
    "oneOf": [{"type": "boolean"}, {"type": "string", "enum": list(LONE_HAND_BONUSES)}],
    "description": "progressive only: which lone hands score 5 to the lone player and 4 to his partner - made: any "
    "made (three tricks or more), march: a lone march only (a lone hand of three or four tricks scores its points); "
    "either way a lone hand euchred scores 3 to each defender. false: no bonus; true (the boolean of before) is made",
}


class _LoneHandBonus(fields.Field):
    """``made``, ``march`` or false; true, as the option was a boolean before, is ``made``."""

    def _deserialize(self, value, attr, data, **kwargs):
        if value is not False and value is not True and value not in LONE_HAND_BONUSES:
            raise ValidationError([Phrase("tournament.lone_hand_bonus_choice")])
        return lone_hand_bonus(value)


class TournamentCreateSchema(Schema):
    name = fields.String(
        load_default=None,
        validate=validate.Length(min=1, max=80),
        metadata={"description": "optional: the event's name, shown on its page, score cards and CSV download"},
    )
    game = fields.String(required=True, metadata={"description": "game id: euchre, ecarte, ramino, sette-e-mezzo"})
    rules = fields.Dict(
        load_default=None, allow_none=True, metadata={"description": "{variant, ...options}: every table's rules"}
    )
    format = fields.String(
        required=True, metadata={"description": f"one of {', '.join(FORMATS)}: the formats the game plays"}
    )
    players = fields.List(
        _NAME,
        load_default=None,
        metadata={"description": "the players' names, each once (not for pairs); a player is its index here"},
    )
    teams = fields.List(
        fields.List(_NAME, validate=validate.Length(equal=2)),
        load_default=None,
        metadata={"description": "pairs only: the teams, two names each; team t is players 2t and 2t + 1"},
    )
    rounds = optional_integer("how many rounds; absent: the format's complete schedule")
    hands_per_round = optional_integer(
        "the deals a round counts; absent: a whole match to the rules' target", validate=validate.Range(min=1, max=100)
    )
    table_size = optional_integer("tables format only: players at a table, within the game's seats")
    lone_hand_bonus = _LoneHandBonus(load_default=False, metadata=_LONE_HAND_BONUS)
    duplicate = _StrictBoolean(
        load_default=False,
        metadata={
            "description": "Duplicate Euchre (progressive or pairs): every table of a round plays the same "
            "hands_per_round boards, dealt and committed by the service, and is ranked by matchpoints"
        },
    )
    club_id = fields.String(
        load_default=None,
        metadata={
            "description": "with season_id: the tournament is an event of the club's season (the club director's "
            "token in Authorization), players (or teams) are the club's player ids, and its results are archived "
            "in the club (docs/CLUBS.md)"
        },
    )
    season_id = fields.String(load_default=None, metadata={"description": "with club_id: the club's season"})


class PlayerPostSchema(Schema):
    name = fields.String(
        required=True,
        validate=validate.Length(min=1, max=40),
        metadata={"description": "the late arrival's name, not a player's already (in any letter case)"},
    )


class SubstitutePostSchema(Schema):
    name = fields.String(
        required=True,
        validate=validate.Length(min=1, max=40),
        metadata={"description": "the substitute's name, not a player's already (in any letter case)"},
    )
    from_round = fields.Integer(
        required=True,
        strict=True,
        metadata={"description": "the first round the substitute plays the player's seat in"},
    )
    to_round = optional_integer(
        "the last round the substitute plays it in; absent: every remaining round (the player's place for good)"
    )


class SubstitutionSchema(Schema):
    player = fields.Integer(metadata={"description": "the substitute (an index of players)"})
    replaces = fields.Integer(metadata={"description": "the player whose seats the substitute takes"})
    from_round = fields.Integer()
    to_round = fields.Integer(allow_none=True, metadata={"description": "null: every remaining round"})


class TableTokenSchema(Schema):
    round = fields.Integer()
    table = fields.Integer()
    token = fields.String(
        metadata={
            "description": "shown once: a bearer token with which the table posts its own first result (a "
            "correction stays the director's); issued again, it replaces the one before"
        }
    )


class ResultPostSchema(Schema):
    session = fields.String(
        load_default=None, metadata={"description": "a session of this service played at the table"}
    )
    match = fields.Dict(
        load_default=None,
        metadata={"description": "a match record (POST /v1/matches/validate) of the table's match"},
    )
    scores = fields.List(
        match_score(),
        load_default=None,
        metadata={
            "description": "a paper score: the match score per side (Euchre: seats 0 and 2, then 1 and 3; "
            "else per seat), kept with proven false"
        },
    )


class ScheduleTableSchema(Schema):
    table = fields.Integer()
    seats = fields.List(fields.Integer(), metadata={"description": "player indices in seat order"})


class ScheduleRoundSchema(Schema):
    round = fields.Integer()
    tables = fields.List(fields.Nested(ScheduleTableSchema))
    byes = fields.List(fields.Integer())


class ScheduleSchema(Schema):
    rounds = fields.List(fields.Nested(ScheduleRoundSchema))


class SpreadSchema(Schema):
    min = fields.Integer()
    max = fields.Integer()


class UnevenSchema(Schema):
    partners = fields.Integer()
    opponents = fields.Integer()
    tables_shared = fields.Integer()
    byes = fields.Integer()


class BalanceSchema(Schema):
    partners = fields.Nested(SpreadSchema)
    opponents = fields.Nested(SpreadSchema)
    tables_shared = fields.Nested(SpreadSchema)
    byes = fields.Nested(SpreadSchema)
    uneven = fields.Nested(UnevenSchema)


class TieBreakSchema(Schema):
    figure = fields.String(
        metadata={
            "description": "a figure of the rows, the first the row's normalised one: progressive and tables "
            "average, then won, points; pairs and round-robin percentage, average, won; duplicate percentage, "
            "matchpoints, points"
        }
    )
    order = fields.String(metadata={"description": "ascending or descending"})


class StandingsRowSchema(Schema):
    rank = fields.Integer(metadata={"description": "shared by rows equal in every figure of tie_breaks"})
    name = fields.String(metadata={"description": "the player's name (pairs: the team's two, joined by ' & ')"})
    players = fields.List(fields.Integer())
    points = fields.Float()
    average = fields.Float(
        metadata={
            "description": "points per table played (0 before any; a bye is no table): what progressive and "
            "tables rank by first"
        }
    )
    won = fields.Integer()
    played = fields.Integer()
    byes = fields.Integer()
    proven = fields.Integer(metadata={"description": "results of a session or a match record without violations"})
    reported = fields.Integer(metadata={"description": "paper scores"})
    disputed = fields.Integer(metadata={"description": "match records with violations"})
    matchpoints = fields.Integer(
        metadata={
            "description": "duplicate only: per board, 2 for each partnership that held the same cards and "
            "scored a lower net, 1 for each that scored the same"
        }
    )
    percentage = fields.Float(
        metadata={
            "description": "what duplicate, pairs and round-robin rank by first. Duplicate: matchpoints x 100 / the "
            "matchpoints the boards played made available (2 for each other table that played the board; 0 before "
            "any board was compared); pairs and round-robin: tables won x 100 / tables played (0 before any)"
        }
    )


class StandingsSchema(Schema):
    tie_breaks = fields.List(
        fields.Nested(TieBreakSchema),
        metadata={
            "description": "ranked by these, in order; each is a field of every row, a CSV column and a page column"
        },
    )
    rows = fields.List(fields.Nested(StandingsRowSchema))


class CountedDealSchema(Schema):
    points = fields.List(fields.Float())
    lone = fields.Integer(allow_none=True)
    lone_made = fields.Boolean(allow_none=True)
    lone_march = fields.Boolean(
        allow_none=True,
        metadata={"description": "the lone hand took every trick (null where lone_made is null)"},
    )


class TableResultSchema(Schema):
    kind = fields.String(metadata={"description": "session, match or scores"})
    proven = fields.Boolean()
    disputed = fields.Boolean()
    scores = fields.List(fields.Float())
    winner = fields.Integer(allow_none=True, metadata={"description": "the winning side (score index), or null"})
    deals = fields.List(fields.Nested(CountedDealSchema))
    violations = fields.List(fields.Dict())
    source = fields.Dict()
    posted_at = fields.Integer()


class SeatedPlayerSchema(Schema):
    player = fields.Integer()
    name = fields.String()


class TableAnswerSchema(Schema):
    round = fields.Integer()
    table = fields.Integer()
    seats = fields.List(fields.Nested(SeatedPlayerSchema))
    result = fields.Nested(TableResultSchema, allow_none=True)
    history = fields.List(
        fields.Nested(TableResultSchema),
        metadata={"description": "replaced results, oldest first: the last TOURNAMENT_HISTORY_KEPT of them"},
    )
    history_folded = fields.Integer(
        metadata={"description": "how many older replaced results were folded out of history (0: none)"}
    )
    session = fields.String(
        allow_none=True,
        metadata={"description": "duplicate only: the session opened for the table's boards (null: none yet)"},
    )


class BoardSchema(Schema):
    board = fields.Integer(metadata={"description": "1 for the round's first board: the session's deal number"})
    dealer = fields.Integer(metadata={"description": "the seat that deals it: (board - 1) mod 4"})
    commitment = fields.String(
        metadata={"description": 'sha256((",".join(order) + ":" + salt).encode("ascii")), hex, as sessions commit'}
    )
    order = fields.List(fields.String(), metadata={"description": "once the round is over: the deck, top first"})
    salt = fields.String(metadata={"description": "once the round is over: the salt of the commitment"})


class RoundBoardsSchema(Schema):
    round = fields.Integer()
    revealed = fields.Boolean(metadata={"description": "every table of the round has a result: orders and salts shown"})
    boards = fields.List(fields.Nested(BoardSchema))


class TableSessionSchema(Schema):
    """The session a duplicate table plays its boards in, and the table."""

    round = fields.Integer()
    table = fields.Integer()
    players = fields.List(fields.Nested(SeatedPlayerSchema), metadata={"description": "the players, in seat order"})
    session = fields.Raw(
        metadata={
            "allOf": [ref("SessionView")],
            "description": "as POST /v1/sessions answers it: the public view and every token (shown once)",
        }
    )


class ClubLinkSchema(Schema):
    club_id = fields.String()
    season_id = fields.String()
    players = fields.List(fields.String(), metadata={"description": "the club's player id of each player index"})


class TournamentSchema(Schema):
    id = fields.String()
    name = fields.String(allow_none=True, metadata={"description": "the event's name (null: none given)"})
    game = fields.String()
    rules = fields.Dict()
    format = fields.String()
    players = fields.List(fields.String())
    rounds = fields.Integer()
    hands_per_round = fields.Integer(allow_none=True)
    table_size = fields.Integer(allow_none=True)
    lone_hand_bonus = fields.Raw(
        metadata={
            "oneOf": [{"type": "boolean", "enum": [False]}, {"type": "string", "enum": list(LONE_HAND_BONUSES)}],
            "description": "the lone hand bonus the standings score: made, march, or false (none)",
        }
    )
    duplicate = fields.Boolean()
    withdrawn = fields.List(
        fields.Integer(), metadata={"description": "the players (indices) who withdrew: out of the later rounds"}
    )
    substitutes = fields.List(
        fields.Nested(SubstitutionSchema),
        metadata={
            "description": "the substitutes, in the order named: each sits where the player he replaces would at the "
            "tables still to play in its rounds; in pairs his results count for the team"
        },
    )
    closed_rounds = fields.List(
        fields.Integer(), metadata={"description": "the rounds the director closed: their tables take no result"}
    )
    created = fields.Integer()
    schedule = fields.Nested(ScheduleSchema)
    balance = fields.Nested(BalanceSchema)
    results = fields.List(fields.Nested(TableAnswerSchema), metadata={"description": "the tables with a result"})
    standings = fields.Nested(StandingsSchema)
    boards = fields.List(
        fields.Nested(RoundBoardsSchema),
        metadata={"description": "duplicate only: each round's boards, committed, revealed once the round is over"},
    )
    director_token = fields.String(metadata={"description": "creation answer only: the director's bearer token"})
    club = fields.Nested(ClubLinkSchema, metadata={"description": "an event of a club's season only: the link"})
