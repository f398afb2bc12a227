from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_rules import EcarteRules
    from ..models.play import Play


T = TypeVar("T", bound="EcarteTrickWinnerRequest")


@_attrs_define
class EcarteTrickWinnerRequest:
    """
    Attributes:
        plays (list[Play]):
        rules (EcarteRules | None | Unset):
        trump (None | str | Unset): trump suit letter, or null; Euchre's bid euchre also takes high or low (no trump)
    """

    plays: list[Play]
    rules: EcarteRules | None | Unset = UNSET
    trump: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_rules import EcarteRules

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, EcarteRules):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if trump is not UNSET:
            field_dict["trump"] = trump

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_rules import EcarteRules
        from ..models.play import Play

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = Play.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_rules(data: object) -> EcarteRules | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = EcarteRules.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcarteRules | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        ecarte_trick_winner_request = cls(
            plays=plays,
            rules=rules,
            trump=trump,
        )

        return ecarte_trick_winner_request
