from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="EuchreSeatViewShownItem")


@_attrs_define
class EuchreSeatViewShownItem:
    """
    Attributes:
        seat (int): a seat, from 0
        cards (list[str]):
    """

    seat: int
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))

        euchre_seat_view_shown_item = cls(
            seat=seat,
            cards=cards,
        )

        return euchre_seat_view_shown_item
