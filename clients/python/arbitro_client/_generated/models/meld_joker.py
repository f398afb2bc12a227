from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MeldJoker")


@_attrs_define
class MeldJoker:
    """
    Attributes:
        position (int | Unset): the joker's place in the cards, from 0
        stands_for (list[str] | Unset): the card it stands for (a group's joker: any missing suit)
    """

    position: int | Unset = UNSET
    stands_for: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        stands_for: list[str] | Unset = UNSET
        if not isinstance(self.stands_for, Unset):
            stands_for = self.stands_for

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if position is not UNSET:
            field_dict["position"] = position
        if stands_for is not UNSET:
            field_dict["stands_for"] = stands_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        position = d.pop("position", UNSET)

        stands_for = cast(list[str], d.pop("stands_for", UNSET))

        meld_joker = cls(
            position=position,
            stands_for=stands_for,
        )

        return meld_joker
