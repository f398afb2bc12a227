from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.trick_play import TrickPlay


T = TypeVar("T", bound="Trick")


@_attrs_define
class Trick:
    """a trick, in the order its cards were played

    Attributes:
        leader (int): a seat, from 0
        plays (list[TrickPlay]):
        winner (int | None): null while the trick is open
    """

    leader: int
    plays: list[TrickPlay]
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leader": leader,
                "plays": plays,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.trick_play import TrickPlay

        d = dict(src_dict)
        leader = d.pop("leader")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = TrickPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        trick = cls(
            leader=leader,
            plays=plays,
            winner=winner,
        )

        return trick
