from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.history_event import HistoryEvent
    from ..models.history_table import HistoryTable
    from ..models.rating import Rating


T = TypeVar("T", bound="PlayerHistory")


@_attrs_define
class PlayerHistory:
    """
    Attributes:
        id (str | Unset):
        club_id (str | Unset):
        name (str | Unset):
        ratings (list[Rating] | Unset): one per game the player is rated in
        events (list[HistoryEvent] | Unset): the evenings, in order
        tables (list[HistoryTable] | Unset): every table, in order
    """

    id: str | Unset = UNSET
    club_id: str | Unset = UNSET
    name: str | Unset = UNSET
    ratings: list[Rating] | Unset = UNSET
    events: list[HistoryEvent] | Unset = UNSET
    tables: list[HistoryTable] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        club_id = self.club_id

        name = self.name

        ratings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ratings, Unset):
            ratings = []
            for ratings_item_data in self.ratings:
                ratings_item = ratings_item_data.to_dict()
                ratings.append(ratings_item)

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.to_dict()
                events.append(events_item)

        tables: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tables, Unset):
            tables = []
            for tables_item_data in self.tables:
                tables_item = tables_item_data.to_dict()
                tables.append(tables_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if club_id is not UNSET:
            field_dict["club_id"] = club_id
        if name is not UNSET:
            field_dict["name"] = name
        if ratings is not UNSET:
            field_dict["ratings"] = ratings
        if events is not UNSET:
            field_dict["events"] = events
        if tables is not UNSET:
            field_dict["tables"] = tables

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.history_event import HistoryEvent
        from ..models.history_table import HistoryTable
        from ..models.rating import Rating

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        club_id = d.pop("club_id", UNSET)

        name = d.pop("name", UNSET)

        _ratings = d.pop("ratings", UNSET)
        ratings: list[Rating] | Unset = UNSET
        if _ratings is not UNSET:
            ratings = []
            for ratings_item_data in _ratings:
                ratings_item = Rating.from_dict(ratings_item_data)

                ratings.append(ratings_item)

        _events = d.pop("events", UNSET)
        events: list[HistoryEvent] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = HistoryEvent.from_dict(events_item_data)

                events.append(events_item)

        _tables = d.pop("tables", UNSET)
        tables: list[HistoryTable] | Unset = UNSET
        if _tables is not UNSET:
            tables = []
            for tables_item_data in _tables:
                tables_item = HistoryTable.from_dict(tables_item_data)

                tables.append(tables_item)

        player_history = cls(
            id=id,
            club_id=club_id,
            name=name,
            ratings=ratings,
            events=events,
            tables=tables,
        )

        return player_history
