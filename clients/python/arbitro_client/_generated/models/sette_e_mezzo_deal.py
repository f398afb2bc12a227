from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SetteEMezzoDeal")


@_attrs_define
class SetteEMezzoDeal:
    """
    Attributes:
        hands (list[list[str] | None]): One entry per seat, in play order (its length is the number of seats): the
            seat's face-down first card as a one-card list, or null when unknown.
        dealer (int | None | Unset): The dealer, who is the banker (il mazziere, detto anche banco); he acts last.
            Default 0.
        banker (int | None | Unset): Another name for dealer (give one of the two, or both with the same value).
        stock (list[str] | None | Unset): The undealt cards, top first; hits are then drawn from it. Omitted: each hit
            names its card. A fresh deck leaves exactly 40 - seats cards.
        reshuffles (list[list[str]] | None | Unset): The order, top first, of each new stock made when the stock runs
            out (rules 9), in the order they are made: each holds exactly the cards that reshuffle gathers. Omitted (or too
            few): hits from such a stock name their card. Sessions always give them.
        deals_played (int | None | Unset): Deals of the match already played before this one (for max_deals). Default 0.
    """

    hands: list[list[str] | None]
    dealer: int | None | Unset = UNSET
    banker: int | None | Unset = UNSET
    stock: list[str] | None | Unset = UNSET
    reshuffles: list[list[str]] | None | Unset = UNSET
    deals_played: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        banker: int | None | Unset
        if isinstance(self.banker, Unset):
            banker = UNSET
        else:
            banker = self.banker

        stock: list[str] | None | Unset
        if isinstance(self.stock, Unset):
            stock = UNSET
        elif isinstance(self.stock, list):
            stock = self.stock

        else:
            stock = self.stock

        reshuffles: list[list[str]] | None | Unset
        if isinstance(self.reshuffles, Unset):
            reshuffles = UNSET
        elif isinstance(self.reshuffles, list):
            reshuffles = []
            for reshuffles_type_0_item_data in self.reshuffles:
                reshuffles_type_0_item = reshuffles_type_0_item_data

                reshuffles.append(reshuffles_type_0_item)

        else:
            reshuffles = self.reshuffles

        deals_played: int | None | Unset
        if isinstance(self.deals_played, Unset):
            deals_played = UNSET
        else:
            deals_played = self.deals_played

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hands": hands,
            }
        )
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if banker is not UNSET:
            field_dict["banker"] = banker
        if stock is not UNSET:
            field_dict["stock"] = stock
        if reshuffles is not UNSET:
            field_dict["reshuffles"] = reshuffles
        if deals_played is not UNSET:
            field_dict["deals_played"] = deals_played

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[str], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        def _parse_banker(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        banker = _parse_banker(d.pop("banker", UNSET))

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

        def _parse_reshuffles(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reshuffles_type_0 = []
                _reshuffles_type_0 = data
                for reshuffles_type_0_item_data in _reshuffles_type_0:
                    reshuffles_type_0_item = cast(
                        list[str], reshuffles_type_0_item_data
                    )

                    reshuffles_type_0.append(reshuffles_type_0_item)

                return reshuffles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        reshuffles = _parse_reshuffles(d.pop("reshuffles", UNSET))

        def _parse_deals_played(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deals_played = _parse_deals_played(d.pop("deals_played", UNSET))

        sette_e_mezzo_deal = cls(
            hands=hands,
            dealer=dealer,
            banker=banker,
            stock=stock,
            reshuffles=reshuffles,
            deals_played=deals_played,
        )

        return sette_e_mezzo_deal
