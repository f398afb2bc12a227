from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_legal_action_lay_offs_item_end import (
    RaminoLegalActionLayOffsItemEnd,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoLegalActionLayOffsItem")


@_attrs_define
class RaminoLegalActionLayOffsItem:
    """
    Attributes:
        meld (int):
        cards (list[str]):
        end (RaminoLegalActionLayOffsItemEnd | Unset): low or high: where jokers go when they could stand at either end
            of a run (then required: rules §2.4, §6.3)
    """

    meld: int
    cards: list[str]
    end: RaminoLegalActionLayOffsItemEnd | Unset = UNSET

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
        end: RaminoLegalActionLayOffsItemEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = RaminoLegalActionLayOffsItemEnd(_end)

        ramino_legal_action_lay_offs_item = cls(
            meld=meld,
            cards=cards,
            end=end,
        )

        return ramino_legal_action_lay_offs_item
