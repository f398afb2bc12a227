from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dependency_state import DependencyState


T = TypeVar("T", bound="ReadinessDependencies")


@_attrs_define
class ReadinessDependencies:
    additional_properties: dict[str, DependencyState] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dependency_state import DependencyState

        d = dict(src_dict)
        readiness_dependencies = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = DependencyState.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        readiness_dependencies.additional_properties = additional_properties
        return readiness_dependencies

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> DependencyState:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: DependencyState) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
