from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_defend_alone_action_type import EuchreDefendAloneActionType

T = TypeVar("T", bound="EuchreDefendAloneAction")


@_attrs_define
class EuchreDefendAloneAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreDefendAloneActionType): A defender plays alone against the makers (when the rules allow)
    """

    seat: int
    type_: EuchreDefendAloneActionType

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

        type_ = EuchreDefendAloneActionType(d.pop("type"))

        euchre_defend_alone_action = cls(
            seat=seat,
            type_=type_,
        )

        return euchre_defend_alone_action
