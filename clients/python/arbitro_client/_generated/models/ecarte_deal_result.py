from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ecarte_deal_result_reason import EcarteDealResultReason

T = TypeVar("T", bound="EcarteDealResult")


@_attrs_define
class EcarteDealResult:
    """
    Attributes:
        points (list[int]):
        reason (EcarteDealResultReason): why the deal ended
        reason_text (str): the reason in words, in the language Accept-Language chose (Content-Language)
        tricks_won (list[int]):
        trick_points (list[int]):
        king_points (list[int]): turn-up, declaration, or a false declaration's penalty point
        refusal_penalty (bool): 7.2 applied
        flagged (int | None): a seat, from 0
        revoke_penalties (list[int]): 6.4 breaches per seat
    """

    points: list[int]
    reason: EcarteDealResultReason
    reason_text: str
    tricks_won: list[int]
    trick_points: list[int]
    king_points: list[int]
    refusal_penalty: bool
    flagged: int | None
    revoke_penalties: list[int]

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        reason = self.reason.value

        reason_text = self.reason_text

        tricks_won = self.tricks_won

        trick_points = self.trick_points

        king_points = self.king_points

        refusal_penalty = self.refusal_penalty

        flagged: int | None
        flagged = self.flagged

        revoke_penalties = self.revoke_penalties

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "points": points,
                "reason": reason,
                "reason_text": reason_text,
                "tricks_won": tricks_won,
                "trick_points": trick_points,
                "king_points": king_points,
                "refusal_penalty": refusal_penalty,
                "flagged": flagged,
                "revoke_penalties": revoke_penalties,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        points = cast(list[int], d.pop("points"))

        reason = EcarteDealResultReason(d.pop("reason"))

        reason_text = d.pop("reason_text")

        tricks_won = cast(list[int], d.pop("tricks_won"))

        trick_points = cast(list[int], d.pop("trick_points"))

        king_points = cast(list[int], d.pop("king_points"))

        refusal_penalty = d.pop("refusal_penalty")

        def _parse_flagged(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        flagged = _parse_flagged(d.pop("flagged"))

        revoke_penalties = cast(list[int], d.pop("revoke_penalties"))

        ecarte_deal_result = cls(
            points=points,
            reason=reason,
            reason_text=reason_text,
            tricks_won=tricks_won,
            trick_points=trick_points,
            king_points=king_points,
            refusal_penalty=refusal_penalty,
            flagged=flagged,
            revoke_penalties=revoke_penalties,
        )

        return ecarte_deal_result
