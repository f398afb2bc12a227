from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_hit_action_type import SetteEMezzoHitActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="SetteEMezzoHitAction")


@_attrs_define
class SetteEMezzoHitAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (SetteEMezzoHitActionType): Ask for a card.
        card (None | str | Unset): The card drawn; optional while the stock's order is known (then derived), required
            otherwise. Example: AS.
        face_up (bool | None | Unset): true: the first card stays hidden and hits come face up; false: the hidden card
            is turned up and the new one comes face down. Fixed by a hand's first hit; omitted = the hand's mode (true for a
            first hit). The banker hits face up.
    """

    seat: int
    type_: SetteEMezzoHitActionType
    card: None | str | Unset = UNSET
    face_up: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        face_up: bool | None | Unset
        if isinstance(self.face_up, Unset):
            face_up = UNSET
        else:
            face_up = self.face_up

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if face_up is not UNSET:
            field_dict["face_up"] = face_up

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = SetteEMezzoHitActionType(d.pop("type"))

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        def _parse_face_up(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        face_up = _parse_face_up(d.pop("face_up", UNSET))

        sette_e_mezzo_hit_action = cls(
            seat=seat,
            type_=type_,
            card=card,
            face_up=face_up,
        )

        return sette_e_mezzo_hit_action
