from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Tokens")


@_attrs_define
class Tokens:
    """
    Attributes:
        seats (list[str] | Unset): one bearer token per seat, in seat order
        referee (str | Unset): the referee's bearer token: sees everything, cannot act
    """

    seats: list[str] | Unset = UNSET
    referee: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seats: list[str] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats

        referee = self.referee

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if seats is not UNSET:
            field_dict["seats"] = seats
        if referee is not UNSET:
            field_dict["referee"] = referee

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[str], d.pop("seats", UNSET))

        referee = d.pop("referee", UNSET)

        tokens = cls(
            seats=seats,
            referee=referee,
        )

        return tokens
