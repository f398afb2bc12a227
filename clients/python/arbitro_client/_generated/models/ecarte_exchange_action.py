from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ecarte_exchange_action_type import EcarteExchangeActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="EcarteExchangeAction")


@_attrs_define
class EcarteExchangeAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (EcarteExchangeActionType): Discard cards face down and draw as many from the stock (4.3); 'draw' names
            the cards drawn and may be left out when the stock is known (the cards are then its top ones) or the hand is
            unknown.
        discard (list[str]): The cards discarded, face down (the dealer may discard none).
        draw (list[str] | None | Unset): The cards drawn from the stock.
    """

    seat: int
    type_: EcarteExchangeActionType
    discard: list[str]
    draw: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        discard = self.discard

        draw: list[str] | None | Unset
        if isinstance(self.draw, Unset):
            draw = UNSET
        elif isinstance(self.draw, list):
            draw = self.draw

        else:
            draw = self.draw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "discard": discard,
            }
        )
        if draw is not UNSET:
            field_dict["draw"] = draw

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = EcarteExchangeActionType(d.pop("type"))

        discard = cast(list[str], d.pop("discard"))

        def _parse_draw(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                draw_type_0 = cast(list[str], data)

                return draw_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        draw = _parse_draw(d.pop("draw", UNSET))

        ecarte_exchange_action = cls(
            seat=seat,
            type_=type_,
            discard=discard,
            draw=draw,
        )

        return ecarte_exchange_action
