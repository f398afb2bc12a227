from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreDeal")


@_attrs_define
class EuchreDeal:
    """
    Attributes:
        dealer (int | None | Unset): The dealing seat (0 when omitted); eldest, on the dealer's left, bids first
        hands (list[list[str] | None] | None | Unset): Each seat's cards as dealt (5 each, 7 three-handed), or null when
            unknown
        turn_up (None | str | Unset): The card turned up after the deal (the upcard); required, except under bidding
            auction (bid euchre), which deals every card and turns none up Example: 9H.
        kitty (list[str] | None | Unset): The cards left face down under the upcard, in the order dealt (optional; an
            exchange with the kitty, ace_no_face or farmers_hand, takes its last three and needs it)
        stock (list[str] | None | Unset): Another name for kitty (optional; give one of the two)
    """

    dealer: int | None | Unset = UNSET
    hands: list[list[str] | None] | None | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    kitty: list[str] | None | Unset = UNSET
    stock: list[str] | None | Unset = UNSET

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

        turn_up: None | str | Unset
        if isinstance(self.turn_up, Unset):
            turn_up = UNSET
        else:
            turn_up = self.turn_up

        kitty: list[str] | None | Unset
        if isinstance(self.kitty, Unset):
            kitty = UNSET
        elif isinstance(self.kitty, list):
            kitty = self.kitty

        else:
            kitty = self.kitty

        stock: list[str] | None | Unset
        if isinstance(self.stock, Unset):
            stock = UNSET
        elif isinstance(self.stock, list):
            stock = self.stock

        else:
            stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if hands is not UNSET:
            field_dict["hands"] = hands
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if kitty is not UNSET:
            field_dict["kitty"] = kitty
        if stock is not UNSET:
            field_dict["stock"] = stock

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

        def _parse_turn_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_up = _parse_turn_up(d.pop("turn_up", UNSET))

        def _parse_kitty(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                kitty_type_0 = cast(list[str], data)

                return kitty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        kitty = _parse_kitty(d.pop("kitty", UNSET))

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

        euchre_deal = cls(
            dealer=dealer,
            hands=hands,
            turn_up=turn_up,
            kitty=kitty,
            stock=stock,
        )

        return euchre_deal
