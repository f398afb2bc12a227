from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sette_e_mezzo_legal_actions_game import SetteEMezzoLegalActionsGame

if TYPE_CHECKING:
    from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction


T = TypeVar("T", bound="SetteEMezzoLegalActions")


@_attrs_define
class SetteEMezzoLegalActions:
    """
    Attributes:
        game (SetteEMezzoLegalActionsGame):
        to_act (int | None): the seat to act next; null once the deal is over
        legal_actions (list[SetteEMezzoLegalAction]): what the seat to act may do, each as a request takes it
    """

    game: SetteEMezzoLegalActionsGame
    to_act: int | None
    legal_actions: list[SetteEMezzoLegalAction]

    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        to_act: int | None
        to_act = self.to_act

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "to_act": to_act,
                "legal_actions": legal_actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction

        d = dict(src_dict)
        game = SetteEMezzoLegalActionsGame(d.pop("game"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = SetteEMezzoLegalAction.from_dict(
                legal_actions_item_data
            )

            legal_actions.append(legal_actions_item)

        sette_e_mezzo_legal_actions = cls(
            game=game,
            to_act=to_act,
            legal_actions=legal_actions,
        )

        return sette_e_mezzo_legal_actions
