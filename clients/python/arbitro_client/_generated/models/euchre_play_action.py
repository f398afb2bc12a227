from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.euchre_play_action_type import EuchrePlayActionType

T = TypeVar("T", bound="EuchrePlayAction")


@_attrs_define
class EuchrePlayAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchrePlayActionType): Play a card to the trick
        card (str): The card Example: AS.
    """

    seat: int
    type_: EuchrePlayActionType
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

        type_ = EuchrePlayActionType(d.pop("type"))

        card = d.pop("card")

        euchre_play_action = cls(
            seat=seat,
            type_=type_,
            card=card,
        )

        return euchre_play_action
