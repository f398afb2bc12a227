from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_seat_view_phase import RaminoSeatViewPhase
from ..models.ramino_seat_view_stage_type_0 import RaminoSeatViewStageType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_deal_result import RaminoDealResult
    from ..models.ramino_legal_action import RaminoLegalAction
    from ..models.ramino_table_meld import RaminoTableMeld


T = TypeVar("T", bound="RaminoSeatView")


@_attrs_define
class RaminoSeatView:
    """Ramino: what a seat (or, without hand, a spectator) sees

    Attributes:
        phase (RaminoSeatViewPhase):
        to_act (int | None): the seat to act next; null once the deal is over
        stage (None | RaminoSeatViewStageType0): draw or play; null once the deal is over
        dealer (int): a seat, from 0
        starter (int): a seat, from 0
        table (list[RaminoTableMeld]):
        discard_top (None | str): a card, rank then suit (e.g. AS, TD, JK) Example: AS.
        discard_count (int):
        stock_count (int):
        hand_counts (list[int]):
        opened (list[int]): the seats that have opened
        jokers_to_lay (int):
        deal_result (None | RaminoDealResult): null until the deal is over
        scores (list[float]): the match score: one entry per team or seat
        game_over (bool):
        winner (int | None): the match's winner (a seat, or Euchre's team); null while it goes on
        eliminated (list[int]):
        hand (list[str] | Unset):
        legal_actions (list[RaminoLegalAction] | Unset): what the seat to act may do, each as a request takes it
    """

    phase: RaminoSeatViewPhase
    to_act: int | None
    stage: None | RaminoSeatViewStageType0
    dealer: int
    starter: int
    table: list[RaminoTableMeld]
    discard_top: None | str
    discard_count: int
    stock_count: int
    hand_counts: list[int]
    opened: list[int]
    jokers_to_lay: int
    deal_result: None | RaminoDealResult
    scores: list[float]
    game_over: bool
    winner: int | None
    eliminated: list[int]
    hand: list[str] | Unset = UNSET
    legal_actions: list[RaminoLegalAction] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ramino_deal_result import RaminoDealResult

        phase = self.phase.value

        to_act: int | None
        to_act = self.to_act

        stage: None | str
        if isinstance(self.stage, RaminoSeatViewStageType0):
            stage = self.stage.value
        else:
            stage = self.stage

        dealer = self.dealer

        starter = self.starter

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.to_dict()
            table.append(table_item)

        discard_top: None | str
        discard_top = self.discard_top

        discard_count = self.discard_count

        stock_count = self.stock_count

        hand_counts = self.hand_counts

        opened = self.opened

        jokers_to_lay = self.jokers_to_lay

        deal_result: dict[str, Any] | None
        if isinstance(self.deal_result, RaminoDealResult):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores = self.scores

        game_over = self.game_over

        winner: int | None
        winner = self.winner

        eliminated = self.eliminated

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

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
                "stage": stage,
                "dealer": dealer,
                "starter": starter,
                "table": table,
                "discard_top": discard_top,
                "discard_count": discard_count,
                "stock_count": stock_count,
                "hand_counts": hand_counts,
                "opened": opened,
                "jokers_to_lay": jokers_to_lay,
                "deal_result": deal_result,
                "scores": scores,
                "game_over": game_over,
                "winner": winner,
                "eliminated": eliminated,
            }
        )
        if hand is not UNSET:
            field_dict["hand"] = hand
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_deal_result import RaminoDealResult
        from ..models.ramino_legal_action import RaminoLegalAction
        from ..models.ramino_table_meld import RaminoTableMeld

        d = dict(src_dict)
        phase = RaminoSeatViewPhase(d.pop("phase"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        def _parse_stage(data: object) -> None | RaminoSeatViewStageType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stage_type_0 = RaminoSeatViewStageType0(data)

                return stage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoSeatViewStageType0, data)

        stage = _parse_stage(d.pop("stage"))

        dealer = d.pop("dealer")

        starter = d.pop("starter")

        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = RaminoTableMeld.from_dict(table_item_data)

            table.append(table_item)

        def _parse_discard_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        discard_count = d.pop("discard_count")

        stock_count = d.pop("stock_count")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        opened = cast(list[int], d.pop("opened"))

        jokers_to_lay = d.pop("jokers_to_lay")

        def _parse_deal_result(data: object) -> None | RaminoDealResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = RaminoDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoDealResult, data)

        deal_result = _parse_deal_result(d.pop("deal_result"))

        scores = cast(list[float], d.pop("scores"))

        game_over = d.pop("game_over")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        eliminated = cast(list[int], d.pop("eliminated"))

        hand = cast(list[str], d.pop("hand", UNSET))

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[RaminoLegalAction] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = RaminoLegalAction.from_dict(
                    legal_actions_item_data
                )

                legal_actions.append(legal_actions_item)

        ramino_seat_view = cls(
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
            hand=hand,
            legal_actions=legal_actions,
        )

        return ramino_seat_view
