from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_accept_action import EcarteAcceptAction
    from ..models.ecarte_deal import EcarteDeal
    from ..models.ecarte_declare_king_action import EcarteDeclareKingAction
    from ..models.ecarte_exchange_action import EcarteExchangeAction
    from ..models.ecarte_play_action import EcartePlayAction
    from ..models.ecarte_propose_action import EcarteProposeAction
    from ..models.ecarte_refuse_action import EcarteRefuseAction
    from ..models.match_recorded import MatchRecorded


T = TypeVar("T", bound="EcarteMatchDeal")


@_attrs_define
class EcarteMatchDeal:
    """one deal of a match: how it was dealt, what was played, what the table wrote down

    Attributes:
        deal (EcarteDeal):
        actions (list[EcarteAcceptAction | EcarteDeclareKingAction | EcarteExchangeAction | EcartePlayAction |
            EcarteProposeAction | EcarteRefuseAction]): the deal's actions, in order
        recorded (MatchRecorded | Unset): what the table wrote down for a deal; checked against what the deal gives
    """

    deal: EcarteDeal
    actions: list[
        EcarteAcceptAction
        | EcarteDeclareKingAction
        | EcarteExchangeAction
        | EcartePlayAction
        | EcarteProposeAction
        | EcarteRefuseAction
    ]
    recorded: MatchRecorded | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_accept_action import EcarteAcceptAction
        from ..models.ecarte_declare_king_action import EcarteDeclareKingAction
        from ..models.ecarte_exchange_action import EcarteExchangeAction
        from ..models.ecarte_propose_action import EcarteProposeAction
        from ..models.ecarte_refuse_action import EcarteRefuseAction

        deal = self.deal.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if (
                isinstance(actions_item_data, EcarteProposeAction)
                or isinstance(actions_item_data, EcarteAcceptAction)
                or isinstance(actions_item_data, EcarteRefuseAction)
                or isinstance(actions_item_data, EcarteExchangeAction)
                or isinstance(actions_item_data, EcarteDeclareKingAction)
            ):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        recorded: dict[str, Any] | Unset = UNSET
        if not isinstance(self.recorded, Unset):
            recorded = self.recorded.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal": deal,
                "actions": actions,
            }
        )
        if recorded is not UNSET:
            field_dict["recorded"] = recorded

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_accept_action import EcarteAcceptAction
        from ..models.ecarte_deal import EcarteDeal
        from ..models.ecarte_declare_king_action import EcarteDeclareKingAction
        from ..models.ecarte_exchange_action import EcarteExchangeAction
        from ..models.ecarte_play_action import EcartePlayAction
        from ..models.ecarte_propose_action import EcarteProposeAction
        from ..models.ecarte_refuse_action import EcarteRefuseAction
        from ..models.match_recorded import MatchRecorded

        d = dict(src_dict)
        deal = EcarteDeal.from_dict(d.pop("deal"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> (
                EcarteAcceptAction
                | EcarteDeclareKingAction
                | EcarteExchangeAction
                | EcartePlayAction
                | EcarteProposeAction
                | EcarteRefuseAction
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = EcarteProposeAction.from_dict(data)

                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = EcarteAcceptAction.from_dict(data)

                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = EcarteRefuseAction.from_dict(data)

                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = EcarteExchangeAction.from_dict(data)

                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_4 = EcarteDeclareKingAction.from_dict(data)

                    return actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_5 = EcartePlayAction.from_dict(data)

                return actions_item_type_5

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        _recorded = d.pop("recorded", UNSET)
        recorded: MatchRecorded | Unset
        if isinstance(_recorded, Unset):
            recorded = UNSET
        else:
            recorded = MatchRecorded.from_dict(_recorded)

        ecarte_match_deal = cls(
            deal=deal,
            actions=actions,
            recorded=recorded,
        )

        return ecarte_match_deal
