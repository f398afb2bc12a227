from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ecarte_verdict_game import EcarteVerdictGame
from ..models.ecarte_verdict_phase import EcarteVerdictPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_deal_result import EcarteDealResult
    from ..models.ecarte_legal_action import EcarteLegalAction
    from ..models.ecarte_rules import EcarteRules
    from ..models.trick import Trick
    from ..models.unknown_hand import UnknownHand
    from ..models.violation import Violation


T = TypeVar("T", bound="EcarteVerdict")


@_attrs_define
class EcarteVerdict:
    """Ecarté: the verdict; a deal that cannot begin has only game, rules, valid and violations

    Attributes:
        valid (bool): no violation found
        game (EcarteVerdictGame):
        rules (EcarteRules):
        violations (list[Violation]):
        phase (EcarteVerdictPhase | Unset):
        to_act (int | None | Unset): the seat to act next; null once the deal is over
        legal_actions (list[EcarteLegalAction] | Unset): what the seat to act may do, each as a request takes it
        deal_result (EcarteDealResult | None | Unset): null until the deal is over
        scores (list[float] | Unset): the match score: one entry per team or seat
        game_over (bool | Unset):
        winner (int | None | Unset): the match's winner (a seat, or Euchre's team); null while it goes on
        trump (str | Unset): the trump suit (the turn-up's)
        turn_up (str | Unset): a card, rank then suit (e.g. AS, TD, JK) Example: AS.
        tricks (list[Trick] | Unset):
        stake_multiplier (float | None | Unset): the stake multiplier; null until the match is over
        dealer (int | Unset): a seat, from 0
        elder (int | Unset): a seat, from 0
        flagged (int | None | Unset): the seat flagged under 4.6, if any
        stock_remaining (int | Unset):
        exchange_rounds (int | Unset):
        king_declared_by (int | None | Unset): a seat, from 0
        tricks_won (list[int] | Unset):
        unknown_hands (list[UnknownHand] | Unset): the hands the history leaves unknown, with what it proves of them
    """

    valid: bool
    game: EcarteVerdictGame
    rules: EcarteRules
    violations: list[Violation]
    phase: EcarteVerdictPhase | Unset = UNSET
    to_act: int | None | Unset = UNSET
    legal_actions: list[EcarteLegalAction] | Unset = UNSET
    deal_result: EcarteDealResult | None | Unset = UNSET
    scores: list[float] | Unset = UNSET
    game_over: bool | Unset = UNSET
    winner: int | None | Unset = UNSET
    trump: str | Unset = UNSET
    turn_up: str | Unset = UNSET
    tricks: list[Trick] | Unset = UNSET
    stake_multiplier: float | None | Unset = UNSET
    dealer: int | Unset = UNSET
    elder: int | Unset = UNSET
    flagged: int | None | Unset = UNSET
    stock_remaining: int | Unset = UNSET
    exchange_rounds: int | Unset = UNSET
    king_declared_by: int | None | Unset = UNSET
    tricks_won: list[int] | Unset = UNSET
    unknown_hands: list[UnknownHand] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_deal_result import EcarteDealResult

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
        elif isinstance(self.deal_result, EcarteDealResult):
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

        trump = self.trump

        turn_up = self.turn_up

        tricks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tricks, Unset):
            tricks = []
            for tricks_item_data in self.tricks:
                tricks_item = tricks_item_data.to_dict()
                tricks.append(tricks_item)

        stake_multiplier: float | None | Unset
        if isinstance(self.stake_multiplier, Unset):
            stake_multiplier = UNSET
        else:
            stake_multiplier = self.stake_multiplier

        dealer = self.dealer

        elder = self.elder

        flagged: int | None | Unset
        if isinstance(self.flagged, Unset):
            flagged = UNSET
        else:
            flagged = self.flagged

        stock_remaining = self.stock_remaining

        exchange_rounds = self.exchange_rounds

        king_declared_by: int | None | Unset
        if isinstance(self.king_declared_by, Unset):
            king_declared_by = UNSET
        else:
            king_declared_by = self.king_declared_by

        tricks_won: list[int] | Unset = UNSET
        if not isinstance(self.tricks_won, Unset):
            tricks_won = self.tricks_won

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
        if trump is not UNSET:
            field_dict["trump"] = trump
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if tricks is not UNSET:
            field_dict["tricks"] = tricks
        if stake_multiplier is not UNSET:
            field_dict["stake_multiplier"] = stake_multiplier
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if elder is not UNSET:
            field_dict["elder"] = elder
        if flagged is not UNSET:
            field_dict["flagged"] = flagged
        if stock_remaining is not UNSET:
            field_dict["stock_remaining"] = stock_remaining
        if exchange_rounds is not UNSET:
            field_dict["exchange_rounds"] = exchange_rounds
        if king_declared_by is not UNSET:
            field_dict["king_declared_by"] = king_declared_by
        if tricks_won is not UNSET:
            field_dict["tricks_won"] = tricks_won
        if unknown_hands is not UNSET:
            field_dict["unknown_hands"] = unknown_hands

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_deal_result import EcarteDealResult
        from ..models.ecarte_legal_action import EcarteLegalAction
        from ..models.ecarte_rules import EcarteRules
        from ..models.trick import Trick
        from ..models.unknown_hand import UnknownHand
        from ..models.violation import Violation

        d = dict(src_dict)
        valid = d.pop("valid")

        game = EcarteVerdictGame(d.pop("game"))

        rules = EcarteRules.from_dict(d.pop("rules"))

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        _phase = d.pop("phase", UNSET)
        phase: EcarteVerdictPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = EcarteVerdictPhase(_phase)

        def _parse_to_act(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_act = _parse_to_act(d.pop("to_act", UNSET))

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[EcarteLegalAction] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = EcarteLegalAction.from_dict(
                    legal_actions_item_data
                )

                legal_actions.append(legal_actions_item)

        def _parse_deal_result(data: object) -> EcarteDealResult | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EcarteDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcarteDealResult | None | Unset, data)

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

        trump = d.pop("trump", UNSET)

        turn_up = d.pop("turn_up", UNSET)

        _tricks = d.pop("tricks", UNSET)
        tricks: list[Trick] | Unset = UNSET
        if _tricks is not UNSET:
            tricks = []
            for tricks_item_data in _tricks:
                tricks_item = Trick.from_dict(tricks_item_data)

                tricks.append(tricks_item)

        def _parse_stake_multiplier(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        stake_multiplier = _parse_stake_multiplier(d.pop("stake_multiplier", UNSET))

        dealer = d.pop("dealer", UNSET)

        elder = d.pop("elder", UNSET)

        def _parse_flagged(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        flagged = _parse_flagged(d.pop("flagged", UNSET))

        stock_remaining = d.pop("stock_remaining", UNSET)

        exchange_rounds = d.pop("exchange_rounds", UNSET)

        def _parse_king_declared_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        king_declared_by = _parse_king_declared_by(d.pop("king_declared_by", UNSET))

        tricks_won = cast(list[int], d.pop("tricks_won", UNSET))

        _unknown_hands = d.pop("unknown_hands", UNSET)
        unknown_hands: list[UnknownHand] | Unset = UNSET
        if _unknown_hands is not UNSET:
            unknown_hands = []
            for unknown_hands_item_data in _unknown_hands:
                unknown_hands_item = UnknownHand.from_dict(unknown_hands_item_data)

                unknown_hands.append(unknown_hands_item)

        ecarte_verdict = cls(
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

        return ecarte_verdict
