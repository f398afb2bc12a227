from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rule_code import RuleCode

if TYPE_CHECKING:
    from ..models.rule_penalty import RulePenalty


T = TypeVar("T", bound="RuleCodeEntry")


@_attrs_define
class RuleCodeEntry:
    """a rule code of the game's catalogue

    Attributes:
        code (RuleCode): a rule code: GET /problems/{code} (with - for _) or GET /v1/games/{game} explains it
        title (str):
        meaning (str): the rule, in one sentence
        section (str): the section of the game's numbered rules (docs/rules/<game>.md) that states it, e.g. 6.2
        penalty (None | RulePenalty): null: no penalty (a breach is refused; under on_illegal: report it is listed and
            left out)
        type_ (str): the problem type URI of a refusal under this rule: its page
    """

    code: RuleCode
    title: str
    meaning: str
    section: str
    penalty: None | RulePenalty
    type_: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_penalty import RulePenalty

        code = self.code.value

        title = self.title

        meaning = self.meaning

        section = self.section

        penalty: dict[str, Any] | None
        if isinstance(self.penalty, RulePenalty):
            penalty = self.penalty.to_dict()
        else:
            penalty = self.penalty

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "title": title,
                "meaning": meaning,
                "section": section,
                "penalty": penalty,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rule_penalty import RulePenalty

        d = dict(src_dict)
        code = RuleCode(d.pop("code"))

        title = d.pop("title")

        meaning = d.pop("meaning")

        section = d.pop("section")

        def _parse_penalty(data: object) -> None | RulePenalty:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                penalty_type_0 = RulePenalty.from_dict(data)

                return penalty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RulePenalty, data)

        penalty = _parse_penalty(d.pop("penalty"))

        type_ = d.pop("type")

        rule_code_entry = cls(
            code=code,
            title=title,
            meaning=meaning,
            section=section,
            penalty=penalty,
            type_=type_,
        )

        return rule_code_entry
