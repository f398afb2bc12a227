from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.variant_values import VariantValues


T = TypeVar("T", bound="Variant")


@_attrs_define
class Variant:
    """
    Attributes:
        name (str):
        meaning (str):
        values (VariantValues): option -> value: what the variant sets; every other option keeps its default
    """

    name: str
    meaning: str
    values: VariantValues

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        meaning = self.meaning

        values = self.values.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "meaning": meaning,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.variant_values import VariantValues

        d = dict(src_dict)
        name = d.pop("name")

        meaning = d.pop("meaning")

        values = VariantValues.from_dict(d.pop("values"))

        variant = cls(
            name=name,
            meaning=meaning,
            values=values,
        )

        return variant
