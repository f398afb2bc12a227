from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rule_code import RuleCode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meld_arrangement import MeldArrangement
    from ..models.meld_reading import MeldReading
    from ..models.problem_errors import ProblemErrors
    from ..models.problem_legal_actions_item import ProblemLegalActionsItem


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        type_ (str | Unset):
        title (str | Unset):
        status (int | Unset):
        detail (str | Unset):
        errors (ProblemErrors | Unset):
        action_index (int | None | Unset):
        rule (RuleCode | Unset): a rule code: GET /problems/{code} (with - for _) or GET /v1/games/{game} explains it
        legal_actions (list[ProblemLegalActionsItem] | Unset):
        meld (list[str] | Unset): Ramino invalid_meld: the meld refused
        read_as (MeldReading | None | Unset): Ramino invalid meld: the run its cards were read as, place by place (null:
            the refusal is not about the order)
        valid_arrangements (list[MeldArrangement] | Unset): Ramino invalid meld: the orders of the same cards that are
            valid melds (empty: none)
        request_id (str | Unset): The request's id, as in the X-Request-ID header
    """

    type_: str | Unset = UNSET
    title: str | Unset = UNSET
    status: int | Unset = UNSET
    detail: str | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    action_index: int | None | Unset = UNSET
    rule: RuleCode | Unset = UNSET
    legal_actions: list[ProblemLegalActionsItem] | Unset = UNSET
    meld: list[str] | Unset = UNSET
    read_as: MeldReading | None | Unset = UNSET
    valid_arrangements: list[MeldArrangement] | Unset = UNSET
    request_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.meld_reading import MeldReading

        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        action_index: int | None | Unset
        if isinstance(self.action_index, Unset):
            action_index = UNSET
        else:
            action_index = self.action_index

        rule: str | Unset = UNSET
        if not isinstance(self.rule, Unset):
            rule = self.rule.value

        legal_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_actions, Unset):
            legal_actions = []
            for legal_actions_item_data in self.legal_actions:
                legal_actions_item = legal_actions_item_data.to_dict()
                legal_actions.append(legal_actions_item)

        meld: list[str] | Unset = UNSET
        if not isinstance(self.meld, Unset):
            meld = self.meld

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

        request_id = self.request_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if type_ is not UNSET:
            field_dict["type"] = type_
        if title is not UNSET:
            field_dict["title"] = title
        if status is not UNSET:
            field_dict["status"] = status
        if detail is not UNSET:
            field_dict["detail"] = detail
        if errors is not UNSET:
            field_dict["errors"] = errors
        if action_index is not UNSET:
            field_dict["action_index"] = action_index
        if rule is not UNSET:
            field_dict["rule"] = rule
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if meld is not UNSET:
            field_dict["meld"] = meld
        if read_as is not UNSET:
            field_dict["read_as"] = read_as
        if valid_arrangements is not UNSET:
            field_dict["valid_arrangements"] = valid_arrangements
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.meld_arrangement import MeldArrangement
        from ..models.meld_reading import MeldReading
        from ..models.problem_errors import ProblemErrors
        from ..models.problem_legal_actions_item import ProblemLegalActionsItem

        d = dict(src_dict)
        type_ = d.pop("type", UNSET)

        title = d.pop("title", UNSET)

        status = d.pop("status", UNSET)

        detail = d.pop("detail", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        def _parse_action_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        action_index = _parse_action_index(d.pop("action_index", UNSET))

        _rule = d.pop("rule", UNSET)
        rule: RuleCode | Unset
        if isinstance(_rule, Unset):
            rule = UNSET
        else:
            rule = RuleCode(_rule)

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[ProblemLegalActionsItem] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = ProblemLegalActionsItem.from_dict(
                    legal_actions_item_data
                )

                legal_actions.append(legal_actions_item)

        meld = cast(list[str], d.pop("meld", UNSET))

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

        request_id = d.pop("request_id", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            errors=errors,
            action_index=action_index,
            rule=rule,
            legal_actions=legal_actions,
            meld=meld,
            read_as=read_as,
            valid_arrangements=valid_arrangements,
            request_id=request_id,
        )

        problem.additional_properties = d
        return problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
