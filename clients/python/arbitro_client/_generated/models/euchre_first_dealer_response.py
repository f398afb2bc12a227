from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.euchre_first_dealer_response_rules import (
        EuchreFirstDealerResponseRules,
    )


T = TypeVar("T", bound="EuchreFirstDealerResponse")


@_attrs_define
class EuchreFirstDealerResponse:
    """
    Attributes:
        game (str | Unset):
        rules (EuchreFirstDealerResponseRules | Unset):
        cards (list[str] | Unset): the cards as dealt, face up
        dealt_to (list[int] | Unset): the seat each card went to, the first seat 0
        dealer (int | None | Unset): the seat that received the first jack; null: no jack yet, deal on
        partner (int | None | Unset): four-handed: the next seat to receive a jack, the dealer's partner if they wish
    """

    game: str | Unset = UNSET
    rules: EuchreFirstDealerResponseRules | Unset = UNSET
    cards: list[str] | Unset = UNSET
    dealt_to: list[int] | Unset = UNSET
    dealer: int | None | Unset = UNSET
    partner: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        dealt_to: list[int] | Unset = UNSET
        if not isinstance(self.dealt_to, Unset):
            dealt_to = self.dealt_to

        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        partner: int | None | Unset
        if isinstance(self.partner, Unset):
            partner = UNSET
        else:
            partner = self.partner

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules
        if cards is not UNSET:
            field_dict["cards"] = cards
        if dealt_to is not UNSET:
            field_dict["dealt_to"] = dealt_to
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if partner is not UNSET:
            field_dict["partner"] = partner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.euchre_first_dealer_response_rules import (
            EuchreFirstDealerResponseRules,
        )

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: EuchreFirstDealerResponseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = EuchreFirstDealerResponseRules.from_dict(_rules)

        cards = cast(list[str], d.pop("cards", UNSET))

        dealt_to = cast(list[int], d.pop("dealt_to", UNSET))

        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        def _parse_partner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        partner = _parse_partner(d.pop("partner", UNSET))

        euchre_first_dealer_response = cls(
            game=game,
            rules=rules,
            cards=cards,
            dealt_to=dealt_to,
            dealer=dealer,
            partner=partner,
        )

        return euchre_first_dealer_response
