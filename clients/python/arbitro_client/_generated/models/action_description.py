from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action_field import ActionField


T = TypeVar("T", bound="ActionDescription")


@_attrs_define
class ActionDescription:
    """
    Attributes:
        type_ (str):
        meaning (str):
        aliases (list[str]):
        fields (list[ActionField]):
    """

    type_: str
    meaning: str
    aliases: list[str]
    fields: list[ActionField]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        meaning = self.meaning

        aliases = self.aliases

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "meaning": meaning,
                "aliases": aliases,
                "fields": fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_field import ActionField

        d = dict(src_dict)
        type_ = d.pop("type")

        meaning = d.pop("meaning")

        aliases = cast(list[str], d.pop("aliases"))

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = ActionField.from_dict(fields_item_data)

            fields.append(fields_item)

        action_description = cls(
            type_=type_,
            meaning=meaning,
            aliases=aliases,
            fields=fields,
        )

        return action_description
