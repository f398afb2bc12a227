from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RulePenalty")


@_attrs_define
class RulePenalty:
    """the penalty a breach of the rule costs when it is accepted and reported (a violation's penalty)

    Attributes:
        description (str): what the breach costs, with the options and presets that change it
        depends_on (list[str]): the rule options (rules.<name>) the penalty depends on
    """

    description: str
    depends_on: list[str]

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        depends_on = self.depends_on

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
                "depends_on": depends_on,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        depends_on = cast(list[str], d.pop("depends_on"))

        rule_penalty = cls(
            description=description,
            depends_on=depends_on,
        )

        return rule_penalty
