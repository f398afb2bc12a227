from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ScheduleTable")


@_attrs_define
class ScheduleTable:
    """
    Attributes:
        table (int | Unset):
        seats (list[int] | Unset): player indices in seat order
    """

    table: int | Unset = UNSET
    seats: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        seats: list[int] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if table is not UNSET:
            field_dict["table"] = table
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table = d.pop("table", UNSET)

        seats = cast(list[int], d.pop("seats", UNSET))

        schedule_table = cls(
            table=table,
            seats=seats,
        )

        return schedule_table
