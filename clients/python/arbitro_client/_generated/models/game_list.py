from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="GameList")


@_attrs_define
class GameList:
    """
    Attributes:
        games (list[GameSummary] | Unset):
    """

    games: list[GameSummary] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        games: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = []
            for games_item_data in self.games:
                games_item = games_item_data.to_dict()
                games.append(games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if games is not UNSET:
            field_dict["games"] = games

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_summary import GameSummary

        d = dict(src_dict)
        _games = d.pop("games", UNSET)
        games: list[GameSummary] | Unset = UNSET
        if _games is not UNSET:
            games = []
            for games_item_data in _games:
                games_item = GameSummary.from_dict(games_item_data)

                games.append(games_item)

        game_list = cls(
            games=games,
        )

        return game_list
