from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_melds_check_response_kind import RaminoMeldsCheckResponseKind
from ..models.rule_code import RuleCode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meld_arrangement import MeldArrangement
    from ..models.meld_joker import MeldJoker
    from ..models.meld_reading import MeldReading
    from ..models.ramino_melds_check_response_rules import RaminoMeldsCheckResponseRules


T = TypeVar("T", bound="RaminoMeldsCheckResponse")


@_attrs_define
class RaminoMeldsCheckResponse:
    """
    Attributes:
        game (str | Unset):
        rules (RaminoMeldsCheckResponseRules | Unset):
        valid (bool | Unset):
        kind (RaminoMeldsCheckResponseKind | Unset): valid: run or group
        cards (list[str] | Unset): valid: the cards as laid
        value (int | Unset): valid: the meld's value (rules §1)
        jokers (list[MeldJoker] | Unset): valid: what each joker stands for
        rule (RuleCode | Unset): a rule code: GET /problems/{code} (with - for _) or GET /v1/games/{game} explains it
        detail (str | Unset): invalid: why, as a sentence (with the reading and the valid orders)
        read_as (MeldReading | None | Unset): Ramino invalid meld: the run its cards were read as, place by place (null:
            the refusal is not about the order)
        valid_arrangements (list[MeldArrangement] | Unset): Ramino invalid meld: the orders of the same cards that are
            valid melds (empty: none)
    """

    game: str | Unset = UNSET
    rules: RaminoMeldsCheckResponseRules | Unset = UNSET
    valid: bool | Unset = UNSET
    kind: RaminoMeldsCheckResponseKind | Unset = UNSET
    cards: list[str] | Unset = UNSET
    value: int | Unset = UNSET
    jokers: list[MeldJoker] | Unset = UNSET
    rule: RuleCode | Unset = UNSET
    detail: str | Unset = UNSET
    read_as: MeldReading | None | Unset = UNSET
    valid_arrangements: list[MeldArrangement] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.meld_reading import MeldReading

        game = self.game

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        valid = self.valid

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        value = self.value

        jokers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.jokers, Unset):
            jokers = []
            for jokers_item_data in self.jokers:
                jokers_item = jokers_item_data.to_dict()
                jokers.append(jokers_item)

        rule: str | Unset = UNSET
        if not isinstance(self.rule, Unset):
            rule = self.rule.value

        detail = self.detail

        read_as: dict[str, Any] | None | Unset
        if isinstance(self.read_as, Unset):
            read_as = UNSET
        elif isinstance(self.read_as, MeldReading):
            read_as = self.read_as.to_dict()
        else:
            read_as = self.read_as

        valid_arrangements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.valid_arrangements, Unset):
            valid_arrangements = []
            for valid_arrangements_item_data in self.valid_arrangements:
                valid_arrangements_item = valid_arrangements_item_data.to_dict()
                valid_arrangements.append(valid_arrangements_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules
        if valid is not UNSET:
            field_dict["valid"] = valid
        if kind is not UNSET:
            field_dict["kind"] = kind
        if cards is not UNSET:
            field_dict["cards"] = cards
        if value is not UNSET:
            field_dict["value"] = value
        if jokers is not UNSET:
            field_dict["jokers"] = jokers
        if rule is not UNSET:
            field_dict["rule"] = rule
        if detail is not UNSET:
            field_dict["detail"] = detail
        if read_as is not UNSET:
            field_dict["read_as"] = read_as
        if valid_arrangements is not UNSET:
            field_dict["valid_arrangements"] = valid_arrangements

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.meld_arrangement import MeldArrangement
        from ..models.meld_joker import MeldJoker
        from ..models.meld_reading import MeldReading
        from ..models.ramino_melds_check_response_rules import (
            RaminoMeldsCheckResponseRules,
        )

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: RaminoMeldsCheckResponseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = RaminoMeldsCheckResponseRules.from_dict(_rules)

        valid = d.pop("valid", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: RaminoMeldsCheckResponseKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = RaminoMeldsCheckResponseKind(_kind)

        cards = cast(list[str], d.pop("cards", UNSET))

        value = d.pop("value", UNSET)

        _jokers = d.pop("jokers", UNSET)
        jokers: list[MeldJoker] | Unset = UNSET
        if _jokers is not UNSET:
            jokers = []
            for jokers_item_data in _jokers:
                jokers_item = MeldJoker.from_dict(jokers_item_data)

                jokers.append(jokers_item)

        _rule = d.pop("rule", UNSET)
        rule: RuleCode | Unset
        if isinstance(_rule, Unset):
            rule = UNSET
        else:
            rule = RuleCode(_rule)

        detail = d.pop("detail", UNSET)

        def _parse_read_as(data: object) -> MeldReading | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                read_as_type_0 = MeldReading.from_dict(data)

                return read_as_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeldReading | None | Unset, data)

        read_as = _parse_read_as(d.pop("read_as", UNSET))

        _valid_arrangements = d.pop("valid_arrangements", UNSET)
        valid_arrangements: list[MeldArrangement] | Unset = UNSET
        if _valid_arrangements is not UNSET:
            valid_arrangements = []
            for valid_arrangements_item_data in _valid_arrangements:
                valid_arrangements_item = MeldArrangement.from_dict(
                    valid_arrangements_item_data
                )

                valid_arrangements.append(valid_arrangements_item)

        ramino_melds_check_response = cls(
            game=game,
            rules=rules,
            valid=valid,
            kind=kind,
            cards=cards,
            value=value,
            jokers=jokers,
            rule=rule,
            detail=detail,
            read_as=read_as,
            valid_arrangements=valid_arrangements,
        )

        return ramino_melds_check_response
