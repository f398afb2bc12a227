from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RatedPlayer")


@_attrs_define
class RatedPlayer:
    """
    Attributes:
        game (str | Unset):
        mu (float | Unset): the skill believed (openskill's Plackett-Luce; a new player 25)
        sigma (float | Unset): its uncertainty (a new player 25/3): falls as tables are rated
        ordinal (float | Unset): mu - 3 sigma: the conservative rating players are listed by
        tables (int | Unset): how many proven tables moved it
        rank (int | Unset):
        player_id (str | Unset):
        name (str | Unset):
    """

    game: str | Unset = UNSET
    mu: float | Unset = UNSET
    sigma: float | Unset = UNSET
    ordinal: float | Unset = UNSET
    tables: int | Unset = UNSET
    rank: int | Unset = UNSET
    player_id: str | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal

        tables = self.tables

        rank = self.rank

        player_id = self.player_id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if mu is not UNSET:
            field_dict["mu"] = mu
        if sigma is not UNSET:
            field_dict["sigma"] = sigma
        if ordinal is not UNSET:
            field_dict["ordinal"] = ordinal
        if tables is not UNSET:
            field_dict["tables"] = tables
        if rank is not UNSET:
            field_dict["rank"] = rank
        if player_id is not UNSET:
            field_dict["player_id"] = player_id
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game = d.pop("game", UNSET)

        mu = d.pop("mu", UNSET)

        sigma = d.pop("sigma", UNSET)

        ordinal = d.pop("ordinal", UNSET)

        tables = d.pop("tables", UNSET)

        rank = d.pop("rank", UNSET)

        player_id = d.pop("player_id", UNSET)

        name = d.pop("name", UNSET)

        rated_player = cls(
            game=game,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            tables=tables,
            rank=rank,
            player_id=player_id,
            name=name,
        )

        return rated_player
