from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_deal_result_reason import SetteEMezzoDealResultReason

T = TypeVar("T", bound="SetteEMezzoDealResult")


@_attrs_define
class SetteEMezzoDealResult:
    """
    Attributes:
        points (list[int | None]):
        reason (SetteEMezzoDealResultReason): why the deal ended
        reason_text (str): the reason in words, in the language Accept-Language chose (Content-Language)
        outcomes (list[str]): per seat
        pending (list[int]):
        next_banker (int): a seat, from 0
    """

    points: list[int | None]
    reason: SetteEMezzoDealResultReason
    reason_text: str
    outcomes: list[str]
    pending: list[int]
    next_banker: int

    def to_dict(self) -> dict[str, Any]:
        points = []
        for points_item_data in self.points:
            points_item: int | None
            points_item = points_item_data
            points.append(points_item)

        reason = self.reason.value

        reason_text = self.reason_text

        outcomes = self.outcomes

        pending = self.pending

        next_banker = self.next_banker

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "points": points,
                "reason": reason,
                "reason_text": reason_text,
                "outcomes": outcomes,
                "pending": pending,
                "next_banker": next_banker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        points = []
        _points = d.pop("points")
        for points_item_data in _points:

            def _parse_points_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            points_item = _parse_points_item(points_item_data)

            points.append(points_item)

        reason = SetteEMezzoDealResultReason(d.pop("reason"))

        reason_text = d.pop("reason_text")

        outcomes = cast(list[str], d.pop("outcomes"))

        pending = cast(list[int], d.pop("pending"))

        next_banker = d.pop("next_banker")

        sette_e_mezzo_deal_result = cls(
            points=points,
            reason=reason,
            reason_text=reason_text,
            outcomes=outcomes,
            pending=pending,
            next_banker=next_banker,
        )

        return sette_e_mezzo_deal_result
