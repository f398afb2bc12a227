from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Substitution")


@_attrs_define
class Substitution:
    """
    Attributes:
        player (int | Unset): the substitute (an index of players)
        replaces (int | Unset): the player whose seats the substitute takes
        from_round (int | Unset):
        to_round (int | None | Unset): null: every remaining round
    """

    player: int | Unset = UNSET
    replaces: int | Unset = UNSET
    from_round: int | Unset = UNSET
    to_round: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        replaces = self.replaces

        from_round = self.from_round

        to_round: int | None | Unset
        if isinstance(self.to_round, Unset):
            to_round = UNSET
        else:
            to_round = self.to_round

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if player is not UNSET:
            field_dict["player"] = player
        if replaces is not UNSET:
            field_dict["replaces"] = replaces
        if from_round is not UNSET:
            field_dict["from_round"] = from_round
        if to_round is not UNSET:
            field_dict["to_round"] = to_round

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        player = d.pop("player", UNSET)

        replaces = d.pop("replaces", UNSET)

        from_round = d.pop("from_round", UNSET)

        def _parse_to_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_round = _parse_to_round(d.pop("to_round", UNSET))

        substitution = cls(
            player=player,
            replaces=replaces,
            from_round=from_round,
            to_round=to_round,
        )

        return substitution
