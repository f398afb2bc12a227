from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_hand_role import SetteEMezzoHandRole
from ..models.sette_e_mezzo_hand_status import SetteEMezzoHandStatus

T = TypeVar("T", bound="SetteEMezzoHand")


@_attrs_define
class SetteEMezzoHand:
    """
    Attributes:
        seat (int): a seat, from 0
        role (SetteEMezzoHandRole):
        cards (list[None | str]): the cards, null where face down and unknown
        shown (list[None | str]): the cards face up
        face_down (int):
        stake (int | None):
        status (SetteEMezzoHandStatus):
        value (float | None): the hand's value (7.5 for 7 1/2)
        bust (bool | None):
        special (None | str): triple, emblee or null
        matta_value (float | None): what the matta counted as
        points (int | None):
    """

    seat: int
    role: SetteEMezzoHandRole
    cards: list[None | str]
    shown: list[None | str]
    face_down: int
    stake: int | None
    status: SetteEMezzoHandStatus
    value: float | None
    bust: bool | None
    special: None | str
    matta_value: float | None
    points: int | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        role = self.role.value

        cards = []
        for cards_item_data in self.cards:
            cards_item: None | str
            cards_item = cards_item_data
            cards.append(cards_item)

        shown = []
        for shown_item_data in self.shown:
            shown_item: None | str
            shown_item = shown_item_data
            shown.append(shown_item)

        face_down = self.face_down

        stake: int | None
        stake = self.stake

        status = self.status.value

        value: float | None
        value = self.value

        bust: bool | None
        bust = self.bust

        special: None | str
        special = self.special

        matta_value: float | None
        matta_value = self.matta_value

        points: int | None
        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "role": role,
                "cards": cards,
                "shown": shown,
                "face_down": face_down,
                "stake": stake,
                "status": status,
                "value": value,
                "bust": bust,
                "special": special,
                "matta_value": matta_value,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        role = SetteEMezzoHandRole(d.pop("role"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:

            def _parse_cards_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            cards_item = _parse_cards_item(cards_item_data)

            cards.append(cards_item)

        shown = []
        _shown = d.pop("shown")
        for shown_item_data in _shown:

            def _parse_shown_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            shown_item = _parse_shown_item(shown_item_data)

            shown.append(shown_item)

        face_down = d.pop("face_down")

        def _parse_stake(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        stake = _parse_stake(d.pop("stake"))

        status = SetteEMezzoHandStatus(d.pop("status"))

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        def _parse_bust(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        bust = _parse_bust(d.pop("bust"))

        def _parse_special(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        special = _parse_special(d.pop("special"))

        def _parse_matta_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        matta_value = _parse_matta_value(d.pop("matta_value"))

        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))

        sette_e_mezzo_hand = cls(
            seat=seat,
            role=role,
            cards=cards,
            shown=shown,
            face_down=face_down,
            stake=stake,
            status=status,
            value=value,
            bust=bust,
            special=special,
            matta_value=matta_value,
            points=points,
        )

        return sette_e_mezzo_hand
