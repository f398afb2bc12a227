from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_melds_best_opening_response_rules import (
        RaminoMeldsBestOpeningResponseRules,
    )


T = TypeVar("T", bound="RaminoMeldsBestOpeningResponse")


@_attrs_define
class RaminoMeldsBestOpeningResponse:
    """
    Attributes:
        game (str | Unset):
        rules (RaminoMeldsBestOpeningResponseRules | Unset):
        melds (list[list[str]] | Unset): the melds, each written so that /melds/check reads it as the meld counted
        value (int | Unset): their total value
        reaches_minimum (bool | Unset): value >= opening_min (and at least one meld)
    """

    game: str | Unset = UNSET
    rules: RaminoMeldsBestOpeningResponseRules | Unset = UNSET
    melds: list[list[str]] | Unset = UNSET
    value: int | Unset = UNSET
    reaches_minimum: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        melds: list[list[str]] | Unset = UNSET
        if not isinstance(self.melds, Unset):
            melds = []
            for melds_item_data in self.melds:
                melds_item = melds_item_data

                melds.append(melds_item)

        value = self.value

        reaches_minimum = self.reaches_minimum

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules
        if melds is not UNSET:
            field_dict["melds"] = melds
        if value is not UNSET:
            field_dict["value"] = value
        if reaches_minimum is not UNSET:
            field_dict["reaches_minimum"] = reaches_minimum

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_melds_best_opening_response_rules import (
            RaminoMeldsBestOpeningResponseRules,
        )

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: RaminoMeldsBestOpeningResponseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = RaminoMeldsBestOpeningResponseRules.from_dict(_rules)

        _melds = d.pop("melds", UNSET)
        melds: list[list[str]] | Unset = UNSET
        if _melds is not UNSET:
            melds = []
            for melds_item_data in _melds:
                melds_item = cast(list[str], melds_item_data)

                melds.append(melds_item)

        value = d.pop("value", UNSET)

        reaches_minimum = d.pop("reaches_minimum", UNSET)

        ramino_melds_best_opening_response = cls(
            game=game,
            rules=rules,
            melds=melds,
            value=value,
            reaches_minimum=reaches_minimum,
        )

        return ramino_melds_best_opening_response
