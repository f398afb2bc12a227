from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HistoryEvent")


@_attrs_define
class HistoryEvent:
    """
    Attributes:
        tournament_id (str | Unset):
        season_id (str | Unset):
        name (None | str | Unset):
        game (str | Unset):
        format_ (str | Unset):
        created (int | Unset):
        ended (int | None | Unset): null while the tournament is played
        points (float | Unset):
        won (int | Unset):
        played (int | Unset):
        rank (int | None | Unset):
    """

    tournament_id: str | Unset = UNSET
    season_id: str | Unset = UNSET
    name: None | str | Unset = UNSET
    game: str | Unset = UNSET
    format_: str | Unset = UNSET
    created: int | Unset = UNSET
    ended: int | None | Unset = UNSET
    points: float | Unset = UNSET
    won: int | Unset = UNSET
    played: int | Unset = UNSET
    rank: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tournament_id = self.tournament_id

        season_id = self.season_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        game = self.game

        format_ = self.format_

        created = self.created

        ended: int | None | Unset
        if isinstance(self.ended, Unset):
            ended = UNSET
        else:
            ended = self.ended

        points = self.points

        won = self.won

        played = self.played

        rank: int | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if tournament_id is not UNSET:
            field_dict["tournament_id"] = tournament_id
        if season_id is not UNSET:
            field_dict["season_id"] = season_id
        if name is not UNSET:
            field_dict["name"] = name
        if game is not UNSET:
            field_dict["game"] = game
        if format_ is not UNSET:
            field_dict["format"] = format_
        if created is not UNSET:
            field_dict["created"] = created
        if ended is not UNSET:
            field_dict["ended"] = ended
        if points is not UNSET:
            field_dict["points"] = points
        if won is not UNSET:
            field_dict["won"] = won
        if played is not UNSET:
            field_dict["played"] = played
        if rank is not UNSET:
            field_dict["rank"] = rank

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        tournament_id = d.pop("tournament_id", UNSET)

        season_id = d.pop("season_id", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        game = d.pop("game", UNSET)

        format_ = d.pop("format", UNSET)

        created = d.pop("created", UNSET)

        def _parse_ended(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ended = _parse_ended(d.pop("ended", UNSET))

        points = d.pop("points", UNSET)

        won = d.pop("won", UNSET)

        played = d.pop("played", UNSET)

        def _parse_rank(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        history_event = cls(
            tournament_id=tournament_id,
            season_id=season_id,
            name=name,
            game=game,
            format_=format_,
            created=created,
            ended=ended,
            points=points,
            won=won,
            played=played,
            rank=rank,
        )

        return history_event
