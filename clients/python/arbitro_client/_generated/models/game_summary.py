from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action_description import ActionDescription
    from ..models.deal_field import DealField
    from ..models.deck import Deck
    from ..models.option import Option
    from ..models.seats import Seats
    from ..models.variant import Variant


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        id (str):
        title (str):
        summary (str):
        default_variant (str):
        variants (list[Variant]):
        options (list[Option]):
        seats (Seats):
        decks (list[Deck]): the deck each value of the options that choose it deals (docs/API.md §2)
        actions (list[ActionDescription]):
        deal_fields (list[DealField]):
        tournament_formats (list[str]): the formats POST /v1/tournaments seats the game in (docs/TOURNAMENTS.md)
    """

    id: str
    title: str
    summary: str
    default_variant: str
    variants: list[Variant]
    options: list[Option]
    seats: Seats
    decks: list[Deck]
    actions: list[ActionDescription]
    deal_fields: list[DealField]
    tournament_formats: list[str]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        summary = self.summary

        default_variant = self.default_variant

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        seats = self.seats.to_dict()

        decks = []
        for decks_item_data in self.decks:
            decks_item = decks_item_data.to_dict()
            decks.append(decks_item)

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        deal_fields = []
        for deal_fields_item_data in self.deal_fields:
            deal_fields_item = deal_fields_item_data.to_dict()
            deal_fields.append(deal_fields_item)

        tournament_formats = self.tournament_formats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "summary": summary,
                "default_variant": default_variant,
                "variants": variants,
                "options": options,
                "seats": seats,
                "decks": decks,
                "actions": actions,
                "deal_fields": deal_fields,
                "tournament_formats": tournament_formats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_description import ActionDescription
        from ..models.deal_field import DealField
        from ..models.deck import Deck
        from ..models.option import Option
        from ..models.seats import Seats
        from ..models.variant import Variant

        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        summary = d.pop("summary")

        default_variant = d.pop("default_variant")

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = Variant.from_dict(variants_item_data)

            variants.append(variants_item)

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = Option.from_dict(options_item_data)

            options.append(options_item)

        seats = Seats.from_dict(d.pop("seats"))

        decks = []
        _decks = d.pop("decks")
        for decks_item_data in _decks:
            decks_item = Deck.from_dict(decks_item_data)

            decks.append(decks_item)

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ActionDescription.from_dict(actions_item_data)

            actions.append(actions_item)

        deal_fields = []
        _deal_fields = d.pop("deal_fields")
        for deal_fields_item_data in _deal_fields:
            deal_fields_item = DealField.from_dict(deal_fields_item_data)

            deal_fields.append(deal_fields_item)

        tournament_formats = cast(list[str], d.pop("tournament_formats"))

        game_summary = cls(
            id=id,
            title=title,
            summary=summary,
            default_variant=default_variant,
            variants=variants,
            options=options,
            seats=seats,
            decks=decks,
            actions=actions,
            deal_fields=deal_fields,
            tournament_formats=tournament_formats,
        )

        return game_summary
