from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RaminoLegalActionSwapsItem")


@_attrs_define
class RaminoLegalActionSwapsItem:
    """
    Attributes:
        meld (int):
        cards (list[str]):
    """

    meld: int
    cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        meld = self.meld

        cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "meld": meld,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        meld = d.pop("meld")

        cards = cast(list[str], d.pop("cards"))

        ramino_legal_action_swaps_item = cls(
            meld=meld,
            cards=cards,
        )

        return ramino_legal_action_swaps_item
