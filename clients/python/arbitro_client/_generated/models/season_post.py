from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.season_post_rule import SeasonPostRule
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeasonPost")


@_attrs_define
class SeasonPost:
    """
    Attributes:
        name (str):
        game (str): game id: euchre, ecarte, ramino, sette-e-mezzo
        rule (SeasonPostRule | Unset): how the evenings add up: total (every evening's points), average (per evening
            played) or best (the best `best` evenings) Default: SeasonPostRule.TOTAL.
        best (int | None | Unset): rule best only: how many of a player's best evenings count
    """

    name: str
    game: str
    rule: SeasonPostRule | Unset = SeasonPostRule.TOTAL
    best: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        game = self.game

        rule: str | Unset = UNSET
        if not isinstance(self.rule, Unset):
            rule = self.rule.value

        best: int | None | Unset
        if isinstance(self.best, Unset):
            best = UNSET
        else:
            best = self.best

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "game": game,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule
        if best is not UNSET:
            field_dict["best"] = best

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        game = d.pop("game")

        _rule = d.pop("rule", UNSET)
        rule: SeasonPostRule | Unset
        if isinstance(_rule, Unset):
            rule = UNSET
        else:
            rule = SeasonPostRule(_rule)

        def _parse_best(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        best = _parse_best(d.pop("best", UNSET))

        season_post = cls(
            name=name,
            game=game,
            rule=rule,
            best=best,
        )

        return season_post
