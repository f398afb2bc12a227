from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_bet_action_type import SetteEMezzoBetActionType

T = TypeVar("T", bound="SetteEMezzoBetAction")


@_attrs_define
class SetteEMezzoBetAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (SetteEMezzoBetActionType): A player's stake, before he looks at his card; the banker does not bet.
        amount (float): Chips staked: a whole number from min_bet to max_bet and at most the bankroll (anything else is
            bet_out_of_range).
    """

    seat: int
    type_: SetteEMezzoBetActionType
    amount: float

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = SetteEMezzoBetActionType(d.pop("type"))

        amount = d.pop("amount")

        sette_e_mezzo_bet_action = cls(
            seat=seat,
            type_=type_,
            amount=amount,
        )

        return sette_e_mezzo_bet_action
