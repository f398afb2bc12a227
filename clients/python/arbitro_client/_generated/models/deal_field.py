from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DealField")


@_attrs_define
class DealField:
    """
    Attributes:
        name (str):
        kind (str):
        required (bool):
        meaning (str):
        aliases (list[str]):
    """

    name: str
    kind: str
    required: bool
    meaning: str
    aliases: list[str]

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind

        required = self.required

        meaning = self.meaning

        aliases = self.aliases

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "kind": kind,
                "required": required,
                "meaning": meaning,
                "aliases": aliases,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        kind = d.pop("kind")

        required = d.pop("required")

        meaning = d.pop("meaning")

        aliases = cast(list[str], d.pop("aliases"))

        deal_field = cls(
            name=name,
            kind=kind,
            required=required,
            meaning=meaning,
            aliases=aliases,
        )

        return deal_field
