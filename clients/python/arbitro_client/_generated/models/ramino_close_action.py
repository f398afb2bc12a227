from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_close_action_type import RaminoCloseActionType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_close_action_lay_offs_type_0_item import (
        RaminoCloseActionLayOffsType0Item,
    )
    from ..models.ramino_close_action_swaps_type_0_item import (
        RaminoCloseActionSwapsType0Item,
    )


T = TypeVar("T", bound="RaminoCloseAction")


@_attrs_define
class RaminoCloseAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoCloseActionType): Close in hand: by a player who has laid nothing in this hand, every card laid in
            one turn (joker exchanges, then lay-offs, then new melds; no minimum) and the last one discarded.
        discard (str): The last card, discarded. Example: AS.
        melds (list[list[str]] | None | Unset): New melds.
        lay_offs (list[RaminoCloseActionLayOffsType0Item] | None | Unset): Lay-offs: [{meld, cards, end}], end as for
            lay_off.
        swaps (list[RaminoCloseActionSwapsType0Item] | None | Unset): Joker exchanges: [{meld, cards}].
    """

    seat: int
    type_: RaminoCloseActionType
    discard: str
    melds: list[list[str]] | None | Unset = UNSET
    lay_offs: list[RaminoCloseActionLayOffsType0Item] | None | Unset = UNSET
    swaps: list[RaminoCloseActionSwapsType0Item] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        discard = self.discard

        melds: list[list[str]] | None | Unset
        if isinstance(self.melds, Unset):
            melds = UNSET
        elif isinstance(self.melds, list):
            melds = []
            for melds_type_0_item_data in self.melds:
                melds_type_0_item = melds_type_0_item_data

                melds.append(melds_type_0_item)

        else:
            melds = self.melds

        lay_offs: list[dict[str, Any]] | None | Unset
        if isinstance(self.lay_offs, Unset):
            lay_offs = UNSET
        elif isinstance(self.lay_offs, list):
            lay_offs = []
            for lay_offs_type_0_item_data in self.lay_offs:
                lay_offs_type_0_item = lay_offs_type_0_item_data.to_dict()
                lay_offs.append(lay_offs_type_0_item)

        else:
            lay_offs = self.lay_offs

        swaps: list[dict[str, Any]] | None | Unset
        if isinstance(self.swaps, Unset):
            swaps = UNSET
        elif isinstance(self.swaps, list):
            swaps = []
            for swaps_type_0_item_data in self.swaps:
                swaps_type_0_item = swaps_type_0_item_data.to_dict()
                swaps.append(swaps_type_0_item)

        else:
            swaps = self.swaps

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "discard": discard,
            }
        )
        if melds is not UNSET:
            field_dict["melds"] = melds
        if lay_offs is not UNSET:
            field_dict["lay_offs"] = lay_offs
        if swaps is not UNSET:
            field_dict["swaps"] = swaps

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ramino_close_action_lay_offs_type_0_item import (
            RaminoCloseActionLayOffsType0Item,
        )
        from ..models.ramino_close_action_swaps_type_0_item import (
            RaminoCloseActionSwapsType0Item,
        )

        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoCloseActionType(d.pop("type"))

        discard = d.pop("discard")

        def _parse_melds(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                melds_type_0 = []
                _melds_type_0 = data
                for melds_type_0_item_data in _melds_type_0:
                    melds_type_0_item = cast(list[str], melds_type_0_item_data)

                    melds_type_0.append(melds_type_0_item)

                return melds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        melds = _parse_melds(d.pop("melds", UNSET))

        def _parse_lay_offs(
            data: object,
        ) -> list[RaminoCloseActionLayOffsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                lay_offs_type_0 = []
                _lay_offs_type_0 = data
                for lay_offs_type_0_item_data in _lay_offs_type_0:
                    lay_offs_type_0_item = RaminoCloseActionLayOffsType0Item.from_dict(
                        lay_offs_type_0_item_data
                    )

                    lay_offs_type_0.append(lay_offs_type_0_item)

                return lay_offs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RaminoCloseActionLayOffsType0Item] | None | Unset, data)

        lay_offs = _parse_lay_offs(d.pop("lay_offs", UNSET))

        def _parse_swaps(
            data: object,
        ) -> list[RaminoCloseActionSwapsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                swaps_type_0 = []
                _swaps_type_0 = data
                for swaps_type_0_item_data in _swaps_type_0:
                    swaps_type_0_item = RaminoCloseActionSwapsType0Item.from_dict(
                        swaps_type_0_item_data
                    )

                    swaps_type_0.append(swaps_type_0_item)

                return swaps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RaminoCloseActionSwapsType0Item] | None | Unset, data)

        swaps = _parse_swaps(d.pop("swaps", UNSET))

        ramino_close_action = cls(
            seat=seat,
            type_=type_,
            discard=discard,
            melds=melds,
            lay_offs=lay_offs,
            swaps=swaps,
        )

        return ramino_close_action
