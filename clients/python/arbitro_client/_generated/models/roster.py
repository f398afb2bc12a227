from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.club_player import ClubPlayer


T = TypeVar("T", bound="Roster")


@_attrs_define
class Roster:
    """
    Attributes:
        players (list[ClubPlayer] | Unset):
    """

    players: list[ClubPlayer] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.club_player import ClubPlayer

        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: list[ClubPlayer] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = ClubPlayer.from_dict(players_item_data)

                players.append(players_item)

        roster = cls(
            players=players,
        )

        return roster
