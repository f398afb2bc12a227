from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_legal_action_end import RaminoLegalActionEnd
from ..models.ramino_legal_action_source import RaminoLegalActionSource
from ..models.ramino_legal_action_type import RaminoLegalActionType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_legal_action_lay_offs_item import RaminoLegalActionLayOffsItem
    from ..models.ramino_legal_action_swaps_item import RaminoLegalActionSwapsItem


T = TypeVar("T", bound="RaminoLegalAction")


@_attrs_define
class RaminoLegalAction:
    """
    Attributes:
        seat (int): a seat, from 0
        type_ (RaminoLegalActionType):
        source (RaminoLegalActionSource | Unset): stock or discard
        card (str | Unset): The card drawn: required from a stock whose order is unknown; checked against the top
            discard. Example: AS.
        melds (list[list[str]] | Unset): New melds, each a card list (a run lowest card first, jokers by position).
        meld (int | Unset): A table meld, numbered from 0 in the order melds were laid.
        min_meld (int | Unset): the least meld (a template)
        max_meld (int | Unset): the most meld (a template)
        cards (list[str] | Unset): The cards laid off.
        min_cards (int | Unset): the least cards (a template)
        max_cards (int | Unset): the most cards (a template)
        end (RaminoLegalActionEnd | Unset): Where jokers go when they could stand at either end of a run: low (below it)
            or high (above it); required then, since the service never guesses a joker's card (rules §2.4, §6.3).
        lay_offs (list[RaminoLegalActionLayOffsItem] | Unset): Lay-offs: [{meld, cards, end}], end as for lay_off.
        swaps (list[RaminoLegalActionSwapsItem] | Unset): Joker exchanges: [{meld, cards}].
        discard (str | Unset): The last card, discarded. Example: AS.
        min_ (int | Unset): a template's least amount
        max_ (int | Unset): a template's most amount
    """

    seat: int
    type_: RaminoLegalActionType
    source: RaminoLegalActionSource | Unset = UNSET
    card: str | Unset = UNSET
    melds: list[list[str]] | Unset = UNSET
    meld: int | Unset = UNSET
    min_meld: int | Unset = UNSET
    max_meld: int | Unset = UNSET
    cards: list[str] | Unset = UNSET
    min_cards: int | Unset = UNSET
    max_cards: int | Unset = UNSET
    end: RaminoLegalActionEnd | Unset = UNSET
    lay_offs: list[RaminoLegalActionLayOffsItem] | Unset = UNSET
    swaps: list[RaminoLegalActionSwapsItem] | Unset = UNSET
    discard: str | Unset = UNSET
    min_: int | Unset = UNSET
    max_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        source: str | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.value

        card = self.card

        melds: list[list[str]] | Unset = UNSET
        if not isinstance(self.melds, Unset):
            melds = []
            for melds_item_data in self.melds:
                melds_item = melds_item_data

                melds.append(melds_item)

        meld = self.meld

        min_meld = self.min_meld

        max_meld = self.max_meld

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        min_cards = self.min_cards

        max_cards = self.max_cards

        end: str | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.value

        lay_offs: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.lay_offs, Unset):
            lay_offs = []
            for lay_offs_item_data in self.lay_offs:
                lay_offs_item = lay_offs_item_data.to_dict()
                lay_offs.append(lay_offs_item)

        swaps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.swaps, Unset):
            swaps = []
            for swaps_item_data in self.swaps:
                swaps_item = swaps_item_data.to_dict()
                swaps.append(swaps_item)

        discard = self.discard

        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source
        if card is not UNSET:
            field_dict["card"] = card
        if melds is not UNSET:
            field_dict["melds"] = melds
        if meld is not UNSET:
            field_dict["meld"] = meld
        if min_meld is not UNSET:
            field_dict["min_meld"] = min_meld
        if max_meld is not UNSET:
            field_dict["max_meld"] = max_meld
        if cards is not UNSET:
            field_dict["cards"] = cards
        if min_cards is not UNSET:
            field_dict["min_cards"] = min_cards
        if max_cards is not UNSET:
            field_dict["max_cards"] = max_cards
        if end is not UNSET:
            field_dict["end"] = end
        if lay_offs is not UNSET:
            field_dict["lay_offs"] = lay_offs
        if swaps is not UNSET:
            field_dict["swaps"] = swaps
        if discard is not UNSET:
            field_dict["discard"] = discard
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_legal_action_lay_offs_item import (
            RaminoLegalActionLayOffsItem,
        )
        from ..models.ramino_legal_action_swaps_item import RaminoLegalActionSwapsItem

        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoLegalActionType(d.pop("type"))

        _source = d.pop("source", UNSET)
        source: RaminoLegalActionSource | Unset
        if isinstance(_source, Unset):
            source = UNSET
        else:
            source = RaminoLegalActionSource(_source)

        card = d.pop("card", UNSET)

        _melds = d.pop("melds", UNSET)
        melds: list[list[str]] | Unset = UNSET
        if _melds is not UNSET:
            melds = []
            for melds_item_data in _melds:
                melds_item = cast(list[str], melds_item_data)

                melds.append(melds_item)

        meld = d.pop("meld", UNSET)

        min_meld = d.pop("min_meld", UNSET)

        max_meld = d.pop("max_meld", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))

        min_cards = d.pop("min_cards", UNSET)

        max_cards = d.pop("max_cards", UNSET)

        _end = d.pop("end", UNSET)
        end: RaminoLegalActionEnd | Unset
        if isinstance(_end, Unset):
            end = UNSET
        else:
            end = RaminoLegalActionEnd(_end)

        _lay_offs = d.pop("lay_offs", UNSET)
        lay_offs: list[RaminoLegalActionLayOffsItem] | Unset = UNSET
        if _lay_offs is not UNSET:
            lay_offs = []
            for lay_offs_item_data in _lay_offs:
                lay_offs_item = RaminoLegalActionLayOffsItem.from_dict(
                    lay_offs_item_data
                )

                lay_offs.append(lay_offs_item)

        _swaps = d.pop("swaps", UNSET)
        swaps: list[RaminoLegalActionSwapsItem] | Unset = UNSET
        if _swaps is not UNSET:
            swaps = []
            for swaps_item_data in _swaps:
                swaps_item = RaminoLegalActionSwapsItem.from_dict(swaps_item_data)

                swaps.append(swaps_item)

        discard = d.pop("discard", UNSET)

        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        ramino_legal_action = cls(
            seat=seat,
            type_=type_,
            source=source,
            card=card,
            melds=melds,
            meld=meld,
            min_meld=min_meld,
            max_meld=max_meld,
            cards=cards,
            min_cards=min_cards,
            max_cards=max_cards,
            end=end,
            lay_offs=lay_offs,
            swaps=swaps,
            discard=discard,
            min_=min_,
            max_=max_,
        )

        return ramino_legal_action
