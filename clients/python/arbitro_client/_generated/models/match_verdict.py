from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.match_verdict_format import MatchVerdictFormat
from ..models.match_verdict_game import MatchVerdictGame

if TYPE_CHECKING:
    from ..models.ecarte_rules import EcarteRules
    from ..models.euchre_rules import EuchreRules
    from ..models.match_deal_verdict import MatchDealVerdict
    from ..models.match_result import MatchResult
    from ..models.ramino_rules import RaminoRules
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules


T = TypeVar("T", bound="MatchVerdict")


@_attrs_define
class MatchVerdict:
    """the verdict on a match record: every deal replayed in order, and the match's result

    Attributes:
        format_ (MatchVerdictFormat):
        game (MatchVerdictGame):
        rules (EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules): the rules in full, as resolved
        valid (bool): no deal has a violation
        deals (list[MatchDealVerdict]): one entry per deal of the record, in order
        result (MatchResult): where the match stands after the record
    """

    format_: MatchVerdictFormat
    game: MatchVerdictGame
    rules: EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules
    valid: bool
    deals: list[MatchDealVerdict]
    result: MatchResult

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_rules import EcarteRules
        from ..models.euchre_rules import EuchreRules
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules

        format_ = self.format_.value

        game = self.game.value

        rules: dict[str, Any]
        if (
            isinstance(self.rules, EcarteRules)
            or isinstance(self.rules, EuchreRules)
            or isinstance(self.rules, SetteEMezzoRules)
        ):
            rules = self.rules.to_dict()
        else:
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
        from ..models.ecarte_rules import EcarteRules
        from ..models.euchre_rules import EuchreRules
        from ..models.match_deal_verdict import MatchDealVerdict
        from ..models.match_result import MatchResult
        from ..models.ramino_rules import RaminoRules
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules

        d = dict(src_dict)
        format_ = MatchVerdictFormat(d.pop("format"))

        game = MatchVerdictGame(d.pop("game"))

        def _parse_rules(
            data: object,
        ) -> EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = EcarteRules.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_1 = EuchreRules.from_dict(data)

                return rules_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_2 = SetteEMezzoRules.from_dict(data)

                return rules_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            rules_type_3 = RaminoRules.from_dict(data)

            return rules_type_3

        rules = _parse_rules(d.pop("rules"))

        valid = d.pop("valid")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = MatchDealVerdict.from_dict(deals_item_data)

            deals.append(deals_item)

        result = MatchResult.from_dict(d.pop("result"))

        match_verdict = cls(
            format_=format_,
            game=game,
            rules=rules,
            valid=valid,
            deals=deals,
            result=result,
        )

        return match_verdict
