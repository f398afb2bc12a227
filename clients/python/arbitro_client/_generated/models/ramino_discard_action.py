from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ramino_discard_action_type import RaminoDiscardActionType

T = TypeVar("T", bound="RaminoDiscardAction")


@_attrs_define
class RaminoDiscardAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoDiscardActionType): Discard one card face up; ends the turn.
        card (str): The card. Example: AS.
    """

    seat: int
    type_: RaminoDiscardActionType
    card: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoDiscardActionType(d.pop("type"))

        card = d.pop("card")

        ramino_discard_action = cls(
            seat=seat,
            type_=type_,
            card=card,
        )

        return ramino_discard_action
