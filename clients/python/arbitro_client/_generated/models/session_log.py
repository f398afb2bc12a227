from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.logged_deal import LoggedDeal


T = TypeVar("T", bound="SessionLog")


@_attrs_define
class SessionLog:
    """
    Attributes:
        session_id (str | Unset):
        version (int | Unset):
        game (str | Unset):
        seats (int | Unset):
        commitment_encoding (str | Unset):
        deals (list[LoggedDeal] | Unset):
    """

    session_id: str | Unset = UNSET
    version: int | Unset = UNSET
    game: str | Unset = UNSET
    seats: int | Unset = UNSET
    commitment_encoding: str | Unset = UNSET
    deals: list[LoggedDeal] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        version = self.version

        game = self.game

        seats = self.seats

        commitment_encoding = self.commitment_encoding

        deals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deals, Unset):
            deals = []
            for deals_item_data in self.deals:
                deals_item = deals_item_data.to_dict()
                deals.append(deals_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if version is not UNSET:
            field_dict["version"] = version
        if game is not UNSET:
            field_dict["game"] = game
        if seats is not UNSET:
            field_dict["seats"] = seats
        if commitment_encoding is not UNSET:
            field_dict["commitment_encoding"] = commitment_encoding
        if deals is not UNSET:
            field_dict["deals"] = deals

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.logged_deal import LoggedDeal

        d = dict(src_dict)
        session_id = d.pop("session_id", UNSET)

        version = d.pop("version", UNSET)

        game = d.pop("game", UNSET)

        seats = d.pop("seats", UNSET)

        commitment_encoding = d.pop("commitment_encoding", UNSET)

        _deals = d.pop("deals", UNSET)
        deals: list[LoggedDeal] | Unset = UNSET
        if _deals is not UNSET:
            deals = []
            for deals_item_data in _deals:
                deals_item = LoggedDeal.from_dict(deals_item_data)

                deals.append(deals_item)

        session_log = cls(
            session_id=session_id,
            version=version,
            game=game,
            seats=seats,
            commitment_encoding=commitment_encoding,
            deals=deals,
        )

        return session_log
