from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.meld_reading_kind import MeldReadingKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.joker_reading import JokerReading


T = TypeVar("T", bound="MeldReading")


@_attrs_define
class MeldReading:
    """
    Attributes:
        cards (list[str] | Unset): the cards as given
        kind (MeldReadingKind | Unset): run: the reading tried
        value (int | None | Unset): null: the reading is no meld
        ranks (list[str] | Unset): the rank read at each place (past the K it wraps round: K-A-2 is no run)
        jokers (list[JokerReading] | Unset): each joker's reading
    """

    cards: list[str] | Unset = UNSET
    kind: MeldReadingKind | Unset = UNSET
    value: int | None | Unset = UNSET
    ranks: list[str] | Unset = UNSET
    jokers: list[JokerReading] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        value: int | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        ranks: list[str] | Unset = UNSET
        if not isinstance(self.ranks, Unset):
            ranks = self.ranks

        jokers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.jokers, Unset):
            jokers = []
            for jokers_item_data in self.jokers:
                jokers_item = jokers_item_data.to_dict()
                jokers.append(jokers_item)

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
        if jokers is not UNSET:
            field_dict["jokers"] = jokers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.joker_reading import JokerReading

        d = dict(src_dict)
        cards = cast(list[str], d.pop("cards", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: MeldReadingKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = MeldReadingKind(_kind)

        def _parse_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        ranks = cast(list[str], d.pop("ranks", UNSET))

        _jokers = d.pop("jokers", UNSET)
        jokers: list[JokerReading] | Unset = UNSET
        if _jokers is not UNSET:
            jokers = []
            for jokers_item_data in _jokers:
                jokers_item = JokerReading.from_dict(jokers_item_data)

                jokers.append(jokers_item)

        meld_reading = cls(
            cards=cards,
            kind=kind,
            value=value,
            ranks=ranks,
            jokers=jokers,
        )

        return meld_reading
