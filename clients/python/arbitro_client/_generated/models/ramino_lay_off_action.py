from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_lay_off_action_end import RaminoLayOffActionEnd
from ..models.ramino_lay_off_action_type import RaminoLayOffActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoLayOffAction")


@_attrs_define
class RaminoLayOffAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoLayOffActionType): Add cards to a table meld (lowest first; those below a run go in front of it).
        meld (int): A table meld, numbered from 0 in the order melds were laid.
        cards (list[str]): The cards laid off.
        end (RaminoLayOffActionEnd | Unset): Where jokers go when they could stand at either end of a run: low (below
            it) or high (above it); required then, since the service never guesses a joker's card (rules §2.4, §6.3).
    """

    seat: int
    type_: RaminoLayOffActionType
    meld: int
    cards: list[str]
    end: RaminoLayOffActionEnd | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        meld = self.meld

        cards = self.cards

        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "meld": meld,
                "cards": cards,
            }
        )
        if end is not UNSET:
            field_dict["end"] = end

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoLayOffActionType(d.pop("type"))

        meld = d.pop("meld")

        cards = cast(list[str], d.pop("cards"))

        _end = d.pop("end", UNSET)
        end: RaminoLayOffActionEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = RaminoLayOffActionEnd(_end)

        ramino_lay_off_action = cls(
            seat=seat,
            type_=type_,
            meld=meld,
            cards=cards,
            end=end,
        )

        return ramino_lay_off_action
