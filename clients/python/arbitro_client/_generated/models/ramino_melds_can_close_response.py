from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_melds_can_close_response_rules import (
        RaminoMeldsCanCloseResponseRules,
    )


T = TypeVar("T", bound="RaminoMeldsCanCloseResponse")


@_attrs_define
class RaminoMeldsCanCloseResponse:
    """
    Attributes:
        game (str | Unset):
        rules (RaminoMeldsCanCloseResponseRules | Unset):
        can_close (bool | Unset):
        melds (list[list[str]] | Unset): the melds laying every card but the discard, each as /melds/check reads it
        discard (None | str | Unset): the last card, one the rules let be discarded (joker_discard)
    """

    game: str | Unset = UNSET
    rules: RaminoMeldsCanCloseResponseRules | Unset = UNSET
    can_close: bool | Unset = UNSET
    melds: list[list[str]] | Unset = UNSET
    discard: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        can_close = self.can_close

        melds: list[list[str]] | Unset = UNSET
        if not isinstance(self.melds, Unset):
            melds = []
            for melds_item_data in self.melds:
                melds_item = melds_item_data

                melds.append(melds_item)

        discard: None | str | Unset
        if isinstance(self.discard, Unset):
            discard = UNSET
        else:
            discard = self.discard

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules
        if can_close is not UNSET:
            field_dict["can_close"] = can_close
        if melds is not UNSET:
            field_dict["melds"] = melds
        if discard is not UNSET:
            field_dict["discard"] = discard

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_melds_can_close_response_rules import (
            RaminoMeldsCanCloseResponseRules,
        )

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: RaminoMeldsCanCloseResponseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = RaminoMeldsCanCloseResponseRules.from_dict(_rules)

        can_close = d.pop("can_close", UNSET)

        _melds = d.pop("melds", UNSET)
        melds: list[list[str]] | Unset = UNSET
        if _melds is not UNSET:
            melds = []
            for melds_item_data in _melds:
                melds_item = cast(list[str], melds_item_data)

                melds.append(melds_item)

        def _parse_discard(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discard = _parse_discard(d.pop("discard", UNSET))

        ramino_melds_can_close_response = cls(
            game=game,
            rules=rules,
            can_close=can_close,
            melds=melds,
            discard=discard,
        )

        return ramino_melds_can_close_response
