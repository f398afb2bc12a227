from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_order_up_action_type import EuchreOrderUpActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreOrderUpAction")


@_attrs_define
class EuchreOrderUpAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreOrderUpActionType): Round 1: accept the upcard's suit as trump (the dealer picks it up); from the
            dealer's partner (the assist) with assist_makes_dealer_maker, the dealer becomes the maker
        alone (bool | None | Unset): Play without a partner (the partner sits out) Default: False.
    """

    seat: int
    type_: EuchreOrderUpActionType
    alone: bool | None | Unset = False

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

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
            }
        )
        if alone is not UNSET:
            field_dict["alone"] = alone

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreOrderUpActionType(d.pop("type"))

        def _parse_alone(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        alone = _parse_alone(d.pop("alone", UNSET))

        euchre_order_up_action = cls(
            seat=seat,
            type_=type_,
            alone=alone,
        )

        return euchre_order_up_action
