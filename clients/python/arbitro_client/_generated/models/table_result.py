from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.counted_deal import CountedDeal
    from ..models.table_result_source import TableResultSource
    from ..models.table_result_violations_item import TableResultViolationsItem


T = TypeVar("T", bound="TableResult")


@_attrs_define
class TableResult:
    """
    Attributes:
        kind (str | Unset): session, match or scores
        proven (bool | Unset):
        disputed (bool | Unset):
        scores (list[float] | Unset):
        winner (int | None | Unset): the winning side (score index), or null
        deals (list[CountedDeal] | Unset):
        violations (list[TableResultViolationsItem] | Unset):
        source (TableResultSource | Unset):
        posted_at (int | Unset):
    """

    kind: str | Unset = UNSET
    proven: bool | Unset = UNSET
    disputed: bool | Unset = UNSET
    scores: list[float] | Unset = UNSET
    winner: int | None | Unset = UNSET
    deals: list[CountedDeal] | Unset = UNSET
    violations: list[TableResultViolationsItem] | Unset = UNSET
    source: TableResultSource | Unset = UNSET
    posted_at: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        proven = self.proven

        disputed = self.disputed

        scores: list[float] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        deals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deals, Unset):
            deals = []
            for deals_item_data in self.deals:
                deals_item = deals_item_data.to_dict()
                deals.append(deals_item)

        violations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.violations, Unset):
            violations = []
            for violations_item_data in self.violations:
                violations_item = violations_item_data.to_dict()
                violations.append(violations_item)

        source: dict[str, Any] | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.to_dict()

        posted_at = self.posted_at

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if proven is not UNSET:
            field_dict["proven"] = proven
        if disputed is not UNSET:
            field_dict["disputed"] = disputed
        if scores is not UNSET:
            field_dict["scores"] = scores
        if winner is not UNSET:
            field_dict["winner"] = winner
        if deals is not UNSET:
            field_dict["deals"] = deals
        if violations is not UNSET:
            field_dict["violations"] = violations
        if source is not UNSET:
            field_dict["source"] = source
        if posted_at is not UNSET:
            field_dict["posted_at"] = posted_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.counted_deal import CountedDeal
        from ..models.table_result_source import TableResultSource
        from ..models.table_result_violations_item import TableResultViolationsItem

        d = dict(src_dict)
        kind = d.pop("kind", UNSET)

        proven = d.pop("proven", UNSET)

        disputed = d.pop("disputed", UNSET)

        scores = cast(list[float], d.pop("scores", UNSET))

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        _deals = d.pop("deals", UNSET)
        deals: list[CountedDeal] | Unset = UNSET
        if _deals is not UNSET:
            deals = []
            for deals_item_data in _deals:
                deals_item = CountedDeal.from_dict(deals_item_data)

                deals.append(deals_item)

        _violations = d.pop("violations", UNSET)
        violations: list[TableResultViolationsItem] | Unset = UNSET
        if _violations is not UNSET:
            violations = []
            for violations_item_data in _violations:
                violations_item = TableResultViolationsItem.from_dict(
                    violations_item_data
                )

                violations.append(violations_item)

        _source = d.pop("source", UNSET)
        source: TableResultSource | Unset
        if isinstance(_source, Unset):
            source = UNSET
        else:
            source = TableResultSource.from_dict(_source)

        posted_at = d.pop("posted_at", UNSET)

        table_result = cls(
            kind=kind,
            proven=proven,
            disputed=disputed,
            scores=scores,
            winner=winner,
            deals=deals,
            violations=violations,
            source=source,
            posted_at=posted_at,
        )

        return table_result
