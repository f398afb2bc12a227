from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ecarte_rules_deal_packets import EcarteRulesDealPackets
from ..models.ecarte_rules_deck import EcarteRulesDeck
from ..models.ecarte_rules_false_king import EcarteRulesFalseKing
from ..models.ecarte_rules_penalty_scope import EcarteRulesPenaltyScope
from ..models.ecarte_rules_refusal_bonus import EcarteRulesRefusalBonus
from ..models.ecarte_rules_variant import EcarteRulesVariant
from ..types import UNSET, Unset

T = TypeVar("T", bound="EcarteRules")


@_attrs_define
class EcarteRules:
    """
    Attributes:
        variant (EcarteRulesVariant | Unset): classic: The game of both seeds with the French deck: 3-2 packets (Italian
            seed), unlimited exchanges, the dealer flagged by any refusal (both seeds), the king of trumps declared at any
            moment before one's first card (French seed), one point more against a flagged loser (the Italian 'punto di
            rifiuto'; both seeds add a bonus), first to 5, the stake multiplier (French seed). Where the seeds are silent it
            follows the classic rules (pagat, Parlett, BGA). The Club Code's 2 against a flagged loser is 'club-code'.;
            italian: The Italian seed: the Italian 32-card deck (4 5 6 7 in place of 7 8 9 10) and the 'punto di rifiuto',
            one point more against a flagged loser.; french: The French seed read literally: 'deux points supplémentaires',
            two points more against a flagged loser.; club-code: The 1878 Club Code (Cavendish): only a refusal of the first
            proposal flags the dealer, 2 points (a vole still 2) against a flagged loser, an elder may declare the trump
            king he leads, and a false declaration gives the opponent a point. Default: EcarteRulesVariant.CLASSIC.
        deck (EcarteRulesDeck | Unset): The 32 cards: 'french' (7 8 9 T A J Q K of spades, hearts, diamonds, clubs) or
            'italian' (4 5 6 7 A J Q K of denari D, coppe C, spade S, bastoni B) (1.1). Omitted: the variant's value
            (classic: "french"; italian: "italian"; french: "french"; club-code: "french").
        deal_packets (EcarteRulesDealPackets | Unset): How the five cards are dealt (3.1): '3-2' (3 to the elder, 3 to
            the dealer, then 2 and 2) or '2-3' (2, 2, then 3, 3); it decides which deck positions each hand receives.
            Default: EcarteRulesDealPackets.VALUE_0.
        dealer_min_discard (int | Unset): The fewest cards the dealer must exchange after accepting a proposal (4.3): 0
            lets him keep his hand, 1 is Parlett's and BGA's rule; never more than the stock still holds. Default: 0.
        max_exchange_rounds (int | None | Unset): How many accepted proposals a deal allows (4.4): null for no limit
            (the stock is the limit), 1 for old English play; once reached the elder must lead. At most 21: each round takes
            at least one card of the 21-card stock.
        penalty_scope (EcarteRulesPenaltyScope | Unset): Which refusal flags the dealer (4.6): 'any_refusal' every one,
            'first_decision' (Club Code) only a refusal of the first proposal; the elder who leads without ever proposing is
            flagged either way. Omitted: the variant's value (classic: "any_refusal"; italian: "any_refusal"; french:
            "any_refusal"; club-code: "first_decision").
        king_led_late_declaration (bool | Unset): Whether an elder who leads the trump king may still declare it until
            the dealer has played to that trick (5.2, Club Code); false: the elder declares before his opening lead.
            Omitted: the variant's value (classic: false; italian: false; french: false; club-code: true).
        false_king (EcarteRulesFalseKing | Unset): A declaration of the trump king by a player who does not hold it
            (5.3): 'reject' refuses it (no_king_to_declare), 'penalty' (Club Code) gives the opponent 1 point. Omitted: the
            variant's value (classic: "reject"; italian: "reject"; french: "reject"; club-code: "penalty").
        refusal_bonus (EcarteRulesRefusalBonus | Unset): What the winner scores when the loser carried the penalty flag
            (7.2): 'plus_one' (the Italian seed's 'punto di rifiuto') the normal points + 1, so 2, a vole 3; 'plus_two' (the
            French seed's 'deux points supplémentaires') the normal points + 2; 'classic' (the Club Code, pagat) 2, a vole
            still 2. Omitted: the variant's value (classic: "plus_one"; italian: "plus_one"; french: "plus_two"; club-code:
            "classic").
        target_score (int | Unset): The points that win the game (7.3); 7 and 11 are also played. At most 100. Default:
            5.
        stake_multiplier (bool | Unset): Whether a finished game reports a stake factor from the loser's score (7.4): 0
            treble, 1-2 double, 3 or more single; false: always 1. Default: True.
    """

    variant: EcarteRulesVariant | Unset = EcarteRulesVariant.CLASSIC
    deck: EcarteRulesDeck | Unset = UNSET
    deal_packets: EcarteRulesDealPackets | Unset = EcarteRulesDealPackets.VALUE_0
    dealer_min_discard: int | Unset = 0
    max_exchange_rounds: int | None | Unset = UNSET
    penalty_scope: EcarteRulesPenaltyScope | Unset = UNSET
    king_led_late_declaration: bool | Unset = UNSET
    false_king: EcarteRulesFalseKing | Unset = UNSET
    refusal_bonus: EcarteRulesRefusalBonus | Unset = UNSET
    target_score: int | Unset = 5
    stake_multiplier: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        deck: str | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.value

        deal_packets: str | Unset = UNSET
        if not isinstance(self.deal_packets, Unset):
            deal_packets = self.deal_packets.value

        dealer_min_discard = self.dealer_min_discard

        max_exchange_rounds: int | None | Unset
        if isinstance(self.max_exchange_rounds, Unset):
            max_exchange_rounds = UNSET
        else:
            max_exchange_rounds = self.max_exchange_rounds

        penalty_scope: str | Unset = UNSET
        if not isinstance(self.penalty_scope, Unset):
            penalty_scope = self.penalty_scope.value

        king_led_late_declaration = self.king_led_late_declaration

        false_king: str | Unset = UNSET
        if not isinstance(self.false_king, Unset):
            false_king = self.false_king.value

        refusal_bonus: str | Unset = UNSET
        if not isinstance(self.refusal_bonus, Unset):
            refusal_bonus = self.refusal_bonus.value

        target_score = self.target_score

        stake_multiplier = self.stake_multiplier

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if variant is not UNSET:
            field_dict["variant"] = variant
        if deck is not UNSET:
            field_dict["deck"] = deck
        if deal_packets is not UNSET:
            field_dict["deal_packets"] = deal_packets
        if dealer_min_discard is not UNSET:
            field_dict["dealer_min_discard"] = dealer_min_discard
        if max_exchange_rounds is not UNSET:
            field_dict["max_exchange_rounds"] = max_exchange_rounds
        if penalty_scope is not UNSET:
            field_dict["penalty_scope"] = penalty_scope
        if king_led_late_declaration is not UNSET:
            field_dict["king_led_late_declaration"] = king_led_late_declaration
        if false_king is not UNSET:
            field_dict["false_king"] = false_king
        if refusal_bonus is not UNSET:
            field_dict["refusal_bonus"] = refusal_bonus
        if target_score is not UNSET:
            field_dict["target_score"] = target_score
        if stake_multiplier is not UNSET:
            field_dict["stake_multiplier"] = stake_multiplier

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _variant = d.pop("variant", UNSET)
        variant: EcarteRulesVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = EcarteRulesVariant(_variant)

        _deck = d.pop("deck", UNSET)
        deck: EcarteRulesDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = EcarteRulesDeck(_deck)

        _deal_packets = d.pop("deal_packets", UNSET)
        deal_packets: EcarteRulesDealPackets | Unset
        if isinstance(_deal_packets, Unset):
            deal_packets = UNSET
        else:
            deal_packets = EcarteRulesDealPackets(_deal_packets)

        dealer_min_discard = d.pop("dealer_min_discard", UNSET)

        def _parse_max_exchange_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_exchange_rounds = _parse_max_exchange_rounds(
            d.pop("max_exchange_rounds", UNSET)
        )

        _penalty_scope = d.pop("penalty_scope", UNSET)
        penalty_scope: EcarteRulesPenaltyScope | Unset
        if isinstance(_penalty_scope, Unset):
            penalty_scope = UNSET
        else:
            penalty_scope = EcarteRulesPenaltyScope(_penalty_scope)

        king_led_late_declaration = d.pop("king_led_late_declaration", UNSET)

        _false_king = d.pop("false_king", UNSET)
        false_king: EcarteRulesFalseKing | Unset
        if isinstance(_false_king, Unset):
            false_king = UNSET
        else:
            false_king = EcarteRulesFalseKing(_false_king)

        _refusal_bonus = d.pop("refusal_bonus", UNSET)
        refusal_bonus: EcarteRulesRefusalBonus | Unset
        if isinstance(_refusal_bonus, Unset):
            refusal_bonus = UNSET
        else:
            refusal_bonus = EcarteRulesRefusalBonus(_refusal_bonus)

        target_score = d.pop("target_score", UNSET)

        stake_multiplier = d.pop("stake_multiplier", UNSET)

        ecarte_rules = cls(
            variant=variant,
            deck=deck,
            deal_packets=deal_packets,
            dealer_min_discard=dealer_min_discard,
            max_exchange_rounds=max_exchange_rounds,
            penalty_scope=penalty_scope,
            king_led_late_declaration=king_led_late_declaration,
            false_king=false_king,
            refusal_bonus=refusal_bonus,
            target_score=target_score,
            stake_multiplier=stake_multiplier,
        )

        return ecarte_rules
