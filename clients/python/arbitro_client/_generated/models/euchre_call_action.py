from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_call_action_type import EuchreCallActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreCallAction")


@_attrs_define
class EuchreCallAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreCallActionType): Round 2 (or the dealer's blind call): name the trump suit
        suit (str): The trump suit: S, H, D or C Example: H.
        alone (bool | None | Unset): Play without a partner (the partner sits out) Default: False.
    """

    seat: int
    type_: EuchreCallActionType
    suit: str
    alone: bool | None | Unset = False

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        suit = self.suit

        alone: bool | None | Unset
        if isinstance(self.alone, Unset):
            alone = UNSET
        else:
            alone = self.alone

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "suit": suit,
            }
        )
        if alone is not UNSET:
            field_dict["alone"] = alone

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreCallActionType(d.pop("type"))

        suit = d.pop("suit")

        def _parse_alone(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        alone = _parse_alone(d.pop("alone", UNSET))

        euchre_call_action = cls(
            seat=seat,
            type_=type_,
            suit=suit,
            alone=alone,
        )

        return euchre_call_action
