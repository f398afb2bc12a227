from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Reshuffle")


@_attrs_define
class Reshuffle:
    """
    Attributes:
        commitment (str): the new stock's commitment, same encoding
        order (list[str] | Unset): once revealed: the stock's order, top first
        salt (str | Unset): once revealed: the commitment's salt
    """

    commitment: str
    order: list[str] | Unset = UNSET
    salt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        order: list[str] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        salt = self.salt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commitment": commitment,
            }
        )
        if order is not UNSET:
            field_dict["order"] = order
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        order = cast(list[str], d.pop("order", UNSET))

        salt = d.pop("salt", UNSET)

        reshuffle = cls(
            commitment=commitment,
            order=order,
            salt=salt,
        )

        return reshuffle
