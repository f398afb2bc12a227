from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ecarte_play_action_type import EcartePlayActionType

T = TypeVar("T", bound="EcartePlayAction")


@_attrs_define
class EcartePlayAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EcartePlayActionType): Play a card to the trick; the elder who plays instead of proposing leads at once
            (4.1).
        card (str): The card played. Example: AS.
    """

    seat: int
    type_: EcartePlayActionType
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

        type_ = EcartePlayActionType(d.pop("type"))

        card = d.pop("card")

        ecarte_play_action = cls(
            seat=seat,
            type_=type_,
            card=card,
        )

        return ecarte_play_action
