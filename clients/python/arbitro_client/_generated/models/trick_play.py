from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrickPlay")


@_attrs_define
class TrickPlay:
    """a card played to a trick

    Attributes:
        seat (int): a seat, from 0
        card (str): a card, rank then suit (e.g. AS, TD, JK) Example: AS.
    """

    seat: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        trick_play = cls(
            seat=seat,
            card=card,
        )

        return trick_play
