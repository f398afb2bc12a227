from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.ramino_rules_ace_low_value import RaminoRulesAceLowValue
from ..models.ramino_rules_discard_pickup import RaminoRulesDiscardPickup
from ..models.ramino_rules_match import RaminoRulesMatch
from ..models.ramino_rules_stock_exhausted import RaminoRulesStockExhausted
from ..models.ramino_rules_variant import RaminoRulesVariant
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoRules")


@_attrs_define
class RaminoRules:
    """
    Attributes:
        variant (RaminoRulesVariant | Unset): ramino-51: Italian rummy with a 51 opening, 15/14 cards, two decks and two
            jokers. Default: RaminoRulesVariant.RAMINO_51.
        players (int | Unset): Number of seats (2-4). Default: 2.
        opening_min (int | Unset): Minimum total value of the new melds of an opening (§5); at most 150. Default: 51.
        ace_low_value (RaminoRulesAceLowValue | Unset): Value of an ace laid below the 2 (A-2-3) in a meld; elsewhere
            11. Default: RaminoRulesAceLowValue.VALUE_11.
        joker_penalty (int | Unset): Penalty of a joker left in hand (§9); at most 100. Default: 20.
        max_jokers_run (int | Unset): Most jokers in one run. Default: 2.
        max_jokers_group (int | Unset): Most jokers in one group. Default: 1.
        discard_pickup (RaminoRulesDiscardPickup | Unset): Who may take the top discard: free (anyone), after_opening
            (only a player who has opened), must_use (anyone, but the card taken must be laid in the same turn). Default:
            RaminoRulesDiscardPickup.FREE.
        return_discard (bool | Unset): May a player who took the top discard discard the same card (rank and suit) in
            that turn? Default: False.
        joker_discard (bool | Unset): May a joker be discarded? Default: True.
        layoff_same_turn (bool | Unset): May a player lay off and exchange jokers in the turn of the opening? Default:
            True.
        layoff_on_opponents (bool | Unset): May a player lay off onto another player's melds? Default: True.
        close_in_hand_multiplier (int | Unset): Factor on the others' penalties when the winner closed in hand (§8.2,
            §9.2); at most 10. Default: 2.
        match (RaminoRulesMatch | Unset): How the match ends: elimination (a seat reaching elimination_at is out, the
            last one left wins), first_to_limit_loses (the match stops when a seat reaches elimination_at, lowest total
            wins), fixed_hands (after fixed_hands hands, lowest total wins), single_hand (one hand). Default:
            RaminoRulesMatch.ELIMINATION.
        elimination_at (int | Unset): The penalty total that eliminates (or ends the match); at most 1000. Default: 101.
        fixed_hands (int | Unset): Hands in a match when match is fixed_hands; at most 100. Default: 5.
        stock_exhausted (RaminoRulesStockExhausted | Unset): Empty stock: reshuffle (the discards but the top one become
            the new stock; none -> void hand) or void_hand (the hand ends without scores at the end of the turn that emptied
            the stock). Default: RaminoRulesStockExhausted.RESHUFFLE.
    """

    variant: RaminoRulesVariant | Unset = RaminoRulesVariant.RAMINO_51
    players: int | Unset = 2
    opening_min: int | Unset = 51
    ace_low_value: RaminoRulesAceLowValue | Unset = RaminoRulesAceLowValue.VALUE_11
    joker_penalty: int | Unset = 20
    max_jokers_run: int | Unset = 2
    max_jokers_group: int | Unset = 1
    discard_pickup: RaminoRulesDiscardPickup | Unset = RaminoRulesDiscardPickup.FREE
    return_discard: bool | Unset = False
    joker_discard: bool | Unset = True
    layoff_same_turn: bool | Unset = True
    layoff_on_opponents: bool | Unset = True
    close_in_hand_multiplier: int | Unset = 2
    match: RaminoRulesMatch | Unset = RaminoRulesMatch.ELIMINATION
    elimination_at: int | Unset = 101
    fixed_hands: int | Unset = 5
    stock_exhausted: RaminoRulesStockExhausted | Unset = (
        RaminoRulesStockExhausted.RESHUFFLE
    )

    def to_dict(self) -> dict[str, Any]:
        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        players = self.players

        opening_min = self.opening_min

        ace_low_value: int | Unset = UNSET
        if not isinstance(self.ace_low_value, Unset):
            ace_low_value = self.ace_low_value.value

        joker_penalty = self.joker_penalty

        max_jokers_run = self.max_jokers_run

        max_jokers_group = self.max_jokers_group

        discard_pickup: str | Unset = UNSET
        if not isinstance(self.discard_pickup, Unset):
            discard_pickup = self.discard_pickup.value

        return_discard = self.return_discard

        joker_discard = self.joker_discard

        layoff_same_turn = self.layoff_same_turn

        layoff_on_opponents = self.layoff_on_opponents

        close_in_hand_multiplier = self.close_in_hand_multiplier

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.value

        elimination_at = self.elimination_at

        fixed_hands = self.fixed_hands

        stock_exhausted: str | Unset = UNSET
        if not isinstance(self.stock_exhausted, Unset):
            stock_exhausted = self.stock_exhausted.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if variant is not UNSET:
            field_dict["variant"] = variant
        if players is not UNSET:
            field_dict["players"] = players
        if opening_min is not UNSET:
            field_dict["opening_min"] = opening_min
        if ace_low_value is not UNSET:
            field_dict["ace_low_value"] = ace_low_value
        if joker_penalty is not UNSET:
            field_dict["joker_penalty"] = joker_penalty
        if max_jokers_run is not UNSET:
            field_dict["max_jokers_run"] = max_jokers_run
        if max_jokers_group is not UNSET:
            field_dict["max_jokers_group"] = max_jokers_group
        if discard_pickup is not UNSET:
            field_dict["discard_pickup"] = discard_pickup
        if return_discard is not UNSET:
            field_dict["return_discard"] = return_discard
        if joker_discard is not UNSET:
            field_dict["joker_discard"] = joker_discard
        if layoff_same_turn is not UNSET:
            field_dict["layoff_same_turn"] = layoff_same_turn
        if layoff_on_opponents is not UNSET:
            field_dict["layoff_on_opponents"] = layoff_on_opponents
        if close_in_hand_multiplier is not UNSET:
            field_dict["close_in_hand_multiplier"] = close_in_hand_multiplier
        if match is not UNSET:
            field_dict["match"] = match
        if elimination_at is not UNSET:
            field_dict["elimination_at"] = elimination_at
        if fixed_hands is not UNSET:
            field_dict["fixed_hands"] = fixed_hands
        if stock_exhausted is not UNSET:
            field_dict["stock_exhausted"] = stock_exhausted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _variant = d.pop("variant", UNSET)
        variant: RaminoRulesVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = RaminoRulesVariant(_variant)

        players = d.pop("players", UNSET)

        opening_min = d.pop("opening_min", UNSET)

        _ace_low_value = d.pop("ace_low_value", UNSET)
        ace_low_value: RaminoRulesAceLowValue | Unset
        if isinstance(_ace_low_value, Unset):
            ace_low_value = UNSET
        else:
            ace_low_value = RaminoRulesAceLowValue(_ace_low_value)

        joker_penalty = d.pop("joker_penalty", UNSET)

        max_jokers_run = d.pop("max_jokers_run", UNSET)

        max_jokers_group = d.pop("max_jokers_group", UNSET)

        _discard_pickup = d.pop("discard_pickup", UNSET)
        discard_pickup: RaminoRulesDiscardPickup | Unset
        if isinstance(_discard_pickup, Unset):
            discard_pickup = UNSET
        else:
            discard_pickup = RaminoRulesDiscardPickup(_discard_pickup)

        return_discard = d.pop("return_discard", UNSET)

        joker_discard = d.pop("joker_discard", UNSET)

        layoff_same_turn = d.pop("layoff_same_turn", UNSET)

        layoff_on_opponents = d.pop("layoff_on_opponents", UNSET)

        close_in_hand_multiplier = d.pop("close_in_hand_multiplier", UNSET)

        _match = d.pop("match", UNSET)
        match: RaminoRulesMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = RaminoRulesMatch(_match)

        elimination_at = d.pop("elimination_at", UNSET)

        fixed_hands = d.pop("fixed_hands", UNSET)

        _stock_exhausted = d.pop("stock_exhausted", UNSET)
        stock_exhausted: RaminoRulesStockExhausted | Unset
        if isinstance(_stock_exhausted, Unset):
            stock_exhausted = UNSET
        else:
            stock_exhausted = RaminoRulesStockExhausted(_stock_exhausted)

        ramino_rules = cls(
            variant=variant,
            players=players,
            opening_min=opening_min,
            ace_low_value=ace_low_value,
            joker_penalty=joker_penalty,
            max_jokers_run=max_jokers_run,
            max_jokers_group=max_jokers_group,
            discard_pickup=discard_pickup,
            return_discard=return_discard,
            joker_discard=joker_discard,
            layoff_same_turn=layoff_same_turn,
            layoff_on_opponents=layoff_on_opponents,
            close_in_hand_multiplier=close_in_hand_multiplier,
            match=match,
            elimination_at=elimination_at,
            fixed_hands=fixed_hands,
            stock_exhausted=stock_exhausted,
        )

        return ramino_rules
