from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_close_action_lay_offs_type_0_item_end_type_0 import (
    RaminoCloseActionLayOffsType0ItemEndType0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoCloseActionLayOffsType0Item")


@_attrs_define
class RaminoCloseActionLayOffsType0Item:
    """
    Attributes:
        meld (int):
        cards (list[str]):
        end (None | RaminoCloseActionLayOffsType0ItemEndType0 | Unset): low or high: where jokers go when they could
            stand at either end of a run (then required: rules §2.4, §6.3)
    """

    meld: int
    cards: list[str]
    end: None | RaminoCloseActionLayOffsType0ItemEndType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        meld = self.meld

        cards = self.cards

        end: None | str | Unset
        if isinstance(self.end, Unset):
            end = UNSET
        elif isinstance(self.end, RaminoCloseActionLayOffsType0ItemEndType0):
            end = self.end.value
        else:
            end = self.end

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

        def _parse_end(
            data: object,
        ) -> None | RaminoCloseActionLayOffsType0ItemEndType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = RaminoCloseActionLayOffsType0ItemEndType0(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoCloseActionLayOffsType0ItemEndType0 | Unset, data)

        end = _parse_end(d.pop("end", UNSET))

        ramino_close_action_lay_offs_type_0_item = cls(
            meld=meld,
            cards=cards,
            end=end,
        )

        return ramino_close_action_lay_offs_type_0_item
