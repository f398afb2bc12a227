from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_hand_seen_role import SetteEMezzoHandSeenRole
from ..models.sette_e_mezzo_hand_seen_status import SetteEMezzoHandSeenStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="SetteEMezzoHandSeen")


@_attrs_define
class SetteEMezzoHandSeen:
    """
    Attributes:
        seat (int): a seat, from 0
        role (SetteEMezzoHandSeenRole):
        shown (list[None | str]): the cards face up
        face_down (int):
        stake (int | None):
        status (SetteEMezzoHandSeenStatus):
        points (int | None):
        cards (list[None | str] | Unset): the cards, null where face down and unknown
        value (float | None | Unset): the hand's value (7.5 for 7 1/2)
        bust (bool | None | Unset):
        special (None | str | Unset): triple, emblee or null
        matta_value (float | None | Unset): what the matta counted as
    """

    seat: int
    role: SetteEMezzoHandSeenRole
    shown: list[None | str]
    face_down: int
    stake: int | None
    status: SetteEMezzoHandSeenStatus
    points: int | None
    cards: list[None | str] | Unset = UNSET
    value: float | None | Unset = UNSET
    bust: bool | None | Unset = UNSET
    special: None | str | Unset = UNSET
    matta_value: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        role = self.role.value

        shown = []
        for shown_item_data in self.shown:
            shown_item: None | str
            shown_item = shown_item_data
            shown.append(shown_item)

        face_down = self.face_down

        stake: int | None
        stake = self.stake

        status = self.status.value

        points: int | None
        points = self.points

        cards: list[None | str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item: None | str
                cards_item = cards_item_data
                cards.append(cards_item)

        value: float | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        bust: bool | None | Unset
        if isinstance(self.bust, Unset):
            bust = UNSET
        else:
            bust = self.bust

        special: None | str | Unset
        if isinstance(self.special, Unset):
            special = UNSET
        else:
            special = self.special

        matta_value: float | None | Unset
        if isinstance(self.matta_value, Unset):
            matta_value = UNSET
        else:
            matta_value = self.matta_value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "role": role,
                "shown": shown,
                "face_down": face_down,
                "stake": stake,
                "status": status,
                "points": points,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if value is not UNSET:
            field_dict["value"] = value
        if bust is not UNSET:
            field_dict["bust"] = bust
        if special is not UNSET:
            field_dict["special"] = special
        if matta_value is not UNSET:
            field_dict["matta_value"] = matta_value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        role = SetteEMezzoHandSeenRole(d.pop("role"))

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

        status = SetteEMezzoHandSeenStatus(d.pop("status"))

        def _parse_points(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        points = _parse_points(d.pop("points"))

        _cards = d.pop("cards", UNSET)
        cards: list[None | str] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:

                def _parse_cards_item(data: object) -> None | str:
                    if data is None:
                        return data
                    return cast(None | str, data)

                cards_item = _parse_cards_item(cards_item_data)

                cards.append(cards_item)

        def _parse_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        def _parse_bust(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        bust = _parse_bust(d.pop("bust", UNSET))

        def _parse_special(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        special = _parse_special(d.pop("special", UNSET))

        def _parse_matta_value(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        matta_value = _parse_matta_value(d.pop("matta_value", UNSET))

        sette_e_mezzo_hand_seen = cls(
            seat=seat,
            role=role,
            shown=shown,
            face_down=face_down,
            stake=stake,
            status=status,
            points=points,
            cards=cards,
            value=value,
            bust=bust,
            special=special,
            matta_value=matta_value,
        )

        return sette_e_mezzo_hand_seen
