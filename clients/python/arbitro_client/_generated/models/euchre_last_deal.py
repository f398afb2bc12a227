from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.euchre_deal_result import EuchreDealResult


T = TypeVar("T", bound="EuchreLastDeal")


@_attrs_define
class EuchreLastDeal:
    """Euchre: how the deal before this one ended

    Attributes:
        deal_number (int):
        dealer (int): a seat, from 0
        deal_result (EuchreDealResult | None): how the deal ended
        scores_before (list[float | None]):
        scores_after (list[float | None]):
    """

    deal_number: int
    dealer: int
    deal_result: EuchreDealResult | None
    scores_before: list[float | None]
    scores_after: list[float | None]

    def to_dict(self) -> dict[str, Any]:
        from ..models.euchre_deal_result import EuchreDealResult

        deal_number = self.deal_number

        dealer = self.dealer

        deal_result: dict[str, Any] | None
        if isinstance(self.deal_result, EuchreDealResult):
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
        from ..models.euchre_deal_result import EuchreDealResult

        d = dict(src_dict)
        deal_number = d.pop("deal_number")

        dealer = d.pop("dealer")

        def _parse_deal_result(data: object) -> EuchreDealResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EuchreDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EuchreDealResult | None, data)

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

        euchre_last_deal = cls(
            deal_number=deal_number,
            dealer=dealer,
            deal_result=deal_result,
            scores_before=scores_before,
            scores_after=scores_after,
        )

        return euchre_last_deal
