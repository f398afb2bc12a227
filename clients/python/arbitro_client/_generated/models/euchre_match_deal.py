from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.euchre_bid_action import EuchreBidAction
    from ..models.euchre_blind_loner_action import EuchreBlindLonerAction
    from ..models.euchre_call_action import EuchreCallAction
    from ..models.euchre_deal import EuchreDeal
    from ..models.euchre_declare_action import EuchreDeclareAction
    from ..models.euchre_defend_alone_action import EuchreDefendAloneAction
    from ..models.euchre_discard_action import EuchreDiscardAction
    from ..models.euchre_exchange_action import EuchreExchangeAction
    from ..models.euchre_march_action import EuchreMarchAction
    from ..models.euchre_name_trump_action import EuchreNameTrumpAction
    from ..models.euchre_order_up_action import EuchreOrderUpAction
    from ..models.euchre_pass_action import EuchrePassAction
    from ..models.euchre_play_action import EuchrePlayAction
    from ..models.euchre_redeal_action import EuchreRedealAction
    from ..models.euchre_stay_action import EuchreStayAction
    from ..models.match_recorded import MatchRecorded


T = TypeVar("T", bound="EuchreMatchDeal")


@_attrs_define
class EuchreMatchDeal:
    """one deal of a match: how it was dealt, what was played, what the table wrote down

    Attributes:
        deal (EuchreDeal):
        actions (list[EuchreBidAction | EuchreBlindLonerAction | EuchreCallAction | EuchreDeclareAction |
            EuchreDefendAloneAction | EuchreDiscardAction | EuchreExchangeAction | EuchreMarchAction | EuchreNameTrumpAction
            | EuchreOrderUpAction | EuchrePassAction | EuchrePlayAction | EuchreRedealAction | EuchreStayAction]): the
            deal's actions, in order
        recorded (MatchRecorded | Unset): what the table wrote down for a deal; checked against what the deal gives
    """

    deal: EuchreDeal
    actions: list[
        EuchreBidAction
        | EuchreBlindLonerAction
        | EuchreCallAction
        | EuchreDeclareAction
        | EuchreDefendAloneAction
        | EuchreDiscardAction
        | EuchreExchangeAction
        | EuchreMarchAction
        | EuchreNameTrumpAction
        | EuchreOrderUpAction
        | EuchrePassAction
        | EuchrePlayAction
        | EuchreRedealAction
        | EuchreStayAction
    ]
    recorded: MatchRecorded | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.euchre_bid_action import EuchreBidAction
        from ..models.euchre_blind_loner_action import EuchreBlindLonerAction
        from ..models.euchre_call_action import EuchreCallAction
        from ..models.euchre_declare_action import EuchreDeclareAction
        from ..models.euchre_defend_alone_action import EuchreDefendAloneAction
        from ..models.euchre_discard_action import EuchreDiscardAction
        from ..models.euchre_exchange_action import EuchreExchangeAction
        from ..models.euchre_name_trump_action import EuchreNameTrumpAction
        from ..models.euchre_order_up_action import EuchreOrderUpAction
        from ..models.euchre_pass_action import EuchrePassAction
        from ..models.euchre_play_action import EuchrePlayAction
        from ..models.euchre_redeal_action import EuchreRedealAction
        from ..models.euchre_stay_action import EuchreStayAction

        deal = self.deal.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if (
                isinstance(actions_item_data, EuchrePassAction)
                or isinstance(actions_item_data, EuchreBlindLonerAction)
                or isinstance(actions_item_data, EuchreOrderUpAction)
                or isinstance(actions_item_data, EuchreDiscardAction)
                or isinstance(actions_item_data, EuchreCallAction)
                or isinstance(actions_item_data, EuchreDefendAloneAction)
                or isinstance(actions_item_data, EuchreExchangeAction)
                or isinstance(actions_item_data, EuchreRedealAction)
                or isinstance(actions_item_data, EuchreBidAction)
                or isinstance(actions_item_data, EuchreNameTrumpAction)
                or isinstance(actions_item_data, EuchreStayAction)
                or isinstance(actions_item_data, EuchreDeclareAction)
                or isinstance(actions_item_data, EuchrePlayAction)
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
        from ..models.euchre_bid_action import EuchreBidAction
        from ..models.euchre_blind_loner_action import EuchreBlindLonerAction
        from ..models.euchre_call_action import EuchreCallAction
        from ..models.euchre_deal import EuchreDeal
        from ..models.euchre_declare_action import EuchreDeclareAction
        from ..models.euchre_defend_alone_action import EuchreDefendAloneAction
        from ..models.euchre_discard_action import EuchreDiscardAction
        from ..models.euchre_exchange_action import EuchreExchangeAction
        from ..models.euchre_march_action import EuchreMarchAction
        from ..models.euchre_name_trump_action import EuchreNameTrumpAction
        from ..models.euchre_order_up_action import EuchreOrderUpAction
        from ..models.euchre_pass_action import EuchrePassAction
        from ..models.euchre_play_action import EuchrePlayAction
        from ..models.euchre_redeal_action import EuchreRedealAction
        from ..models.euchre_stay_action import EuchreStayAction
        from ..models.match_recorded import MatchRecorded

        d = dict(src_dict)
        deal = EuchreDeal.from_dict(d.pop("deal"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> (
                EuchreBidAction
                | EuchreBlindLonerAction
                | EuchreCallAction
                | EuchreDeclareAction
                | EuchreDefendAloneAction
                | EuchreDiscardAction
                | EuchreExchangeAction
                | EuchreMarchAction
                | EuchreNameTrumpAction
                | EuchreOrderUpAction
                | EuchrePassAction
                | EuchrePlayAction
                | EuchreRedealAction
                | EuchreStayAction
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = EuchrePassAction.from_dict(data)

                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = EuchreBlindLonerAction.from_dict(data)

                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = EuchreOrderUpAction.from_dict(data)

                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = EuchreDiscardAction.from_dict(data)

                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_4 = EuchreCallAction.from_dict(data)

                    return actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_5 = EuchreDefendAloneAction.from_dict(data)

                    return actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = EuchreExchangeAction.from_dict(data)

                    return actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_7 = EuchreRedealAction.from_dict(data)

                    return actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_8 = EuchreBidAction.from_dict(data)

                    return actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_9 = EuchreNameTrumpAction.from_dict(data)

                    return actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_10 = EuchreStayAction.from_dict(data)

                    return actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_11 = EuchreDeclareAction.from_dict(data)

                    return actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_12 = EuchrePlayAction.from_dict(data)

                    return actions_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_13 = EuchreMarchAction.from_dict(data)

                return actions_item_type_13

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        _recorded = d.pop("recorded", UNSET)
        recorded: MatchRecorded | Unset
        if isinstance(_recorded, Unset):
            recorded = UNSET
        else:
            recorded = MatchRecorded.from_dict(_recorded)

        euchre_match_deal = cls(
            deal=deal,
            actions=actions,
            recorded=recorded,
        )

        return euchre_match_deal
