from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_adjudication_game import EuchreAdjudicationGame
from ..models.euchre_adjudication_phase import EuchreAdjudicationPhase

if TYPE_CHECKING:
    from ..models.euchre_adjudication_shown_item import EuchreAdjudicationShownItem
    from ..models.euchre_deal_result import EuchreDealResult
    from ..models.euchre_legal_action import EuchreLegalAction
    from ..models.euchre_rules import EuchreRules
    from ..models.trick import Trick
    from ..models.unknown_hand import UnknownHand
    from ..models.violation import Violation


T = TypeVar("T", bound="EuchreAdjudication")


@_attrs_define
class EuchreAdjudication:
    """Euchre: the rules and the report

    Attributes:
        game (EuchreAdjudicationGame):
        rules (EuchreRules):
        phase (EuchreAdjudicationPhase):
        to_act (int | None): the seat to act next; null once the deal is over
        legal_actions (list[EuchreLegalAction]): what the seat to act may do, each as a request takes it
        deal_result (EuchreDealResult | None): null until the deal is over
        scores (list[float]): the match score: one entry per team or seat
        game_over (bool):
        winner (int | None): the match's winner (a seat, or Euchre's team); null while it goes on
        violations (list[Violation]):
        dealer (int): a seat, from 0
        upcard (None | str): the card turned up; null under bidding auction (bid euchre), which turns none up Example:
            AS.
        upcard_before_dealer (bool): the dealer took the upcard up and it lies face up before him until he plays it
            (false under upcard_into_hand, where it goes into his hand unseen)
        blind_call (bool):
        turned_down (bool):
        trump (None | str): the trump suit, or after an auction no trump high or low (high, low); null until one is made
        contract (int | None): bidding auction: the highest bid so far, in tricks; null until one is made
        maker (int | None): a seat, from 0
        makers (int | None): the makers' team (or the maker's seat three-handed)
        alone (list[int]): the seats playing alone
        inactive (list[int]): the seats sitting out (a lone player's partner, an individual bid euchre player who
            dropped out)
        tricks (list[Trick]):
        tricks_won (list[int]): per side
        shown (list[EuchreAdjudicationShownItem]): the hands shown before the first lead for an exchange or a redeal
            (ace_no_face, farmers_hand), as shown
        unknown_hands (list[UnknownHand]): the hands the history leaves unknown, with what it proves of them
    """

    game: EuchreAdjudicationGame
    rules: EuchreRules
    phase: EuchreAdjudicationPhase
    to_act: int | None
    legal_actions: list[EuchreLegalAction]
    deal_result: EuchreDealResult | None
    scores: list[float]
    game_over: bool
    winner: int | None
    violations: list[Violation]
    dealer: int
    upcard: None | str
    upcard_before_dealer: bool
    blind_call: bool
    turned_down: bool
    trump: None | str
    contract: int | None
    maker: int | None
    makers: int | None
    alone: list[int]
    inactive: list[int]
    tricks: list[Trick]
    tricks_won: list[int]
    shown: list[EuchreAdjudicationShownItem]
    unknown_hands: list[UnknownHand]

    def to_dict(self) -> dict[str, Any]:
        from ..models.euchre_deal_result import EuchreDealResult

        game = self.game.value

        rules = self.rules.to_dict()

        phase = self.phase.value

        to_act: int | None
        to_act = self.to_act

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        deal_result: dict[str, Any] | None
        if isinstance(self.deal_result, EuchreDealResult):
            deal_result = self.deal_result.to_dict()
        else:
            deal_result = self.deal_result

        scores = self.scores

        game_over = self.game_over

        winner: int | None
        winner = self.winner

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        dealer = self.dealer

        upcard: None | str
        upcard = self.upcard

        upcard_before_dealer = self.upcard_before_dealer

        blind_call = self.blind_call

        turned_down = self.turned_down

        trump: None | str
        trump = self.trump

        contract: int | None
        contract = self.contract

        maker: int | None
        maker = self.maker

        makers: int | None
        makers = self.makers

        alone = self.alone

        inactive = self.inactive

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        tricks_won = self.tricks_won

        shown = []
        for shown_item_data in self.shown:
            shown_item = shown_item_data.to_dict()
            shown.append(shown_item)

        unknown_hands = []
        for unknown_hands_item_data in self.unknown_hands:
            unknown_hands_item = unknown_hands_item_data.to_dict()
            unknown_hands.append(unknown_hands_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "rules": rules,
                "phase": phase,
                "to_act": to_act,
                "legal_actions": legal_actions,
                "deal_result": deal_result,
                "scores": scores,
                "game_over": game_over,
                "winner": winner,
                "violations": violations,
                "dealer": dealer,
                "upcard": upcard,
                "upcard_before_dealer": upcard_before_dealer,
                "blind_call": blind_call,
                "turned_down": turned_down,
                "trump": trump,
                "contract": contract,
                "maker": maker,
                "makers": makers,
                "alone": alone,
                "inactive": inactive,
                "tricks": tricks,
                "tricks_won": tricks_won,
                "shown": shown,
                "unknown_hands": unknown_hands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.euchre_adjudication_shown_item import EuchreAdjudicationShownItem
        from ..models.euchre_deal_result import EuchreDealResult
        from ..models.euchre_legal_action import EuchreLegalAction
        from ..models.euchre_rules import EuchreRules
        from ..models.trick import Trick
        from ..models.unknown_hand import UnknownHand
        from ..models.violation import Violation

        d = dict(src_dict)
        game = EuchreAdjudicationGame(d.pop("game"))

        rules = EuchreRules.from_dict(d.pop("rules"))

        phase = EuchreAdjudicationPhase(d.pop("phase"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = EuchreLegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        def _parse_deal_result(data: object) -> EuchreDealResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_result_type_0 = EuchreDealResult.from_dict(data)

                return deal_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EuchreDealResult | None, data)

        deal_result = _parse_deal_result(d.pop("deal_result"))

        scores = cast(list[float], d.pop("scores"))

        game_over = d.pop("game_over")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        dealer = d.pop("dealer")

        def _parse_upcard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        upcard = _parse_upcard(d.pop("upcard"))

        upcard_before_dealer = d.pop("upcard_before_dealer")

        blind_call = d.pop("blind_call")

        turned_down = d.pop("turned_down")

        def _parse_trump(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trump = _parse_trump(d.pop("trump"))

        def _parse_contract(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        contract = _parse_contract(d.pop("contract"))

        def _parse_maker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        maker = _parse_maker(d.pop("maker"))

        def _parse_makers(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        makers = _parse_makers(d.pop("makers"))

        alone = cast(list[int], d.pop("alone"))

        inactive = cast(list[int], d.pop("inactive"))

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = Trick.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        tricks_won = cast(list[int], d.pop("tricks_won"))

        shown = []
        _shown = d.pop("shown")
        for shown_item_data in _shown:
            shown_item = EuchreAdjudicationShownItem.from_dict(shown_item_data)

            shown.append(shown_item)

        unknown_hands = []
        _unknown_hands = d.pop("unknown_hands")
        for unknown_hands_item_data in _unknown_hands:
            unknown_hands_item = UnknownHand.from_dict(unknown_hands_item_data)

            unknown_hands.append(unknown_hands_item)

        euchre_adjudication = cls(
            game=game,
            rules=rules,
            phase=phase,
            to_act=to_act,
            legal_actions=legal_actions,
            deal_result=deal_result,
            scores=scores,
            game_over=game_over,
            winner=winner,
            violations=violations,
            dealer=dealer,
            upcard=upcard,
            upcard_before_dealer=upcard_before_dealer,
            blind_call=blind_call,
            turned_down=turned_down,
            trump=trump,
            contract=contract,
            maker=maker,
            makers=makers,
            alone=alone,
            inactive=inactive,
            tricks=tricks,
            tricks_won=tricks_won,
            shown=shown,
            unknown_hands=unknown_hands,
        )

        return euchre_adjudication
