from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_deal_result_reason import RaminoDealResultReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoDealResult")


@_attrs_define
class RaminoDealResult:
    """
    Attributes:
        points (list[int | None]): per seat; null for a hand left unknown
        reason (RaminoDealResultReason): why the deal ended
        reason_text (str): the reason in words, in the language Accept-Language chose (Content-Language)
        winner (int | None): the seat that went out or closed in hand; null when the hand is void (§11)
        eliminated (list[int]):
        unknown_hands (list[int] | Unset): the seats whose hands the history leaves unknown (then no points)
    """

    points: list[int | None]
    reason: RaminoDealResultReason
    reason_text: str
    winner: int | None
    eliminated: list[int]
    unknown_hands: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        points = []
        for points_item_data in self.points:
            points_item: int | None
            points_item = points_item_data
            points.append(points_item)

        reason = self.reason.value

        reason_text = self.reason_text

        winner: int | None
        winner = self.winner

        eliminated = self.eliminated

        unknown_hands: list[int] | Unset = UNSET
        if not isinstance(self.unknown_hands, Unset):
            unknown_hands = self.unknown_hands

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "points": points,
                "reason": reason,
                "reason_text": reason_text,
                "winner": winner,
                "eliminated": eliminated,
            }
        )
        if unknown_hands is not UNSET:
            field_dict["unknown_hands"] = unknown_hands

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

        reason = RaminoDealResultReason(d.pop("reason"))

        reason_text = d.pop("reason_text")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        eliminated = cast(list[int], d.pop("eliminated"))

        unknown_hands = cast(list[int], d.pop("unknown_hands", UNSET))

        ramino_deal_result = cls(
            points=points,
            reason=reason,
            reason_text=reason_text,
            winner=winner,
            eliminated=eliminated,
            unknown_hands=unknown_hands,
        )

        return ramino_deal_result
