from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_meld_action_type import RaminoMeldActionType

T = TypeVar("T", bound="RaminoMeldAction")


@_attrs_define
class RaminoMeldAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoMeldActionType): New melds, after opening.
        melds (list[list[str]]): New melds, each a card list (a run lowest card first, jokers by position).
    """

    seat: int
    type_: RaminoMeldActionType
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

        type_ = RaminoMeldActionType(d.pop("type"))

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = cast(list[str], melds_item_data)

            melds.append(melds_item)

        ramino_meld_action = cls(
            seat=seat,
            type_=type_,
            melds=melds,
        )

        return ramino_meld_action
