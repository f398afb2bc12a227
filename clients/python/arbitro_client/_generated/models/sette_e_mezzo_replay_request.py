from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_replay_request_on_illegal import (
    SetteEMezzoReplayRequestOnIllegal,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
    from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
    from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules
    from ..models.sette_e_mezzo_stand_action import SetteEMezzoStandAction


T = TypeVar("T", bound="SetteEMezzoReplayRequest")


@_attrs_define
class SetteEMezzoReplayRequest:
    """
    Attributes:
        deal (SetteEMezzoDeal):
        rules (SetteEMezzoRules | Unset):
        scores (list[int] | None | Unset): the match score before this deal (zeros when omitted)
        actions (list[SetteEMezzoBetAction | SetteEMezzoHitAction | SetteEMezzoStandAction] | Unset): the history, in
            order; each action is checked by the game's vocabulary
        on_illegal (SetteEMezzoReplayRequestOnIllegal | Unset): reject: an illegal action is a 422; report: list it in
            violations Default: SetteEMezzoReplayRequestOnIllegal.REJECT.
    """

    deal: SetteEMezzoDeal
    rules: SetteEMezzoRules | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    actions: (
        list[SetteEMezzoBetAction | SetteEMezzoHitAction | SetteEMezzoStandAction]
        | Unset
    ) = UNSET
    on_illegal: SetteEMezzoReplayRequestOnIllegal | Unset = (
        SetteEMezzoReplayRequestOnIllegal.REJECT
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
        from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction

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
                if isinstance(actions_item_data, SetteEMezzoBetAction) or isinstance(
                    actions_item_data, SetteEMezzoHitAction
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
        from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules
        from ..models.sette_e_mezzo_stand_action import SetteEMezzoStandAction

        d = dict(src_dict)
        deal = SetteEMezzoDeal.from_dict(d.pop("deal"))

        _rules = d.pop("rules", UNSET)
        rules: SetteEMezzoRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = SetteEMezzoRules.from_dict(_rules)

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
            list[SetteEMezzoBetAction | SetteEMezzoHitAction | SetteEMezzoStandAction]
            | Unset
        ) = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:

                def _parse_actions_item(
                    data: object,
                ) -> (
                    SetteEMezzoBetAction | SetteEMezzoHitAction | SetteEMezzoStandAction
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_0 = SetteEMezzoBetAction.from_dict(data)

                        return actions_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_1 = SetteEMezzoHitAction.from_dict(data)

                        return actions_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = SetteEMezzoStandAction.from_dict(data)

                    return actions_item_type_2

                actions_item = _parse_actions_item(actions_item_data)

                actions.append(actions_item)

        _on_illegal = d.pop("on_illegal", UNSET)
        on_illegal: SetteEMezzoReplayRequestOnIllegal | Unset
        if isinstance(_on_illegal, Unset):
            on_illegal = UNSET
        else:
            on_illegal = SetteEMezzoReplayRequestOnIllegal(_on_illegal)

        sette_e_mezzo_replay_request = cls(
            deal=deal,
            rules=rules,
            scores=scores,
            actions=actions,
            on_illegal=on_illegal,
        )

        return sette_e_mezzo_replay_request
