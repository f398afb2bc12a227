from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SetteEMezzoVerdictStock")


@_attrs_define
class SetteEMezzoVerdictStock:
    """
    Attributes:
        cards_left (int):
        order_known (bool):
        reshuffles (int):
    """

    cards_left: int
    order_known: bool
    reshuffles: int

    def to_dict(self) -> dict[str, Any]:
        cards_left = self.cards_left

        order_known = self.order_known

        reshuffles = self.reshuffles

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards_left": cards_left,
                "order_known": order_known,
                "reshuffles": reshuffles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards_left = d.pop("cards_left")

        order_known = d.pop("order_known")

        reshuffles = d.pop("reshuffles")

        sette_e_mezzo_verdict_stock = cls(
            cards_left=cards_left,
            order_known=order_known,
            reshuffles=reshuffles,
        )

        return sette_e_mezzo_verdict_stock
