from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.standings_row import StandingsRow
    from ..models.tie_break import TieBreak


T = TypeVar("T", bound="Standings")


@_attrs_define
class Standings:
    """
    Attributes:
        tie_breaks (list[TieBreak] | Unset): ranked by these, in order; each is a field of every row, a CSV column and a
            page column
        rows (list[StandingsRow] | Unset):
    """

    tie_breaks: list[TieBreak] | Unset = UNSET
    rows: list[StandingsRow] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tie_breaks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tie_breaks, Unset):
            tie_breaks = []
            for tie_breaks_item_data in self.tie_breaks:
                tie_breaks_item = tie_breaks_item_data.to_dict()
                tie_breaks.append(tie_breaks_item)

        rows: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rows, Unset):
            rows = []
            for rows_item_data in self.rows:
                rows_item = rows_item_data.to_dict()
                rows.append(rows_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if tie_breaks is not UNSET:
            field_dict["tie_breaks"] = tie_breaks
        if rows is not UNSET:
            field_dict["rows"] = rows

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.standings_row import StandingsRow
        from ..models.tie_break import TieBreak

        d = dict(src_dict)
        _tie_breaks = d.pop("tie_breaks", UNSET)
        tie_breaks: list[TieBreak] | Unset = UNSET
        if _tie_breaks is not UNSET:
            tie_breaks = []
            for tie_breaks_item_data in _tie_breaks:
                tie_breaks_item = TieBreak.from_dict(tie_breaks_item_data)

                tie_breaks.append(tie_breaks_item)

        _rows = d.pop("rows", UNSET)
        rows: list[StandingsRow] | Unset = UNSET
        if _rows is not UNSET:
            rows = []
            for rows_item_data in _rows:
                rows_item = StandingsRow.from_dict(rows_item_data)

                rows.append(rows_item)

        standings = cls(
            tie_breaks=tie_breaks,
            rows=rows,
        )

        return standings
