from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_lay_off_action_end_type_0 import RaminoLayOffActionEndType0
from ..models.ramino_lay_off_action_type import RaminoLayOffActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="RaminoLayOffAction")


@_attrs_define
class RaminoLayOffAction:
    """
    Attributes:
        seat (int): the acting seat
        type_ (RaminoLayOffActionType): Add cards to a table meld (lowest first; those below a run go in front of it).
        meld (int): A table meld, numbered from 0 in the order melds were laid.
        cards (list[str]): The cards laid off.
        end (None | RaminoLayOffActionEndType0 | Unset):
    """

    seat: int
    type_: RaminoLayOffActionType
    meld: int
    cards: list[str]
    end: None | RaminoLayOffActionEndType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_.value

        meld = self.meld

        cards = self.cards

        end: None | str | Unset
        if isinstance(self.end, Unset):
            end = UNSET
        elif isinstance(self.end, RaminoLayOffActionEndType0):
            end = self.end.value
        else:
            end = self.end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "type": type_,
                "meld": meld,
                "cards": cards,
            }
        )
        if end is not UNSET:
            field_dict["end"] = end

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = RaminoLayOffActionType(d.pop("type"))

        meld = d.pop("meld")

        cards = cast(list[str], d.pop("cards"))

        def _parse_end(data: object) -> None | RaminoLayOffActionEndType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_type_0 = RaminoLayOffActionEndType0(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaminoLayOffActionEndType0 | Unset, data)

        end = _parse_end(d.pop("end", UNSET))

        ramino_lay_off_action = cls(
            seat=seat,
            type_=type_,
            meld=meld,
            cards=cards,
            end=end,
        )

        return ramino_lay_off_action
