from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClubLink")


@_attrs_define
class ClubLink:
    """
    Attributes:
        club_id (str | Unset):
        season_id (str | Unset):
        players (list[str] | Unset): the club's player id of each player index
    """

    club_id: str | Unset = UNSET
    season_id: str | Unset = UNSET
    players: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        club_id = self.club_id

        season_id = self.season_id

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if club_id is not UNSET:
            field_dict["club_id"] = club_id
        if season_id is not UNSET:
            field_dict["season_id"] = season_id
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        club_id = d.pop("club_id", UNSET)

        season_id = d.pop("season_id", UNSET)

        players = cast(list[str], d.pop("players", UNSET))

        club_link = cls(
            club_id=club_id,
            season_id=season_id,
            players=players,
        )

        return club_link
