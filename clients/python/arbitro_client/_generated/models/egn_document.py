from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.egn_document_file_type import EgnDocumentFileType

if TYPE_CHECKING:
    from ..models.egn_document_deals_item import EgnDocumentDealsItem
    from ..models.egn_document_metadata import EgnDocumentMetadata


T = TypeVar("T", bound="EgnDocument")


@_attrs_define
class EgnDocument:
    """a Euchre game in Euchre Game Notation 1.x (NextSuit-Labs/euchre-game-notation, its schemas/egn-schema-v1.json):
    metadata (players, initialScore, ruleset) and the deals, each with its dealer, upCard, the EUCHRE_BIDDING calls from
    the dealer's left and the TRICK_PLAY tricks, cards in the order played

        Attributes:
            file_type (EgnDocumentFileType):
            version (str):
            metadata (EgnDocumentMetadata):
            deals (list[EgnDocumentDealsItem]):
    """

    file_type: EgnDocumentFileType
    version: str
    metadata: EgnDocumentMetadata
    deals: list[EgnDocumentDealsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file_type = self.file_type.value

        version = self.version

        metadata = self.metadata.to_dict()

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "fileType": file_type,
                "version": version,
                "metadata": metadata,
                "deals": deals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.egn_document_deals_item import EgnDocumentDealsItem
        from ..models.egn_document_metadata import EgnDocumentMetadata

        d = dict(src_dict)
        file_type = EgnDocumentFileType(d.pop("fileType"))

        version = d.pop("version")

        metadata = EgnDocumentMetadata.from_dict(d.pop("metadata"))

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = EgnDocumentDealsItem.from_dict(deals_item_data)

            deals.append(deals_item)

        egn_document = cls(
            file_type=file_type,
            version=version,
            metadata=metadata,
            deals=deals,
        )

        egn_document.additional_properties = d
        return egn_document

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
