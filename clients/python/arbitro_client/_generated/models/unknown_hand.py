from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lack import Lack


T = TypeVar("T", bound="UnknownHand")


@_attrs_define
class UnknownHand:
    """a hand the history leaves unknown, with what the history proves of it

    Attributes:
        seat (int): a seat, from 0
        cards (int): how many cards it holds
        holds (list[str]): cards known to be in it (a picked-up upcard, a discard taken)
        lacks (list[Lack]): what its plays said it lacked (a later card that contradicts one is a revoke)
    """

    seat: int
    cards: int
    holds: list[str]
    lacks: list[Lack]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        holds = self.holds

        lacks = []
        for lacks_item_data in self.lacks:
            lacks_item = lacks_item_data.to_dict()
            lacks.append(lacks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
                "holds": holds,
                "lacks": lacks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lack import Lack

        d = dict(src_dict)
        seat = d.pop("seat")

        cards = d.pop("cards")

        holds = cast(list[str], d.pop("holds"))

        lacks = []
        _lacks = d.pop("lacks")
        for lacks_item_data in _lacks:
            lacks_item = Lack.from_dict(lacks_item_data)

            lacks.append(lacks_item)

        unknown_hand = cls(
            seat=seat,
            cards=cards,
            holds=holds,
            lacks=lacks,
        )

        return unknown_hand
