from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rated_player import RatedPlayer


T = TypeVar("T", bound="Ratings")


@_attrs_define
class Ratings:
    """
    Attributes:
        ratings (list[RatedPlayer] | Unset): by game, then ordinal (best first)
    """

    ratings: list[RatedPlayer] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ratings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ratings, Unset):
            ratings = []
            for ratings_item_data in self.ratings:
                ratings_item = ratings_item_data.to_dict()
                ratings.append(ratings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ratings is not UNSET:
            field_dict["ratings"] = ratings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rated_player import RatedPlayer

        d = dict(src_dict)
        _ratings = d.pop("ratings", UNSET)
        ratings: list[RatedPlayer] | Unset = UNSET
        if _ratings is not UNSET:
            ratings = []
            for ratings_item_data in _ratings:
                ratings_item = RatedPlayer.from_dict(ratings_item_data)

                ratings.append(ratings_item)

        ratings = cls(
            ratings=ratings,
        )

        return ratings
