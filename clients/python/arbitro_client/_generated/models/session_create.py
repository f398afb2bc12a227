from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.session_create_rules_type_0 import SessionCreateRulesType0


T = TypeVar("T", bound="SessionCreate")


@_attrs_define
class SessionCreate:
    """
    Attributes:
        game (str): game id: ecarte, euchre, sette-e-mezzo, ramino
        rules (None | SessionCreateRulesType0 | Unset): {variant, ...options}; defaults when omitted
        seats (int | None | Unset): number of seats, within the range the rules allow: GET /v1/games/{game} lists it
            ('seats': min and max over every rule, the rule options it depends_on, and per variant its range and the default
            dealt when seats is omitted); outside it a 400 names seats and the range
        seed (int | None | Unset): reproducible deals, only where the deployment enables test seeds (else 403)
        scores (list[int] | None | Unset): the match score to start from (zeros when omitted)
        dealer (int | None | Unset): the first deal's dealer (banker); drawn at random when omitted
    """

    game: str
    rules: None | SessionCreateRulesType0 | Unset = UNSET
    seats: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    dealer: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.session_create_rules_type_0 import SessionCreateRulesType0

        game = self.game

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, SessionCreateRulesType0):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        seats: int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        else:
            seats = self.seats

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        scores: list[int] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        else:
            dealer = self.dealer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seats is not UNSET:
            field_dict["seats"] = seats
        if seed is not UNSET:
            field_dict["seed"] = seed
        if scores is not UNSET:
            field_dict["scores"] = scores
        if dealer is not UNSET:
            field_dict["dealer"] = dealer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.session_create_rules_type_0 import SessionCreateRulesType0

        d = dict(src_dict)
        game = d.pop("game")

        def _parse_rules(data: object) -> None | SessionCreateRulesType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = SessionCreateRulesType0.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionCreateRulesType0 | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_seats(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_scores(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))

        def _parse_dealer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))

        session_create = cls(
            game=game,
            rules=rules,
            seats=seats,
            seed=seed,
            scores=scores,
            dealer=dealer,
        )

        return session_create
