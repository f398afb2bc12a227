from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.match_pool import MatchPool


T = TypeVar("T", bound="MatchResult")


@_attrs_define
class MatchResult:
    """where the match stands after the record

    Attributes:
        game_over (bool): a deal of the record ended the match
        winner (int | None): the match's winner (a seat, or Euchre's team); null: none (yet)
        decided_at (int | None): the deal_number of the deal that ended the match
        deals_played (int): the deals played to their end
        scores (list[float]): the match score after the last deal replayed
        pool (MatchPool | None): the pool after the last deal replayed; null: no pool in this game
    """

    game_over: bool
    winner: int | None
    decided_at: int | None
    deals_played: int
    scores: list[float]
    pool: MatchPool | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.match_pool import MatchPool

        game_over = self.game_over

        winner: int | None
        winner = self.winner

        decided_at: int | None
        decided_at = self.decided_at

        deals_played = self.deals_played

        scores = self.scores

        pool: dict[str, Any] | None
        if isinstance(self.pool, MatchPool):
            pool = self.pool.to_dict()
        else:
            pool = self.pool

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_over": game_over,
                "winner": winner,
                "decided_at": decided_at,
                "deals_played": deals_played,
                "scores": scores,
                "pool": pool,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_pool import MatchPool

        d = dict(src_dict)
        game_over = d.pop("game_over")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_decided_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        decided_at = _parse_decided_at(d.pop("decided_at"))

        deals_played = d.pop("deals_played")

        scores = cast(list[float], d.pop("scores"))

        def _parse_pool(data: object) -> MatchPool | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pool_type_0 = MatchPool.from_dict(data)

                return pool_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchPool | None, data)

        pool = _parse_pool(d.pop("pool"))

        match_result = cls(
            game_over=game_over,
            winner=winner,
            decided_at=decided_at,
            deals_played=deals_played,
            scores=scores,
            pool=pool,
        )

        return match_result
