from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoDeal")


@_attrs_define
class RaminoDeal:
    """
    Attributes:
        dealer (int | None | Unset): The dealer; the next seat still in the match starts with 15 cards (default 0).
        hands (list[list[str] | None] | None | Unset): Each seat's cards as dealt (15 for the starter, 14 for the
            others, null or [] for an eliminated seat), or null when unknown.
        stock (list[str] | None | Unset): The undealt cards, top first; when omitted each stock draw names its card.
        eliminated (list[int] | None | Unset): Seats already out of the match: dealt nothing, skipped in turn.
        hand_number (int | None | Unset): Which hand of the match this is, from 1 (for match=fixed_hands).
    """

    dealer: int | None | Unset = UNSET
    hands: list[list[str] | None] | None | Unset = UNSET
    stock: list[str] | None | Unset = UNSET
    eliminated: list[int] | None | Unset = UNSET
    hand_number: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

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

        eliminated: list[int] | None | Unset
        if isinstance(self.eliminated, Unset):
            eliminated = UNSET
        elif isinstance(self.eliminated, list):
            eliminated = self.eliminated

        else:
            eliminated = self.eliminated

        hand_number: int | None | Unset
        if isinstance(self.hand_number, Unset):
            hand_number = UNSET
        else:
            hand_number = self.hand_number

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if hands is not UNSET:
            field_dict["hands"] = hands
        if stock is not UNSET:
            field_dict["stock"] = stock
        if eliminated is not UNSET:
            field_dict["eliminated"] = eliminated
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

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

        def _parse_eliminated(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                eliminated_type_0 = cast(list[int], data)

                return eliminated_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        eliminated = _parse_eliminated(d.pop("eliminated", UNSET))

        def _parse_hand_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_number = _parse_hand_number(d.pop("hand_number", UNSET))

        ramino_deal = cls(
            dealer=dealer,
            hands=hands,
            stock=stock,
            eliminated=eliminated,
            hand_number=hand_number,
        )

        return ramino_deal
