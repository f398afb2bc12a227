from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seated_player import SeatedPlayer
    from ..models.session_view import SessionView


T = TypeVar("T", bound="TableSession")


@_attrs_define
class TableSession:
    """
    Attributes:
        round_ (int | Unset):
        table (int | Unset):
        players (list[SeatedPlayer] | Unset): the players, in seat order
        session (SessionView | Unset):
    """

    round_: int | Unset = UNSET
    table: int | Unset = UNSET
    players: list[SeatedPlayer] | Unset = UNSET
    session: SessionView | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        table = self.table

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        session: dict[str, Any] | Unset = UNSET
        if not isinstance(self.session, Unset):
            session = self.session.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if round_ is not UNSET:
            field_dict["round"] = round_
        if table is not UNSET:
            field_dict["table"] = table
        if players is not UNSET:
            field_dict["players"] = players
        if session is not UNSET:
            field_dict["session"] = session

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seated_player import SeatedPlayer
        from ..models.session_view import SessionView

        d = dict(src_dict)
        round_ = d.pop("round", UNSET)

        table = d.pop("table", UNSET)

        _players = d.pop("players", UNSET)
        players: list[SeatedPlayer] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = SeatedPlayer.from_dict(players_item_data)

                players.append(players_item)

        _session = d.pop("session", UNSET)
        session: SessionView | Unset
        if isinstance(_session, Unset):
            session = UNSET
        else:
            session = SessionView.from_dict(_session)

        table_session = cls(
            round_=round_,
            table=table,
            players=players,
            session=session,
        )

        return table_session
