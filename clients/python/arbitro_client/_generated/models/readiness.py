from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.readiness_status import ReadinessStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.readiness_dependencies import ReadinessDependencies


T = TypeVar("T", bound="Readiness")


@_attrs_define
class Readiness:
    """
    Attributes:
        status (ReadinessStatus | Unset): `degraded`: a dependency is down; the endpoints that need it answer 503
        dependencies (ReadinessDependencies | Unset):
    """

    status: ReadinessStatus | Unset = UNSET
    dependencies: ReadinessDependencies | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        dependencies: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dependencies, Unset):
            dependencies = self.dependencies.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if status is not UNSET:
            field_dict["status"] = status
        if dependencies is not UNSET:
            field_dict["dependencies"] = dependencies

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.readiness_dependencies import ReadinessDependencies

        d = dict(src_dict)
        _status = d.pop("status", UNSET)
        status: ReadinessStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = ReadinessStatus(_status)

        _dependencies = d.pop("dependencies", UNSET)
        dependencies: ReadinessDependencies | Unset
        if isinstance(_dependencies, Unset):
            dependencies = UNSET
        else:
            dependencies = ReadinessDependencies.from_dict(_dependencies)

        readiness = cls(
            status=status,
            dependencies=dependencies,
        )

        return readiness
