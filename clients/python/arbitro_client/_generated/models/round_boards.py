from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.board import Board


T = TypeVar("T", bound="RoundBoards")


@_attrs_define
class RoundBoards:
    """
    Attributes:
        round_ (int | Unset):
        revealed (bool | Unset): every table of the round has a result: orders and salts shown
        boards (list[Board] | Unset):
    """

    round_: int | Unset = UNSET
    revealed: bool | Unset = UNSET
    boards: list[Board] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        revealed = self.revealed

        boards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.boards, Unset):
            boards = []
            for boards_item_data in self.boards:
                boards_item = boards_item_data.to_dict()
                boards.append(boards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if round_ is not UNSET:
            field_dict["round"] = round_
        if revealed is not UNSET:
            field_dict["revealed"] = revealed
        if boards is not UNSET:
            field_dict["boards"] = boards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.board import Board

        d = dict(src_dict)
        round_ = d.pop("round", UNSET)

        revealed = d.pop("revealed", UNSET)

        _boards = d.pop("boards", UNSET)
        boards: list[Board] | Unset = UNSET
        if _boards is not UNSET:
            boards = []
            for boards_item_data in _boards:
                boards_item = Board.from_dict(boards_item_data)

                boards.append(boards_item)

        round_boards = cls(
            round_=round_,
            revealed=revealed,
            boards=boards,
        )

        return round_boards
