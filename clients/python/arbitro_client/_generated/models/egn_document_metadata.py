from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.egn_document_metadata_players_item_type_1 import (
        EgnDocumentMetadataPlayersItemType1,
    )
    from ..models.egn_document_metadata_ruleset import EgnDocumentMetadataRuleset


T = TypeVar("T", bound="EgnDocumentMetadata")


@_attrs_define
class EgnDocumentMetadata:
    """
    Attributes:
        players (list[EgnDocumentMetadataPlayersItemType1 | str]):
        initial_score (list[int]):
        final_score (list[int] | Unset):
        ruleset (EgnDocumentMetadataRuleset | Unset):
    """

    players: list[EgnDocumentMetadataPlayersItemType1 | str]
    initial_score: list[int]
    final_score: list[int] | Unset = UNSET
    ruleset: EgnDocumentMetadataRuleset | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.egn_document_metadata_players_item_type_1 import (
            EgnDocumentMetadataPlayersItemType1,
        )

        players = []
        for players_item_data in self.players:
            players_item: dict[str, Any] | str
            if isinstance(players_item_data, EgnDocumentMetadataPlayersItemType1):
                players_item = players_item_data.to_dict()
            else:
                players_item = players_item_data
            players.append(players_item)

        initial_score = self.initial_score

        final_score: list[int] | Unset = UNSET
        if not isinstance(self.final_score, Unset):
            final_score = self.final_score

        ruleset: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "initialScore": initial_score,
            }
        )
        if final_score is not UNSET:
            field_dict["finalScore"] = final_score
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.egn_document_metadata_players_item_type_1 import (
            EgnDocumentMetadataPlayersItemType1,
        )
        from ..models.egn_document_metadata_ruleset import EgnDocumentMetadataRuleset

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(
                data: object,
            ) -> EgnDocumentMetadataPlayersItemType1 | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_1 = EgnDocumentMetadataPlayersItemType1.from_dict(
                        data
                    )

                    return players_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(EgnDocumentMetadataPlayersItemType1 | str, data)

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

        initial_score = cast(list[int], d.pop("initialScore"))

        final_score = cast(list[int], d.pop("finalScore", UNSET))

        _ruleset = d.pop("ruleset", UNSET)
        ruleset: EgnDocumentMetadataRuleset | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = EgnDocumentMetadataRuleset.from_dict(_ruleset)

        egn_document_metadata = cls(
            players=players,
            initial_score=initial_score,
            final_score=final_score,
            ruleset=ruleset,
        )

        egn_document_metadata.additional_properties = d
        return egn_document_metadata

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
