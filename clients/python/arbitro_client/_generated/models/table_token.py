from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TableToken")


@_attrs_define
class TableToken:
    """
    Attributes:
        round_ (int | Unset):
        table (int | Unset):
        token (str | Unset): shown once: a bearer token with which the table posts its own first result (a correction
            stays the director's); issued again, it replaces the one before
    """

    round_: int | Unset = UNSET
    table: int | Unset = UNSET
    token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        table = self.table

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if round_ is not UNSET:
            field_dict["round"] = round_
        if table is not UNSET:
            field_dict["table"] = table
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        round_ = d.pop("round", UNSET)

        table = d.pop("table", UNSET)

        token = d.pop("token", UNSET)

        table_token = cls(
            round_=round_,
            table=table,
            token=token,
        )

        return table_token
