from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.match_recorded import MatchRecorded
    from ..models.ramino_close_action import RaminoCloseAction
    from ..models.ramino_deal import RaminoDeal
    from ..models.ramino_discard_action import RaminoDiscardAction
    from ..models.ramino_draw_action import RaminoDrawAction
    from ..models.ramino_lay_off_action import RaminoLayOffAction
    from ..models.ramino_meld_action import RaminoMeldAction
    from ..models.ramino_open_action import RaminoOpenAction
    from ..models.ramino_swap_joker_action import RaminoSwapJokerAction


T = TypeVar("T", bound="RaminoMatchDeal")


@_attrs_define
class RaminoMatchDeal:
    """one deal of a match: how it was dealt, what was played, what the table wrote down

    Attributes:
        deal (RaminoDeal):
        actions (list[RaminoCloseAction | RaminoDiscardAction | RaminoDrawAction | RaminoLayOffAction | RaminoMeldAction
            | RaminoOpenAction | RaminoSwapJokerAction]): the deal's actions, in order
        recorded (MatchRecorded | Unset): what the table wrote down for a deal; checked against what the deal gives
    """

    deal: RaminoDeal
    actions: list[
        RaminoCloseAction
        | RaminoDiscardAction
        | RaminoDrawAction
        | RaminoLayOffAction
        | RaminoMeldAction
        | RaminoOpenAction
        | RaminoSwapJokerAction
    ]
    recorded: MatchRecorded | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ramino_discard_action import RaminoDiscardAction
        from ..models.ramino_draw_action import RaminoDrawAction
        from ..models.ramino_lay_off_action import RaminoLayOffAction
        from ..models.ramino_meld_action import RaminoMeldAction
        from ..models.ramino_open_action import RaminoOpenAction
        from ..models.ramino_swap_joker_action import RaminoSwapJokerAction

        deal = self.deal.to_dict()

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
        from ..models.ramino_close_action import RaminoCloseAction
        from ..models.ramino_deal import RaminoDeal
        from ..models.ramino_discard_action import RaminoDiscardAction
        from ..models.ramino_draw_action import RaminoDrawAction
        from ..models.ramino_lay_off_action import RaminoLayOffAction
        from ..models.ramino_meld_action import RaminoMeldAction
        from ..models.ramino_open_action import RaminoOpenAction
        from ..models.ramino_swap_joker_action import RaminoSwapJokerAction

        d = dict(src_dict)
        deal = RaminoDeal.from_dict(d.pop("deal"))

        actions = []
        _actions = d.pop("actions")
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

        _recorded = d.pop("recorded", UNSET)
        recorded: MatchRecorded | Unset
        if isinstance(_recorded, Unset):
            recorded = UNSET
        else:
            recorded = MatchRecorded.from_dict(_recorded)

        ramino_match_deal = cls(
            deal=deal,
            actions=actions,
            recorded=recorded,
        )

        return ramino_match_deal
