from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_verdict_game import RaminoVerdictGame
from ..models.ramino_verdict_phase import RaminoVerdictPhase
from ..models.ramino_verdict_stage_type_0 import RaminoVerdictStageType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_deal_result import RaminoDealResult
    from ..models.ramino_legal_action import RaminoLegalAction
    from ..models.ramino_rules import RaminoRules
    from ..models.ramino_table_meld import RaminoTableMeld
    from ..models.unknown_hand import UnknownHand
    from ..models.violation import Violation


T = TypeVar("T", bound="RaminoVerdict")


@_attrs_define
class RaminoVerdict:
    """Ramino: the verdict; a deal that cannot begin has only game, rules, valid and violations

    Attributes:
        valid (bool): no violation found
        game (RaminoVerdictGame):
        rules (RaminoRules):
        violations (list[Violation]):
        phase (RaminoVerdictPhase | Unset):
        to_act (int | None | Unset): the seat to act next; null once the deal is over
        stage (None | RaminoVerdictStageType0 | Unset): draw or play; null once the deal is over
        dealer (int | Unset): a seat, from 0
        starter (int | Unset): a seat, from 0
        table (list[RaminoTableMeld] | Unset):
        discard_top (None | str | Unset): a card, rank then suit (e.g. AS, TD, JK) Example: AS.
        discard_count (int | Unset):
        stock_count (int | Unset):
        hand_counts (list[int] | Unset):
        opened (list[int] | Unset): the seats that have opened
        jokers_to_lay (int | Unset):
        deal_result (None | RaminoDealResult | Unset): null until the deal is over
        scores (list[float] | Unset): the match score: one entry per team or seat
        game_over (bool | Unset):
        winner (int | None | Unset): the match's winner (a seat, or Euchre's team); null while it goes on
        eliminated (list[int] | Unset):
        legal_actions (list[RaminoLegalAction] | Unset): what the seat to act may do, each as a request takes it
        hands (list[list[str] | None] | Unset): each hand, null where unknown
        unknown_hands (list[UnknownHand] | Unset): the hands the history leaves unknown, with what it proves of them
        discards (list[str] | Unset):
    """

    valid: bool
    game: RaminoVerdictGame
    rules: RaminoRules
    violations: list[Violation]
    phase: RaminoVerdictPhase | Unset = UNSET
    to_act: int | None | Unset = UNSET
    stage: None | RaminoVerdictStageType0 | Unset = UNSET
    dealer: int | Unset = UNSET
    starter: int | Unset = UNSET
    table: list[RaminoTableMeld] | Unset = UNSET
    discard_top: None | str | Unset = UNSET
    discard_count: int | Unset = UNSET
    stock_count: int | Unset = UNSET
    hand_counts: list[int] | Unset = UNSET
    opened: list[int] | Unset = UNSET
    jokers_to_lay: int | Unset = UNSET
    deal_result: None | RaminoDealResult | Unset = UNSET
    scores: list[float] | Unset = UNSET
    game_over: bool | Unset = UNSET
    winner: int | None | Unset = UNSET
    eliminated: list[int] | Unset = UNSET
    legal_actions: list[RaminoLegalAction] | Unset = UNSET
    hands: list[list[str] | None] | Unset = UNSET
    unknown_hands: list[UnknownHand] | Unset = UNSET
    discards: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ramino_deal_result import RaminoDealResult

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

        stage: None | str | Unset
        if isinstance(self.stage, Unset):
            stage = UNSET
        elif isinstance(self.stage, RaminoVerdictStageType0):
            stage = self.stage.value
        else:
            stage = self.stage

        dealer = self.dealer

        starter = self.starter

        table: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = []
            for table_item_data in self.table:
                table_item = table_item_data.to_dict()
                table.append(table_item)

        discard_top: None | str | Unset
        if isinstance(self.discard_top, Unset):
            discard_top = UNSET
        else:
            discard_top = self.discard_top

        discard_count = self.discard_count

        stock_count = self.stock_count

        hand_counts: list[int] | Unset = UNSET
        if not isinstance(self.hand_counts, Unset):
            hand_counts = self.hand_counts

        opened: list[int] | Unset = UNSET
        if not isinstance(self.opened, Unset):
            opened = self.opened

        jokers_to_lay = self.jokers_to_lay

        deal_result: dict[str, Any] | None | Unset
        if isinstance(self.deal_result, Unset):
            deal_result = UNSET
        elif isinstance(self.deal_result, RaminoDealResult):
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

        eliminated: list[int] | Unset = UNSET
        if not isinstance(self.eliminated, Unset):
            eliminated = self.eliminated

        legal_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_actions, Unset):
            legal_actions = []
            for legal_actions_item_data in self.legal_actions:
                legal_actions_item = legal_actions_item_data.to_dict()
                legal_actions.append(legal_actions_item)

        hands: list[list[str] | None] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item: list[str] | None
                if isinstance(hands_item_data, list):
                    hands_item = hands_item_data

                else:
                    hands_item = hands_item_data
                hands.append(hands_item)

        unknown_hands: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.unknown_hands, Unset):
            unknown_hands = []
            for unknown_hands_item_data in self.unknown_hands:
                unknown_hands_item = unknown_hands_item_data.to_dict()
                unknown_hands.append(unknown_hands_item)

        discards: list[str] | Unset = UNSET
        if not isinstance(self.discards, Unset):
            discards = self.discards

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
        if stage is not UNSET:
            field_dict["stage"] = stage
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if starter is not UNSET:
            field_dict["starter"] = starter
        if table is not UNSET:
            field_dict["table"] = table
        if discard_top is not UNSET:
            field_dict["discard_top"] = discard_top
        if discard_count is not UNSET:
            field_dict["discard_count"] = discard_count
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count
        if hand_counts is not UNSET:
            field_dict["hand_counts"] = hand_counts
        if opened is not UNSET:
            field_dict["opened"] = opened
        if jokers_to_lay is not UNSET:
            field_dict["jokers_to_lay"] = jokers_to_lay
        if deal_result is not UNSET:
            field_dict["deal_result"] = deal_result
        if scores is not UNSET:
            field_dict["scores"] = scores
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if winner is not UNSET:
            field_dict["winner"] = winner
        if eliminated is not UNSET:
            field_dict["eliminated"] = eliminated
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if hands is not UNSET:
            field_dict["hands"] = hands
        if unknown_hands is not UNSET:
            field_dict["unknown_hands"] = unknown_hands
        if discards is not UNSET:
            field_dict["discards"] = discards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_deal_result import RaminoDealResult
        from ..models.ramino_legal_action import RaminoLegalAction
        from ..models.ramino_rules import RaminoRules
        from ..models.ramino_table_meld import RaminoTableMeld
        from ..models.unknown_hand import UnknownHand
        from ..models.violation import Violation

        d = dict(src_dict)
        valid = d.pop("valid")

        game = RaminoVerdictGame(d.pop("game"))

        rules = RaminoRules.from_dict(d.pop("rules"))

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        _phase = d.pop("phase", UNSET)
        phase: RaminoVerdictPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = RaminoVerdictPhase(_phase)

        def _parse_to_act(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_act = _parse_to_act(d.pop("to_act", UNSET))

        def _parse_stage(data: object) -> None | RaminoVerdictStageType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stage_type_0 = RaminoVerdictStageType0(data)

                return stage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoVerdictStageType0 | Unset, data)

        stage = _parse_stage(d.pop("stage", UNSET))

        dealer = d.pop("dealer", UNSET)

        starter = d.pop("starter", UNSET)

        _table = d.pop("table", UNSET)
        table: list[RaminoTableMeld] | Unset = UNSET
        if _table is not UNSET:
            table = []
            for table_item_data in _table:
                table_item = RaminoTableMeld.from_dict(table_item_data)

                table.append(table_item)

        def _parse_discard_top(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        discard_top = _parse_discard_top(d.pop("discard_top", UNSET))

        discard_count = d.pop("discard_count", UNSET)

        stock_count = d.pop("stock_count", UNSET)

        hand_counts = cast(list[int], d.pop("hand_counts", UNSET))

        opened = cast(list[int], d.pop("opened", UNSET))

        jokers_to_lay = d.pop("jokers_to_lay", UNSET)

        def _parse_deal_result(data: object) -> None | RaminoDealResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = RaminoDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoDealResult | Unset, data)

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

        eliminated = cast(list[int], d.pop("eliminated", UNSET))

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[RaminoLegalAction] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = RaminoLegalAction.from_dict(
                    legal_actions_item_data
                )

                legal_actions.append(legal_actions_item)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str] | None] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:

                def _parse_hands_item(data: object) -> list[str] | None:
                    if data is None:
                        return data
                    try:
                        if not isinstance(data, list):
                            raise TypeError()
                        hands_item_type_0 = cast(list[str], data)

                        return hands_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(list[str] | None, data)

                hands_item = _parse_hands_item(hands_item_data)

                hands.append(hands_item)

        _unknown_hands = d.pop("unknown_hands", UNSET)
        unknown_hands: list[UnknownHand] | Unset = UNSET
        if _unknown_hands is not UNSET:
            unknown_hands = []
            for unknown_hands_item_data in _unknown_hands:
                unknown_hands_item = UnknownHand.from_dict(unknown_hands_item_data)

                unknown_hands.append(unknown_hands_item)

        discards = cast(list[str], d.pop("discards", UNSET))

        ramino_verdict = cls(
            valid=valid,
            game=game,
            rules=rules,
            violations=violations,
            phase=phase,
            to_act=to_act,
            stage=stage,
            dealer=dealer,
            starter=starter,
            table=table,
            discard_top=discard_top,
            discard_count=discard_count,
            stock_count=stock_count,
            hand_counts=hand_counts,
            opened=opened,
            jokers_to_lay=jokers_to_lay,
            deal_result=deal_result,
            scores=scores,
            game_over=game_over,
            winner=winner,
            eliminated=eliminated,
            legal_actions=legal_actions,
            hands=hands,
            unknown_hands=unknown_hands,
            discards=discards,
        )

        return ramino_verdict
