from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_deal import EcarteDeal
    from ..models.ecarte_deal_result import EcarteDealResult
    from ..models.euchre_deal import EuchreDeal
    from ..models.euchre_deal_result import EuchreDealResult
    from ..models.logged_deal_actions_item import LoggedDealActionsItem
    from ..models.ramino_deal import RaminoDeal
    from ..models.ramino_deal_result import RaminoDealResult
    from ..models.reshuffle import Reshuffle
    from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
    from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult


T = TypeVar("T", bound="LoggedDeal")


@_attrs_define
class LoggedDeal:
    """
    Attributes:
        deal_number (int | Unset):
        finished (bool | Unset):
        dealer (int | Unset):
        deck_commitment (str | Unset):
        order (list[str] | Unset): finished deals only: the deck order, top first; withheld while a later deal still
            draws from it (a continuous deck), like salt, deal and a reshuffle's order
        salt (str | Unset): finished deals only: the commitment's salt (64 hex digits)
        deck_start (int | Unset): the deal was dealt from order[deck_start:]
        reshuffles (list[Reshuffle] | Unset): each stock remade in the deal: commitment; order and salt once revealed
        deal (EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal | Unset): finished deals only: the deal as dealt
            from that order
        actions (list[LoggedDealActionsItem] | Unset): canonical actions; in the current deal another seat's face-down
            cards are replaced by counts in 'hidden' (field -> number of cards)
        deal_result (EcarteDealResult | EuchreDealResult | None | RaminoDealResult | SetteEMezzoDealResult | Unset): how
            the deal ended
        scores_before (list[float | None] | Unset):
        scores_after (list[float | None] | Unset):
    """

    deal_number: int | Unset = UNSET
    finished: bool | Unset = UNSET
    dealer: int | Unset = UNSET
    deck_commitment: str | Unset = UNSET
    order: list[str] | Unset = UNSET
    salt: str | Unset = UNSET
    deck_start: int | Unset = UNSET
    reshuffles: list[Reshuffle] | Unset = UNSET
    deal: EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal | Unset = UNSET
    actions: list[LoggedDealActionsItem] | Unset = UNSET
    deal_result: (
        EcarteDealResult
        | EuchreDealResult
        | None
        | RaminoDealResult
        | SetteEMezzoDealResult
        | Unset
    ) = UNSET
    scores_before: list[float | None] | Unset = UNSET
    scores_after: list[float | None] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_deal import EcarteDeal
        from ..models.ecarte_deal_result import EcarteDealResult
        from ..models.euchre_deal import EuchreDeal
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.ramino_deal_result import RaminoDealResult
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult

        deal_number = self.deal_number

        finished = self.finished

        dealer = self.dealer

        deck_commitment = self.deck_commitment

        order: list[str] | Unset = UNSET
        if not isinstance(self.order, Unset):
            order = self.order

        salt = self.salt

        deck_start = self.deck_start

        reshuffles: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.reshuffles, Unset):
            reshuffles = []
            for reshuffles_item_data in self.reshuffles:
                reshuffles_item = reshuffles_item_data.to_dict()
                reshuffles.append(reshuffles_item)

        deal: dict[str, Any] | Unset
        if isinstance(self.deal, Unset):
            deal = UNSET
        elif (
            isinstance(self.deal, EcarteDeal)
            or isinstance(self.deal, EuchreDeal)
            or isinstance(self.deal, SetteEMezzoDeal)
        ):
            deal = self.deal.to_dict()
        else:
            deal = self.deal.to_dict()

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
            actions = []
            for actions_item_data in self.actions:
                actions_item = actions_item_data.to_dict()
                actions.append(actions_item)

        deal_result: dict[str, Any] | None | Unset
        if isinstance(self.deal_result, Unset):
            deal_result = UNSET
        elif (
            isinstance(self.deal_result, EcarteDealResult)
            or isinstance(self.deal_result, EuchreDealResult)
            or isinstance(self.deal_result, SetteEMezzoDealResult)
            or isinstance(self.deal_result, RaminoDealResult)
        ):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores_before: list[float | None] | Unset = UNSET
        if not isinstance(self.scores_before, Unset):
            scores_before = []
            for scores_before_item_data in self.scores_before:
                scores_before_item: float | None
                scores_before_item = scores_before_item_data
                scores_before.append(scores_before_item)

        scores_after: list[float | None] | Unset = UNSET
        if not isinstance(self.scores_after, Unset):
            scores_after = []
            for scores_after_item_data in self.scores_after:
                scores_after_item: float | None
                scores_after_item = scores_after_item_data
                scores_after.append(scores_after_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deal_number is not UNSET:
            field_dict["deal_number"] = deal_number
        if finished is not UNSET:
            field_dict["finished"] = finished
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if deck_commitment is not UNSET:
            field_dict["deck_commitment"] = deck_commitment
        if order is not UNSET:
            field_dict["order"] = order
        if salt is not UNSET:
            field_dict["salt"] = salt
        if deck_start is not UNSET:
            field_dict["deck_start"] = deck_start
        if reshuffles is not UNSET:
            field_dict["reshuffles"] = reshuffles
        if deal is not UNSET:
            field_dict["deal"] = deal
        if actions is not UNSET:
            field_dict["actions"] = actions
        if deal_result is not UNSET:
            field_dict["deal_result"] = deal_result
        if scores_before is not UNSET:
            field_dict["scores_before"] = scores_before
        if scores_after is not UNSET:
            field_dict["scores_after"] = scores_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_deal import EcarteDeal
        from ..models.ecarte_deal_result import EcarteDealResult
        from ..models.euchre_deal import EuchreDeal
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.logged_deal_actions_item import LoggedDealActionsItem
        from ..models.ramino_deal import RaminoDeal
        from ..models.ramino_deal_result import RaminoDealResult
        from ..models.reshuffle import Reshuffle
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_deal_result import SetteEMezzoDealResult

        d = dict(src_dict)
        deal_number = d.pop("deal_number", UNSET)

        finished = d.pop("finished", UNSET)

        dealer = d.pop("dealer", UNSET)

        deck_commitment = d.pop("deck_commitment", UNSET)

        order = cast(list[str], d.pop("order", UNSET))

        salt = d.pop("salt", UNSET)

        deck_start = d.pop("deck_start", UNSET)

        _reshuffles = d.pop("reshuffles", UNSET)
        reshuffles: list[Reshuffle] | Unset = UNSET
        if _reshuffles is not UNSET:
            reshuffles = []
            for reshuffles_item_data in _reshuffles:
                reshuffles_item = Reshuffle.from_dict(reshuffles_item_data)

                reshuffles.append(reshuffles_item)

        def _parse_deal(
            data: object,
        ) -> EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = EcarteDeal.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_1 = EuchreDeal.from_dict(data)

                return deal_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_2 = SetteEMezzoDeal.from_dict(data)

                return deal_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            deal_type_3 = RaminoDeal.from_dict(data)

            return deal_type_3

        deal = _parse_deal(d.pop("deal", UNSET))

        _actions = d.pop("actions", UNSET)
        actions: list[LoggedDealActionsItem] | Unset = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:
                actions_item = LoggedDealActionsItem.from_dict(actions_item_data)

                actions.append(actions_item)

        def _parse_deal_result(
            data: object,
        ) -> (
            EcarteDealResult
            | EuchreDealResult
            | None
            | RaminoDealResult
            | SetteEMezzoDealResult
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EcarteDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_1 = EuchreDealResult.from_dict(data)

                return deal_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_2 = SetteEMezzoDealResult.from_dict(data)

                return deal_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_3 = RaminoDealResult.from_dict(data)

                return deal_result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                EcarteDealResult
                | EuchreDealResult
                | None
                | RaminoDealResult
                | SetteEMezzoDealResult
                | Unset,
                data,
            )

        deal_result = _parse_deal_result(d.pop("deal_result", UNSET))

        _scores_before = d.pop("scores_before", UNSET)
        scores_before: list[float | None] | Unset = UNSET
        if _scores_before is not UNSET:
            scores_before = []
            for scores_before_item_data in _scores_before:

                def _parse_scores_before_item(data: object) -> float | None:
                    if data is None:
                        return data
                    return cast(float | None, data)

                scores_before_item = _parse_scores_before_item(scores_before_item_data)

                scores_before.append(scores_before_item)

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

        logged_deal = cls(
            deal_number=deal_number,
            finished=finished,
            dealer=dealer,
            deck_commitment=deck_commitment,
            order=order,
            salt=salt,
            deck_start=deck_start,
            reshuffles=reshuffles,
            deal=deal,
            actions=actions,
            deal_result=deal_result,
            scores_before=scores_before,
            scores_after=scores_after,
        )

        return logged_deal
