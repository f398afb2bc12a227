from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeasonRow")


@_attrs_define
class SeasonRow:
    """
    Attributes:
        rank (int | Unset):
        player_id (str | Unset):
        name (str | Unset):
        score (float | Unset): the figure the season's rule ranks by
        evenings (int | Unset):
        total (float | Unset):
        average (float | Unset): points per evening played
        won (int | Unset): tables won, every evening
        played (int | Unset): tables played, every evening
    """

    rank: int | Unset = UNSET
    player_id: str | Unset = UNSET
    name: str | Unset = UNSET
    score: float | Unset = UNSET
    evenings: int | Unset = UNSET
    total: float | Unset = UNSET
    average: float | Unset = UNSET
    won: int | Unset = UNSET
    played: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        player_id = self.player_id

        name = self.name

        score = self.score

        evenings = self.evenings

        total = self.total

        average = self.average

        won = self.won

        played = self.played

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rank is not UNSET:
            field_dict["rank"] = rank
        if player_id is not UNSET:
            field_dict["player_id"] = player_id
        if name is not UNSET:
            field_dict["name"] = name
        if score is not UNSET:
            field_dict["score"] = score
        if evenings is not UNSET:
            field_dict["evenings"] = evenings
        if total is not UNSET:
            field_dict["total"] = total
        if average is not UNSET:
            field_dict["average"] = average
        if won is not UNSET:
            field_dict["won"] = won
        if played is not UNSET:
            field_dict["played"] = played

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rank = d.pop("rank", UNSET)

        player_id = d.pop("player_id", UNSET)

        name = d.pop("name", UNSET)

        score = d.pop("score", UNSET)

        evenings = d.pop("evenings", UNSET)

        total = d.pop("total", UNSET)

        average = d.pop("average", UNSET)

        won = d.pop("won", UNSET)

        played = d.pop("played", UNSET)

        season_row = cls(
            rank=rank,
            player_id=player_id,
            name=name,
            score=score,
            evenings=evenings,
            total=total,
            average=average,
            won=won,
            played=played,
        )

        return season_row
