"""marshmallow schemas of the club endpoints: requests validated, answers documented."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from ..clubs.clubs import SEASON_RULES
from .request_fields import optional_integer


class ClubPostSchema(Schema):
    name = fields.String(
        required=True, validate=validate.Length(min=1, max=80), metadata={"description": "the club's name"}
    )


class PlayerNameSchema(Schema):
    name = fields.String(
        required=True,
        validate=validate.Length(min=1, max=40),
        metadata={"description": "the player's name, unique in the club in any letter case"},
    )


class SeasonPostSchema(Schema):
    name = fields.String(required=True, validate=validate.Length(min=1, max=80))
    game = fields.String(required=True, metadata={"description": "game id: euchre, ecarte, ramino, sette-e-mezzo"})
    rule = fields.String(
        load_default="total",
        validate=validate.OneOf(SEASON_RULES),
        metadata={
            "description": "how the evenings add up: total (every evening's points), average (per evening "
            "played) or best (the best `best` evenings)"
        },
    )
    best = optional_integer(
        "rule best only: how many of a player's best evenings count", validate=validate.Range(min=1)
    )


class ClubPlayerSchema(Schema):
    id = fields.String(metadata={"description": "the player's id: stable, whatever the name becomes"})
    club_id = fields.String()
    name = fields.String()


class SeasonSchema(Schema):
    id = fields.String()
    club_id = fields.String()
    name = fields.String()
    game = fields.String()
    rule = fields.String()
    best = fields.Integer(allow_none=True)
    created = fields.Integer()


class ClubSchema(Schema):
    id = fields.String()
    name = fields.String()
    created = fields.Integer()
    players = fields.List(fields.Nested(ClubPlayerSchema), metadata={"description": "the roster, by name"})
    seasons = fields.List(fields.Nested(SeasonSchema), metadata={"description": "oldest first"})
    director_token = fields.String(metadata={"description": "creation answer only: the director's bearer token"})


class RosterSchema(Schema):
    players = fields.List(fields.Nested(ClubPlayerSchema))


class RatingSchema(Schema):
    game = fields.String()
    mu = fields.Float(metadata={"description": "the skill believed (openskill's Plackett-Luce; a new player 25)"})
    sigma = fields.Float(metadata={"description": "its uncertainty (a new player 25/3): falls as tables are rated"})
    ordinal = fields.Float(metadata={"description": "mu - 3 sigma: the conservative rating players are listed by"})
    tables = fields.Integer(metadata={"description": "how many proven tables moved it"})


class RatedPlayerSchema(RatingSchema):
    rank = fields.Integer()
    player_id = fields.String()
    name = fields.String()


class RatingsSchema(Schema):
    ratings = fields.List(
        fields.Nested(RatedPlayerSchema), metadata={"description": "by game, then ordinal (best first)"}
    )


class SeatedClubPlayerSchema(Schema):
    seat = fields.Integer()
    player_id = fields.String(allow_none=True, metadata={"description": "null: a player the club does not know"})
    name = fields.String(allow_none=True)


class HistoryEventSchema(Schema):
    tournament_id = fields.String()
    season_id = fields.String()
    name = fields.String(allow_none=True)
    game = fields.String()
    format = fields.String()
    created = fields.Integer()
    ended = fields.Integer(allow_none=True, metadata={"description": "null while the tournament is played"})
    points = fields.Float()
    won = fields.Integer()
    played = fields.Integer()
    rank = fields.Integer(allow_none=True)


class HistoryTableSchema(Schema):
    tournament_id = fields.String()
    round = fields.Integer()
    table = fields.Integer()
    seat = fields.Integer()
    side = fields.Integer()
    partners = fields.List(fields.Nested(SeatedClubPlayerSchema))
    opponents = fields.List(fields.Nested(SeatedClubPlayerSchema))
    scores = fields.List(fields.Float(), metadata={"description": "each side's score at the table"})
    won = fields.Boolean(allow_none=True, metadata={"description": "null: the sides tied"})
    kind = fields.String(metadata={"description": "session, match or scores (a paper score)"})
    proven = fields.Boolean()
    disputed = fields.Boolean()
    source = fields.Dict(metadata={"description": "the session's id, or the match record's tags"})


class PlayerHistorySchema(Schema):
    id = fields.String()
    club_id = fields.String()
    name = fields.String()
    ratings = fields.List(fields.Nested(RatingSchema), metadata={"description": "one per game the player is rated in"})
    events = fields.List(fields.Nested(HistoryEventSchema), metadata={"description": "the evenings, in order"})
    tables = fields.List(fields.Nested(HistoryTableSchema), metadata={"description": "every table, in order"})


class SeasonRowSchema(Schema):
    rank = fields.Integer()
    player_id = fields.String()
    name = fields.String()
    score = fields.Float(metadata={"description": "the figure the season's rule ranks by"})
    evenings = fields.Integer()
    total = fields.Float()
    average = fields.Float(metadata={"description": "points per evening played"})
    won = fields.Integer(metadata={"description": "tables won, every evening"})
    played = fields.Integer(metadata={"description": "tables played, every evening"})


class SeasonStandingsSchema(Schema):
    season_id = fields.String()
    name = fields.String()
    game = fields.String()
    rule = fields.String()
    best = fields.Integer(allow_none=True)
    order = fields.String(metadata={"description": "descending, or ascending for penalty points (Ramino)"})
    events = fields.Integer(metadata={"description": "the season's events"})
    ended = fields.Integer(metadata={"description": "how many of them have ended"})
    rows = fields.List(fields.Nested(SeasonRowSchema))
