from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Board")


@_attrs_define
class Board:
    """
    Attributes:
        board (int | Unset): 1 for the round's first board: the session's deal number
        dealer (int | Unset): the seat that deals it: (board - 1) mod 4
        commitment (str | Unset): sha256((",".join(order) + ":" + salt).encode("ascii")), hex, as sessions commit
        order (list[str] | Unset): once the round is over: the deck, top first
        salt (str | Unset): once the round is over: the salt of the commitment
    """

    board: int | Unset = UNSET
    dealer: int | Unset = UNSET
    commitment: str | Unset = UNSET
    order: list[str] | Unset = UNSET
    salt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        dealer = self.dealer

        commitment = self.commitment

        order: list[str] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        salt = self.salt

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if board is not UNSET:
            field_dict["board"] = board
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if commitment is not UNSET:
            field_dict["commitment"] = commitment
        if order is not UNSET:
            field_dict["order"] = order
        if salt is not UNSET:
            field_dict["salt"] = salt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        board = d.pop("board", UNSET)

        dealer = d.pop("dealer", UNSET)

        commitment = d.pop("commitment", UNSET)

        order = cast(list[str], d.pop("order", UNSET))

        salt = d.pop("salt", UNSET)

        board = cls(
            board=board,
            dealer=dealer,
            commitment=commitment,
            order=order,
            salt=salt,
        )

        return board
