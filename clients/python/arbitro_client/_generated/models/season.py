from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Season")


@_attrs_define
class Season:
    """
    Attributes:
        id (str | Unset):
        club_id (str | Unset):
        name (str | Unset):
        game (str | Unset):
        rule (str | Unset):
        best (int | None | Unset):
        created (int | Unset):
    """

    id: str | Unset = UNSET
    club_id: str | Unset = UNSET
    name: str | Unset = UNSET
    game: str | Unset = UNSET
    rule: str | Unset = UNSET
    best: int | None | Unset = UNSET
    created: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        club_id = self.club_id

        name = self.name

        game = self.game

        rule = self.rule

        best: int | None | Unset
        if isinstance(self.best, Unset):
            best = UNSET
        else:
            best = self.best

        created = self.created

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if club_id is not UNSET:
            field_dict["club_id"] = club_id
        if name is not UNSET:
            field_dict["name"] = name
        if game is not UNSET:
            field_dict["game"] = game
        if rule is not UNSET:
            field_dict["rule"] = rule
        if best is not UNSET:
            field_dict["best"] = best
        if created is not UNSET:
            field_dict["created"] = created

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        club_id = d.pop("club_id", UNSET)

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

        created = d.pop("created", UNSET)

        season = cls(
            id=id,
            club_id=club_id,
            name=name,
            game=game,
            rule=rule,
            best=best,
            created=created,
        )

        return season
