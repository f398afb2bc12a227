from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_rules import RaminoRules


T = TypeVar("T", bound="RaminoMeldsBestOpeningRequest")


@_attrs_define
class RaminoMeldsBestOpeningRequest:
    """
    Attributes:
        hand (list[str]):
        rules (RaminoRules | Unset):
    """

    hand: list[str]
    rules: RaminoRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_rules import RaminoRules

        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

        _rules = d.pop("rules", UNSET)
        rules: RaminoRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = RaminoRules.from_dict(_rules)

        ramino_melds_best_opening_request = cls(
            hand=hand,
            rules=rules,
        )

        return ramino_melds_best_opening_request
