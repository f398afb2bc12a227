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

from ..models.euchre_match_verdict_format import EuchreMatchVerdictFormat

if TYPE_CHECKING:
    from ..models.euchre_match_deal_verdict import EuchreMatchDealVerdict
    from ..models.euchre_rules import EuchreRules
    from ..models.match_result import MatchResult


T = TypeVar("T", bound="EuchreMatchVerdict")


@_attrs_define
class EuchreMatchVerdict:
    """Euchre: the verdict on a match record: every deal replayed in order, and the match's result

    Attributes:
        format_ (EuchreMatchVerdictFormat):
        game (Literal['euchre']): the game's id
        rules (EuchreRules):
        valid (bool): no deal has a violation
        deals (list[EuchreMatchDealVerdict]): one entry per deal of the record, in order
        result (MatchResult): where the match stands after the record
    """

    format_: EuchreMatchVerdictFormat
    game: Literal["euchre"]
    rules: EuchreRules
    valid: bool
    deals: list[EuchreMatchDealVerdict]
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
        from ..models.euchre_match_deal_verdict import EuchreMatchDealVerdict
        from ..models.euchre_rules import EuchreRules
        from ..models.match_result import MatchResult

        d = dict(src_dict)
        format_ = EuchreMatchVerdictFormat(d.pop("format"))

        game = cast(Literal["euchre"], d.pop("game"))
        if game != "euchre":
            raise ValueError(f"game must match const 'euchre', got '{game}'")

        rules = EuchreRules.from_dict(d.pop("rules"))

        valid = d.pop("valid")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = EuchreMatchDealVerdict.from_dict(deals_item_data)

            deals.append(deals_item)

        result = MatchResult.from_dict(d.pop("result"))

        euchre_match_verdict = cls(
            format_=format_,
            game=game,
            rules=rules,
            valid=valid,
            deals=deals,
            result=result,
        )

        return euchre_match_verdict
