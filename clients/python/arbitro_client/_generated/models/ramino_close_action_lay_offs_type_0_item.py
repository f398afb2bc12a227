from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_close_action_lay_offs_type_0_item_end import (
    RaminoCloseActionLayOffsType0ItemEnd,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoCloseActionLayOffsType0Item")


@_attrs_define
class RaminoCloseActionLayOffsType0Item:
    """
    Attributes:
        meld (int):
        cards (list[str]):
        end (RaminoCloseActionLayOffsType0ItemEnd | Unset): low or high: where jokers go when they could stand at either
            end of a run (then required: rules §2.4, §6.3)
    """

    meld: int
    cards: list[str]
    end: RaminoCloseActionLayOffsType0ItemEnd | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        meld = self.meld

        cards = self.cards

        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        meld = d.pop("meld")

        cards = cast(list[str], d.pop("cards"))

        _end = d.pop("end", UNSET)
        end: RaminoCloseActionLayOffsType0ItemEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = RaminoCloseActionLayOffsType0ItemEnd(_end)

        ramino_close_action_lay_offs_type_0_item = cls(
            meld=meld,
            cards=cards,
            end=end,
        )

        return ramino_close_action_lay_offs_type_0_item
