from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.session_limits_stopped_type_0 import SessionLimitsStoppedType0

T = TypeVar("T", bound="SessionLimits")


@_attrs_define
class SessionLimits:
    """
    Attributes:
        max_actions (int): the most actions the session takes (SESSION_MAX_ACTIONS)
        actions_taken (int): the actions taken so far, every deal included
        max_deal_actions (int): the most actions one deal takes (MAX_ACTIONS: the most a match record's deal holds, so
            that every deal the session plays can be replayed and its record validated)
        max_deals (int): the most deals the session deals (SESSION_MAX_DEALS)
        lifetime_ends_at (int): when the session is gone however active (Unix time, seconds; SESSION_LIFETIME_SECONDS
            after its creation); an idle session goes sooner (SESSION_TTL_SECONDS after its last write)
        stopped (None | SessionLimitsStoppedType0): the limit the session stopped at (nobody is to act; an action is a
            409 session_limit_reached); boards: a duplicate tournament's table has played its boards; null while it plays
    """

    max_actions: int
    actions_taken: int
    max_deal_actions: int
    max_deals: int
    lifetime_ends_at: int
    stopped: None | SessionLimitsStoppedType0

    def to_dict(self) -> dict[str, Any]:
        max_actions = self.max_actions

        actions_taken = self.actions_taken

        max_deal_actions = self.max_deal_actions

        max_deals = self.max_deals

        lifetime_ends_at = self.lifetime_ends_at

        stopped: None | str
        if isinstance(self.stopped, SessionLimitsStoppedType0):
            stopped = self.stopped.value
        else:
            stopped = self.stopped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max_actions": max_actions,
                "actions_taken": actions_taken,
                "max_deal_actions": max_deal_actions,
                "max_deals": max_deals,
                "lifetime_ends_at": lifetime_ends_at,
                "stopped": stopped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_actions = d.pop("max_actions")

        actions_taken = d.pop("actions_taken")

        max_deal_actions = d.pop("max_deal_actions")

        max_deals = d.pop("max_deals")

        lifetime_ends_at = d.pop("lifetime_ends_at")

        def _parse_stopped(data: object) -> None | SessionLimitsStoppedType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stopped_type_0 = SessionLimitsStoppedType0(data)

                return stopped_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionLimitsStoppedType0, data)

        stopped = _parse_stopped(d.pop("stopped"))

        session_limits = cls(
            max_actions=max_actions,
            actions_taken=actions_taken,
            max_deal_actions=max_deal_actions,
            max_deals=max_deals,
            lifetime_ends_at=lifetime_ends_at,
            stopped=stopped,
        )

        return session_limits
