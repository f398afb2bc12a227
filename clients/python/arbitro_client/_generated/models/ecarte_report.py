from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ecarte_report_phase import EcarteReportPhase

if TYPE_CHECKING:
    from ..models.ecarte_deal_result import EcarteDealResult
    from ..models.ecarte_legal_action import EcarteLegalAction
    from ..models.trick import Trick
    from ..models.unknown_hand import UnknownHand
    from ..models.violation import Violation


T = TypeVar("T", bound="EcarteReport")


@_attrs_define
class EcarteReport:
    """Ecarté: where the deal stands

    Attributes:
        phase (EcarteReportPhase):
        to_act (int | None): the seat to act next; null once the deal is over
        legal_actions (list[EcarteLegalAction]): what the seat to act may do, each as a request takes it
        deal_result (EcarteDealResult | None): null until the deal is over
        scores (list[float]): the match score: one entry per team or seat
        game_over (bool):
        winner (int | None): the match's winner (a seat, or Euchre's team); null while it goes on
        violations (list[Violation]):
        trump (str): the trump suit (the turn-up's)
        turn_up (str): a card, rank then suit (e.g. AS, TD, JK) Example: AS.
        tricks (list[Trick]):
        stake_multiplier (float | None): the stake multiplier; null until the match is over
        dealer (int): a seat, from 0
        elder (int): a seat, from 0
        flagged (int | None): the seat flagged under 4.6, if any
        stock_remaining (int):
        exchange_rounds (int):
        king_declared_by (int | None): a seat, from 0
        tricks_won (list[int]):
        unknown_hands (list[UnknownHand]): the hands the history leaves unknown, with what it proves of them
    """

    phase: EcarteReportPhase
    to_act: int | None
    legal_actions: list[EcarteLegalAction]
    deal_result: EcarteDealResult | None
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]
    trump: str
    turn_up: str
    tricks: list[Trick]
    stake_multiplier: float | None
    dealer: int
    elder: int
    flagged: int | None
    stock_remaining: int
    exchange_rounds: int
    king_declared_by: int | None
    tricks_won: list[int]
    unknown_hands: list[UnknownHand]

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_deal_result import EcarteDealResult

        phase = self.phase.value

        to_act: int | None
        to_act = self.to_act

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        deal_result: dict[str, Any] | None
        if isinstance(self.deal_result, EcarteDealResult):
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

        trump = self.trump

        turn_up = self.turn_up

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        stake_multiplier: float | None
        stake_multiplier = self.stake_multiplier

        dealer = self.dealer

        elder = self.elder

        flagged: int | None
        flagged = self.flagged

        stock_remaining = self.stock_remaining

        exchange_rounds = self.exchange_rounds

        king_declared_by: int | None
        king_declared_by = self.king_declared_by

        tricks_won = self.tricks_won

        unknown_hands = []
        for unknown_hands_item_data in self.unknown_hands:
            unknown_hands_item = unknown_hands_item_data.to_dict()
            unknown_hands.append(unknown_hands_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "phase": phase,
                "to_act": to_act,
                "legal_actions": legal_actions,
                "deal_result": deal_result,
                "scores": scores,
                "game_over": game_over,
                "winner": winner,
                "violations": violations,
                "trump": trump,
                "turn_up": turn_up,
                "tricks": tricks,
                "stake_multiplier": stake_multiplier,
                "dealer": dealer,
                "elder": elder,
                "flagged": flagged,
                "stock_remaining": stock_remaining,
                "exchange_rounds": exchange_rounds,
                "king_declared_by": king_declared_by,
                "tricks_won": tricks_won,
                "unknown_hands": unknown_hands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_deal_result import EcarteDealResult
        from ..models.ecarte_legal_action import EcarteLegalAction
        from ..models.trick import Trick
        from ..models.unknown_hand import UnknownHand
        from ..models.violation import Violation

        d = dict(src_dict)
        phase = EcarteReportPhase(d.pop("phase"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = EcarteLegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        def _parse_deal_result(data: object) -> EcarteDealResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EcarteDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcarteDealResult | None, data)

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

        trump = d.pop("trump")

        turn_up = d.pop("turn_up")

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = Trick.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        def _parse_stake_multiplier(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        stake_multiplier = _parse_stake_multiplier(d.pop("stake_multiplier"))

        dealer = d.pop("dealer")

        elder = d.pop("elder")

        def _parse_flagged(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        flagged = _parse_flagged(d.pop("flagged"))

        stock_remaining = d.pop("stock_remaining")

        exchange_rounds = d.pop("exchange_rounds")

        def _parse_king_declared_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        king_declared_by = _parse_king_declared_by(d.pop("king_declared_by"))

        tricks_won = cast(list[int], d.pop("tricks_won"))

        unknown_hands = []
        _unknown_hands = d.pop("unknown_hands")
        for unknown_hands_item_data in _unknown_hands:
            unknown_hands_item = UnknownHand.from_dict(unknown_hands_item_data)

            unknown_hands.append(unknown_hands_item)

        ecarte_report = cls(
            phase=phase,
            to_act=to_act,
            legal_actions=legal_actions,
            deal_result=deal_result,
            scores=scores,
            game_over=game_over,
            winner=winner,
            violations=violations,
            trump=trump,
            turn_up=turn_up,
            tricks=tricks,
            stake_multiplier=stake_multiplier,
            dealer=dealer,
            elder=elder,
            flagged=flagged,
            stock_remaining=stock_remaining,
            exchange_rounds=exchange_rounds,
            king_declared_by=king_declared_by,
            tricks_won=tricks_won,
            unknown_hands=unknown_hands,
        )

        return ecarte_report
