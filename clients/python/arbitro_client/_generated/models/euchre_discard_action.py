from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_discard_action_type import EuchreDiscardActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreDiscardAction")


@_attrs_define
class EuchreDiscardAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EuchreDiscardActionType): The dealer, holding the upcard, discards one card face down
        card (str): The card discarded, face down Example: AS.
        alone (bool | None | Unset): After the partner's assist that made the dealer the maker
            (assist_makes_dealer_maker): the dealer plays alone, the assister sits out Default: False.
    """

    seat: int
    type_: EuchreDiscardActionType
    card: str
    alone: bool | None | Unset = False

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        card = self.card

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
                "card": card,
            }
        )
        if alone is not UNSET:
            field_dict["alone"] = alone

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EuchreDiscardActionType(d.pop("type"))

        card = d.pop("card")

        def _parse_alone(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        alone = _parse_alone(d.pop("alone", UNSET))

        euchre_discard_action = cls(
            seat=seat,
            type_=type_,
            card=card,
            alone=alone,
        )

        return euchre_discard_action
