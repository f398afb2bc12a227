from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.history_table_source import HistoryTableSource
    from ..models.seated_club_player import SeatedClubPlayer


T = TypeVar("T", bound="HistoryTable")


@_attrs_define
class HistoryTable:
    """
    Attributes:
        tournament_id (str | Unset):
        round_ (int | Unset):
        table (int | Unset):
        seat (int | Unset):
        side (int | Unset):
        partners (list[SeatedClubPlayer] | Unset):
        opponents (list[SeatedClubPlayer] | Unset):
        scores (list[float] | Unset): each side's score at the table
        won (bool | None | Unset): null: the sides tied
        kind (str | Unset): session, match or scores (a paper score)
        proven (bool | Unset):
        disputed (bool | Unset):
        source (HistoryTableSource | Unset): the session's id, or the match record's tags
    """

    tournament_id: str | Unset = UNSET
    round_: int | Unset = UNSET
    table: int | Unset = UNSET
    seat: int | Unset = UNSET
    side: int | Unset = UNSET
    partners: list[SeatedClubPlayer] | Unset = UNSET
    opponents: list[SeatedClubPlayer] | Unset = UNSET
    scores: list[float] | Unset = UNSET
    won: bool | None | Unset = UNSET
    kind: str | Unset = UNSET
    proven: bool | Unset = UNSET
    disputed: bool | Unset = UNSET
    source: HistoryTableSource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tournament_id = self.tournament_id

        round_ = self.round_

        table = self.table

        seat = self.seat

        side = self.side

        partners: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.partners, Unset):
            partners = []
            for partners_item_data in self.partners:
                partners_item = partners_item_data.to_dict()
                partners.append(partners_item)

        opponents: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.opponents, Unset):
            opponents = []
            for opponents_item_data in self.opponents:
                opponents_item = opponents_item_data.to_dict()
                opponents.append(opponents_item)

        scores: list[float] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores

        won: bool | None | Unset
        if isinstance(self.won, Unset):
            won = UNSET
        else:
            won = self.won

        kind = self.kind

        proven = self.proven

        disputed = self.disputed

        source: dict[str, Any] | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if tournament_id is not UNSET:
            field_dict["tournament_id"] = tournament_id
        if round_ is not UNSET:
            field_dict["round"] = round_
        if table is not UNSET:
            field_dict["table"] = table
        if seat is not UNSET:
            field_dict["seat"] = seat
        if side is not UNSET:
            field_dict["side"] = side
        if partners is not UNSET:
            field_dict["partners"] = partners
        if opponents is not UNSET:
            field_dict["opponents"] = opponents
        if scores is not UNSET:
            field_dict["scores"] = scores
        if won is not UNSET:
            field_dict["won"] = won
        if kind is not UNSET:
            field_dict["kind"] = kind
        if proven is not UNSET:
            field_dict["proven"] = proven
        if disputed is not UNSET:
            field_dict["disputed"] = disputed
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.history_table_source import HistoryTableSource
        from ..models.seated_club_player import SeatedClubPlayer

        d = dict(src_dict)
        tournament_id = d.pop("tournament_id", UNSET)

        round_ = d.pop("round", UNSET)

        table = d.pop("table", UNSET)

        seat = d.pop("seat", UNSET)

        side = d.pop("side", UNSET)

        _partners = d.pop("partners", UNSET)
        partners: list[SeatedClubPlayer] | Unset = UNSET
        if _partners is not UNSET:
            partners = []
            for partners_item_data in _partners:
                partners_item = SeatedClubPlayer.from_dict(partners_item_data)

                partners.append(partners_item)

        _opponents = d.pop("opponents", UNSET)
        opponents: list[SeatedClubPlayer] | Unset = UNSET
        if _opponents is not UNSET:
            opponents = []
            for opponents_item_data in _opponents:
                opponents_item = SeatedClubPlayer.from_dict(opponents_item_data)

                opponents.append(opponents_item)

        scores = cast(list[float], d.pop("scores", UNSET))

        def _parse_won(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        won = _parse_won(d.pop("won", UNSET))

        kind = d.pop("kind", UNSET)

        proven = d.pop("proven", UNSET)

        disputed = d.pop("disputed", UNSET)

        _source = d.pop("source", UNSET)
        source: HistoryTableSource | Unset
        if isinstance(_source, Unset):
            source = UNSET
        else:
            source = HistoryTableSource.from_dict(_source)

        history_table = cls(
            tournament_id=tournament_id,
            round_=round_,
            table=table,
            seat=seat,
            side=side,
            partners=partners,
            opponents=opponents,
            scores=scores,
            won=won,
            kind=kind,
            proven=proven,
            disputed=disputed,
            source=source,
        )

        return history_table
