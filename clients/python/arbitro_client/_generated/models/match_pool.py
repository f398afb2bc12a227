from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MatchPool")


@_attrs_define
class MatchPool:
    """a match's pool (set-back, docs/rules/euchre.md §17.2)

    Attributes:
        amount (int): the stakes in the pool: the antes (one per player) and every stake paid
        won_by (int | None): the seat that takes the pool: the match's winner; null while the match goes on
    """

    amount: int
    won_by: int | None

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        won_by: int | None
        won_by = self.won_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "won_by": won_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        def _parse_won_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        won_by = _parse_won_by(d.pop("won_by"))

        match_pool = cls(
            amount=amount,
            won_by=won_by,
        )

        return match_pool
