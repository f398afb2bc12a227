from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_type_page_games_item import ProblemTypePageGamesItem


T = TypeVar("T", bound="ProblemTypePage")


@_attrs_define
class ProblemTypePage:
    """the page a problem's type URI names: a rule code of the catalogue, or another problem type

    Attributes:
        type_ (str): the problem type URI: this page
        code (str):
        title (str):
        meaning (str): what the problem means, in one sentence
        games (list[ProblemTypePageGamesItem] | Unset): a rule code: every game that raises it, with its section and
            penalty there
        statuses (list[int] | Unset): another problem type: the HTTP statuses it comes with
    """

    type_: str
    code: str
    title: str
    meaning: str
    games: list[ProblemTypePageGamesItem] | Unset = UNSET
    statuses: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        code = self.code

        title = self.title

        meaning = self.meaning

        games: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = []
            for games_item_data in self.games:
                games_item = games_item_data.to_dict()
                games.append(games_item)

        statuses: list[int] | Unset = UNSET
        if not isinstance(self.statuses, Unset):
            statuses = self.statuses

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "code": code,
                "title": title,
                "meaning": meaning,
            }
        )
        if games is not UNSET:
            field_dict["games"] = games
        if statuses is not UNSET:
            field_dict["statuses"] = statuses

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.problem_type_page_games_item import ProblemTypePageGamesItem

        d = dict(src_dict)
        type_ = d.pop("type")

        code = d.pop("code")

        title = d.pop("title")

        meaning = d.pop("meaning")

        _games = d.pop("games", UNSET)
        games: list[ProblemTypePageGamesItem] | Unset = UNSET
        if _games is not UNSET:
            games = []
            for games_item_data in _games:
                games_item = ProblemTypePageGamesItem.from_dict(games_item_data)

                games.append(games_item)

        statuses = cast(list[int], d.pop("statuses", UNSET))

        problem_type_page = cls(
            type_=type_,
            code=code,
            title=title,
            meaning=meaning,
            games=games,
            statuses=statuses,
        )

        return problem_type_page
