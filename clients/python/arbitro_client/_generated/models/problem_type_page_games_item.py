from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rule_penalty import RulePenalty


T = TypeVar("T", bound="ProblemTypePageGamesItem")


@_attrs_define
class ProblemTypePageGamesItem:
    """
    Attributes:
        game (str):
        title (str):
        section (str): the section of the game's numbered rules (docs/rules/<game>.md) that states it, e.g. 6.2
        penalty (None | RulePenalty): null: no penalty in this game
    """

    game: str
    title: str
    section: str
    penalty: None | RulePenalty

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_penalty import RulePenalty

        game = self.game

        title = self.title

        section = self.section

        penalty: dict[str, Any] | None
        if isinstance(self.penalty, RulePenalty):
            penalty = self.penalty.to_dict()
        else:
            penalty = self.penalty

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "title": title,
                "section": section,
                "penalty": penalty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rule_penalty import RulePenalty

        d = dict(src_dict)
        game = d.pop("game")

        title = d.pop("title")

        section = d.pop("section")

        def _parse_penalty(data: object) -> None | RulePenalty:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                penalty_type_0 = RulePenalty.from_dict(data)

                return penalty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RulePenalty, data)

        penalty = _parse_penalty(d.pop("penalty"))

        problem_type_page_games_item = cls(
            game=game,
            title=title,
            section=section,
            penalty=penalty,
        )

        return problem_type_page_games_item
