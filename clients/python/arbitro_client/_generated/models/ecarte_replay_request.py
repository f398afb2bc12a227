from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ecarte_replay_request_on_illegal import EcarteReplayRequestOnIllegal
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_accept_action import EcarteAcceptAction
    from ..models.ecarte_deal import EcarteDeal
    from ..models.ecarte_declare_king_action import EcarteDeclareKingAction
    from ..models.ecarte_exchange_action import EcarteExchangeAction
    from ..models.ecarte_play_action import EcartePlayAction
    from ..models.ecarte_propose_action import EcarteProposeAction
    from ..models.ecarte_refuse_action import EcarteRefuseAction
    from ..models.ecarte_rules import EcarteRules


T = TypeVar("T", bound="EcarteReplayRequest")


@_attrs_define
class EcarteReplayRequest:
    """
    Attributes:
        deal (EcarteDeal):
        rules (EcarteRules | Unset):
        scores (list[int] | None | Unset): the match score before this deal (zeros when omitted)
        actions (list[EcarteAcceptAction | EcarteDeclareKingAction | EcarteExchangeAction | EcartePlayAction |
            EcarteProposeAction | EcarteRefuseAction] | Unset): the history, in order; each action is checked by the game's
            vocabulary
        on_illegal (EcarteReplayRequestOnIllegal | Unset): reject: an illegal action is a 422; report: list it in
            violations Default: EcarteReplayRequestOnIllegal.REJECT.
    """

    deal: EcarteDeal
    rules: EcarteRules | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    actions: (
        list[
            EcarteAcceptAction
            | EcarteDeclareKingAction
            | EcarteExchangeAction
            | EcartePlayAction
            | EcarteProposeAction
            | EcarteRefuseAction
        ]
        | Unset
    ) = UNSET
    on_illegal: EcarteReplayRequestOnIllegal | Unset = (
        EcarteReplayRequestOnIllegal.REJECT
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_accept_action import EcarteAcceptAction
        from ..models.ecarte_declare_king_action import EcarteDeclareKingAction
        from ..models.ecarte_exchange_action import EcarteExchangeAction
        from ..models.ecarte_propose_action import EcarteProposeAction
        from ..models.ecarte_refuse_action import EcarteRefuseAction

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
        from ..models.ecarte_accept_action import EcarteAcceptAction
        from ..models.ecarte_deal import EcarteDeal
        from ..models.ecarte_declare_king_action import EcarteDeclareKingAction
        from ..models.ecarte_exchange_action import EcarteExchangeAction
        from ..models.ecarte_play_action import EcartePlayAction
        from ..models.ecarte_propose_action import EcarteProposeAction
        from ..models.ecarte_refuse_action import EcarteRefuseAction
        from ..models.ecarte_rules import EcarteRules

        d = dict(src_dict)
        deal = EcarteDeal.from_dict(d.pop("deal"))

        _rules = d.pop("rules", UNSET)
        rules: EcarteRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = EcarteRules.from_dict(_rules)

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
                EcarteAcceptAction
                | EcarteDeclareKingAction
                | EcarteExchangeAction
                | EcartePlayAction
                | EcarteProposeAction
                | EcarteRefuseAction
            ]
            | Unset
        ) = UNSET
        if _actions is not UNSET:
            actions = []
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

        _on_illegal = d.pop("on_illegal", UNSET)
        on_illegal: EcarteReplayRequestOnIllegal | Unset
        if isinstance(_on_illegal, Unset):
            on_illegal = UNSET
        else:
            on_illegal = EcarteReplayRequestOnIllegal(_on_illegal)

        ecarte_replay_request = cls(
            deal=deal,
            rules=rules,
            scores=scores,
            actions=actions,
            on_illegal=on_illegal,
        )

        return ecarte_replay_request
