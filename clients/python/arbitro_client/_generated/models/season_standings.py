from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.season_row import SeasonRow


T = TypeVar("T", bound="SeasonStandings")


@_attrs_define
class SeasonStandings:
    """
    Attributes:
        season_id (str | Unset):
        name (str | Unset):
        game (str | Unset):
        rule (str | Unset):
        best (int | None | Unset):
        order (str | Unset): descending, or ascending for penalty points (Ramino)
        events (int | Unset): the season's events
        ended (int | Unset): how many of them have ended
        rows (list[SeasonRow] | Unset):
    """

    season_id: str | Unset = UNSET
    name: str | Unset = UNSET
    game: str | Unset = UNSET
    rule: str | Unset = UNSET
    best: int | None | Unset = UNSET
    order: str | Unset = UNSET
    events: int | Unset = UNSET
    ended: int | Unset = UNSET
    rows: list[SeasonRow] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        season_id = self.season_id

        name = self.name

        game = self.game

        rule = self.rule

        best: int | None | Unset
        if isinstance(self.best, Unset):
            best = UNSET
        else:
            best = self.best

        order = self.order

        events = self.events

        ended = self.ended

        rows: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rows, Unset):
            rows = []
            for rows_item_data in self.rows:
                rows_item = rows_item_data.to_dict()
                rows.append(rows_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if season_id is not UNSET:
            field_dict["season_id"] = season_id
        if name is not UNSET:
            field_dict["name"] = name
        if game is not UNSET:
            field_dict["game"] = game
        if rule is not UNSET:
            field_dict["rule"] = rule
        if best is not UNSET:
            field_dict["best"] = best
        if order is not UNSET:
            field_dict["order"] = order
        if events is not UNSET:
            field_dict["events"] = events
        if ended is not UNSET:
            field_dict["ended"] = ended
        if rows is not UNSET:
            field_dict["rows"] = rows

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.season_row import SeasonRow

        d = dict(src_dict)
        season_id = d.pop("season_id", UNSET)

        name = d.pop("name", UNSET)

        game = d.pop("game", UNSET)

        rule = d.pop("rule", UNSET)

        def _parse_best(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        best = _parse_best(d.pop("best", UNSET))

        order = d.pop("order", UNSET)

        events = d.pop("events", UNSET)

        ended = d.pop("ended", UNSET)

        _rows = d.pop("rows", UNSET)
        rows: list[SeasonRow] | Unset = UNSET
        if _rows is not UNSET:
            rows = []
            for rows_item_data in _rows:
                rows_item = SeasonRow.from_dict(rows_item_data)

                rows.append(rows_item)

        season_standings = cls(
            season_id=season_id,
            name=name,
            game=game,
            rule=rule,
            best=best,
            order=order,
            events=events,
            ended=ended,
            rows=rows,
        )

        return season_standings
