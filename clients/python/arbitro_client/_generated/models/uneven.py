from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Uneven")


@_attrs_define
class Uneven:
    """
    Attributes:
        partners (int | Unset):
        opponents (int | Unset):
        tables_shared (int | Unset):
        byes (int | Unset):
    """

    partners: int | Unset = UNSET
    opponents: int | Unset = UNSET
    tables_shared: int | Unset = UNSET
    byes: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        partners = self.partners

        opponents = self.opponents

        tables_shared = self.tables_shared

        byes = self.byes

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if partners is not UNSET:
            field_dict["partners"] = partners
        if opponents is not UNSET:
            field_dict["opponents"] = opponents
        if tables_shared is not UNSET:
            field_dict["tables_shared"] = tables_shared
        if byes is not UNSET:
            field_dict["byes"] = byes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        partners = d.pop("partners", UNSET)

        opponents = d.pop("opponents", UNSET)

        tables_shared = d.pop("tables_shared", UNSET)

        byes = d.pop("byes", UNSET)

        uneven = cls(
            partners=partners,
            opponents=opponents,
            tables_shared=tables_shared,
            byes=byes,
        )

        return uneven
