from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_swap_joker_action_type import RaminoSwapJokerActionType

T = TypeVar("T", bound="RaminoSwapJokerAction")


@_attrs_define
class RaminoSwapJokerAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoSwapJokerActionType): Take a joker from a table meld by laying the natural card(s) it stands for;
            it must be laid again in the same turn.
        meld (int): A table meld, numbered from 0 in the order melds were laid.
        cards (list[str]): The natural card(s) put in the joker's place.
    """

    seat: int
    type_: RaminoSwapJokerActionType
    meld: int
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        meld = self.meld

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "meld": meld,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoSwapJokerActionType(d.pop("type"))

        meld = d.pop("meld")

        cards = cast(list[str], d.pop("cards"))

        ramino_swap_joker_action = cls(
            seat=seat,
            type_=type_,
            meld=meld,
            cards=cards,
        )

        return ramino_swap_joker_action
