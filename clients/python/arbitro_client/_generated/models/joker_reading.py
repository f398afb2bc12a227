from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JokerReading")


@_attrs_define
class JokerReading:
    """
    Attributes:
        position (int | Unset): the joker's place in the cards, from 0
        rank (str | Unset): the rank the joker was read as (by its place)
    """

    position: int | Unset = UNSET
    rank: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if rank is not UNSET:
            field_dict["rank"] = rank

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        position = d.pop("position", UNSET)

        rank = d.pop("rank", UNSET)

        joker_reading = cls(
            position=position,
            rank=rank,
        )

        return joker_reading
