from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_draw_action_source_type_0 import RaminoDrawActionSourceType0
from ..models.ramino_draw_action_type import RaminoDrawActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoDrawAction")


@_attrs_define
class RaminoDrawAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoDrawActionType): Draw one card: the top of the stock or the top discard.
        source (None | RaminoDrawActionSourceType0 | Unset):
        card (None | str | Unset): The card drawn: required from a stock whose order is unknown; checked against the top
            discard. Example: AS.
    """

    seat: int
    type_: RaminoDrawActionType
    source: None | RaminoDrawActionSourceType0 | Unset = UNSET
    card: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, RaminoDrawActionSourceType0):
            source = self.source.value
        else:
            source = self.source

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoDrawActionType(d.pop("type"))

        def _parse_source(data: object) -> None | RaminoDrawActionSourceType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = RaminoDrawActionSourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoDrawActionSourceType0 | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        ramino_draw_action = cls(
            seat=seat,
            type_=type_,
            source=source,
            card=card,
        )

        return ramino_draw_action
