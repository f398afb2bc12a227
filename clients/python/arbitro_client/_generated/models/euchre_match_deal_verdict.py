from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.euchre_deal_result import EuchreDealResult
    from ..models.violation import Violation


T = TypeVar("T", bound="EuchreMatchDealVerdict")


@_attrs_define
class EuchreMatchDealVerdict:
    """Euchre: one deal's verdict

    Attributes:
        deal_number (int): the deal's place in the record, from 1
        dealer (int | None): the seat that dealt it; null: not replayed (after the match's end, or unable to begin)
        valid (bool): no violation
        finished (bool): the deal reached its end
        violations (list[Violation]): the deal's breaches (action_index set), then those between deals (action_index
            null): wrong_dealer, deal_unfinished, recorded_points_differ, recorded_scores_differ, recorded_pool_differs,
            game_over
        deal_result (EuchreDealResult | None): null: not finished
        scores (list[float]): the match score after the deal (the computed one, always)
        pool (int | None): the pool's amount after the deal, in stakes (the computed one); null: no pool in this game
    """

    deal_number: int
    dealer: int | None
    valid: bool
    finished: bool
    violations: list[Violation]
    deal_result: EuchreDealResult | None
    scores: list[float]
    pool: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.euchre_deal_result import EuchreDealResult

        deal_number = self.deal_number

        dealer: int | None
        dealer = self.dealer

        valid = self.valid

        finished = self.finished

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        deal_result: dict[str, Any] | None
        if isinstance(self.deal_result, EuchreDealResult):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores = self.scores

        pool: int | None
        pool = self.pool

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal_number": deal_number,
                "dealer": dealer,
                "valid": valid,
                "finished": finished,
                "violations": violations,
                "deal_result": deal_result,
                "scores": scores,
                "pool": pool,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.violation import Violation

        d = dict(src_dict)
        deal_number = d.pop("deal_number")

        def _parse_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dealer = _parse_dealer(d.pop("dealer"))

        valid = d.pop("valid")

        finished = d.pop("finished")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

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

        scores = cast(list[float], d.pop("scores"))

        def _parse_pool(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pool = _parse_pool(d.pop("pool"))

        euchre_match_deal_verdict = cls(
            deal_number=deal_number,
            dealer=dealer,
            valid=valid,
            finished=finished,
            violations=violations,
            deal_result=deal_result,
            scores=scores,
            pool=pool,
        )

        return euchre_match_deal_verdict
