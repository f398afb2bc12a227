from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.dependency_state_state import DependencyStateState
from ..types import UNSET, Unset

T = TypeVar("T", bound="DependencyState")


@_attrs_define
class DependencyState:
    """
    Attributes:
        kind (str | Unset): what serves it, e.g. `redis` or `memory` for sessions
        state (DependencyStateState | Unset):
    """

    kind: str | Unset = UNSET
    state: DependencyStateState | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        state: str | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind", UNSET)

        _state = d.pop("state", UNSET)
        state: DependencyStateState | Unset
        if isinstance(_state, Unset):
            state = UNSET
        else:
            state = DependencyStateState(_state)

        dependency_state = cls(
            kind=kind,
            state=state,
        )

        return dependency_state
