"""The words of a refused tournament schedule (:class:`~service.tournaments.refusals.ScheduleRefusal`),
by ``schedule.<code>``: the facts are the refusal's own."""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "schedule.format_unknown": Message("no such format; the formats are {formats:list}", ("formats",)),
    "schedule.format_unplayable": Message(
        "{game} is not played in that format; its formats are {formats:list}", ("game", "formats")
    ),
    "schedule.game_unknown": Message("no such game; the games are {games:list}", ("games",)),
    "schedule.too_few_players": Message("this format needs at least {minimum} players", ("minimum",)),
    "schedule.too_many_players": Message("a schedule seats at most {maximum} players", ("maximum",)),
    "schedule.players_odd": Message("fixed partnerships need an even number of players"),
    "schedule.rounds_required": Message(
        "with this many players there is no complete schedule: give the number of rounds (at most {maximum})",
        ("maximum",),
    ),
    "schedule.too_few_rounds": Message("a schedule has at least {minimum} round", ("minimum",)),
    "schedule.too_many_rounds": Message("this schedule has at most {maximum} rounds", ("maximum",)),
    "schedule.table_size_required": Message("this format needs the number of players at a table"),
    "schedule.table_size_unseatable": Message(
        "the game seats {minimum} to {maximum} players at a table", ("minimum", "maximum")
    ),
    "schedule.partnerships_required": Message(
        "this format seats partnerships, but these rules score {sides} players each for himself", ("sides",)
    ),
    "tournament.teams_required": Message("fixed partnerships are given as teams: a list of two names each"),
    "tournament.name_length": Message("a player's name has 1 to {maximum} characters", ("maximum",)),
    "tournament.name_twice": Message(
        "{name} is given twice (first as player {first}); each player is named once", ("name", "first")
    ),
    "tournament.event_name": Message("an event's name cannot be blank"),
    "tournament.round_outside": Message("the tournament's rounds are 1 to {rounds}", ("rounds",)),
    "tournament.to_round_before": Message("the last round cannot come before the first, {from_round}", ("from_round",)),
    "tournament.lone_hand_bonus_format": Message("the lone hand bonus scores progressive Euchre only"),
    "tournament.lone_hand_bonus_choice": Message(
        'the lone hand bonus is "made" (any lone hand made), "march" (a lone march only) or false; true is "made"'
    ),
    "tournament.duplicate_format": Message("duplicate boards are played in Euchre, progressive or pairs"),
    "tournament.duplicate_boards": Message("duplicate Euchre needs the boards a round plays"),
    "tournament.duplicate_rules": Message(
        "duplicate boards need four players in two partnerships counting up, ordering up, and no redeal"
    ),
    "tournament.duplicate_target": Message(
        "a table could reach it within its {boards} boards: it must be more than {most}", ("boards", "most")
    ),
}
"""By ``schedule.<refusal code>``; ``tournament.<case>``: a tournament request's other refusals."""
