from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_verdict_game import SetteEMezzoVerdictGame
from ..models.sette_e_mezzo_verdict_phase import SetteEMezzoVerdictPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult
    from ..models.sette_e_mezzo_hand import SetteEMezzoHand
    from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules
    from ..models.sette_e_mezzo_verdict_stock import SetteEMezzoVerdictStock
    from ..models.violation import Violation


T = TypeVar("T", bound="SetteEMezzoVerdict")


@_attrs_define
class SetteEMezzoVerdict:
    """Sette e Mezzo: the verdict; a deal that cannot begin has only game, rules, valid and violations

    Attributes:
        valid (bool): no violation found
        game (SetteEMezzoVerdictGame):
        rules (SetteEMezzoRules):
        violations (list[Violation]):
        phase (SetteEMezzoVerdictPhase | Unset):
        to_act (int | None | Unset): the seat to act next; null once the deal is over
        legal_actions (list[SetteEMezzoLegalAction] | Unset): what the seat to act may do, each as a request takes it
        deal_result (None | SetteEMezzoDealResult | Unset): null until the deal is over
        scores (list[float] | Unset): the match score: one entry per team or seat
        game_over (bool | Unset):
        winner (int | None | Unset): the match's winner (a seat, or Euchre's team); null while it goes on
        dealer (int | Unset): a seat, from 0
        banker (int | Unset): the game's own word for the dealer
        hands (list[SetteEMezzoHand] | Unset):
        stock (SetteEMezzoVerdictStock | Unset):
    """

    valid: bool
    game: SetteEMezzoVerdictGame
    rules: SetteEMezzoRules
    violations: list[Violation]
    phase: SetteEMezzoVerdictPhase | Unset = UNSET
    to_act: int | None | Unset = UNSET
    legal_actions: list[SetteEMezzoLegalAction] | Unset = UNSET
    deal_result: None | SetteEMezzoDealResult | Unset = UNSET
    scores: list[float] | Unset = UNSET
    game_over: bool | Unset = UNSET
    winner: int | None | Unset = UNSET
    dealer: int | Unset = UNSET
    banker: int | Unset = UNSET
    hands: list[SetteEMezzoHand] | Unset = UNSET
    stock: SetteEMezzoVerdictStock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult

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
        elif isinstance(self.deal_result, SetteEMezzoDealResult):
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

        banker = self.banker

        hands: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data.to_dict()
                hands.append(hands_item)

        stock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock.to_dict()

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
        if banker is not UNSET:
            field_dict["banker"] = banker
        if hands is not UNSET:
            field_dict["hands"] = hands
        if stock is not UNSET:
            field_dict["stock"] = stock

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult
        from ..models.sette_e_mezzo_hand import SetteEMezzoHand
        from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules
        from ..models.sette_e_mezzo_verdict_stock import SetteEMezzoVerdictStock
        from ..models.violation import Violation

        d = dict(src_dict)
        valid = d.pop("valid")

        game = SetteEMezzoVerdictGame(d.pop("game"))

        rules = SetteEMezzoRules.from_dict(d.pop("rules"))

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        _phase = d.pop("phase", UNSET)
        phase: SetteEMezzoVerdictPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = SetteEMezzoVerdictPhase(_phase)

        def _parse_to_act(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_act = _parse_to_act(d.pop("to_act", UNSET))

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[SetteEMezzoLegalAction] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = SetteEMezzoLegalAction.from_dict(
                    legal_actions_item_data
                )

                legal_actions.append(legal_actions_item)

        def _parse_deal_result(data: object) -> None | SetteEMezzoDealResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = SetteEMezzoDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SetteEMezzoDealResult | Unset, data)

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

        banker = d.pop("banker", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[SetteEMezzoHand] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = SetteEMezzoHand.from_dict(hands_item_data)

                hands.append(hands_item)

        _stock = d.pop("stock", UNSET)
        stock: SetteEMezzoVerdictStock | Unset
        if isinstance(_stock, Unset):
            stock = UNSET
        else:
            stock = SetteEMezzoVerdictStock.from_dict(_stock)

        sette_e_mezzo_verdict = cls(
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
            banker=banker,
            hands=hands,
            stock=stock,
        )

        return sette_e_mezzo_verdict
