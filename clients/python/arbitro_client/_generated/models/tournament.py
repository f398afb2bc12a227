from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_lone_hand_bonus_type_1 import TournamentLoneHandBonusType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.balance import Balance
    from ..models.club_link import ClubLink
    from ..models.round_boards import RoundBoards
    from ..models.schedule import Schedule
    from ..models.standings import Standings
    from ..models.substitution import Substitution
    from ..models.table_answer import TableAnswer
    from ..models.tournament_rules import TournamentRules


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        id (str | Unset):
        name (None | str | Unset): the event's name (null: none given)
        game (str | Unset):
        rules (TournamentRules | Unset):
        format_ (str | Unset):
        players (list[str] | Unset):
        rounds (int | Unset):
        hands_per_round (int | None | Unset):
        table_size (int | None | Unset):
        lone_hand_bonus (bool | TournamentLoneHandBonusType1 | Unset): the lone hand bonus the standings score: made,
            march, or false (none)
        duplicate (bool | Unset):
        withdrawn (list[int] | Unset): the players (indices) who withdrew: out of the later rounds
        substitutes (list[Substitution] | Unset): the substitutes, in the order named: each sits where the player he
            replaces would at the tables still to play in its rounds; in pairs his results count for the team
        closed_rounds (list[int] | Unset): the rounds the director closed: their tables take no result
        created (int | Unset):
        schedule (Schedule | Unset):
        balance (Balance | Unset):
        results (list[TableAnswer] | Unset): the tables with a result
        standings (Standings | Unset):
        boards (list[RoundBoards] | Unset): duplicate only: each round's boards, committed, revealed once the round is
            over
        director_token (str | Unset): creation answer only: the director's bearer token
        club (ClubLink | Unset):
    """

    id: str | Unset = UNSET
    name: None | str | Unset = UNSET
    game: str | Unset = UNSET
    rules: TournamentRules | Unset = UNSET
    format_: str | Unset = UNSET
    players: list[str] | Unset = UNSET
    rounds: int | Unset = UNSET
    hands_per_round: int | None | Unset = UNSET
    table_size: int | None | Unset = UNSET
    lone_hand_bonus: bool | TournamentLoneHandBonusType1 | Unset = UNSET
    duplicate: bool | Unset = UNSET
    withdrawn: list[int] | Unset = UNSET
    substitutes: list[Substitution] | Unset = UNSET
    closed_rounds: list[int] | Unset = UNSET
    created: int | Unset = UNSET
    schedule: Schedule | Unset = UNSET
    balance: Balance | Unset = UNSET
    results: list[TableAnswer] | Unset = UNSET
    standings: Standings | Unset = UNSET
    boards: list[RoundBoards] | Unset = UNSET
    director_token: str | Unset = UNSET
    club: ClubLink | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        game = self.game

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        format_ = self.format_

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players

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
        elif isinstance(self.lone_hand_bonus, TournamentLoneHandBonusType1):
            lone_hand_bonus = self.lone_hand_bonus.value
        else:
            lone_hand_bonus = self.lone_hand_bonus

        duplicate = self.duplicate

        withdrawn: list[int] | Unset = UNSET
        if not isinstance(self.withdrawn, Unset):
            withdrawn = self.withdrawn

        substitutes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.substitutes, Unset):
            substitutes = []
            for substitutes_item_data in self.substitutes:
                substitutes_item = substitutes_item_data.to_dict()
                substitutes.append(substitutes_item)

        closed_rounds: list[int] | Unset = UNSET
        if not isinstance(self.closed_rounds, Unset):
            closed_rounds = self.closed_rounds

        created = self.created

        schedule: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schedule, Unset):
            schedule = self.schedule.to_dict()

        balance: dict[str, Any] | Unset = UNSET
        if not isinstance(self.balance, Unset):
            balance = self.balance.to_dict()

        results: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = []
            for results_item_data in self.results:
                results_item = results_item_data.to_dict()
                results.append(results_item)

        standings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.standings, Unset):
            standings = self.standings.to_dict()

        boards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.boards, Unset):
            boards = []
            for boards_item_data in self.boards:
                boards_item = boards_item_data.to_dict()
                boards.append(boards_item)

        director_token = self.director_token

        club: dict[str, Any] | Unset = UNSET
        if not isinstance(self.club, Unset):
            club = self.club.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules
        if format_ is not UNSET:
            field_dict["format"] = format_
        if players is not UNSET:
            field_dict["players"] = players
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
        if withdrawn is not UNSET:
            field_dict["withdrawn"] = withdrawn
        if substitutes is not UNSET:
            field_dict["substitutes"] = substitutes
        if closed_rounds is not UNSET:
            field_dict["closed_rounds"] = closed_rounds
        if created is not UNSET:
            field_dict["created"] = created
        if schedule is not UNSET:
            field_dict["schedule"] = schedule
        if balance is not UNSET:
            field_dict["balance"] = balance
        if results is not UNSET:
            field_dict["results"] = results
        if standings is not UNSET:
            field_dict["standings"] = standings
        if boards is not UNSET:
            field_dict["boards"] = boards
        if director_token is not UNSET:
            field_dict["director_token"] = director_token
        if club is not UNSET:
            field_dict["club"] = club

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.balance import Balance
        from ..models.club_link import ClubLink
        from ..models.round_boards import RoundBoards
        from ..models.schedule import Schedule
        from ..models.standings import Standings
        from ..models.substitution import Substitution
        from ..models.table_answer import TableAnswer
        from ..models.tournament_rules import TournamentRules

        d = dict(src_dict)
        id = d.pop("id", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        game = d.pop("game", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: TournamentRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = TournamentRules.from_dict(_rules)

        format_ = d.pop("format", UNSET)

        players = cast(list[str], d.pop("players", UNSET))

        rounds = d.pop("rounds", UNSET)

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
        ) -> bool | TournamentLoneHandBonusType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lone_hand_bonus_type_1 = TournamentLoneHandBonusType1(data)

                return lone_hand_bonus_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | TournamentLoneHandBonusType1 | Unset, data)

        lone_hand_bonus = _parse_lone_hand_bonus(d.pop("lone_hand_bonus", UNSET))

        duplicate = d.pop("duplicate", UNSET)

        withdrawn = cast(list[int], d.pop("withdrawn", UNSET))

        _substitutes = d.pop("substitutes", UNSET)
        substitutes: list[Substitution] | Unset = UNSET
        if _substitutes is not UNSET:
            substitutes = []
            for substitutes_item_data in _substitutes:
                substitutes_item = Substitution.from_dict(substitutes_item_data)

                substitutes.append(substitutes_item)

        closed_rounds = cast(list[int], d.pop("closed_rounds", UNSET))

        created = d.pop("created", UNSET)

        _schedule = d.pop("schedule", UNSET)
        schedule: Schedule | Unset
        if isinstance(_schedule, Unset):
            schedule = UNSET
        else:
            schedule = Schedule.from_dict(_schedule)

        _balance = d.pop("balance", UNSET)
        balance: Balance | Unset
        if isinstance(_balance, Unset):
            balance = UNSET
        else:
            balance = Balance.from_dict(_balance)

        _results = d.pop("results", UNSET)
        results: list[TableAnswer] | Unset = UNSET
        if _results is not UNSET:
            results = []
            for results_item_data in _results:
                results_item = TableAnswer.from_dict(results_item_data)

                results.append(results_item)

        _standings = d.pop("standings", UNSET)
        standings: Standings | Unset
        if isinstance(_standings, Unset):
            standings = UNSET
        else:
            standings = Standings.from_dict(_standings)

        _boards = d.pop("boards", UNSET)
        boards: list[RoundBoards] | Unset = UNSET
        if _boards is not UNSET:
            boards = []
            for boards_item_data in _boards:
                boards_item = RoundBoards.from_dict(boards_item_data)

                boards.append(boards_item)

        director_token = d.pop("director_token", UNSET)

        _club = d.pop("club", UNSET)
        club: ClubLink | Unset
        if isinstance(_club, Unset):
            club = UNSET
        else:
            club = ClubLink.from_dict(_club)

        tournament = cls(
            id=id,
            name=name,
            game=game,
            rules=rules,
            format_=format_,
            players=players,
            rounds=rounds,
            hands_per_round=hands_per_round,
            table_size=table_size,
            lone_hand_bonus=lone_hand_bonus,
            duplicate=duplicate,
            withdrawn=withdrawn,
            substitutes=substitutes,
            closed_rounds=closed_rounds,
            created=created,
            schedule=schedule,
            balance=balance,
            results=results,
            standings=standings,
            boards=boards,
            director_token=director_token,
            club=club,
        )

        return tournament
