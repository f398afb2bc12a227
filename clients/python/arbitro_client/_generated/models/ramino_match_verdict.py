from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.ramino_match_verdict_format import RaminoMatchVerdictFormat

if TYPE_CHECKING:
    from ..models.match_result import MatchResult
    from ..models.ramino_match_deal_verdict import RaminoMatchDealVerdict
    from ..models.ramino_rules import RaminoRules


T = TypeVar("T", bound="RaminoMatchVerdict")


@_attrs_define
class RaminoMatchVerdict:
    """Ramino: the verdict on a match record: every deal replayed in order, and the match's result

    Attributes:
        format_ (RaminoMatchVerdictFormat):
        game (Literal['ramino']): the game's id
        rules (RaminoRules):
        valid (bool): no deal has a violation
        deals (list[RaminoMatchDealVerdict]): one entry per deal of the record, in order
        result (MatchResult): where the match stands after the record
    """

    format_: RaminoMatchVerdictFormat
    game: Literal["ramino"]
    rules: RaminoRules
    valid: bool
    deals: list[RaminoMatchDealVerdict]
    result: MatchResult

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        game = self.game

        rules = self.rules.to_dict()

        valid = self.valid

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "game": game,
                "rules": rules,
                "valid": valid,
                "deals": deals,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_result import MatchResult
        from ..models.ramino_match_deal_verdict import RaminoMatchDealVerdict
        from ..models.ramino_rules import RaminoRules

        d = dict(src_dict)
        format_ = RaminoMatchVerdictFormat(d.pop("format"))

        game = cast(Literal["ramino"], d.pop("game"))
        if game != "ramino":
            raise ValueError(f"game must match const 'ramino', got '{game}'")

        rules = RaminoRules.from_dict(d.pop("rules"))

        valid = d.pop("valid")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = RaminoMatchDealVerdict.from_dict(deals_item_data)

            deals.append(deals_item)

        result = MatchResult.from_dict(d.pop("result"))

        ramino_match_verdict = cls(
            format_=format_,
            game=game,
            rules=rules,
            valid=valid,
            deals=deals,
            result=result,
        )

        return ramino_match_verdict
