from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Penalty")


@_attrs_define
class Penalty:
    """the penalty the rules give a breach: whom it falls on and what it costs (the rule's own fields)

    Attributes:
        seat (int | Unset): a seat, from 0
        points (int | list[int] | Unset): points: to a seat, or per side
        trick_points (int | Unset):
    """

    seat: int | Unset = UNSET
    points: int | list[int] | Unset = UNSET
    trick_points: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        points: int | list[int] | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        elif isinstance(self.points, list):
            points = self.points

        else:
            points = self.points

        trick_points = self.trick_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if seat is not UNSET:
            field_dict["seat"] = seat
        if points is not UNSET:
            field_dict["points"] = points
        if trick_points is not UNSET:
            field_dict["trick_points"] = trick_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat", UNSET)

        def _parse_points(data: object) -> int | list[int] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                points_type_1 = cast(list[int], data)

                return points_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int] | Unset, data)

        points = _parse_points(d.pop("points", UNSET))

        trick_points = d.pop("trick_points", UNSET)

        penalty = cls(
            seat=seat,
            points=points,
            trick_points=trick_points,
        )

        penalty.additional_properties = d
        return penalty

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
