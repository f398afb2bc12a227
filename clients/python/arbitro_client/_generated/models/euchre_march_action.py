from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_march_action_type import EuchreMarchActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreMarchAction")


@_attrs_define
class EuchreMarchAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreMarchActionType): robson_rules: the makers who took every trick score the march, or take its points
            off the opponents
        deduct (bool | None | Unset): Take the march's points off the opponents' score instead of adding them to the
            makers' Default: False.
    """

    seat: int
    type_: EuchreMarchActionType
    deduct: bool | None | Unset = False

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        deduct: bool | None | Unset
        if isinstance(self.deduct, Unset):
            deduct = UNSET
        else:
            deduct = self.deduct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if deduct is not UNSET:
            field_dict["deduct"] = deduct

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreMarchActionType(d.pop("type"))

        def _parse_deduct(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        deduct = _parse_deduct(d.pop("deduct", UNSET))

        euchre_march_action = cls(
            seat=seat,
            type_=type_,
            deduct=deduct,
        )

        return euchre_march_action
