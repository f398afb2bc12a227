from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_create_lone_hand_bonus_type_1 import (
    TournamentCreateLoneHandBonusType1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_create_rules_type_0 import TournamentCreateRulesType0


T = TypeVar("T", bound="TournamentCreate")


@_attrs_define
class TournamentCreate:
    """
    Attributes:
        game (str): game id: euchre, ecarte, ramino, sette-e-mezzo
        format_ (str): one of progressive, pairs, round-robin, tables: the formats the game plays
        name (None | str | Unset): optional: the event's name, shown on its page, score cards and CSV download
        rules (None | TournamentCreateRulesType0 | Unset): {variant, ...options}: every table's rules
        players (list[str] | None | Unset): the players' names, each once (not for pairs); a player is its index here
        teams (list[list[str]] | None | Unset): pairs only: the teams, two names each; team t is players 2t and 2t + 1
        rounds (int | None | Unset): how many rounds; absent: the format's complete schedule
        hands_per_round (int | None | Unset): the deals a round counts; absent: a whole match to the rules' target
        table_size (int | None | Unset): tables format only: players at a table, within the game's seats
        lone_hand_bonus (bool | TournamentCreateLoneHandBonusType1 | Unset): progressive only: which lone hands score 5
            to the lone player and 4 to his partner - made: any made (three tricks or more), march: a lone march only (a
            lone hand of three or four tricks scores its points); either way a lone hand euchred scores 3 to each defender.
            false: no bonus; true (the boolean of before) is made Default: False.
        duplicate (bool | Unset): Duplicate Euchre (progressive or pairs): every table of a round plays the same
            hands_per_round boards, dealt and committed by the service, and is ranked by matchpoints Default: False.
        club_id (None | str | Unset): with season_id: the tournament is an event of the club's season (the club
            director's token in Authorization), players (or teams) are the club's player ids, and its results are archived
            in the club (docs/CLUBS.md)
        season_id (None | str | Unset): with club_id: the club's season
    """

    game: str
    format_: str
    name: None | str | Unset = UNSET
    rules: None | TournamentCreateRulesType0 | Unset = UNSET
    players: list[str] | None | Unset = UNSET
    teams: list[list[str]] | None | Unset = UNSET
    rounds: int | None | Unset = UNSET
    hands_per_round: int | None | Unset = UNSET
    table_size: int | None | Unset = UNSET
    lone_hand_bonus: bool | TournamentCreateLoneHandBonusType1 | Unset = False
    duplicate: bool | Unset = False
    club_id: None | str | Unset = UNSET
    season_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_create_rules_type_0 import TournamentCreateRulesType0

        game = self.game

        format_ = self.format_

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, TournamentCreateRulesType0):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        players: list[str] | None | Unset
        if isinstance(self.players, Unset):
            players = UNSET
        elif isinstance(self.players, list):
            players = self.players

        else:
            players = self.players

        teams: list[list[str]] | None | Unset
        if isinstance(self.teams, Unset):
            teams = UNSET
        elif isinstance(self.teams, list):
            teams = []
            for teams_type_0_item_data in self.teams:
                teams_type_0_item = teams_type_0_item_data

                teams.append(teams_type_0_item)

        else:
            teams = self.teams

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        hands_per_round: int | None | Unset
        if isinstance(self.hands_per_round, Unset):
            hands_per_round = UNSET
        else:
            hands_per_round = self.hands_per_round

        table_size: int | None | Unset
        if isinstance(self.table_size, Unset):
            table_size = UNSET
        else:
            table_size = self.table_size

        lone_hand_bonus: bool | str | Unset
        if isinstance(self.lone_hand_bonus, Unset):
            lone_hand_bonus = UNSET
        elif isinstance(self.lone_hand_bonus, TournamentCreateLoneHandBonusType1):
            lone_hand_bonus = self.lone_hand_bonus.value
        else:
            lone_hand_bonus = self.lone_hand_bonus

        duplicate = self.duplicate

        club_id: None | str | Unset
        if isinstance(self.club_id, Unset):
            club_id = UNSET
        else:
            club_id = self.club_id

        season_id: None | str | Unset
        if isinstance(self.season_id, Unset):
            season_id = UNSET
        else:
            season_id = self.season_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "format": format_,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if rules is not UNSET:
            field_dict["rules"] = rules
        if players is not UNSET:
            field_dict["players"] = players
        if teams is not UNSET:
            field_dict["teams"] = teams
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if hands_per_round is not UNSET:
            field_dict["hands_per_round"] = hands_per_round
        if table_size is not UNSET:
            field_dict["table_size"] = table_size
        if lone_hand_bonus is not UNSET:
            field_dict["lone_hand_bonus"] = lone_hand_bonus
        if duplicate is not UNSET:
            field_dict["duplicate"] = duplicate
        if club_id is not UNSET:
            field_dict["club_id"] = club_id
        if season_id is not UNSET:
            field_dict["season_id"] = season_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tournament_create_rules_type_0 import TournamentCreateRulesType0

        d = dict(src_dict)
        game = d.pop("game")

        format_ = d.pop("format")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_rules(data: object) -> None | TournamentCreateRulesType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = TournamentCreateRulesType0.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentCreateRulesType0 | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_players(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                players_type_0 = cast(list[str], data)

                return players_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        players = _parse_players(d.pop("players", UNSET))

        def _parse_teams(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                teams_type_0 = []
                _teams_type_0 = data
                for teams_type_0_item_data in _teams_type_0:
                    teams_type_0_item = cast(list[str], teams_type_0_item_data)

                    teams_type_0.append(teams_type_0_item)

                return teams_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        teams = _parse_teams(d.pop("teams", UNSET))

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        def _parse_hands_per_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hands_per_round = _parse_hands_per_round(d.pop("hands_per_round", UNSET))

        def _parse_table_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        table_size = _parse_table_size(d.pop("table_size", UNSET))

        def _parse_lone_hand_bonus(
            data: object,
        ) -> bool | TournamentCreateLoneHandBonusType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lone_hand_bonus_type_1 = TournamentCreateLoneHandBonusType1(data)

                return lone_hand_bonus_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | TournamentCreateLoneHandBonusType1 | Unset, data)

        lone_hand_bonus = _parse_lone_hand_bonus(d.pop("lone_hand_bonus", UNSET))

        duplicate = d.pop("duplicate", UNSET)

        def _parse_club_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        club_id = _parse_club_id(d.pop("club_id", UNSET))

        def _parse_season_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        season_id = _parse_season_id(d.pop("season_id", UNSET))

        tournament_create = cls(
            game=game,
            format_=format_,
            name=name,
            rules=rules,
            players=players,
            teams=teams,
            rounds=rounds,
            hands_per_round=hands_per_round,
            table_size=table_size,
            lone_hand_bonus=lone_hand_bonus,
            duplicate=duplicate,
            club_id=club_id,
            season_id=season_id,
        )

        return tournament_create
