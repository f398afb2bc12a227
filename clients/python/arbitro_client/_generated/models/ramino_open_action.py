from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_open_action_type import RaminoOpenActionType

T = TypeVar("T", bound="RaminoOpenAction")


@_attrs_define
class RaminoOpenAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoOpenActionType): The opening: new melds worth at least opening_min together.
        melds (list[list[str]]): New melds, each a card list (a run lowest card first, jokers by position).
    """

    seat: int
    type_: RaminoOpenActionType
    melds: list[list[str]]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data

            melds.append(melds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "melds": melds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoOpenActionType(d.pop("type"))

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = cast(list[str], melds_item_data)

            melds.append(melds_item)

        ramino_open_action = cls(
            seat=seat,
            type_=type_,
            melds=melds,
        )

        return ramino_open_action
