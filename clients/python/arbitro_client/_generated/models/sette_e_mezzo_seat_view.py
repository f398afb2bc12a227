from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_seat_view_phase import SetteEMezzoSeatViewPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult
    from ..models.sette_e_mezzo_hand_seen import SetteEMezzoHandSeen
    from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
    from ..models.sette_e_mezzo_seat_view_stock import SetteEMezzoSeatViewStock
    from ..models.violation import Violation


T = TypeVar("T", bound="SetteEMezzoSeatView")


@_attrs_define
class SetteEMezzoSeatView:
    """Sette e Mezzo: what a seat (or a spectator) sees

    Attributes:
        phase (SetteEMezzoSeatViewPhase):
        to_act (int | None): the seat to act next; null once the deal is over
        deal_result (None | SetteEMezzoDealResult): null until the deal is over
        scores (list[float]): the match score: one entry per team or seat
        game_over (bool):
        winner (int | None): the match's winner (a seat, or Euchre's team); null while it goes on
        violations (list[Violation]):
        dealer (int): a seat, from 0
        banker (int): the game's own word for the dealer
        hands (list[SetteEMezzoHandSeen]):
        stock (SetteEMezzoSeatViewStock):
        legal_actions (list[SetteEMezzoLegalAction] | Unset): what the seat to act may do, each as a request takes it
    """

    phase: SetteEMezzoSeatViewPhase
    to_act: int | None
    deal_result: None | SetteEMezzoDealResult
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]
    dealer: int
    banker: int
    hands: list[SetteEMezzoHandSeen]
    stock: SetteEMezzoSeatViewStock
    legal_actions: list[SetteEMezzoLegalAction] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult

        phase = self.phase.value

        to_act: int | None
        to_act = self.to_act

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

        legal_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_actions, Unset):
            legal_actions = []
            for legal_actions_item_data in self.legal_actions:
                legal_actions_item = legal_actions_item_data.to_dict()
                legal_actions.append(legal_actions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "phase": phase,
                "to_act": to_act,
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
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult
        from ..models.sette_e_mezzo_hand_seen import SetteEMezzoHandSeen
        from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
        from ..models.sette_e_mezzo_seat_view_stock import SetteEMezzoSeatViewStock
        from ..models.violation import Violation

        d = dict(src_dict)
        phase = SetteEMezzoSeatViewPhase(d.pop("phase"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

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
            hands_item = SetteEMezzoHandSeen.from_dict(hands_item_data)

            hands.append(hands_item)

        stock = SetteEMezzoSeatViewStock.from_dict(d.pop("stock"))

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[SetteEMezzoLegalAction] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = SetteEMezzoLegalAction.from_dict(
                    legal_actions_item_data
                )

                legal_actions.append(legal_actions_item)

        sette_e_mezzo_seat_view = cls(
            phase=phase,
            to_act=to_act,
            deal_result=deal_result,
            scores=scores,
            game_over=game_over,
            winner=winner,
            violations=violations,
            dealer=dealer,
            banker=banker,
            hands=hands,
            stock=stock,
            legal_actions=legal_actions,
        )

        return sette_e_mezzo_seat_view
