from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seated_player import SeatedPlayer
    from ..models.table_result import TableResult


T = TypeVar("T", bound="TableAnswer")


@_attrs_define
class TableAnswer:
    """
    Attributes:
        round_ (int | Unset):
        table (int | Unset):
        seats (list[SeatedPlayer] | Unset):
        result (None | TableResult | Unset):
        history (list[TableResult] | Unset): replaced results, oldest first: the last TOURNAMENT_HISTORY_KEPT of them
        history_folded (int | Unset): how many older replaced results were folded out of history (0: none)
        session (None | str | Unset): duplicate only: the session opened for the table's boards (null: none yet)
    """

    round_: int | Unset = UNSET
    table: int | Unset = UNSET
    seats: list[SeatedPlayer] | Unset = UNSET
    result: None | TableResult | Unset = UNSET
    history: list[TableResult] | Unset = UNSET
    history_folded: int | Unset = UNSET
    session: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.table_result import TableResult

        round_ = self.round_

        table = self.table

        seats: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = []
            for seats_item_data in self.seats:
                seats_item = seats_item_data.to_dict()
                seats.append(seats_item)

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, TableResult):
            result = self.result.to_dict()
        else:
            result = self.result

        history: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.history, Unset):
            history = []
            for history_item_data in self.history:
                history_item = history_item_data.to_dict()
                history.append(history_item)

        history_folded = self.history_folded

        session: None | str | Unset
        if isinstance(self.session, Unset):
            session = UNSET
        else:
            session = self.session

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if round_ is not UNSET:
            field_dict["round"] = round_
        if table is not UNSET:
            field_dict["table"] = table
        if seats is not UNSET:
            field_dict["seats"] = seats
        if result is not UNSET:
            field_dict["result"] = result
        if history is not UNSET:
            field_dict["history"] = history
        if history_folded is not UNSET:
            field_dict["history_folded"] = history_folded
        if session is not UNSET:
            field_dict["session"] = session

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seated_player import SeatedPlayer
        from ..models.table_result import TableResult

        d = dict(src_dict)
        round_ = d.pop("round", UNSET)

        table = d.pop("table", UNSET)

        _seats = d.pop("seats", UNSET)
        seats: list[SeatedPlayer] | Unset = UNSET
        if _seats is not UNSET:
            seats = []
            for seats_item_data in _seats:
                seats_item = SeatedPlayer.from_dict(seats_item_data)

                seats.append(seats_item)

        def _parse_result(data: object) -> None | TableResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = TableResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TableResult | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        _history = d.pop("history", UNSET)
        history: list[TableResult] | Unset = UNSET
        if _history is not UNSET:
            history = []
            for history_item_data in _history:
                history_item = TableResult.from_dict(history_item_data)

                history.append(history_item)

        history_folded = d.pop("history_folded", UNSET)

        def _parse_session(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        session = _parse_session(d.pop("session", UNSET))

        table_answer = cls(
            round_=round_,
            table=table,
            seats=seats,
            result=result,
            history=history,
            history_folded=history_folded,
            session=session,
        )

        return table_answer
