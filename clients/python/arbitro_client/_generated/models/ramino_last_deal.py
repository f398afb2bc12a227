from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ramino_deal_result import RaminoDealResult


T = TypeVar("T", bound="RaminoLastDeal")


@_attrs_define
class RaminoLastDeal:
    """Ramino: how the deal before this one ended

    Attributes:
        deal_number (int):
        dealer (int): a seat, from 0
        deal_result (None | RaminoDealResult): how the deal ended
        scores_before (list[float | None]):
        scores_after (list[float | None]):
    """

    deal_number: int
    dealer: int
    deal_result: None | RaminoDealResult
    scores_before: list[float | None]
    scores_after: list[float | None]

    def to_dict(self) -> dict[str, Any]:
        from ..models.ramino_deal_result import RaminoDealResult

        deal_number = self.deal_number

        dealer = self.dealer

        deal_result: dict[str, Any] | None
        if isinstance(self.deal_result, RaminoDealResult):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores_before = []
        for scores_before_item_data in self.scores_before:
            scores_before_item: float | None
            scores_before_item = scores_before_item_data
            scores_before.append(scores_before_item)

        scores_after = []
        for scores_after_item_data in self.scores_after:
            scores_after_item: float | None
            scores_after_item = scores_after_item_data
            scores_after.append(scores_after_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal_number": deal_number,
                "dealer": dealer,
                "deal_result": deal_result,
                "scores_before": scores_before,
                "scores_after": scores_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_deal_result import RaminoDealResult

        d = dict(src_dict)
        deal_number = d.pop("deal_number")

        dealer = d.pop("dealer")

        def _parse_deal_result(data: object) -> None | RaminoDealResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = RaminoDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoDealResult, data)

        deal_result = _parse_deal_result(d.pop("deal_result"))

        scores_before = []
        _scores_before = d.pop("scores_before")
        for scores_before_item_data in _scores_before:

            def _parse_scores_before_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            scores_before_item = _parse_scores_before_item(scores_before_item_data)

            scores_before.append(scores_before_item)

        scores_after = []
        _scores_after = d.pop("scores_after")
        for scores_after_item_data in _scores_after:

            def _parse_scores_after_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            scores_after_item = _parse_scores_after_item(scores_after_item_data)

            scores_after.append(scores_after_item)

        ramino_last_deal = cls(
            deal_number=deal_number,
            dealer=dealer,
            deal_result=deal_result,
            scores_before=scores_before,
            scores_after=scores_after,
        )

        return ramino_last_deal
