from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lay_off_writing_end import LayOffWritingEnd
from ..types import UNSET, Unset

T = TypeVar("T", bound="LayOffWriting")


@_attrs_define
class LayOffWriting:
    """
    Attributes:
        cards (list[str] | Unset): the cards to lay off, in this order
        end (LayOffWritingEnd | Unset): low or high, where the jokers go (only when needed)
    """

    cards: list[str] | Unset = UNSET
    end: LayOffWritingEnd | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cards is not UNSET:
            field_dict["cards"] = cards
        if end is not UNSET:
            field_dict["end"] = end

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards", UNSET))

        _end = d.pop("end", UNSET)
        end: LayOffWritingEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = LayOffWritingEnd(_end)

        lay_off_writing = cls(
            cards=cards,
            end=end,
        )

        return lay_off_writing
