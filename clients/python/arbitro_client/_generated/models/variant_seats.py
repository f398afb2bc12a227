from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="VariantSeats")


@_attrs_define
class VariantSeats:
    """
    Attributes:
        min_ (int | Unset): fewest seats under the variant (its seat options as it sets them)
        max_ (int | Unset): most seats under the variant
        default (int | Unset): the seats a session deals when the request omits seats
    """

    min_: int | Unset = UNSET
    max_: int | Unset = UNSET
    default: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        default = self.default

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_
        if default is not UNSET:
            field_dict["default"] = default

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        default = d.pop("default", UNSET)

        variant_seats = cls(
            min_=min_,
            max_=max_,
            default=default,
        )

        return variant_seats
