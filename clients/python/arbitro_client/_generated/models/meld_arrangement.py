from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.meld_arrangement_kind import MeldArrangementKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.lay_off_writing import LayOffWriting


T = TypeVar("T", bound="MeldArrangement")


@_attrs_define
class MeldArrangement:
    """
    Attributes:
        cards (list[str] | Unset): the cards in this order
        kind (MeldArrangementKind | Unset): run or group
        value (int | Unset): the meld's value (rules §1)
        ranks (list[str] | Unset): the rank each place stands for, jokers included, in order
        lay_off (LayOffWriting | Unset):
    """

    cards: list[str] | Unset = UNSET
    kind: MeldArrangementKind | Unset = UNSET
    value: int | Unset = UNSET
    ranks: list[str] | Unset = UNSET
    lay_off: LayOffWriting | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        value = self.value

        ranks: list[str] | Unset = UNSET
        if not isinstance(self.ranks, Unset):
            ranks = self.ranks

        lay_off: dict[str, Any] | Unset = UNSET
        if not isinstance(self.lay_off, Unset):
            lay_off = self.lay_off.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cards is not UNSET:
            field_dict["cards"] = cards
        if kind is not UNSET:
            field_dict["kind"] = kind
        if value is not UNSET:
            field_dict["value"] = value
        if ranks is not UNSET:
            field_dict["ranks"] = ranks
        if lay_off is not UNSET:
            field_dict["lay_off"] = lay_off

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lay_off_writing import LayOffWriting

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: MeldArrangementKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = MeldArrangementKind(_kind)

        value = d.pop("value", UNSET)

        ranks = cast(list[str], d.pop("ranks", UNSET))

        _lay_off = d.pop("lay_off", UNSET)
        lay_off: LayOffWriting | Unset
        if isinstance(_lay_off, Unset):
            lay_off = UNSET
        else:
            lay_off = LayOffWriting.from_dict(_lay_off)

        meld_arrangement = cls(
            cards=cards,
            kind=kind,
            value=value,
            ranks=ranks,
            lay_off=lay_off,
        )

        return meld_arrangement
