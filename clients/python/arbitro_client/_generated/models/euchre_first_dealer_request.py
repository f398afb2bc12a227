from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.euchre_rules import EuchreRules


T = TypeVar("T", bound="EuchreFirstDealerRequest")


@_attrs_define
class EuchreFirstDealerRequest:
    """
    Attributes:
        cards (list[str]):
        rules (EuchreRules | Unset):
    """

    cards: list[str]
    rules: EuchreRules | Unset = UNSET

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
        from ..models.euchre_rules import EuchreRules

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards"))

        _rules = d.pop("rules", UNSET)
        rules: EuchreRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = EuchreRules.from_dict(_rules)

        euchre_first_dealer_request = cls(
            cards=cards,
            rules=rules,
        )

        return euchre_first_dealer_request
