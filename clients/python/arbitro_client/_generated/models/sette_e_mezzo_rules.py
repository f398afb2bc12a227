from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_rules_bank_passes import SetteEMezzoRulesBankPasses
from ..models.sette_e_mezzo_rules_deck_policy import SetteEMezzoRulesDeckPolicy
from ..models.sette_e_mezzo_rules_special_tie_pays import SetteEMezzoRulesSpecialTiePays
from ..models.sette_e_mezzo_rules_triple_order import SetteEMezzoRulesTripleOrder
from ..models.sette_e_mezzo_rules_variant import SetteEMezzoRulesVariant
from ..types import UNSET, Unset

T = TypeVar("T", bound="SetteEMezzoRules")


@_attrs_define
class SetteEMezzoRules:
    """
    Attributes:
        variant (SetteEMezzoRulesVariant | Unset): classic: The Italian seed's game: three to ten seats, the bank passes
            on a d'emblée or triplé.; pagat: pagat.com's Seven and a Half: two to twelve seats, any winning 7 1/2 takes the
            bank, the deck is not reshuffled until it runs out. Default: SetteEMezzoRulesVariant.CLASSIC.
        matta (None | str | Unset): The wild card (la matta): worth 1/2 or any whole number 1-7, at its best for the
            holder. Any Italian card code; null for none. Default: 'KD'.
        lone_matta_value (float | Unset): What the matta alone is worth: 7 (its best) or 0.5 (some house rules).
            Default: 7.0.
        triple_order (SetteEMezzoRulesTripleOrder | Unset): Which 7 + matta pairs make a triplé: any order, or
            seven_first (the seven dealt first, the seed's story; matta first + 7 is then a d'emblée). Default:
            SetteEMezzoRulesTripleOrder.ANY.
        natural_beats_plain (bool | Unset): A two-card 7 1/2 (d'emblée or triplé) beats a plain 7 1/2 of three cards or
            more; false: every 7 1/2 is equal. Default: True.
        triple_beats_emblee (bool | Unset): false (the seed): every two-card 7 1/2 ties every other, a triplé against a
            d'emblée too; they differ only in what they are paid. true: a triplé beats every other 7 1/2. Default: False.
        special_tie_pays (SetteEMezzoRulesSpecialTiePays | Unset): What a player pays when he ties the banker (the
            banker wins ties): banker_multiplier (his stake times the banker's multiplier: x2 against a d'emblée, x3 against
            a triplé; the seed) or single (his stake). Default: SetteEMezzoRulesSpecialTiePays.BANKER_MULTIPLIER.
        bank_passes (SetteEMezzoRulesBankPasses | Unset): When the bank moves: on_natural (to the first player whose
            d'emblée or triplé beat the banker), on_winning_seven_and_half (any winning 7 1/2), or every_hand (to the next
            seat in play order). Omitted: the variant's value (classic: "on_natural"; pagat: "on_winning_seven_and_half").
        min_seats (int | Unset): Fewest seats, banker included (the seed: never fewer than three). Omitted: the
            variant's value (classic: 3; pagat: 2).
        max_seats (int | Unset): Most seats, banker included (hard cap 20). Omitted: the variant's value (classic: 10;
            pagat: 12).
        min_bet (int | Unset): Smallest stake in chips (at most 1,000,000). Default: 1.
        max_bet (int | None | Unset): Largest stake in chips; null for no limit (a stake never exceeds the bankroll); at
            most 1,000,000.
        starting_chips (int | Unset): Each seat's bankroll at a score of 0; a seat whose bankroll falls to 0 or below
            ends the match (at most 1,000,000). Default: 100.
        max_deals (int | None | Unset): The match ends after this many deals (counted by deal.deals_played); null for no
            limit (a session still stops at SESSION_MAX_DEALS); at most 1000.
        deck_policy (SetteEMezzoRulesDeckPolicy | Unset): fresh: a newly shuffled 40-card deck each deal; continuous:
            each deal goes on from what the last one left. Omitted: the variant's value (classic: "fresh"; pagat:
            "continuous").
    """

    variant: SetteEMezzoRulesVariant | Unset = SetteEMezzoRulesVariant.CLASSIC
    matta: None | str | Unset = "KD"
    lone_matta_value: float | Unset = 7.0
    triple_order: SetteEMezzoRulesTripleOrder | Unset = SetteEMezzoRulesTripleOrder.ANY
    natural_beats_plain: bool | Unset = True
    triple_beats_emblee: bool | Unset = False
    special_tie_pays: SetteEMezzoRulesSpecialTiePays | Unset = (
        SetteEMezzoRulesSpecialTiePays.BANKER_MULTIPLIER
    )
    bank_passes: SetteEMezzoRulesBankPasses | Unset = UNSET
    min_seats: int | Unset = UNSET
    max_seats: int | Unset = UNSET
    min_bet: int | Unset = 1
    max_bet: int | None | Unset = UNSET
    starting_chips: int | Unset = 100
    max_deals: int | None | Unset = UNSET
    deck_policy: SetteEMezzoRulesDeckPolicy | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        matta: None | str | Unset
        if isinstance(self.matta, Unset):
            matta = UNSET
        else:
            matta = self.matta

        lone_matta_value: float | Unset
        if isinstance(self.lone_matta_value, Unset):
            lone_matta_value = UNSET
        else:
            lone_matta_value = self.lone_matta_value

        triple_order: str | Unset = UNSET
        if not isinstance(self.triple_order, Unset):
            triple_order = self.triple_order.value

        natural_beats_plain = self.natural_beats_plain

        triple_beats_emblee = self.triple_beats_emblee

        special_tie_pays: str | Unset = UNSET
        if not isinstance(self.special_tie_pays, Unset):
            special_tie_pays = self.special_tie_pays.value

        bank_passes: str | Unset = UNSET
        if not isinstance(self.bank_passes, Unset):
            bank_passes = self.bank_passes.value

        min_seats = self.min_seats

        max_seats = self.max_seats

        min_bet = self.min_bet

        max_bet: int | None | Unset
        if isinstance(self.max_bet, Unset):
            max_bet = UNSET
        else:
            max_bet = self.max_bet

        starting_chips = self.starting_chips

        max_deals: int | None | Unset
        if isinstance(self.max_deals, Unset):
            max_deals = UNSET
        else:
            max_deals = self.max_deals

        deck_policy: str | Unset = UNSET
        if not isinstance(self.deck_policy, Unset):
            deck_policy = self.deck_policy.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if variant is not UNSET:
            field_dict["variant"] = variant
        if matta is not UNSET:
            field_dict["matta"] = matta
        if lone_matta_value is not UNSET:
            field_dict["lone_matta_value"] = lone_matta_value
        if triple_order is not UNSET:
            field_dict["triple_order"] = triple_order
        if natural_beats_plain is not UNSET:
            field_dict["natural_beats_plain"] = natural_beats_plain
        if triple_beats_emblee is not UNSET:
            field_dict["triple_beats_emblee"] = triple_beats_emblee
        if special_tie_pays is not UNSET:
            field_dict["special_tie_pays"] = special_tie_pays
        if bank_passes is not UNSET:
            field_dict["bank_passes"] = bank_passes
        if min_seats is not UNSET:
            field_dict["min_seats"] = min_seats
        if max_seats is not UNSET:
            field_dict["max_seats"] = max_seats
        if min_bet is not UNSET:
            field_dict["min_bet"] = min_bet
        if max_bet is not UNSET:
            field_dict["max_bet"] = max_bet
        if starting_chips is not UNSET:
            field_dict["starting_chips"] = starting_chips
        if max_deals is not UNSET:
            field_dict["max_deals"] = max_deals
        if deck_policy is not UNSET:
            field_dict["deck_policy"] = deck_policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _variant = d.pop("variant", UNSET)
        variant: SetteEMezzoRulesVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = SetteEMezzoRulesVariant(_variant)

        def _parse_matta(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        matta = _parse_matta(d.pop("matta", UNSET))

        def _parse_lone_matta_value(data: object) -> float | Unset:
            if isinstance(data, Unset):
                return data
            return cast(float | Unset, data)

        lone_matta_value = _parse_lone_matta_value(d.pop("lone_matta_value", UNSET))

        _triple_order = d.pop("triple_order", UNSET)
        triple_order: SetteEMezzoRulesTripleOrder | Unset
        if isinstance(_triple_order, Unset):
            triple_order = UNSET
        else:
            triple_order = SetteEMezzoRulesTripleOrder(_triple_order)

        natural_beats_plain = d.pop("natural_beats_plain", UNSET)

        triple_beats_emblee = d.pop("triple_beats_emblee", UNSET)

        _special_tie_pays = d.pop("special_tie_pays", UNSET)
        special_tie_pays: SetteEMezzoRulesSpecialTiePays | Unset
        if isinstance(_special_tie_pays, Unset):
            special_tie_pays = UNSET
        else:
            special_tie_pays = SetteEMezzoRulesSpecialTiePays(_special_tie_pays)

        _bank_passes = d.pop("bank_passes", UNSET)
        bank_passes: SetteEMezzoRulesBankPasses | Unset
        if isinstance(_bank_passes, Unset):
            bank_passes = UNSET
        else:
            bank_passes = SetteEMezzoRulesBankPasses(_bank_passes)

        min_seats = d.pop("min_seats", UNSET)

        max_seats = d.pop("max_seats", UNSET)

        min_bet = d.pop("min_bet", UNSET)

        def _parse_max_bet(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_bet = _parse_max_bet(d.pop("max_bet", UNSET))

        starting_chips = d.pop("starting_chips", UNSET)

        def _parse_max_deals(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_deals = _parse_max_deals(d.pop("max_deals", UNSET))

        _deck_policy = d.pop("deck_policy", UNSET)
        deck_policy: SetteEMezzoRulesDeckPolicy | Unset
        if isinstance(_deck_policy, Unset):
            deck_policy = UNSET
        else:
            deck_policy = SetteEMezzoRulesDeckPolicy(_deck_policy)

        sette_e_mezzo_rules = cls(
            variant=variant,
            matta=matta,
            lone_matta_value=lone_matta_value,
            triple_order=triple_order,
            natural_beats_plain=natural_beats_plain,
            triple_beats_emblee=triple_beats_emblee,
            special_tie_pays=special_tie_pays,
            bank_passes=bank_passes,
            min_seats=min_seats,
            max_seats=max_seats,
            min_bet=min_bet,
            max_bet=max_bet,
            starting_chips=starting_chips,
            max_deals=max_deals,
            deck_policy=deck_policy,
        )

        return sette_e_mezzo_rules
