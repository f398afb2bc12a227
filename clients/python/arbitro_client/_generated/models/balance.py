from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.spread import Spread
    from ..models.uneven import Uneven


T = TypeVar("T", bound="Balance")


@_attrs_define
class Balance:
    """
    Attributes:
        partners (Spread | Unset):
        opponents (Spread | Unset):
        tables_shared (Spread | Unset):
        byes (Spread | Unset):
        uneven (Uneven | Unset):
    """

    partners: Spread | Unset = UNSET
    opponents: Spread | Unset = UNSET
    tables_shared: Spread | Unset = UNSET
    byes: Spread | Unset = UNSET
    uneven: Uneven | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        partners: dict[str, Any] | Unset = UNSET
        if not isinstance(self.partners, Unset):
            partners = self.partners.to_dict()

        opponents: dict[str, Any] | Unset = UNSET
        if not isinstance(self.opponents, Unset):
            opponents = self.opponents.to_dict()

        tables_shared: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tables_shared, Unset):
            tables_shared = self.tables_shared.to_dict()

        byes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.byes, Unset):
            byes = self.byes.to_dict()

        uneven: dict[str, Any] | Unset = UNSET
        if not isinstance(self.uneven, Unset):
            uneven = self.uneven.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if partners is not UNSET:
            field_dict["partners"] = partners
        if opponents is not UNSET:
            field_dict["opponents"] = opponents
        if tables_shared is not UNSET:
            field_dict["tables_shared"] = tables_shared
        if byes is not UNSET:
            field_dict["byes"] = byes
        if uneven is not UNSET:
            field_dict["uneven"] = uneven

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spread import Spread
        from ..models.uneven import Uneven

        d = dict(src_dict)
        _partners = d.pop("partners", UNSET)
        partners: Spread | Unset
        if isinstance(_partners, Unset):
            partners = UNSET
        else:
            partners = Spread.from_dict(_partners)

        _opponents = d.pop("opponents", UNSET)
        opponents: Spread | Unset
        if isinstance(_opponents, Unset):
            opponents = UNSET
        else:
            opponents = Spread.from_dict(_opponents)

        _tables_shared = d.pop("tables_shared", UNSET)
        tables_shared: Spread | Unset
        if isinstance(_tables_shared, Unset):
            tables_shared = UNSET
        else:
            tables_shared = Spread.from_dict(_tables_shared)

        _byes = d.pop("byes", UNSET)
        byes: Spread | Unset
        if isinstance(_byes, Unset):
            byes = UNSET
        else:
            byes = Spread.from_dict(_byes)

        _uneven = d.pop("uneven", UNSET)
        uneven: Uneven | Unset
        if isinstance(_uneven, Unset):
            uneven = UNSET
        else:
            uneven = Uneven.from_dict(_uneven)

        balance = cls(
            partners=partners,
            opponents=opponents,
            tables_shared=tables_shared,
            byes=byes,
            uneven=uneven,
        )

        return balance
