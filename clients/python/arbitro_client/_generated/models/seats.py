from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seats_variants import SeatsVariants


T = TypeVar("T", bound="Seats")


@_attrs_define
class Seats:
    """
    Attributes:
        min_ (int | Unset): fewest seats under any rules
        max_ (int | Unset): most seats under any rules
        depends_on (list[str] | Unset): the rule options that set the range (rules.players: exactly that many seats;
            rules.min_seats and rules.max_seats: that range); empty when every rule seats the same
        variants (SeatsVariants | Unset): variant name -> its range and default seats, with depends_on options unset
    """

    min_: int | Unset = UNSET
    max_: int | Unset = UNSET
    depends_on: list[str] | Unset = UNSET
    variants: SeatsVariants | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        depends_on: list[str] | Unset = UNSET
        if not isinstance(self.depends_on, Unset):
            depends_on = self.depends_on

        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_
        if depends_on is not UNSET:
            field_dict["depends_on"] = depends_on
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seats_variants import SeatsVariants

        d = dict(src_dict)
        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        depends_on = cast(list[str], d.pop("depends_on", UNSET))

        _variants = d.pop("variants", UNSET)
        variants: SeatsVariants | Unset
        if isinstance(_variants, Unset):
            variants = UNSET
        else:
            variants = SeatsVariants.from_dict(_variants)

        seats = cls(
            min_=min_,
            max_=max_,
            depends_on=depends_on,
            variants=variants,
        )

        return seats
