from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_blind_loner_action_type import EuchreBlindLonerActionType

T = TypeVar("T", bound="EuchreBlindLonerAction")


@_attrs_define
class EuchreBlindLonerAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreBlindLonerActionType): robson_rules: the dealer who turned up a jack goes alone without looking at
            his hand; the jack's suit is trump and he takes it up
    """

    seat: int
    type_: EuchreBlindLonerActionType

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreBlindLonerActionType(d.pop("type"))

        euchre_blind_loner_action = cls(
            seat=seat,
            type_=type_,
        )

        return euchre_blind_loner_action
