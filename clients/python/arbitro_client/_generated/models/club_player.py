from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClubPlayer")


@_attrs_define
class ClubPlayer:
    """
    Attributes:
        id (str | Unset): the player's id: stable, whatever the name becomes
        club_id (str | Unset):
        name (str | Unset):
    """

    id: str | Unset = UNSET
    club_id: str | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        club_id = self.club_id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if club_id is not UNSET:
            field_dict["club_id"] = club_id
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        club_id = d.pop("club_id", UNSET)

        name = d.pop("name", UNSET)

        club_player = cls(
            id=id,
            club_id=club_id,
            name=name,
        )

        return club_player
