from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TieBreak")


@_attrs_define
class TieBreak:
    """
    Attributes:
        figure (str | Unset): a figure of the rows, the first the row's normalised one: progressive and tables average,
            then won, points; pairs and round-robin percentage, average, won; duplicate percentage, matchpoints, points
        order (str | Unset): ascending or descending
    """

    figure: str | Unset = UNSET
    order: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        figure = self.figure

        order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if figure is not UNSET:
            field_dict["figure"] = figure
        if order is not UNSET:
            field_dict["order"] = order

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        figure = d.pop("figure", UNSET)

        order = d.pop("order", UNSET)

        tie_break = cls(
            figure=figure,
            order=order,
        )

        return tie_break
