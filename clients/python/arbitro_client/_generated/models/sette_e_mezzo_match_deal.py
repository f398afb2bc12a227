from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.match_recorded import MatchRecorded
    from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
    from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
    from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction
    from ..models.sette_e_mezzo_stand_action import SetteEMezzoStandAction


T = TypeVar("T", bound="SetteEMezzoMatchDeal")


@_attrs_define
class SetteEMezzoMatchDeal:
    """one deal of a match: how it was dealt, what was played, what the table wrote down

    Attributes:
        deal (SetteEMezzoDeal):
        actions (list[SetteEMezzoBetAction | SetteEMezzoHitAction | SetteEMezzoStandAction]): the deal's actions, in
            order
        recorded (MatchRecorded | Unset): what the table wrote down for a deal; checked against what the deal gives
    """

    deal: SetteEMezzoDeal
    actions: list[SetteEMezzoBetAction | SetteEMezzoHitAction | SetteEMezzoStandAction]
    recorded: MatchRecorded | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
        from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction

        deal = self.deal.to_dict()

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
        from ..models.match_recorded import MatchRecorded
        from ..models.sette_e_mezzo_bet_action import SetteEMezzoBetAction
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_hit_action import SetteEMezzoHitAction
        from ..models.sette_e_mezzo_stand_action import SetteEMezzoStandAction

        d = dict(src_dict)
        deal = SetteEMezzoDeal.from_dict(d.pop("deal"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> SetteEMezzoBetAction | SetteEMezzoHitAction | SetteEMezzoStandAction:
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

        _recorded = d.pop("recorded", UNSET)
        recorded: MatchRecorded | Unset
        if isinstance(_recorded, Unset):
            recorded = UNSET
        else:
            recorded = MatchRecorded.from_dict(_recorded)

        sette_e_mezzo_match_deal = cls(
            deal=deal,
            actions=actions,
            recorded=recorded,
        )

        return sette_e_mezzo_match_deal
