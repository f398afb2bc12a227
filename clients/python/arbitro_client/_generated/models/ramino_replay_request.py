from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ramino_replay_request_on_illegal import RaminoReplayRequestOnIllegal
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ramino_close_action import RaminoCloseAction
    from ..models.ramino_deal import RaminoDeal
    from ..models.ramino_discard_action import RaminoDiscardAction
    from ..models.ramino_draw_action import RaminoDrawAction
    from ..models.ramino_lay_off_action import RaminoLayOffAction
    from ..models.ramino_meld_action import RaminoMeldAction
    from ..models.ramino_open_action import RaminoOpenAction
    from ..models.ramino_rules import RaminoRules
    from ..models.ramino_swap_joker_action import RaminoSwapJokerAction


T = TypeVar("T", bound="RaminoReplayRequest")


@_attrs_define
class RaminoReplayRequest:
    """
    Attributes:
        deal (RaminoDeal):
        rules (RaminoRules | Unset):
        scores (list[int] | None | Unset): the match score before this deal (zeros when omitted)
        actions (list[RaminoCloseAction | RaminoDiscardAction | RaminoDrawAction | RaminoLayOffAction | RaminoMeldAction
            | RaminoOpenAction | RaminoSwapJokerAction] | Unset): the history, in order; each action is checked by the
            game's vocabulary
        on_illegal (RaminoReplayRequestOnIllegal | Unset): reject: an illegal action is a 422; report: list it in
            violations Default: RaminoReplayRequestOnIllegal.REJECT.
    """

    deal: RaminoDeal
    rules: RaminoRules | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    actions: (
        list[
            RaminoCloseAction
            | RaminoDiscardAction
            | RaminoDrawAction
            | RaminoLayOffAction
            | RaminoMeldAction
            | RaminoOpenAction
            | RaminoSwapJokerAction
        ]
        | Unset
    ) = UNSET
    on_illegal: RaminoReplayRequestOnIllegal | Unset = (
        RaminoReplayRequestOnIllegal.REJECT
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.ramino_discard_action import RaminoDiscardAction
        from ..models.ramino_draw_action import RaminoDrawAction
        from ..models.ramino_lay_off_action import RaminoLayOffAction
        from ..models.ramino_meld_action import RaminoMeldAction
        from ..models.ramino_open_action import RaminoOpenAction
        from ..models.ramino_swap_joker_action import RaminoSwapJokerAction

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
                    isinstance(actions_item_data, RaminoDrawAction)
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
        from ..models.ramino_close_action import RaminoCloseAction
        from ..models.ramino_deal import RaminoDeal
        from ..models.ramino_discard_action import RaminoDiscardAction
        from ..models.ramino_draw_action import RaminoDrawAction
        from ..models.ramino_lay_off_action import RaminoLayOffAction
        from ..models.ramino_meld_action import RaminoMeldAction
        from ..models.ramino_open_action import RaminoOpenAction
        from ..models.ramino_rules import RaminoRules
        from ..models.ramino_swap_joker_action import RaminoSwapJokerAction

        d = dict(src_dict)
        deal = RaminoDeal.from_dict(d.pop("deal"))

        _rules = d.pop("rules", UNSET)
        rules: RaminoRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = RaminoRules.from_dict(_rules)

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
                RaminoCloseAction
                | RaminoDiscardAction
                | RaminoDrawAction
                | RaminoLayOffAction
                | RaminoMeldAction
                | RaminoOpenAction
                | RaminoSwapJokerAction
            ]
            | Unset
        ) = UNSET
        if _actions is not UNSET:
            actions = []
            for actions_item_data in _actions:

                def _parse_actions_item(
                    data: object,
                ) -> (
                    RaminoCloseAction
                    | RaminoDiscardAction
                    | RaminoDrawAction
                    | RaminoLayOffAction
                    | RaminoMeldAction
                    | RaminoOpenAction
                    | RaminoSwapJokerAction
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_0 = RaminoDrawAction.from_dict(data)

                        return actions_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_1 = RaminoOpenAction.from_dict(data)

                        return actions_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_2 = RaminoMeldAction.from_dict(data)

                        return actions_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_3 = RaminoLayOffAction.from_dict(data)

                        return actions_item_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_4 = RaminoSwapJokerAction.from_dict(data)

                        return actions_item_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        actions_item_type_5 = RaminoDiscardAction.from_dict(data)

                        return actions_item_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = RaminoCloseAction.from_dict(data)

                    return actions_item_type_6

                actions_item = _parse_actions_item(actions_item_data)

                actions.append(actions_item)

        _on_illegal = d.pop("on_illegal", UNSET)
        on_illegal: RaminoReplayRequestOnIllegal | Unset
        if isinstance(_on_illegal, Unset):
            on_illegal = UNSET
        else:
            on_illegal = RaminoReplayRequestOnIllegal(_on_illegal)

        ramino_replay_request = cls(
            deal=deal,
            rules=rules,
            scores=scores,
            actions=actions,
            on_illegal=on_illegal,
        )

        return ramino_replay_request
