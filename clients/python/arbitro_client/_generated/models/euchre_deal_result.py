from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_deal_result_reason import EuchreDealResultReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreDealResult")


@_attrs_define
class EuchreDealResult:
    """
    Attributes:
        points (list[int]):
        reason (EuchreDealResultReason): why the deal ended
        reason_text (str): the reason in words, in the language Accept-Language chose (Content-Language)
        tricks_won (list[int]):
        maker (int | None): null when the deal was thrown in
        stakes (list[int] | Unset): set-back only: per seat, the stakes paid into the pool this deal (a euchred maker, a
            failed declaration)
    """

    points: list[int]
    reason: EuchreDealResultReason
    reason_text: str
    tricks_won: list[int]
    maker: int | None
    stakes: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        reason = self.reason.value

        reason_text = self.reason_text

        tricks_won = self.tricks_won

        maker: int | None
        maker = self.maker

        stakes: list[int] | Unset = UNSET
        if not isinstance(self.stakes, Unset):
            stakes = self.stakes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "points": points,
                "reason": reason,
                "reason_text": reason_text,
                "tricks_won": tricks_won,
                "maker": maker,
            }
        )
        if stakes is not UNSET:
            field_dict["stakes"] = stakes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        points = cast(list[int], d.pop("points"))

        reason = EuchreDealResultReason(d.pop("reason"))

        reason_text = d.pop("reason_text")

        tricks_won = cast(list[int], d.pop("tricks_won"))

        def _parse_maker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        maker = _parse_maker(d.pop("maker"))

        stakes = cast(list[int], d.pop("stakes", UNSET))

        euchre_deal_result = cls(
            points=points,
            reason=reason,
            reason_text=reason_text,
            tricks_won=tricks_won,
            maker=maker,
            stakes=stakes,
        )

        return euchre_deal_result
