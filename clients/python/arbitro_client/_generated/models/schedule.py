from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.schedule_round import ScheduleRound


T = TypeVar("T", bound="Schedule")


@_attrs_define
class Schedule:
    """
    Attributes:
        rounds (list[ScheduleRound] | Unset):
    """

    rounds: list[ScheduleRound] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        rounds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rounds, Unset):
            rounds = []
            for rounds_item_data in self.rounds:
                rounds_item = rounds_item_data.to_dict()
                rounds.append(rounds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rounds is not UNSET:
            field_dict["rounds"] = rounds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.schedule_round import ScheduleRound

        d = dict(src_dict)
        _rounds = d.pop("rounds", UNSET)
        rounds: list[ScheduleRound] | Unset = UNSET
        if _rounds is not UNSET:
            rounds = []
            for rounds_item_data in _rounds:
                rounds_item = ScheduleRound.from_dict(rounds_item_data)

                rounds.append(rounds_item)

        schedule = cls(
            rounds=rounds,
        )

        return schedule
