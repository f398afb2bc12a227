from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_legal_action_type import SetteEMezzoLegalActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="SetteEMezzoLegalAction")


@_attrs_define
class SetteEMezzoLegalAction:
    """
    Attributes:
        seat (int): a seat, from 0
        type_ (SetteEMezzoLegalActionType):
        amount (float | Unset): Chips staked: a whole number from min_bet to max_bet and at most the bankroll (anything
            else is bet_out_of_range).
        min_amount (int | Unset): the least amount (a template)
        max_amount (int | Unset): the most amount (a template)
        card (str | Unset): The card drawn; optional while the stock's order is known (then derived), required
            otherwise. Example: AS.
        face_up (bool | Unset): true: the first card stays hidden and hits come face up; false: the hidden card is
            turned up and the new one comes face down. Fixed by a hand's first hit; omitted = the hand's mode (true for a
            first hit). The banker hits face up.
        min_ (int | Unset): a template's least amount
        max_ (int | Unset): a template's most amount
    """

    seat: int
    type_: SetteEMezzoLegalActionType
    amount: float | Unset = UNSET
    min_amount: int | Unset = UNSET
    max_amount: int | Unset = UNSET
    card: str | Unset = UNSET
    face_up: bool | Unset = UNSET
    min_: int | Unset = UNSET
    max_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        amount = self.amount

        min_amount = self.min_amount

        max_amount = self.max_amount

        card = self.card

        face_up = self.face_up

        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if min_amount is not UNSET:
            field_dict["min_amount"] = min_amount
        if max_amount is not UNSET:
            field_dict["max_amount"] = max_amount
        if card is not UNSET:
            field_dict["card"] = card
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = SetteEMezzoLegalActionType(d.pop("type"))

        amount = d.pop("amount", UNSET)

        min_amount = d.pop("min_amount", UNSET)

        max_amount = d.pop("max_amount", UNSET)

        card = d.pop("card", UNSET)

        face_up = d.pop("face_up", UNSET)

        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        sette_e_mezzo_legal_action = cls(
            seat=seat,
            type_=type_,
            amount=amount,
            min_amount=min_amount,
            max_amount=max_amount,
            card=card,
            face_up=face_up,
            min_=min_,
            max_=max_,
        )

        return sette_e_mezzo_legal_action
