from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SubstitutePost")


@_attrs_define
class SubstitutePost:
    """
    Attributes:
        name (str): the substitute's name, not a player's already (in any letter case)
        from_round (int): the first round the substitute plays the player's seat in
        to_round (int | None | Unset): the last round the substitute plays it in; absent: every remaining round (the
            player's place for good)
    """

    name: str
    from_round: int
    to_round: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        from_round = self.from_round

        to_round: int | None | Unset
        if isinstance(self.to_round, Unset):
            to_round = UNSET
        else:
            to_round = self.to_round

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "from_round": from_round,
            }
        )
        if to_round is not UNSET:
            field_dict["to_round"] = to_round

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        from_round = d.pop("from_round")

        def _parse_to_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_round = _parse_to_round(d.pop("to_round", UNSET))

        substitute_post = cls(
            name=name,
            from_round=from_round,
            to_round=to_round,
        )

        return substitute_post
