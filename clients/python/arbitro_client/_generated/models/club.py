from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.club_player import ClubPlayer
    from ..models.season import Season


T = TypeVar("T", bound="Club")


@_attrs_define
class Club:
    """
    Attributes:
        id (str | Unset):
        name (str | Unset):
        created (int | Unset):
        players (list[ClubPlayer] | Unset): the roster, by name
        seasons (list[Season] | Unset): oldest first
        director_token (str | Unset): creation answer only: the director's bearer token
    """

    id: str | Unset = UNSET
    name: str | Unset = UNSET
    created: int | Unset = UNSET
    players: list[ClubPlayer] | Unset = UNSET
    seasons: list[Season] | Unset = UNSET
    director_token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        created = self.created

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        seasons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seasons, Unset):
            seasons = []
            for seasons_item_data in self.seasons:
                seasons_item = seasons_item_data.to_dict()
                seasons.append(seasons_item)

        director_token = self.director_token

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if created is not UNSET:
            field_dict["created"] = created
        if players is not UNSET:
            field_dict["players"] = players
        if seasons is not UNSET:
            field_dict["seasons"] = seasons
        if director_token is not UNSET:
            field_dict["director_token"] = director_token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.club_player import ClubPlayer
        from ..models.season import Season

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        created = d.pop("created", UNSET)

        _players = d.pop("players", UNSET)
        players: list[ClubPlayer] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = ClubPlayer.from_dict(players_item_data)

                players.append(players_item)

        _seasons = d.pop("seasons", UNSET)
        seasons: list[Season] | Unset = UNSET
        if _seasons is not UNSET:
            seasons = []
            for seasons_item_data in _seasons:
                seasons_item = Season.from_dict(seasons_item_data)

                seasons.append(seasons_item)

        director_token = d.pop("director_token", UNSET)

        club = cls(
            id=id,
            name=name,
            created=created,
            players=players,
            seasons=seasons,
            director_token=director_token,
        )

        return club
