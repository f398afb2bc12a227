from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_rules import RaminoRules


T = TypeVar("T", bound="RaminoMeldsCheckRequest")


@_attrs_define
class RaminoMeldsCheckRequest:
    """
    Attributes:
        cards (list[str]):
        rules (RaminoRules | Unset):
    """

    cards: list[str]
    rules: RaminoRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards = self.cards

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_rules import RaminoRules

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        _rules = d.pop("rules", UNSET)
        rules: RaminoRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = RaminoRules.from_dict(_rules)

        ramino_melds_check_request = cls(
            cards=cards,
            rules=rules,
        )

        return ramino_melds_check_request
