from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_replay_request_on_illegal import EuchreReplayRequestOnIllegal
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
    from ..models.euchre_rules import EuchreRules
    from ..models.euchre_stay_action import EuchreStayAction


T = TypeVar("T", bound="EuchreReplayRequest")


@_attrs_define
class EuchreReplayRequest:
    """
    Attributes:
        deal (EuchreDeal):
        rules (EuchreRules | Unset):
        scores (list[int] | None | Unset): the match score before this deal (zeros when omitted)
        actions (list[EuchreBidAction | EuchreBlindLonerAction | EuchreCallAction | EuchreDeclareAction |
            EuchreDefendAloneAction | EuchreDiscardAction | EuchreExchangeAction | EuchreMarchAction | EuchreNameTrumpAction
            | EuchreOrderUpAction | EuchrePassAction | EuchrePlayAction | EuchreRedealAction | EuchreStayAction] | Unset):
            the history, in order; each action is checked by the game's vocabulary
        on_illegal (EuchreReplayRequestOnIllegal | Unset): reject: an illegal action is a 422; report: list it in
            violations Default: EuchreReplayRequestOnIllegal.REJECT.
    """

    deal: EuchreDeal
    rules: EuchreRules | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    actions: (
        list[
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
        | Unset
    ) = UNSET
    on_illegal: EuchreReplayRequestOnIllegal | Unset = (
        EuchreReplayRequestOnIllegal.REJECT
    )

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

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        scores: list[int] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.actions, Unset):
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

        on_illegal: str | Unset = UNSET
        if not isinstance(self.on_illegal, Unset):
            on_illegal = self.on_illegal.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal": deal,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if scores is not UNSET:
            field_dict["scores"] = scores
        if actions is not UNSET:
            field_dict["actions"] = actions
        if on_illegal is not UNSET:
            field_dict["on_illegal"] = on_illegal

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
        from ..models.euchre_rules import EuchreRules
        from ..models.euchre_stay_action import EuchreStayAction

        d = dict(src_dict)
        deal = EuchreDeal.from_dict(d.pop("deal"))

        _rules = d.pop("rules", UNSET)
        rules: EuchreRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = EuchreRules.from_dict(_rules)

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

        _actions = d.pop("actions", UNSET)
        actions: (
            list[
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
            | Unset
        ) = UNSET
        if _actions is not UNSET:
            actions = []
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

        _on_illegal = d.pop("on_illegal", UNSET)
        on_illegal: EuchreReplayRequestOnIllegal | Unset
        if isinstance(_on_illegal, Unset):
            on_illegal = UNSET
        else:
            on_illegal = EuchreReplayRequestOnIllegal(_on_illegal)

        euchre_replay_request = cls(
            deal=deal,
            rules=rules,
            scores=scores,
            actions=actions,
            on_illegal=on_illegal,
        )

        return euchre_replay_request
