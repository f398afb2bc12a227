from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatedPlayer")


@_attrs_define
class SeatedPlayer:
    """
    Attributes:
        player (int | Unset):
        name (str | Unset):
    """

    player: int | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if player is not UNSET:
            field_dict["player"] = player
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        name = d.pop("name", UNSET)

        seated_player = cls(
            player=player,
            name=name,
        )

        return seated_player
