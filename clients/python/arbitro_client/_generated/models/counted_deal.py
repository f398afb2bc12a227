from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CountedDeal")


@_attrs_define
class CountedDeal:
    """
    Attributes:
        points (list[float] | Unset):
        lone (int | None | Unset):
        lone_made (bool | None | Unset):
        lone_march (bool | None | Unset): the lone hand took every trick (null where lone_made is null)
    """

    points: list[float] | Unset = UNSET
    lone: int | None | Unset = UNSET
    lone_made: bool | None | Unset = UNSET
    lone_march: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        points: list[float] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points

        lone: int | None | Unset
        if isinstance(self.lone, Unset):
            lone = UNSET
        else:
            lone = self.lone

        lone_made: bool | None | Unset
        if isinstance(self.lone_made, Unset):
            lone_made = UNSET
        else:
            lone_made = self.lone_made

        lone_march: bool | None | Unset
        if isinstance(self.lone_march, Unset):
            lone_march = UNSET
        else:
            lone_march = self.lone_march

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if points is not UNSET:
            field_dict["points"] = points
        if lone is not UNSET:
            field_dict["lone"] = lone
        if lone_made is not UNSET:
            field_dict["lone_made"] = lone_made
        if lone_march is not UNSET:
            field_dict["lone_march"] = lone_march

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        points = cast(list[float], d.pop("points", UNSET))

        def _parse_lone(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        lone = _parse_lone(d.pop("lone", UNSET))

        def _parse_lone_made(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        lone_made = _parse_lone_made(d.pop("lone_made", UNSET))

        def _parse_lone_march(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        lone_march = _parse_lone_march(d.pop("lone_march", UNSET))

        counted_deal = cls(
            points=points,
            lone=lone,
            lone_made=lone_made,
            lone_march=lone_march,
        )

        return counted_deal
