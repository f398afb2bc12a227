from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.session_limits_stopped_type_1 import SessionLimitsStoppedType1
from ..models.session_limits_stopped_type_2_type_1 import SessionLimitsStoppedType2Type1
from ..models.session_limits_stopped_type_3_type_1 import SessionLimitsStoppedType3Type1
from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionLimits")


@_attrs_define
class SessionLimits:
    """
    Attributes:
        max_actions (int | Unset): the most actions the session takes (SESSION_MAX_ACTIONS)
        actions_taken (int | Unset): the actions taken so far, every deal included
        max_deal_actions (int | Unset): the most actions one deal takes (MAX_ACTIONS: the most a match record's deal
            holds, so that every deal the session plays can be replayed and its record validated)
        max_deals (int | Unset): the most deals the session deals (SESSION_MAX_DEALS)
        lifetime_ends_at (int | Unset): when the session is gone however active (Unix time, seconds;
            SESSION_LIFETIME_SECONDS after its creation); an idle session goes sooner (SESSION_TTL_SECONDS after its last
            write)
        stopped (None | SessionLimitsStoppedType1 | SessionLimitsStoppedType2Type1 | SessionLimitsStoppedType3Type1 |
            Unset): the limit the session stopped at (nobody is to act; an action is a 409 session_limit_reached); boards: a
            duplicate tournament's table has played its boards; null while it plays
    """

    max_actions: int | Unset = UNSET
    actions_taken: int | Unset = UNSET
    max_deal_actions: int | Unset = UNSET
    max_deals: int | Unset = UNSET
    lifetime_ends_at: int | Unset = UNSET
    stopped: (
        None
        | SessionLimitsStoppedType1
        | SessionLimitsStoppedType2Type1
        | SessionLimitsStoppedType3Type1
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        max_actions = self.max_actions

        actions_taken = self.actions_taken

        max_deal_actions = self.max_deal_actions

        max_deals = self.max_deals

        lifetime_ends_at = self.lifetime_ends_at

        stopped: None | str | Unset
        if isinstance(self.stopped, Unset):
            stopped = UNSET
        elif (
            isinstance(self.stopped, SessionLimitsStoppedType1)
            or isinstance(self.stopped, SessionLimitsStoppedType2Type1)
            or isinstance(self.stopped, SessionLimitsStoppedType3Type1)
        ):
            stopped = self.stopped.value
        else:
            stopped = self.stopped

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if max_actions is not UNSET:
            field_dict["max_actions"] = max_actions
        if actions_taken is not UNSET:
            field_dict["actions_taken"] = actions_taken
        if max_deal_actions is not UNSET:
            field_dict["max_deal_actions"] = max_deal_actions
        if max_deals is not UNSET:
            field_dict["max_deals"] = max_deals
        if lifetime_ends_at is not UNSET:
            field_dict["lifetime_ends_at"] = lifetime_ends_at
        if stopped is not UNSET:
            field_dict["stopped"] = stopped

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_actions = d.pop("max_actions", UNSET)

        actions_taken = d.pop("actions_taken", UNSET)

        max_deal_actions = d.pop("max_deal_actions", UNSET)

        max_deals = d.pop("max_deals", UNSET)

        lifetime_ends_at = d.pop("lifetime_ends_at", UNSET)

        def _parse_stopped(
            data: object,
        ) -> (
            None
            | SessionLimitsStoppedType1
            | SessionLimitsStoppedType2Type1
            | SessionLimitsStoppedType3Type1
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stopped_type_1 = SessionLimitsStoppedType1(data)

                return stopped_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stopped_type_2_type_1 = SessionLimitsStoppedType2Type1(data)

                return stopped_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stopped_type_3_type_1 = SessionLimitsStoppedType3Type1(data)

                return stopped_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SessionLimitsStoppedType1
                | SessionLimitsStoppedType2Type1
                | SessionLimitsStoppedType3Type1
                | Unset,
                data,
            )

        stopped = _parse_stopped(d.pop("stopped", UNSET))

        session_limits = cls(
            max_actions=max_actions,
            actions_taken=actions_taken,
            max_deal_actions=max_deal_actions,
            max_deals=max_deals,
            lifetime_ends_at=lifetime_ends_at,
            stopped=stopped,
        )

        return session_limits
