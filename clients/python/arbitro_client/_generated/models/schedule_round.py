from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.schedule_table import ScheduleTable


T = TypeVar("T", bound="ScheduleRound")


@_attrs_define
class ScheduleRound:
    """
    Attributes:
        round_ (int | Unset):
        tables (list[ScheduleTable] | Unset):
        byes (list[int] | Unset):
    """

    round_: int | Unset = UNSET
    tables: list[ScheduleTable] | Unset = UNSET
    byes: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        tables: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tables, Unset):
            tables = []
            for tables_item_data in self.tables:
                tables_item = tables_item_data.to_dict()
                tables.append(tables_item)

        byes: list[int] | Unset = UNSET
        if not isinstance(self.byes, Unset):
            byes = self.byes

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if round_ is not UNSET:
            field_dict["round"] = round_
        if tables is not UNSET:
            field_dict["tables"] = tables
        if byes is not UNSET:
            field_dict["byes"] = byes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.schedule_table import ScheduleTable

        d = dict(src_dict)
        round_ = d.pop("round", UNSET)

        _tables = d.pop("tables", UNSET)
        tables: list[ScheduleTable] | Unset = UNSET
        if _tables is not UNSET:
            tables = []
            for tables_item_data in _tables:
                tables_item = ScheduleTable.from_dict(tables_item_data)

                tables.append(tables_item)

        byes = cast(list[int], d.pop("byes", UNSET))

        schedule_round = cls(
            round_=round_,
            tables=tables,
            byes=byes,
        )

        return schedule_round
