from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Tokens")


@_attrs_define
class Tokens:
    """
    Attributes:
        seats (list[str]): one bearer token per seat, in seat order
        referee (str): the referee's bearer token: sees everything, cannot act
    """

    seats: list[str]
    referee: str

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        referee = self.referee

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "referee": referee,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats"))

        referee = d.pop("referee")

        tokens = cls(
            seats=seats,
            referee=referee,
        )

        return tokens
