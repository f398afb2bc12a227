from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.option_type import OptionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Option")


@_attrs_define
class Option:
    """
    Attributes:
        name (str):
        type_ (OptionType):
        default (Any): the value where no variant sets another
        meaning (str):
        nullable (bool):
        choices (list[Any] | Unset): the values allowed, where there is a set
        minimum (float | Unset):
        maximum (float | Unset):
    """

    name: str
    type_: OptionType
    default: Any
    meaning: str
    nullable: bool
    choices: list[Any] | Unset = UNSET
    minimum: float | Unset = UNSET
    maximum: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        default = self.default

        meaning = self.meaning

        nullable = self.nullable

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        minimum = self.minimum

        maximum = self.maximum

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
                "default": default,
                "meaning": meaning,
                "nullable": nullable,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = OptionType(d.pop("type"))

        default = d.pop("default")

        meaning = d.pop("meaning")

        nullable = d.pop("nullable")

        choices = cast(list[Any], d.pop("choices", UNSET))

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        option = cls(
            name=name,
            type_=type_,
            default=default,
            meaning=meaning,
            nullable=nullable,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
        )

        return option
