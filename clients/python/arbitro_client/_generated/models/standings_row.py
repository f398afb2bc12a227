from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StandingsRow")


@_attrs_define
class StandingsRow:
    """
    Attributes:
        rank (int | Unset): shared by rows equal in every figure of tie_breaks
        name (str | Unset): the player's name (pairs: the team's two, joined by ' & ')
        players (list[int] | Unset):
        points (float | Unset):
        average (float | Unset): points per table played (0 before any; a bye is no table): what progressive and tables
            rank by first
        won (int | Unset):
        played (int | Unset):
        byes (int | Unset):
        proven (int | Unset): results of a session or a match record without violations
        reported (int | Unset): paper scores
        disputed (int | Unset): match records with violations
        matchpoints (int | Unset): duplicate only: per board, 2 for each partnership that held the same cards and scored
            a lower net, 1 for each that scored the same
        percentage (float | Unset): what duplicate, pairs and round-robin rank by first. Duplicate: matchpoints x 100 /
            the matchpoints the boards played made available (2 for each other table that played the board; 0 before any
            board was compared); pairs and round-robin: tables won x 100 / tables played (0 before any)
    """

    rank: int | Unset = UNSET
    name: str | Unset = UNSET
    players: list[int] | Unset = UNSET
    points: float | Unset = UNSET
    average: float | Unset = UNSET
    won: int | Unset = UNSET
    played: int | Unset = UNSET
    byes: int | Unset = UNSET
    proven: int | Unset = UNSET
    reported: int | Unset = UNSET
    disputed: int | Unset = UNSET
    matchpoints: int | Unset = UNSET
    percentage: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        name = self.name

        players: list[int] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        points = self.points

        average = self.average

        won = self.won

        played = self.played

        byes = self.byes

        proven = self.proven

        reported = self.reported

        disputed = self.disputed

        matchpoints = self.matchpoints

        percentage = self.percentage

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rank is not UNSET:
            field_dict["rank"] = rank
        if name is not UNSET:
            field_dict["name"] = name
        if players is not UNSET:
            field_dict["players"] = players
        if points is not UNSET:
            field_dict["points"] = points
        if average is not UNSET:
            field_dict["average"] = average
        if won is not UNSET:
            field_dict["won"] = won
        if played is not UNSET:
            field_dict["played"] = played
        if byes is not UNSET:
            field_dict["byes"] = byes
        if proven is not UNSET:
            field_dict["proven"] = proven
        if reported is not UNSET:
            field_dict["reported"] = reported
        if disputed is not UNSET:
            field_dict["disputed"] = disputed
        if matchpoints is not UNSET:
            field_dict["matchpoints"] = matchpoints
        if percentage is not UNSET:
            field_dict["percentage"] = percentage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rank = d.pop("rank", UNSET)

        name = d.pop("name", UNSET)

        players = cast(list[int], d.pop("players", UNSET))

        points = d.pop("points", UNSET)

        average = d.pop("average", UNSET)

        won = d.pop("won", UNSET)

        played = d.pop("played", UNSET)

        byes = d.pop("byes", UNSET)

        proven = d.pop("proven", UNSET)

        reported = d.pop("reported", UNSET)

        disputed = d.pop("disputed", UNSET)

        matchpoints = d.pop("matchpoints", UNSET)

        percentage = d.pop("percentage", UNSET)

        standings_row = cls(
            rank=rank,
            name=name,
            players=players,
            points=points,
            average=average,
            won=won,
            played=played,
            byes=byes,
            proven=proven,
            reported=reported,
            disputed=disputed,
            matchpoints=matchpoints,
            percentage=percentage,
        )

        return standings_row
