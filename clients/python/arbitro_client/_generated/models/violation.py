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
    from ..models.penalty import Penalty


T = TypeVar("T", bound="Violation")


@_attrs_define
class Violation:
    """a breach found in a history: the fields every violation has, and the facts of its rule (e.g. seat, card, trick;
    Ramino's meld, read_as, valid_arrangements)

        Attributes:
            action_index (int | None): the breaching action's index in actions; null: the deal itself
            rule (RuleCode): a rule code: GET /problems/{code} (with - for _) or GET /v1/games/{game} explains it
            detail (str): the breach, as a sentence
            penalty (None | Penalty): null: no penalty (an action refused and left out)
            applied (bool | Unset): false: the action was refused and left out of the deal
            seat (int | Unset): a seat, from 0
            proven_at (int | None | Unset): a revoke proven later: the action that proved it
            proven_by (str | Unset): what proved a revoke
            card (str | Unset): a card, rank then suit (e.g. AS, TD, JK) Example: AS.
            trick (int | Unset):
            meld (list[str] | Unset): Ramino invalid_meld: the meld refused
            read_as (MeldReading | None | Unset):
            valid_arrangements (list[MeldArrangement] | Unset):
    """

    action_index: int | None
    rule: RuleCode
    detail: str
    penalty: None | Penalty
    applied: bool | Unset = UNSET
    seat: int | Unset = UNSET
    proven_at: int | None | Unset = UNSET
    proven_by: str | Unset = UNSET
    card: str | Unset = UNSET
    trick: int | Unset = UNSET
    meld: list[str] | Unset = UNSET
    read_as: MeldReading | None | Unset = UNSET
    valid_arrangements: list[MeldArrangement] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.meld_reading import MeldReading
        from ..models.penalty import Penalty

        action_index: int | None
        action_index = self.action_index

        rule = self.rule.value

        detail = self.detail

        penalty: dict[str, Any] | None
        if isinstance(self.penalty, Penalty):
            penalty = self.penalty.to_dict()
        else:
            penalty = self.penalty

        applied = self.applied

        seat = self.seat

        proven_at: int | None | Unset
        if isinstance(self.proven_at, Unset):
            proven_at = UNSET
        else:
            proven_at = self.proven_at

        proven_by = self.proven_by

        card = self.card

        trick = self.trick

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action_index": action_index,
                "rule": rule,
                "detail": detail,
                "penalty": penalty,
            }
        )
        if applied is not UNSET:
            field_dict["applied"] = applied
        if seat is not UNSET:
            field_dict["seat"] = seat
        if proven_at is not UNSET:
            field_dict["proven_at"] = proven_at
        if proven_by is not UNSET:
            field_dict["proven_by"] = proven_by
        if card is not UNSET:
            field_dict["card"] = card
        if trick is not UNSET:
            field_dict["trick"] = trick
        if meld is not UNSET:
            field_dict["meld"] = meld
        if read_as is not UNSET:
            field_dict["read_as"] = read_as
        if valid_arrangements is not UNSET:
            field_dict["valid_arrangements"] = valid_arrangements

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.meld_arrangement import MeldArrangement
        from ..models.meld_reading import MeldReading
        from ..models.penalty import Penalty

        d = dict(src_dict)

        def _parse_action_index(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        action_index = _parse_action_index(d.pop("action_index"))

        rule = RuleCode(d.pop("rule"))

        detail = d.pop("detail")

        def _parse_penalty(data: object) -> None | Penalty:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                penalty_type_0 = Penalty.from_dict(data)

                return penalty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Penalty, data)

        penalty = _parse_penalty(d.pop("penalty"))

        applied = d.pop("applied", UNSET)

        seat = d.pop("seat", UNSET)

        def _parse_proven_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        proven_at = _parse_proven_at(d.pop("proven_at", UNSET))

        proven_by = d.pop("proven_by", UNSET)

        card = d.pop("card", UNSET)

        trick = d.pop("trick", UNSET)

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

        violation = cls(
            action_index=action_index,
            rule=rule,
            detail=detail,
            penalty=penalty,
            applied=applied,
            seat=seat,
            proven_at=proven_at,
            proven_by=proven_by,
            card=card,
            trick=trick,
            meld=meld,
            read_as=read_as,
            valid_arrangements=valid_arrangements,
        )

        violation.additional_properties = d
        return violation

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
