from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rule_code import RuleCode

T = TypeVar("T", bound="Lack")


@_attrs_define
class Lack:
    """what a hidden hand's play said it lacked, not contradicted by any later card

    Attributes:
        action_index (int | None): the play that said it
        rule (RuleCode): a rule code: GET /problems/{code} (with - for _) or GET /v1/games/{game} explains it
        suit (str): the suit lacked
        above (None | str): only cards above this one were lacked; null: the whole suit Example: AS.
    """

    action_index: int | None
    rule: RuleCode
    suit: str
    above: None | str

    def to_dict(self) -> dict[str, Any]:
        action_index: int | None
        action_index = self.action_index

        rule = self.rule.value

        suit = self.suit

        above: None | str
        above = self.above

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action_index": action_index,
                "rule": rule,
                "suit": suit,
                "above": above,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_action_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        action_index = _parse_action_index(d.pop("action_index"))

        rule = RuleCode(d.pop("rule"))

        suit = d.pop("suit")

        def _parse_above(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        above = _parse_above(d.pop("above"))

        lack = cls(
            action_index=action_index,
            rule=rule,
            suit=suit,
            above=above,
        )

        return lack
