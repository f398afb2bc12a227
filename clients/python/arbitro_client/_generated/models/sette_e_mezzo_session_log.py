from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sette_e_mezzo_logged_deal import SetteEMezzoLoggedDeal


T = TypeVar("T", bound="SetteEMezzoSessionLog")


@_attrs_define
class SetteEMezzoSessionLog:
    """Sette e Mezzo: a session's log

    Attributes:
        session_id (str):
        version (int):
        game (Literal['sette-e-mezzo']): the game's id
        seats (int):
        commitment_encoding (str):
        deals (list[SetteEMezzoLoggedDeal]):
    """

    session_id: str
    version: int
    game: Literal["sette-e-mezzo"]
    seats: int
    commitment_encoding: str
    deals: list[SetteEMezzoLoggedDeal]

    def to_dict(self) -> dict[str, Any]:
        session_id = self.session_id

        version = self.version

        game = self.game

        seats = self.seats

        commitment_encoding = self.commitment_encoding

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "session_id": session_id,
                "version": version,
                "game": game,
                "seats": seats,
                "commitment_encoding": commitment_encoding,
                "deals": deals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sette_e_mezzo_logged_deal import SetteEMezzoLoggedDeal

        d = dict(src_dict)
        session_id = d.pop("session_id")

        version = d.pop("version")

        game = cast(Literal["sette-e-mezzo"], d.pop("game"))
        if game != "sette-e-mezzo":
            raise ValueError(f"game must match const 'sette-e-mezzo', got '{game}'")

        seats = d.pop("seats")

        commitment_encoding = d.pop("commitment_encoding")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = SetteEMezzoLoggedDeal.from_dict(deals_item_data)

            deals.append(deals_item)

        sette_e_mezzo_session_log = cls(
            session_id=session_id,
            version=version,
            game=game,
            seats=seats,
            commitment_encoding=commitment_encoding,
            deals=deals,
        )

        return sette_e_mezzo_session_log
