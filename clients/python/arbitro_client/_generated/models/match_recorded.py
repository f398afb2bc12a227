from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MatchRecorded")


@_attrs_define
class MatchRecorded:
    """what the table wrote down for a deal; checked against what the deal gives

    Attributes:
        points (list[float | None] | Unset): the deal's points, per team or seat, as the table wrote them
        scores (list[float] | Unset): the match score after the deal, as the table wrote it
        pool (int | Unset): the pool's amount after the deal, as the table wrote it (a match with a pool: set-back)
    """

    points: list[float | None] | Unset = UNSET
    scores: list[float] | Unset = UNSET
    pool: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        points: list[float | None] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = []
            for points_item_data in self.points:
                points_item: float | None
                points_item = points_item_data
                points.append(points_item)

        scores: list[float] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        pool = self.pool

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if points is not UNSET:
            field_dict["points"] = points
        if scores is not UNSET:
            field_dict["scores"] = scores
        if pool is not UNSET:
            field_dict["pool"] = pool

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _points = d.pop("points", UNSET)
        points: list[float | None] | Unset = UNSET
        if _points is not UNSET:
            points = []
            for points_item_data in _points:

                def _parse_points_item(data: object) -> float | None:
                    if data is None:
                        return data
                    return cast(float | None, data)

                points_item = _parse_points_item(points_item_data)

                points.append(points_item)

        scores = cast(list[float], d.pop("scores", UNSET))

        pool = d.pop("pool", UNSET)

        match_recorded = cls(
            points=points,
            scores=scores,
            pool=pool,
        )

        return match_recorded
