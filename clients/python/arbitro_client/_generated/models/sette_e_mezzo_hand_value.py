from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_hand_value_game import SetteEMezzoHandValueGame

if TYPE_CHECKING:
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules


T = TypeVar("T", bound="SetteEMezzoHandValue")


@_attrs_define
class SetteEMezzoHandValue:
    """Sette e Mezzo: the value of a hand

    Attributes:
        game (SetteEMezzoHandValueGame):
        rules (SetteEMezzoRules):
        cards (list[str]):
        value (float | None): the hand's value (7.5 for 7 1/2)
        bust (bool):
        special (None | str): triple, emblee or null
        matta_value (float | None): what the matta counted as; null without a matta
        multiplier (int | None): the payout multiplier; null when bust
    """

    game: SetteEMezzoHandValueGame
    rules: SetteEMezzoRules
    cards: list[str]
    value: float | None
    bust: bool
    special: None | str
    matta_value: float | None
    multiplier: int | None

    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        rules = self.rules.to_dict()

        cards = self.cards

        value: float | None
        value = self.value

        bust = self.bust

        special: None | str
        special = self.special

        matta_value: float | None
        matta_value = self.matta_value

        multiplier: int | None
        multiplier = self.multiplier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "cards": cards,
                "value": value,
                "bust": bust,
                "special": special,
                "matta_value": matta_value,
                "multiplier": multiplier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules

        d = dict(src_dict)
        game = SetteEMezzoHandValueGame(d.pop("game"))

        rules = SetteEMezzoRules.from_dict(d.pop("rules"))

        cards = cast(list[str], d.pop("cards"))

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        bust = d.pop("bust")

        def _parse_special(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        special = _parse_special(d.pop("special"))

        def _parse_matta_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        matta_value = _parse_matta_value(d.pop("matta_value"))

        def _parse_multiplier(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        multiplier = _parse_multiplier(d.pop("multiplier"))

        sette_e_mezzo_hand_value = cls(
            game=game,
            rules=rules,
            cards=cards,
            value=value,
            bust=bust,
            special=special,
            matta_value=matta_value,
            multiplier=multiplier,
        )

        return sette_e_mezzo_hand_value
