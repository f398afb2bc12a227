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

from ..models.sette_e_mezzo_match_verdict_format import SetteEMezzoMatchVerdictFormat

if TYPE_CHECKING:
    from ..models.match_result import MatchResult
    from ..models.sette_e_mezzo_match_deal_verdict import SetteEMezzoMatchDealVerdict
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules


T = TypeVar("T", bound="SetteEMezzoMatchVerdict")


@_attrs_define
class SetteEMezzoMatchVerdict:
    """Sette e Mezzo: the verdict on a match record: every deal replayed in order, and the match's result

    Attributes:
        format_ (SetteEMezzoMatchVerdictFormat):
        game (Literal['sette-e-mezzo']): the game's id
        rules (SetteEMezzoRules):
        valid (bool): no deal has a violation
        deals (list[SetteEMezzoMatchDealVerdict]): one entry per deal of the record, in order
        result (MatchResult): where the match stands after the record
    """

    format_: SetteEMezzoMatchVerdictFormat
    game: Literal["sette-e-mezzo"]
    rules: SetteEMezzoRules
    valid: bool
    deals: list[SetteEMezzoMatchDealVerdict]
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
        from ..models.sette_e_mezzo_match_deal_verdict import (
            SetteEMezzoMatchDealVerdict,
        )
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules

        d = dict(src_dict)
        format_ = SetteEMezzoMatchVerdictFormat(d.pop("format"))

        game = cast(Literal["sette-e-mezzo"], d.pop("game"))
        if game != "sette-e-mezzo":
            raise ValueError(f"game must match const 'sette-e-mezzo', got '{game}'")

        rules = SetteEMezzoRules.from_dict(d.pop("rules"))

        valid = d.pop("valid")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = SetteEMezzoMatchDealVerdict.from_dict(deals_item_data)

            deals.append(deals_item)

        result = MatchResult.from_dict(d.pop("result"))

        sette_e_mezzo_match_verdict = cls(
            format_=format_,
            game=game,
            rules=rules,
            valid=valid,
            deals=deals,
            result=result,
        )

        return sette_e_mezzo_match_verdict
