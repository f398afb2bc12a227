from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.result_post_match_type_0 import ResultPostMatchType0


T = TypeVar("T", bound="ResultPost")


@_attrs_define
class ResultPost:
    """
    Attributes:
        session (None | str | Unset): a session of this service played at the table
        match (None | ResultPostMatchType0 | Unset): a match record (POST /v1/matches/validate) of the table's match
        scores (list[int] | None | Unset): a paper score: the match score per side (Euchre: seats 0 and 2, then 1 and 3;
            else per seat), kept with proven false
    """

    session: None | str | Unset = UNSET
    match: None | ResultPostMatchType0 | Unset = UNSET
    scores: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.result_post_match_type_0 import ResultPostMatchType0

        session: None | str | Unset
        if isinstance(self.session, Unset):
            session = UNSET
        else:
            session = self.session

        match: dict[str, Any] | None | Unset
        if isinstance(self.match, Unset):
            match = UNSET
        elif isinstance(self.match, ResultPostMatchType0):
            match = self.match.to_dict()
        else:
            match = self.match

        scores: list[int] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if session is not UNSET:
            field_dict["session"] = session
        if match is not UNSET:
            field_dict["match"] = match
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.result_post_match_type_0 import ResultPostMatchType0

        d = dict(src_dict)

        def _parse_session(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        session = _parse_session(d.pop("session", UNSET))

        def _parse_match(data: object) -> None | ResultPostMatchType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                match_type_0 = ResultPostMatchType0.from_dict(data)

                return match_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResultPostMatchType0 | Unset, data)

        match = _parse_match(d.pop("match", UNSET))

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

        result_post = cls(
            session=session,
            match=match,
            scores=scores,
        )

        return result_post
