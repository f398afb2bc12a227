from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.play import Play


T = TypeVar("T", bound="TrickWinnerResponse")


@_attrs_define
class TrickWinnerResponse:
    """
    Attributes:
        game (str | Unset):
        trump (None | str | Unset):
        winner (int | Unset):
        plays (list[Play] | Unset):
    """

    game: str | Unset = UNSET
    trump: None | str | Unset = UNSET
    winner: int | Unset = UNSET
    plays: list[Play] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        trump: None | str | Unset
        if isinstance(self.trump, Unset):
            trump = UNSET
        else:
            trump = self.trump

        winner = self.winner

        plays: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = []
            for plays_item_data in self.plays:
                plays_item = plays_item_data.to_dict()
                plays.append(plays_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if trump is not UNSET:
            field_dict["trump"] = trump
        if winner is not UNSET:
            field_dict["winner"] = winner
        if plays is not UNSET:
            field_dict["plays"] = plays

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.play import Play

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        def _parse_trump(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trump = _parse_trump(d.pop("trump", UNSET))

        winner = d.pop("winner", UNSET)

        _plays = d.pop("plays", UNSET)
        plays: list[Play] | Unset = UNSET
        if _plays is not UNSET:
            plays = []
            for plays_item_data in _plays:
                plays_item = Play.from_dict(plays_item_data)

                plays.append(plays_item)

        trick_winner_response = cls(
            game=game,
            trump=trump,
            winner=winner,
            plays=plays,
        )

        return trick_winner_response
