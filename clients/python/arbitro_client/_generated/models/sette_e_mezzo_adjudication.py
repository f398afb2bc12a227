from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_adjudication_game import SetteEMezzoAdjudicationGame
from ..models.sette_e_mezzo_adjudication_phase import SetteEMezzoAdjudicationPhase

if TYPE_CHECKING:
    from ..models.sette_e_mezzo_adjudication_stock import SetteEMezzoAdjudicationStock
    from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult
    from ..models.sette_e_mezzo_hand import SetteEMezzoHand
    from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules
    from ..models.violation import Violation


T = TypeVar("T", bound="SetteEMezzoAdjudication")


@_attrs_define
class SetteEMezzoAdjudication:
    """Sette e Mezzo: the rules and the report

    Attributes:
        game (SetteEMezzoAdjudicationGame):
        rules (SetteEMezzoRules):
        phase (SetteEMezzoAdjudicationPhase):
        to_act (int | None): the seat to act next; null once the deal is over
        legal_actions (list[SetteEMezzoLegalAction]): what the seat to act may do, each as a request takes it
        deal_result (None | SetteEMezzoDealResult): null until the deal is over
        scores (list[float]): the match score: one entry per team or seat
        game_over (bool):
        winner (int | None): the match's winner (a seat, or Euchre's team); null while it goes on
        violations (list[Violation]):
        dealer (int): a seat, from 0
        banker (int): the game's own word for the dealer
        hands (list[SetteEMezzoHand]):
        stock (SetteEMezzoAdjudicationStock):
    """

    game: SetteEMezzoAdjudicationGame
    rules: SetteEMezzoRules
    phase: SetteEMezzoAdjudicationPhase
    to_act: int | None
    legal_actions: list[SetteEMezzoLegalAction]
    deal_result: None | SetteEMezzoDealResult
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]
    dealer: int
    banker: int
    hands: list[SetteEMezzoHand]
    stock: SetteEMezzoAdjudicationStock

    def to_dict(self) -> dict[str, Any]:
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult

        game = self.game.value

        rules = self.rules.to_dict()

        phase = self.phase.value

        to_act: int | None
        to_act = self.to_act

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        deal_result: dict[str, Any] | None
        if isinstance(self.deal_result, SetteEMezzoDealResult):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores = self.scores

        game_over = self.game_over

        winner: int | None
        winner = self.winner

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        dealer = self.dealer

        banker = self.banker

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        stock = self.stock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "phase": phase,
                "to_act": to_act,
                "legal_actions": legal_actions,
                "deal_result": deal_result,
                "scores": scores,
                "game_over": game_over,
                "winner": winner,
                "violations": violations,
                "dealer": dealer,
                "banker": banker,
                "hands": hands,
                "stock": stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sette_e_mezzo_adjudication_stock import (
            SetteEMezzoAdjudicationStock,
        )
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult
        from ..models.sette_e_mezzo_hand import SetteEMezzoHand
        from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules
        from ..models.violation import Violation

        d = dict(src_dict)
        game = SetteEMezzoAdjudicationGame(d.pop("game"))

        rules = SetteEMezzoRules.from_dict(d.pop("rules"))

        phase = SetteEMezzoAdjudicationPhase(d.pop("phase"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = SetteEMezzoLegalAction.from_dict(
                legal_actions_item_data
            )

            legal_actions.append(legal_actions_item)

        def _parse_deal_result(data: object) -> None | SetteEMezzoDealResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = SetteEMezzoDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SetteEMezzoDealResult, data)

        deal_result = _parse_deal_result(d.pop("deal_result"))

        scores = cast(list[float], d.pop("scores"))

        game_over = d.pop("game_over")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        dealer = d.pop("dealer")

        banker = d.pop("banker")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = SetteEMezzoHand.from_dict(hands_item_data)

            hands.append(hands_item)

        stock = SetteEMezzoAdjudicationStock.from_dict(d.pop("stock"))

        sette_e_mezzo_adjudication = cls(
            game=game,
            rules=rules,
            phase=phase,
            to_act=to_act,
            legal_actions=legal_actions,
            deal_result=deal_result,
            scores=scores,
            game_over=game_over,
            winner=winner,
            violations=violations,
            dealer=dealer,
            banker=banker,
            hands=hands,
            stock=stock,
        )

        return sette_e_mezzo_adjudication
