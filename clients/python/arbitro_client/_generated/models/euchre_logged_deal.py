from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.euchre_deal import EuchreDeal
    from ..models.euchre_deal_result import EuchreDealResult
    from ..models.euchre_logged_deal_actions_item import EuchreLoggedDealActionsItem
    from ..models.reshuffle import Reshuffle


T = TypeVar("T", bound="EuchreLoggedDeal")


@_attrs_define
class EuchreLoggedDeal:
    """Euchre: one deal of a session's log

    Attributes:
        deal_number (int):
        finished (bool):
        dealer (int): a seat, from 0
        deck_commitment (str):
        deck_start (int): the deal was dealt from order[deck_start:]
        reshuffles (list[Reshuffle]): each stock remade in the deal: commitment; order and salt once revealed
        actions (list[EuchreLoggedDealActionsItem]): canonical actions; in the current deal another seat's face-down
            cards are replaced by counts in 'hidden' (field -> number of cards)
        scores_before (list[float | None]):
        order (list[str] | Unset): finished deals only: the deck order, top first; withheld while a later deal still
            draws from it (a continuous deck), like salt, deal and a reshuffle's order
        salt (str | Unset): finished deals only: the commitment's salt (64 hex digits)
        deal (EuchreDeal | Unset):
        deal_result (EuchreDealResult | None | Unset): how the deal ended
        scores_after (list[float | None] | Unset):
    """

    deal_number: int
    finished: bool
    dealer: int
    deck_commitment: str
    deck_start: int
    reshuffles: list[Reshuffle]
    actions: list[EuchreLoggedDealActionsItem]
    scores_before: list[float | None]
    order: list[str] | Unset = UNSET
    salt: str | Unset = UNSET
    deal: EuchreDeal | Unset = UNSET
    deal_result: EuchreDealResult | None | Unset = UNSET
    scores_after: list[float | None] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.euchre_deal_result import EuchreDealResult

        deal_number = self.deal_number

        finished = self.finished

        dealer = self.dealer

        deck_commitment = self.deck_commitment

        deck_start = self.deck_start

        reshuffles = []
        for reshuffles_item_data in self.reshuffles:
            reshuffles_item = reshuffles_item_data.to_dict()
            reshuffles.append(reshuffles_item)

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        scores_before = []
        for scores_before_item_data in self.scores_before:
            scores_before_item: float | None
            scores_before_item = scores_before_item_data
            scores_before.append(scores_before_item)

        order: list[str] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        salt = self.salt

        deal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deal, Unset):
            deal = self.deal.to_dict()

        deal_result: dict[str, Any] | None | Unset
        if isinstance(self.deal_result, Unset):
            deal_result = UNSET
        elif isinstance(self.deal_result, EuchreDealResult):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores_after: list[float | None] | Unset = UNSET
        if not isinstance(self.scores_after, Unset):
            scores_after = []
            for scores_after_item_data in self.scores_after:
                scores_after_item: float | None
                scores_after_item = scores_after_item_data
                scores_after.append(scores_after_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal_number": deal_number,
                "finished": finished,
                "dealer": dealer,
                "deck_commitment": deck_commitment,
                "deck_start": deck_start,
                "reshuffles": reshuffles,
                "actions": actions,
                "scores_before": scores_before,
            }
        )
        if order is not UNSET:
            field_dict["order"] = order
        if salt is not UNSET:
            field_dict["salt"] = salt
        if deal is not UNSET:
            field_dict["deal"] = deal
        if deal_result is not UNSET:
            field_dict["deal_result"] = deal_result
        if scores_after is not UNSET:
            field_dict["scores_after"] = scores_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.euchre_deal import EuchreDeal
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.euchre_logged_deal_actions_item import EuchreLoggedDealActionsItem
        from ..models.reshuffle import Reshuffle

        d = dict(src_dict)
        deal_number = d.pop("deal_number")

        finished = d.pop("finished")

        dealer = d.pop("dealer")

        deck_commitment = d.pop("deck_commitment")

        deck_start = d.pop("deck_start")

        reshuffles = []
        _reshuffles = d.pop("reshuffles")
        for reshuffles_item_data in _reshuffles:
            reshuffles_item = Reshuffle.from_dict(reshuffles_item_data)

            reshuffles.append(reshuffles_item)

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = EuchreLoggedDealActionsItem.from_dict(actions_item_data)

            actions.append(actions_item)

        scores_before = []
        _scores_before = d.pop("scores_before")
        for scores_before_item_data in _scores_before:

            def _parse_scores_before_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            scores_before_item = _parse_scores_before_item(scores_before_item_data)

            scores_before.append(scores_before_item)

        order = cast(list[str], d.pop("order", UNSET))

        salt = d.pop("salt", UNSET)

        _deal = d.pop("deal", UNSET)
        deal: EuchreDeal | Unset
        if isinstance(_deal, Unset):
            deal = UNSET
        else:
            deal = EuchreDeal.from_dict(_deal)

        def _parse_deal_result(data: object) -> EuchreDealResult | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EuchreDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EuchreDealResult | None | Unset, data)

        deal_result = _parse_deal_result(d.pop("deal_result", UNSET))

        _scores_after = d.pop("scores_after", UNSET)
        scores_after: list[float | None] | Unset = UNSET
        if _scores_after is not UNSET:
            scores_after = []
            for scores_after_item_data in _scores_after:

                def _parse_scores_after_item(data: object) -> float | None:
                    if data is None:
                        return data
                    return cast(float | None, data)

                scores_after_item = _parse_scores_after_item(scores_after_item_data)

                scores_after.append(scores_after_item)

        euchre_logged_deal = cls(
            deal_number=deal_number,
            finished=finished,
            dealer=dealer,
            deck_commitment=deck_commitment,
            deck_start=deck_start,
            reshuffles=reshuffles,
            actions=actions,
            scores_before=scores_before,
            order=order,
            salt=salt,
            deal=deal,
            deal_result=deal_result,
            scores_after=scores_after,
        )

        return euchre_logged_deal
