from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.match_record_format import MatchRecordFormat
from ..models.match_record_game import MatchRecordGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_rules import EcarteRules
    from ..models.euchre_rules import EuchreRules
    from ..models.match_deal import MatchDeal
    from ..models.match_record_tags import MatchRecordTags
    from ..models.match_seat import MatchSeat
    from ..models.ramino_rules import RaminoRules
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules


T = TypeVar("T", bound="MatchRecord")


@_attrs_define
class MatchRecord:
    """a whole match of one game (arbitro-match/1): GET /v1/matches/schema gives it as a JSON Schema, where each game's
    rules, deal and actions are tied to its game

        Attributes:
            format_ (MatchRecordFormat): the record's format and its version
            game (MatchRecordGame): the game's id
            seats (list[MatchSeat]): one entry per seat, in seat order (names optional)
            deals (list[MatchDeal]): every deal, in the order played
            rules (EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules | Unset): the game's rules, {variant,
                ...options}: omitted fields take the variant's values
            starting_scores (list[int] | None | Unset): the match score before the first deal, one entry per team or seat
                (zeros when omitted)
            tags (MatchRecordTags | Unset): free facts about the match (event, date, site...): kept, judged by nobody
    """

    format_: MatchRecordFormat
    game: MatchRecordGame
    seats: list[MatchSeat]
    deals: list[MatchDeal]
    rules: EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules | Unset = UNSET
    starting_scores: list[int] | None | Unset = UNSET
    tags: MatchRecordTags | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_rules import EcarteRules
        from ..models.euchre_rules import EuchreRules
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules

        format_ = self.format_.value

        game = self.game.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        rules: dict[str, Any] | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif (
            isinstance(self.rules, EcarteRules)
            or isinstance(self.rules, EuchreRules)
            or isinstance(self.rules, SetteEMezzoRules)
        ):
            rules = self.rules.to_dict()
        else:
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
        from ..models.ecarte_rules import EcarteRules
        from ..models.euchre_rules import EuchreRules
        from ..models.match_deal import MatchDeal
        from ..models.match_record_tags import MatchRecordTags
        from ..models.match_seat import MatchSeat
        from ..models.ramino_rules import RaminoRules
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules

        d = dict(src_dict)
        format_ = MatchRecordFormat(d.pop("format"))

        game = MatchRecordGame(d.pop("game"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MatchSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = MatchDeal.from_dict(deals_item_data)

            deals.append(deals_item)

        def _parse_rules(
            data: object,
        ) -> EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = EcarteRules.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_1 = EuchreRules.from_dict(data)

                return rules_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_2 = SetteEMezzoRules.from_dict(data)

                return rules_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            rules_type_3 = RaminoRules.from_dict(data)

            return rules_type_3

        rules = _parse_rules(d.pop("rules", UNSET))

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
        tags: MatchRecordTags | Unset
        if isinstance(_tags, Unset):
            tags = UNSET
        else:
            tags = MatchRecordTags.from_dict(_tags)

        match_record = cls(
            format_=format_,
            game=game,
            seats=seats,
            deals=deals,
            rules=rules,
            starting_scores=starting_scores,
            tags=tags,
        )

        return match_record
