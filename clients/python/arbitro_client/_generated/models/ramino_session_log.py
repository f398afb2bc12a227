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
    from ..models.ramino_logged_deal import RaminoLoggedDeal


T = TypeVar("T", bound="RaminoSessionLog")


@_attrs_define
class RaminoSessionLog:
    """Ramino: a session's log

    Attributes:
        session_id (str):
        version (int):
        game (Literal['ramino']): the game's id
        seats (int):
        commitment_encoding (str):
        deals (list[RaminoLoggedDeal]):
    """

    session_id: str
    version: int
    game: Literal["ramino"]
    seats: int
    commitment_encoding: str
    deals: list[RaminoLoggedDeal]

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
        from ..models.ramino_logged_deal import RaminoLoggedDeal

        d = dict(src_dict)
        session_id = d.pop("session_id")

        version = d.pop("version")

        game = cast(Literal["ramino"], d.pop("game"))
        if game != "ramino":
            raise ValueError(f"game must match const 'ramino', got '{game}'")

        seats = d.pop("seats")

        commitment_encoding = d.pop("commitment_encoding")

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = RaminoLoggedDeal.from_dict(deals_item_data)

            deals.append(deals_item)

        ramino_session_log = cls(
            session_id=session_id,
            version=version,
            game=game,
            seats=seats,
            commitment_encoding=commitment_encoding,
            deals=deals,
        )

        return ramino_session_log
