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

from ..models.ecarte_match_verdict_format import EcarteMatchVerdictFormat

if TYPE_CHECKING:
    from ..models.ecarte_match_deal_verdict import EcarteMatchDealVerdict
    from ..models.ecarte_rules import EcarteRules
    from ..models.match_result import MatchResult


T = TypeVar("T", bound="EcarteMatchVerdict")


@_attrs_define
class EcarteMatchVerdict:
    """Ecarté: the verdict on a match record: every deal replayed in order, and the match's result

    Attributes:
        format_ (EcarteMatchVerdictFormat):
        game (Literal['ecarte']): the game's id
        rules (EcarteRules):
        valid (bool): no deal has a violation
        deals (list[EcarteMatchDealVerdict]): one entry per deal of the record, in order
        result (MatchResult): where the match stands after the record
    """

    format_: EcarteMatchVerdictFormat
    game: Literal["ecarte"]
    rules: EcarteRules
    valid: bool
    deals: list[EcarteMatchDealVerdict]
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
        from ..models.ecarte_match_deal_verdict import EcarteMatchDealVerdict
        from ..models.ecarte_rules import EcarteRules
        from ..models.match_result import MatchResult

        d = dict(src_dict)
        format_ = EcarteMatchVerdictFormat(d.pop("format"))

        game = cast(Literal["ecarte"], d.pop("game"))
        if game != "ecarte":
            raise ValueError(f"game must match const 'ecarte', got '{game}'")

        rules = EcarteRules.from_dict(d.pop("rules"))

        valid = d.pop("valid")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = EcarteMatchDealVerdict.from_dict(deals_item_data)

            deals.append(deals_item)

        result = MatchResult.from_dict(d.pop("result"))

        ecarte_match_verdict = cls(
            format_=format_,
            game=game,
            rules=rules,
            valid=valid,
            deals=deals,
            result=result,
        )

        return ecarte_match_verdict
