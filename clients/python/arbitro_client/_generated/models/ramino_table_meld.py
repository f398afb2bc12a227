from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_table_meld_kind import RaminoTableMeldKind

if TYPE_CHECKING:
    from ..models.meld_joker import MeldJoker


T = TypeVar("T", bound="RaminoTableMeld")


@_attrs_define
class RaminoTableMeld:
    """
    Attributes:
        index (int):
        owner (int): a seat, from 0
        kind (RaminoTableMeldKind):
        cards (list[str]):
        value (int):
        jokers (list[MeldJoker]):
    """

    index: int
    owner: int
    kind: RaminoTableMeldKind
    cards: list[str]
    value: int
    jokers: list[MeldJoker]

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        owner = self.owner

        kind = self.kind.value

        cards = self.cards

        value = self.value

        jokers = []
        for jokers_item_data in self.jokers:
            jokers_item = jokers_item_data.to_dict()
            jokers.append(jokers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "owner": owner,
                "kind": kind,
                "cards": cards,
                "value": value,
                "jokers": jokers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.meld_joker import MeldJoker

        d = dict(src_dict)
        index = d.pop("index")

        owner = d.pop("owner")

        kind = RaminoTableMeldKind(d.pop("kind"))

        cards = cast(list[str], d.pop("cards"))

        value = d.pop("value")

        jokers = []
        _jokers = d.pop("jokers")
        for jokers_item_data in _jokers:
            jokers_item = MeldJoker.from_dict(jokers_item_data)

            jokers.append(jokers_item)

        ramino_table_meld = cls(
            index=index,
            owner=owner,
            kind=kind,
            cards=cards,
            value=value,
            jokers=jokers,
        )

        return ramino_table_meld
