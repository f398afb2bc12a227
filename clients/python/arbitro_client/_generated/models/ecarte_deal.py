from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EcarteDeal")


@_attrs_define
class EcarteDeal:
    """
    Attributes:
        dealer (int): The dealer's seat (0 or 1); the other seat is the elder and acts first.
        turn_up (str): The 11th card, face up: its suit is trump, a king scores for the dealer. Example: 9H.
        hands (list[list[str] | None] | None | Unset): Each seat's five cards as dealt, or null when unknown.
        stock (list[str] | None | Unset): The 21 undealt cards, top first (optional); draws then come from its top.
    """

    dealer: int
    turn_up: str
    hands: list[list[str] | None] | None | Unset = UNSET
    stock: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer

        turn_up = self.turn_up

        hands: list[list[str] | None] | None | Unset
        if isinstance(self.hands, Unset):
            hands = UNSET
        elif isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item: list[str] | None
                if isinstance(hands_type_0_item_data, list):
                    hands_type_0_item = hands_type_0_item_data

                else:
                    hands_type_0_item = hands_type_0_item_data
                hands.append(hands_type_0_item)

        else:
            hands = self.hands

        stock: list[str] | None | Unset
        if isinstance(self.stock, Unset):
            stock = UNSET
        elif isinstance(self.stock, list):
            stock = self.stock

        else:
            stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dealer": dealer,
                "turn_up": turn_up,
            }
        )
        if hands is not UNSET:
            field_dict["hands"] = hands
        if stock is not UNSET:
            field_dict["stock"] = stock

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dealer = d.pop("dealer")

        turn_up = d.pop("turn_up")

        def _parse_hands(data: object) -> list[list[str] | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in _hands_type_0:

                    def _parse_hands_type_0_item(data: object) -> list[str] | None:
                        if data is None:
                            return data
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            hands_type_0_item_type_0 = cast(list[str], data)

                            return hands_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(list[str] | None, data)

                    hands_type_0_item = _parse_hands_type_0_item(hands_type_0_item_data)

                    hands_type_0.append(hands_type_0_item)

                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str] | None] | None | Unset, data)

        hands = _parse_hands(d.pop("hands", UNSET))

        def _parse_stock(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                stock_type_0 = cast(list[str], data)

                return stock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        stock = _parse_stock(d.pop("stock", UNSET))

        ecarte_deal = cls(
            dealer=dealer,
            turn_up=turn_up,
            hands=hands,
            stock=stock,
        )

        return ecarte_deal
