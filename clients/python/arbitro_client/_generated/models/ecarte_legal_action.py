from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ecarte_legal_action_type import EcarteLegalActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EcarteLegalAction")


@_attrs_define
class EcarteLegalAction:
    """
    Attributes:
        seat (int): a seat, from 0
        type_ (EcarteLegalActionType):
        discard (list[str] | Unset): The cards discarded, face down (the dealer may discard none).
        min_discard (int | Unset): the least discard (a template)
        max_discard (int | Unset): the most discard (a template)
        draw (list[str] | Unset): The cards drawn from the stock.
        min_draw (int | Unset): the least draw (a template)
        max_draw (int | Unset): the most draw (a template)
        card (str | Unset): The card played. Example: AS.
        min_ (int | Unset): a template's least amount
        max_ (int | Unset): a template's most amount
    """

    seat: int
    type_: EcarteLegalActionType
    discard: list[str] | Unset = UNSET
    min_discard: int | Unset = UNSET
    max_discard: int | Unset = UNSET
    draw: list[str] | Unset = UNSET
    min_draw: int | Unset = UNSET
    max_draw: int | Unset = UNSET
    card: str | Unset = UNSET
    min_: int | Unset = UNSET
    max_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        discard: list[str] | Unset = UNSET
        if not isinstance(self.discard, Unset):
            discard = self.discard

        min_discard = self.min_discard

        max_discard = self.max_discard

        draw: list[str] | Unset = UNSET
        if not isinstance(self.draw, Unset):
            draw = self.draw

        min_draw = self.min_draw

        max_draw = self.max_draw

        card = self.card

        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if discard is not UNSET:
            field_dict["discard"] = discard
        if min_discard is not UNSET:
            field_dict["min_discard"] = min_discard
        if max_discard is not UNSET:
            field_dict["max_discard"] = max_discard
        if draw is not UNSET:
            field_dict["draw"] = draw
        if min_draw is not UNSET:
            field_dict["min_draw"] = min_draw
        if max_draw is not UNSET:
            field_dict["max_draw"] = max_draw
        if card is not UNSET:
            field_dict["card"] = card
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EcarteLegalActionType(d.pop("type"))

        discard = cast(list[str], d.pop("discard", UNSET))

        min_discard = d.pop("min_discard", UNSET)

        max_discard = d.pop("max_discard", UNSET)

        draw = cast(list[str], d.pop("draw", UNSET))

        min_draw = d.pop("min_draw", UNSET)

        max_draw = d.pop("max_draw", UNSET)

        card = d.pop("card", UNSET)

        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        ecarte_legal_action = cls(
            seat=seat,
            type_=type_,
            discard=discard,
            min_discard=min_discard,
            max_discard=max_discard,
            draw=draw,
            min_draw=min_draw,
            max_draw=max_draw,
            card=card,
            min_=min_,
            max_=max_,
        )

        return ecarte_legal_action
