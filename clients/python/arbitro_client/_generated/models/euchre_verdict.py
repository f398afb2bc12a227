from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_verdict_game import EuchreVerdictGame
from ..models.euchre_verdict_phase import EuchreVerdictPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.euchre_deal_result import EuchreDealResult
    from ..models.euchre_legal_action import EuchreLegalAction
    from ..models.euchre_rules import EuchreRules
    from ..models.euchre_verdict_shown_item import EuchreVerdictShownItem
    from ..models.trick import Trick
    from ..models.unknown_hand import UnknownHand
    from ..models.violation import Violation


T = TypeVar("T", bound="EuchreVerdict")


@_attrs_define
class EuchreVerdict:
    """Euchre: the verdict; a deal that cannot begin has only game, rules, valid and violations

    Attributes:
        valid (bool): no violation found
        game (EuchreVerdictGame):
        rules (EuchreRules):
        violations (list[Violation]):
        phase (EuchreVerdictPhase | Unset):
        to_act (int | None | Unset): the seat to act next; null once the deal is over
        legal_actions (list[EuchreLegalAction] | Unset): what the seat to act may do, each as a request takes it
        deal_result (EuchreDealResult | None | Unset): null until the deal is over
        scores (list[float] | Unset): the match score: one entry per team or seat
        game_over (bool | Unset):
        winner (int | None | Unset): the match's winner (a seat, or Euchre's team); null while it goes on
        dealer (int | Unset): a seat, from 0
        upcard (None | str | Unset): the card turned up; null under bidding auction (bid euchre), which turns none up
            Example: AS.
        upcard_before_dealer (bool | Unset): the dealer took the upcard up and it lies face up before him until he plays
            it (false under upcard_into_hand, where it goes into his hand unseen)
        blind_call (bool | Unset):
        turned_down (bool | Unset):
        trump (None | str | Unset): the trump suit, or after an auction no trump high or low (high, low); null until one
            is made
        contract (int | None | Unset): bidding auction: the highest bid so far, in tricks; null until one is made
        maker (int | None | Unset): a seat, from 0
        makers (int | None | Unset): the makers' team (or the maker's seat three-handed)
        alone (list[int] | Unset): the seats playing alone
        inactive (list[int] | Unset): the seats sitting out (a lone player's partner, an individual bid euchre player
            who dropped out)
        tricks (list[Trick] | Unset):
        tricks_won (list[int] | Unset): per side
        shown (list[EuchreVerdictShownItem] | Unset): the hands shown before the first lead for an exchange or a redeal
            (ace_no_face, farmers_hand), as shown
        unknown_hands (list[UnknownHand] | Unset): the hands the history leaves unknown, with what it proves of them
    """

    valid: bool
    game: EuchreVerdictGame
    rules: EuchreRules
    violations: list[Violation]
    phase: EuchreVerdictPhase | Unset = UNSET
    to_act: int | None | Unset = UNSET
    legal_actions: list[EuchreLegalAction] | Unset = UNSET
    deal_result: EuchreDealResult | None | Unset = UNSET
    scores: list[float] | Unset = UNSET
    game_over: bool | Unset = UNSET
    winner: int | None | Unset = UNSET
    dealer: int | Unset = UNSET
    upcard: None | str | Unset = UNSET
    upcard_before_dealer: bool | Unset = UNSET
    blind_call: bool | Unset = UNSET
    turned_down: bool | Unset = UNSET
    trump: None | str | Unset = UNSET
    contract: int | None | Unset = UNSET
    maker: int | None | Unset = UNSET
    makers: int | None | Unset = UNSET
    alone: list[int] | Unset = UNSET
    inactive: list[int] | Unset = UNSET
    tricks: list[Trick] | Unset = UNSET
    tricks_won: list[int] | Unset = UNSET
    shown: list[EuchreVerdictShownItem] | Unset = UNSET
    unknown_hands: list[UnknownHand] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.euchre_deal_result import EuchreDealResult

        valid = self.valid

        game = self.game.value

        rules = self.rules.to_dict()

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        to_act: int | None | Unset
        if isinstance(self.to_act, Unset):
            to_act = UNSET
        else:
            to_act = self.to_act

        legal_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_actions, Unset):
            legal_actions = []
            for legal_actions_item_data in self.legal_actions:
                legal_actions_item = legal_actions_item_data.to_dict()
                legal_actions.append(legal_actions_item)

        deal_result: dict[str, Any] | None | Unset
        if isinstance(self.deal_result, Unset):
            deal_result = UNSET
        elif isinstance(self.deal_result, EuchreDealResult):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores: list[float] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        game_over = self.game_over

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        dealer = self.dealer

        upcard: None | str | Unset
        if isinstance(self.upcard, Unset):
            upcard = UNSET
        else:
            upcard = self.upcard

        upcard_before_dealer = self.upcard_before_dealer

        blind_call = self.blind_call

        turned_down = self.turned_down

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        contract: int | None | Unset
        if isinstance(self.contract, Unset):
            contract = UNSET
        else:
            contract = self.contract

        maker: int | None | Unset
        if isinstance(self.maker, Unset):
            maker = UNSET
        else:
            maker = self.maker

        makers: int | None | Unset
        if isinstance(self.makers, Unset):
            makers = UNSET
        else:
            makers = self.makers

        alone: list[int] | Unset = UNSET
        if not isinstance(self.alone, Unset):
            alone = self.alone

        inactive: list[int] | Unset = UNSET
        if not isinstance(self.inactive, Unset):
            inactive = self.inactive

        tricks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tricks, Unset):
            tricks = []
            for tricks_item_data in self.tricks:
                tricks_item = tricks_item_data.to_dict()
                tricks.append(tricks_item)

        tricks_won: list[int] | Unset = UNSET
        if not isinstance(self.tricks_won, Unset):
            tricks_won = self.tricks_won

        shown: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.shown, Unset):
            shown = []
            for shown_item_data in self.shown:
                shown_item = shown_item_data.to_dict()
                shown.append(shown_item)

        unknown_hands: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.unknown_hands, Unset):
            unknown_hands = []
            for unknown_hands_item_data in self.unknown_hands:
                unknown_hands_item = unknown_hands_item_data.to_dict()
                unknown_hands.append(unknown_hands_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "valid": valid,
                "game": game,
                "rules": rules,
                "violations": violations,
            }
        )
        if phase is not UNSET:
            field_dict["phase"] = phase
        if to_act is not UNSET:
            field_dict["to_act"] = to_act
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if deal_result is not UNSET:
            field_dict["deal_result"] = deal_result
        if scores is not UNSET:
            field_dict["scores"] = scores
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if winner is not UNSET:
            field_dict["winner"] = winner
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if upcard is not UNSET:
            field_dict["upcard"] = upcard
        if upcard_before_dealer is not UNSET:
            field_dict["upcard_before_dealer"] = upcard_before_dealer
        if blind_call is not UNSET:
            field_dict["blind_call"] = blind_call
        if turned_down is not UNSET:
            field_dict["turned_down"] = turned_down
        if trump is not UNSET:
            field_dict["trump"] = trump
        if contract is not UNSET:
            field_dict["contract"] = contract
        if maker is not UNSET:
            field_dict["maker"] = maker
        if makers is not UNSET:
            field_dict["makers"] = makers
        if alone is not UNSET:
            field_dict["alone"] = alone
        if inactive is not UNSET:
            field_dict["inactive"] = inactive
        if tricks is not UNSET:
            field_dict["tricks"] = tricks
        if tricks_won is not UNSET:
            field_dict["tricks_won"] = tricks_won
        if shown is not UNSET:
            field_dict["shown"] = shown
        if unknown_hands is not UNSET:
            field_dict["unknown_hands"] = unknown_hands

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.euchre_legal_action import EuchreLegalAction
        from ..models.euchre_rules import EuchreRules
        from ..models.euchre_verdict_shown_item import EuchreVerdictShownItem
        from ..models.trick import Trick
        from ..models.unknown_hand import UnknownHand
        from ..models.violation import Violation

        d = dict(src_dict)
        valid = d.pop("valid")

        game = EuchreVerdictGame(d.pop("game"))

        rules = EuchreRules.from_dict(d.pop("rules"))

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        _phase = d.pop("phase", UNSET)
        phase: EuchreVerdictPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = EuchreVerdictPhase(_phase)

        def _parse_to_act(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_act = _parse_to_act(d.pop("to_act", UNSET))

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[EuchreLegalAction] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = EuchreLegalAction.from_dict(
                    legal_actions_item_data
                )

                legal_actions.append(legal_actions_item)

        def _parse_deal_result(data: object) -> EuchreDealResult | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EuchreDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EuchreDealResult | None | Unset, data)

        deal_result = _parse_deal_result(d.pop("deal_result", UNSET))

        scores = cast(list[float], d.pop("scores", UNSET))

        game_over = d.pop("game_over", UNSET)

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        dealer = d.pop("dealer", UNSET)

        def _parse_upcard(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        upcard = _parse_upcard(d.pop("upcard", UNSET))

        upcard_before_dealer = d.pop("upcard_before_dealer", UNSET)

        blind_call = d.pop("blind_call", UNSET)

        turned_down = d.pop("turned_down", UNSET)

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        def _parse_contract(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        contract = _parse_contract(d.pop("contract", UNSET))

        def _parse_maker(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maker = _parse_maker(d.pop("maker", UNSET))

        def _parse_makers(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        makers = _parse_makers(d.pop("makers", UNSET))

        alone = cast(list[int], d.pop("alone", UNSET))

        inactive = cast(list[int], d.pop("inactive", UNSET))

        _tricks = d.pop("tricks", UNSET)
        tricks: list[Trick] | Unset = UNSET
        if _tricks is not UNSET:
            tricks = []
            for tricks_item_data in _tricks:
                tricks_item = Trick.from_dict(tricks_item_data)

                tricks.append(tricks_item)

        tricks_won = cast(list[int], d.pop("tricks_won", UNSET))

        _shown = d.pop("shown", UNSET)
        shown: list[EuchreVerdictShownItem] | Unset = UNSET
        if _shown is not UNSET:
            shown = []
            for shown_item_data in _shown:
                shown_item = EuchreVerdictShownItem.from_dict(shown_item_data)

                shown.append(shown_item)

        _unknown_hands = d.pop("unknown_hands", UNSET)
        unknown_hands: list[UnknownHand] | Unset = UNSET
        if _unknown_hands is not UNSET:
            unknown_hands = []
            for unknown_hands_item_data in _unknown_hands:
                unknown_hands_item = UnknownHand.from_dict(unknown_hands_item_data)

                unknown_hands.append(unknown_hands_item)

        euchre_verdict = cls(
            valid=valid,
            game=game,
            rules=rules,
            violations=violations,
            phase=phase,
            to_act=to_act,
            legal_actions=legal_actions,
            deal_result=deal_result,
            scores=scores,
            game_over=game_over,
            winner=winner,
            dealer=dealer,
            upcard=upcard,
            upcard_before_dealer=upcard_before_dealer,
            blind_call=blind_call,
            turned_down=turned_down,
            trump=trump,
            contract=contract,
            maker=maker,
            makers=makers,
            alone=alone,
            inactive=inactive,
            tricks=tricks,
            tricks_won=tricks_won,
            shown=shown,
            unknown_hands=unknown_hands,
        )

        return euchre_verdict
