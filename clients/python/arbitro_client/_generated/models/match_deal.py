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
    from ..models.ramino_close_action import RaminoCloseAction
    from ..models.ramino_deal import RaminoDeal
    from ..models.ramino_discard_action import RaminoDiscardAction
    from ..models.ramino_draw_action import RaminoDrawAction
    from ..models.ramino_lay_off_action import RaminoLayOffAction
    from ..models.ramino_meld_action import RaminoMeldAction
    from ..models.ramino_open_action import RaminoOpenAction
    from ..models.ramino_swap_joker_action import RaminoSwapJokerAction
    from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
    from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
    from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction
    from ..models.sette_e_mezzo_stand_action import SetteEMezzoStandAction


T = TypeVar("T", bound="MatchDeal")


@_attrs_define
class MatchDeal:
    """one deal of a match: how it was dealt, what was played, what the table wrote down

    Attributes:
        deal (EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal): the deal, as the game's stateless endpoints take
            it; dealer, and the match's count of deals (deals_played, hand_number), may be left out after the first: the
            rotation and the deals before fill them in
        actions (list[EcarteAcceptAction | EcarteDeclareKingAction | EcarteExchangeAction | EcartePlayAction |
            EcarteProposeAction | EcarteRefuseAction | EuchreBidAction | EuchreBlindLonerAction | EuchreCallAction |
            EuchreDeclareAction | EuchreDefendAloneAction | EuchreDiscardAction | EuchreExchangeAction | EuchreMarchAction |
            EuchreNameTrumpAction | EuchreOrderUpAction | EuchrePassAction | EuchrePlayAction | EuchreRedealAction |
            EuchreStayAction | RaminoCloseAction | RaminoDiscardAction | RaminoDrawAction | RaminoLayOffAction |
            RaminoMeldAction | RaminoOpenAction | RaminoSwapJokerAction | SetteEMezzoBetAction | SetteEMezzoHitAction |
            SetteEMezzoStandAction]): the deal's actions, in order
        recorded (MatchRecorded | Unset): what the table wrote down for a deal; checked against what the deal gives
    """

    deal: EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal
    actions: list[
        EcarteAcceptAction
        | EcarteDeclareKingAction
        | EcarteExchangeAction
        | EcartePlayAction
        | EcarteProposeAction
        | EcarteRefuseAction
        | EuchreBidAction
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
        | RaminoCloseAction
        | RaminoDiscardAction
        | RaminoDrawAction
        | RaminoLayOffAction
        | RaminoMeldAction
        | RaminoOpenAction
        | RaminoSwapJokerAction
        | SetteEMezzoBetAction
        | SetteEMezzoHitAction
        | SetteEMezzoStandAction
    ]
    recorded: MatchRecorded | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_accept_action import EcarteAcceptAction
        from ..models.ecarte_deal import EcarteDeal
        from ..models.ecarte_declare_king_action import EcarteDeclareKingAction
        from ..models.ecarte_exchange_action import EcarteExchangeAction
        from ..models.ecarte_play_action import EcartePlayAction
        from ..models.ecarte_propose_action import EcarteProposeAction
        from ..models.ecarte_refuse_action import EcarteRefuseAction
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
        from ..models.ramino_discard_action import RaminoDiscardAction
        from ..models.ramino_draw_action import RaminoDrawAction
        from ..models.ramino_lay_off_action import RaminoLayOffAction
        from ..models.ramino_meld_action import RaminoMeldAction
        from ..models.ramino_open_action import RaminoOpenAction
        from ..models.ramino_swap_joker_action import RaminoSwapJokerAction
        from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction
        from ..models.sette_e_mezzo_stand_action import SetteEMezzoStandAction

        deal: dict[str, Any]
        if (
            isinstance(self.deal, EcarteDeal)
            or isinstance(self.deal, EuchreDeal)
            or isinstance(self.deal, SetteEMezzoDeal)
        ):
            deal = self.deal.to_dict()
        else:
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
                or isinstance(actions_item_data, EcartePlayAction)
                or isinstance(actions_item_data, EuchrePassAction)
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
                or isinstance(actions_item_data, EuchreMarchAction)
                or isinstance(actions_item_data, SetteEMezzoBetAction)
                or isinstance(actions_item_data, SetteEMezzoHitAction)
                or isinstance(actions_item_data, SetteEMezzoStandAction)
                or isinstance(actions_item_data, RaminoDrawAction)
                or isinstance(actions_item_data, RaminoOpenAction)
                or isinstance(actions_item_data, RaminoMeldAction)
                or isinstance(actions_item_data, RaminoLayOffAction)
                or isinstance(actions_item_data, RaminoSwapJokerAction)
                or isinstance(actions_item_data, RaminoDiscardAction)
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
        from ..models.ramino_close_action import RaminoCloseAction
        from ..models.ramino_deal import RaminoDeal
        from ..models.ramino_discard_action import RaminoDiscardAction
        from ..models.ramino_draw_action import RaminoDrawAction
        from ..models.ramino_lay_off_action import RaminoLayOffAction
        from ..models.ramino_meld_action import RaminoMeldAction
        from ..models.ramino_open_action import RaminoOpenAction
        from ..models.ramino_swap_joker_action import RaminoSwapJokerAction
        from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction
        from ..models.sette_e_mezzo_stand_action import SetteEMezzoStandAction

        d = dict(src_dict)

        def _parse_deal(
            data: object,
        ) -> EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal:
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

        deal = _parse_deal(d.pop("deal"))

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
                | EuchreBidAction
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
                | RaminoCloseAction
                | RaminoDiscardAction
                | RaminoDrawAction
                | RaminoLayOffAction
                | RaminoMeldAction
                | RaminoOpenAction
                | RaminoSwapJokerAction
                | SetteEMezzoBetAction
                | SetteEMezzoHitAction
                | SetteEMezzoStandAction
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_5 = EcartePlayAction.from_dict(data)

                    return actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = EuchrePassAction.from_dict(data)

                    return actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_7 = EuchreBlindLonerAction.from_dict(data)

                    return actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_8 = EuchreOrderUpAction.from_dict(data)

                    return actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_9 = EuchreDiscardAction.from_dict(data)

                    return actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_10 = EuchreCallAction.from_dict(data)

                    return actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_11 = EuchreDefendAloneAction.from_dict(data)

                    return actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_12 = EuchreExchangeAction.from_dict(data)

                    return actions_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_13 = EuchreRedealAction.from_dict(data)

                    return actions_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_14 = EuchreBidAction.from_dict(data)

                    return actions_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_15 = EuchreNameTrumpAction.from_dict(data)

                    return actions_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_16 = EuchreStayAction.from_dict(data)

                    return actions_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_17 = EuchreDeclareAction.from_dict(data)

                    return actions_item_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_18 = EuchrePlayAction.from_dict(data)

                    return actions_item_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_19 = EuchreMarchAction.from_dict(data)

                    return actions_item_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_20 = SetteEMezzoBetAction.from_dict(data)

                    return actions_item_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_21 = SetteEMezzoHitAction.from_dict(data)

                    return actions_item_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_22 = SetteEMezzoStandAction.from_dict(data)

                    return actions_item_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_23 = RaminoDrawAction.from_dict(data)

                    return actions_item_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_24 = RaminoOpenAction.from_dict(data)

                    return actions_item_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_25 = RaminoMeldAction.from_dict(data)

                    return actions_item_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_26 = RaminoLayOffAction.from_dict(data)

                    return actions_item_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_27 = RaminoSwapJokerAction.from_dict(data)

                    return actions_item_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_28 = RaminoDiscardAction.from_dict(data)

                    return actions_item_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_29 = RaminoCloseAction.from_dict(data)

                return actions_item_type_29

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        _recorded = d.pop("recorded", UNSET)
        recorded: MatchRecorded | Unset
        if isinstance(_recorded, Unset):
            recorded = UNSET
        else:
            recorded = MatchRecorded.from_dict(_recorded)

        match_deal = cls(
            deal=deal,
            actions=actions,
            recorded=recorded,
        )

        return match_deal
