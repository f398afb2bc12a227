from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_deal_result import EcarteDealResult
    from ..models.euchre_deal_result import EuchreDealResult
    from ..models.ramino_deal_result import RaminoDealResult
    from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult


T = TypeVar("T", bound="LastDeal")


@_attrs_define
class LastDeal:
    """
    Attributes:
        deal_number (int | Unset):
        dealer (int | Unset):
        deal_result (EcarteDealResult | EuchreDealResult | None | RaminoDealResult | SetteEMezzoDealResult | Unset): how
            the deal ended
        scores_before (list[float | None] | Unset):
        scores_after (list[float | None] | Unset):
    """

    deal_number: int | Unset = UNSET
    dealer: int | Unset = UNSET
    deal_result: (
        EcarteDealResult
        | EuchreDealResult
        | None
        | RaminoDealResult
        | SetteEMezzoDealResult
        | Unset
    ) = UNSET
    scores_before: list[float | None] | Unset = UNSET
    scores_after: list[float | None] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_deal_result import EcarteDealResult
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.ramino_deal_result import RaminoDealResult
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult

        deal_number = self.deal_number

        dealer = self.dealer

        deal_result: dict[str, Any] | None | Unset
        if isinstance(self.deal_result, Unset):
            deal_result = UNSET
        elif (
            isinstance(self.deal_result, EcarteDealResult)
            or isinstance(self.deal_result, EuchreDealResult)
            or isinstance(self.deal_result, SetteEMezzoDealResult)
            or isinstance(self.deal_result, RaminoDealResult)
        ):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores_before: list[float | None] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = []
            for scores_before_item_data in self.scores_before:
                scores_before_item: float | None
                scores_before_item = scores_before_item_data
                scores_before.append(scores_before_item)

        scores_after: list[float | None] | Unset = UNSET
        if not isinstance(self.scores_after, Unset):
            scores_after = []
            for scores_after_item_data in self.scores_after:
                scores_after_item: float | None
                scores_after_item = scores_after_item_data
                scores_after.append(scores_after_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deal_number is not UNSET:
            field_dict["deal_number"] = deal_number
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if deal_result is not UNSET:
            field_dict["deal_result"] = deal_result
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if scores_after is not UNSET:
            field_dict["scores_after"] = scores_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_deal_result import EcarteDealResult
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.ramino_deal_result import RaminoDealResult
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult

        d = dict(src_dict)
        deal_number = d.pop("deal_number", UNSET)

        dealer = d.pop("dealer", UNSET)

        def _parse_deal_result(
            data: object,
        ) -> (
            EcarteDealResult
            | EuchreDealResult
            | None
            | RaminoDealResult
            | SetteEMezzoDealResult
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EcarteDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_1 = EuchreDealResult.from_dict(data)

                return deal_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_2 = SetteEMezzoDealResult.from_dict(data)

                return deal_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_3 = RaminoDealResult.from_dict(data)

                return deal_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                EcarteDealResult
                | EuchreDealResult
                | None
                | RaminoDealResult
                | SetteEMezzoDealResult
                | Unset,
                data,
            )

        deal_result = _parse_deal_result(d.pop("deal_result", UNSET))

        _scores_before = d.pop("scores_before", UNSET)
        scores_before: list[float | None] | Unset = UNSET
        if _scores_before is not UNSET:
            scores_before = []
            for scores_before_item_data in _scores_before:

                def _parse_scores_before_item(data: object) -> float | None:
                    if data is None:
                        return data
                    return cast(float | None, data)

                scores_before_item = _parse_scores_before_item(scores_before_item_data)

                scores_before.append(scores_before_item)

        _scores_after = d.pop("scores_after", UNSET)
        scores_after: list[float | None] | Unset = UNSET
        if _scores_after is not UNSET:
            scores_after = []
            for scores_after_item_data in _scores_after:

                def _parse_scores_after_item(data: object) -> float | None:
                    if data is None:
                        return data
                    return cast(float | None, data)

                scores_after_item = _parse_scores_after_item(scores_after_item_data)

                scores_after.append(scores_after_item)

        last_deal = cls(
            deal_number=deal_number,
            dealer=dealer,
            deal_result=deal_result,
            scores_before=scores_before,
            scores_after=scores_after,
        )

        return last_deal
