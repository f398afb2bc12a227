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

from ..models.sette_e_mezzo_match_record_format import SetteEMezzoMatchRecordFormat
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.match_seat import MatchSeat
    from ..models.sette_e_mezzo_match_deal import SetteEMezzoMatchDeal
    from ..models.sette_e_mezzo_match_record_tags import SetteEMezzoMatchRecordTags
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules


T = TypeVar("T", bound="SetteEMezzoMatchRecord")


@_attrs_define
class SetteEMezzoMatchRecord:
    """a whole match of one game (arbitro-match/1)

    Attributes:
        format_ (SetteEMezzoMatchRecordFormat): the record's format and its version
        game (Literal['sette-e-mezzo']): the game's id
        seats (list[MatchSeat]): one entry per seat, in seat order (names optional)
        deals (list[SetteEMezzoMatchDeal]): every deal, in the order played
        rules (SetteEMezzoRules | Unset):
        starting_scores (list[int] | None | Unset): the match score before the first deal, one entry per team or seat
            (zeros when omitted)
        tags (SetteEMezzoMatchRecordTags | Unset): free facts about the match (event, date, site...): kept, judged by
            nobody
    """

    format_: SetteEMezzoMatchRecordFormat
    game: Literal["sette-e-mezzo"]
    seats: list[MatchSeat]
    deals: list[SetteEMezzoMatchDeal]
    rules: SetteEMezzoRules | Unset = UNSET
    starting_scores: list[int] | None | Unset = UNSET
    tags: SetteEMezzoMatchRecordTags | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        game = self.game

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        starting_scores: list[int] | None | Unset
        if isinstance(self.starting_scores, Unset):
            starting_scores = UNSET
        elif isinstance(self.starting_scores, list):
            starting_scores = self.starting_scores

        else:
            starting_scores = self.starting_scores

        tags: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "game": game,
                "seats": seats,
                "deals": deals,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if starting_scores is not UNSET:
            field_dict["starting_scores"] = starting_scores
        if tags is not UNSET:
            field_dict["tags"] = tags

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_seat import MatchSeat
        from ..models.sette_e_mezzo_match_deal import SetteEMezzoMatchDeal
        from ..models.sette_e_mezzo_match_record_tags import SetteEMezzoMatchRecordTags
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules

        d = dict(src_dict)
        format_ = SetteEMezzoMatchRecordFormat(d.pop("format"))

        game = cast(Literal["sette-e-mezzo"], d.pop("game"))
        if game != "sette-e-mezzo":
            raise ValueError(f"game must match const 'sette-e-mezzo', got '{game}'")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MatchSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = SetteEMezzoMatchDeal.from_dict(deals_item_data)

            deals.append(deals_item)

        _rules = d.pop("rules", UNSET)
        rules: SetteEMezzoRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = SetteEMezzoRules.from_dict(_rules)

        def _parse_starting_scores(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                starting_scores_type_0 = cast(list[int], data)

                return starting_scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        starting_scores = _parse_starting_scores(d.pop("starting_scores", UNSET))

        _tags = d.pop("tags", UNSET)
        tags: SetteEMezzoMatchRecordTags | Unset
        if isinstance(_tags, Unset):
            tags = UNSET
        else:
            tags = SetteEMezzoMatchRecordTags.from_dict(_tags)

        sette_e_mezzo_match_record = cls(
            format_=format_,
            game=game,
            seats=seats,
            deals=deals,
            rules=rules,
            starting_scores=starting_scores,
            tags=tags,
        )

        return sette_e_mezzo_match_record
