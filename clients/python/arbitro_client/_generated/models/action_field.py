from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ActionField")


@_attrs_define
class ActionField:
    """
    Attributes:
        name (str):
        kind (str): card, cards, suit, integer, boolean, ...
        required (bool):
        meaning (str):
        default (Any | Unset): the value taken when the field is omitted
    """

    name: str
    kind: str
    required: bool
    meaning: str
    default: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind

        required = self.required

        meaning = self.meaning

        default = self.default

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "kind": kind,
                "required": required,
                "meaning": meaning,
            }
        )
        if default is not UNSET:
            field_dict["default"] = default

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        kind = d.pop("kind")

        required = d.pop("required")

        meaning = d.pop("meaning")

        default = d.pop("default", UNSET)

        action_field = cls(
            name=name,
            kind=kind,
            required=required,
            meaning=meaning,
            default=default,
        )

        return action_field
