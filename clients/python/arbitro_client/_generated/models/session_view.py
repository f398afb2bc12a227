from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.session_view_game import SessionViewGame
from ..models.session_view_role import SessionViewRole
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_deal import EcarteDeal
    from ..models.ecarte_legal_action import EcarteLegalAction
    from ..models.ecarte_report import EcarteReport
    from ..models.ecarte_rules import EcarteRules
    from ..models.ecarte_seat_view import EcarteSeatView
    from ..models.euchre_deal import EuchreDeal
    from ..models.euchre_legal_action import EuchreLegalAction
    from ..models.euchre_report import EuchreReport
    from ..models.euchre_rules import EuchreRules
    from ..models.euchre_seat_view import EuchreSeatView
    from ..models.last_deal import LastDeal
    from ..models.match_pool import MatchPool
    from ..models.ramino_deal import RaminoDeal
    from ..models.ramino_legal_action import RaminoLegalAction
    from ..models.ramino_report import RaminoReport
    from ..models.ramino_rules import RaminoRules
    from ..models.ramino_seat_view import RaminoSeatView
    from ..models.session_limits import SessionLimits
    from ..models.session_view_last_deal_type_0_type_0 import (
        SessionViewLastDealType0Type0,
    )
    from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
    from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
    from ..models.sette_e_mezzo_report import SetteEMezzoReport
    from ..models.sette_e_mezzo_rules import SetteEMezzoRules
    from ..models.sette_e_mezzo_seat_view import SetteEMezzoSeatView
    from ..models.tokens import Tokens


T = TypeVar("T", bound="SessionView")


@_attrs_define
class SessionView:
    """
    Attributes:
        session_id (str | Unset):
        version (int | Unset): the session version; the ETag is "v<version>"
        game (SessionViewGame | Unset):
        rules (EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules | Unset): the match's rules in full, as
            resolved
        seats (int | Unset):
        role (SessionViewRole | Unset): seat, referee, or public (the creation answer)
        seat (int | None | Unset): the token's seat; null for the referee
        deal_number (int | Unset): 1 for the match's first deal
        dealer (int | Unset):
        deck_commitment (str | Unset): sha256((",".join(order) + ":" + salt).encode("ascii")), hex; see the log
        deck_start (int | Unset): cards of the committed order used by earlier deals (a continuous deck); else 0
        reshuffle_commitments (list[str] | Unset): the commitment of each stock remade in this deal, same encoding; see
            the log
        scores (list[float | None] | Unset): the match score before this deal
        pool (MatchPool | None | Unset): the match's pool before this deal (its antes and every stake paid), taken by
            the winner once the match is over; null: no pool in this game (every game but set-back euchre)
        game_over (bool | Unset):
        winner (int | None | Unset):
        to_act (int | None | Unset):
        limits (SessionLimits | Unset):
        legal_actions (list[EcarteLegalAction | EuchreLegalAction | RaminoLegalAction | SetteEMezzoLegalAction] |
            Unset): the token's seat's legal actions when it is to act (the referee's: the seat to act's); else empty
        deal (EcarteReport | EcarteSeatView | EuchreReport | EuchreSeatView | RaminoReport | RaminoSeatView |
            SetteEMezzoReport | SetteEMezzoSeatView | Unset): the game's seat view (own cards, others' counts, public facts;
            no legal_actions); referee: the full report
        dealt (EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal | Unset): referee only: the deal as dealt, every
            hand and the stock
        seat_views (list[EcarteSeatView | EuchreSeatView | RaminoSeatView | SetteEMezzoSeatView] | Unset): referee only:
            every seat's view
        last_deal (LastDeal | None | SessionViewLastDealType0Type0 | Unset):
        tokens (Tokens | Unset):
    """

    session_id: str | Unset = UNSET
    version: int | Unset = UNSET
    game: SessionViewGame | Unset = UNSET
    rules: EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules | Unset = UNSET
    seats: int | Unset = UNSET
    role: SessionViewRole | Unset = UNSET
    seat: int | None | Unset = UNSET
    deal_number: int | Unset = UNSET
    dealer: int | Unset = UNSET
    deck_commitment: str | Unset = UNSET
    deck_start: int | Unset = UNSET
    reshuffle_commitments: list[str] | Unset = UNSET
    scores: list[float | None] | Unset = UNSET
    pool: MatchPool | None | Unset = UNSET
    game_over: bool | Unset = UNSET
    winner: int | None | Unset = UNSET
    to_act: int | None | Unset = UNSET
    limits: SessionLimits | Unset = UNSET
    legal_actions: (
        list[
            EcarteLegalAction
            | EuchreLegalAction
            | RaminoLegalAction
            | SetteEMezzoLegalAction
        ]
        | Unset
    ) = UNSET
    deal: (
        EcarteReport
        | EcarteSeatView
        | EuchreReport
        | EuchreSeatView
        | RaminoReport
        | RaminoSeatView
        | SetteEMezzoReport
        | SetteEMezzoSeatView
        | Unset
    ) = UNSET
    dealt: EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal | Unset = UNSET
    seat_views: (
        list[EcarteSeatView | EuchreSeatView | RaminoSeatView | SetteEMezzoSeatView]
        | Unset
    ) = UNSET
    last_deal: LastDeal | None | SessionViewLastDealType0Type0 | Unset = UNSET
    tokens: Tokens | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_deal import EcarteDeal
        from ..models.ecarte_legal_action import EcarteLegalAction
        from ..models.ecarte_report import EcarteReport
        from ..models.ecarte_rules import EcarteRules
        from ..models.ecarte_seat_view import EcarteSeatView
        from ..models.euchre_deal import EuchreDeal
        from ..models.euchre_legal_action import EuchreLegalAction
        from ..models.euchre_report import EuchreReport
        from ..models.euchre_rules import EuchreRules
        from ..models.euchre_seat_view import EuchreSeatView
        from ..models.last_deal import LastDeal
        from ..models.match_pool import MatchPool
        from ..models.ramino_seat_view import RaminoSeatView
        from ..models.session_view_last_deal_type_0_type_0 import (
            SessionViewLastDealType0Type0,
        )
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
        from ..models.sette_e_mezzo_report import SetteEMezzoReport
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules
        from ..models.sette_e_mezzo_seat_view import SetteEMezzoSeatView

        session_id = self.session_id

        version = self.version

        game: str | Unset = UNSET
        if not isinstance(self.game, Unset):
            game = self.game.value

        rules: dict[str, Any] | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif (
            isinstance(self.rules, EcarteRules)
            or isinstance(self.rules, EuchreRules)
            or isinstance(self.rules, SetteEMezzoRules)
        ):
            rules = self.rules.to_dict()
        else:
            rules = self.rules.to_dict()

        seats = self.seats

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        deal_number = self.deal_number

        dealer = self.dealer

        deck_commitment = self.deck_commitment

        deck_start = self.deck_start

        reshuffle_commitments: list[str] | Unset = UNSET
        if not isinstance(self.reshuffle_commitments, Unset):
            reshuffle_commitments = self.reshuffle_commitments

        scores: list[float | None] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = []
            for scores_item_data in self.scores:
                scores_item: float | None
                scores_item = scores_item_data
                scores.append(scores_item)

        pool: dict[str, Any] | None | Unset
        if isinstance(self.pool, Unset):
            pool = UNSET
        elif isinstance(self.pool, MatchPool):
            pool = self.pool.to_dict()
        else:
            pool = self.pool

        game_over = self.game_over

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        to_act: int | None | Unset
        if isinstance(self.to_act, Unset):
            to_act = UNSET
        else:
            to_act = self.to_act

        limits: dict[str, Any] | Unset = UNSET
        if not isinstance(self.limits, Unset):
            limits = self.limits.to_dict()

        legal_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_actions, Unset):
            legal_actions = []
            for legal_actions_item_data in self.legal_actions:
                legal_actions_item: dict[str, Any]
                if (
                    isinstance(legal_actions_item_data, EcarteLegalAction)
                    or isinstance(legal_actions_item_data, EuchreLegalAction)
                    or isinstance(legal_actions_item_data, SetteEMezzoLegalAction)
                ):
                    legal_actions_item = legal_actions_item_data.to_dict()
                else:
                    legal_actions_item = legal_actions_item_data.to_dict()

                legal_actions.append(legal_actions_item)

        deal: dict[str, Any] | Unset
        if isinstance(self.deal, Unset):
            deal = UNSET
        elif (
            isinstance(self.deal, EcarteSeatView)
            or isinstance(self.deal, EcarteReport)
            or isinstance(self.deal, EuchreSeatView)
            or isinstance(self.deal, EuchreReport)
            or isinstance(self.deal, SetteEMezzoSeatView)
            or isinstance(self.deal, SetteEMezzoReport)
            or isinstance(self.deal, RaminoSeatView)
        ):
            deal = self.deal.to_dict()
        else:
            deal = self.deal.to_dict()

        dealt: dict[str, Any] | Unset
        if isinstance(self.dealt, Unset):
            dealt = UNSET
        elif (
            isinstance(self.dealt, EcarteDeal)
            or isinstance(self.dealt, EuchreDeal)
            or isinstance(self.dealt, SetteEMezzoDeal)
        ):
            dealt = self.dealt.to_dict()
        else:
            dealt = self.dealt.to_dict()

        seat_views: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.seat_views, Unset):
            seat_views = []
            for seat_views_item_data in self.seat_views:
                seat_views_item: dict[str, Any]
                if (
                    isinstance(seat_views_item_data, EcarteSeatView)
                    or isinstance(seat_views_item_data, EuchreSeatView)
                    or isinstance(seat_views_item_data, SetteEMezzoSeatView)
                ):
                    seat_views_item = seat_views_item_data.to_dict()
                else:
                    seat_views_item = seat_views_item_data.to_dict()

                seat_views.append(seat_views_item)

        last_deal: dict[str, Any] | None | Unset
        if isinstance(self.last_deal, Unset):
            last_deal = UNSET
        elif isinstance(self.last_deal, SessionViewLastDealType0Type0) or isinstance(
            self.last_deal, LastDeal
        ):
            last_deal = self.last_deal.to_dict()
        else:
            last_deal = self.last_deal

        tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if session_id is not UNSET:
            field_dict["session_id"] = session_id
        if version is not UNSET:
            field_dict["version"] = version
        if game is not UNSET:
            field_dict["game"] = game
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seats is not UNSET:
            field_dict["seats"] = seats
        if role is not UNSET:
            field_dict["role"] = role
        if seat is not UNSET:
            field_dict["seat"] = seat
        if deal_number is not UNSET:
            field_dict["deal_number"] = deal_number
        if dealer is not UNSET:
            field_dict["dealer"] = dealer
        if deck_commitment is not UNSET:
            field_dict["deck_commitment"] = deck_commitment
        if deck_start is not UNSET:
            field_dict["deck_start"] = deck_start
        if reshuffle_commitments is not UNSET:
            field_dict["reshuffle_commitments"] = reshuffle_commitments
        if scores is not UNSET:
            field_dict["scores"] = scores
        if pool is not UNSET:
            field_dict["pool"] = pool
        if game_over is not UNSET:
            field_dict["game_over"] = game_over
        if winner is not UNSET:
            field_dict["winner"] = winner
        if to_act is not UNSET:
            field_dict["to_act"] = to_act
        if limits is not UNSET:
            field_dict["limits"] = limits
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if deal is not UNSET:
            field_dict["deal"] = deal
        if dealt is not UNSET:
            field_dict["dealt"] = dealt
        if seat_views is not UNSET:
            field_dict["seat_views"] = seat_views
        if last_deal is not UNSET:
            field_dict["last_deal"] = last_deal
        if tokens is not UNSET:
            field_dict["tokens"] = tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_deal import EcarteDeal
        from ..models.ecarte_legal_action import EcarteLegalAction
        from ..models.ecarte_report import EcarteReport
        from ..models.ecarte_rules import EcarteRules
        from ..models.ecarte_seat_view import EcarteSeatView
        from ..models.euchre_deal import EuchreDeal
        from ..models.euchre_legal_action import EuchreLegalAction
        from ..models.euchre_report import EuchreReport
        from ..models.euchre_rules import EuchreRules
        from ..models.euchre_seat_view import EuchreSeatView
        from ..models.last_deal import LastDeal
        from ..models.match_pool import MatchPool
        from ..models.ramino_deal import RaminoDeal
        from ..models.ramino_legal_action import RaminoLegalAction
        from ..models.ramino_report import RaminoReport
        from ..models.ramino_rules import RaminoRules
        from ..models.ramino_seat_view import RaminoSeatView
        from ..models.session_limits import SessionLimits
        from ..models.session_view_last_deal_type_0_type_0 import (
            SessionViewLastDealType0Type0,
        )
        from ..models.sette_e_mezzo_deal import SetteEMezzoDeal
        from ..models.sette_e_mezzo_legal_action import SetteEMezzoLegalAction
        from ..models.sette_e_mezzo_report import SetteEMezzoReport
        from ..models.sette_e_mezzo_rules import SetteEMezzoRules
        from ..models.sette_e_mezzo_seat_view import SetteEMezzoSeatView
        from ..models.tokens import Tokens

        d = dict(src_dict)
        session_id = d.pop("session_id", UNSET)

        version = d.pop("version", UNSET)

        _game = d.pop("game", UNSET)
        game: SessionViewGame | Unset
        if isinstance(_game, Unset):
            game = UNSET
        else:
            game = SessionViewGame(_game)

        def _parse_rules(
            data: object,
        ) -> EcarteRules | EuchreRules | RaminoRules | SetteEMezzoRules | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = EcarteRules.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_1 = EuchreRules.from_dict(data)

                return rules_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_2 = SetteEMezzoRules.from_dict(data)

                return rules_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            rules_type_3 = RaminoRules.from_dict(data)

            return rules_type_3

        rules = _parse_rules(d.pop("rules", UNSET))

        seats = d.pop("seats", UNSET)

        _role = d.pop("role", UNSET)
        role: SessionViewRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = SessionViewRole(_role)

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        deal_number = d.pop("deal_number", UNSET)

        dealer = d.pop("dealer", UNSET)

        deck_commitment = d.pop("deck_commitment", UNSET)

        deck_start = d.pop("deck_start", UNSET)

        reshuffle_commitments = cast(list[str], d.pop("reshuffle_commitments", UNSET))

        _scores = d.pop("scores", UNSET)
        scores: list[float | None] | Unset = UNSET
        if _scores is not UNSET:
            scores = []
            for scores_item_data in _scores:

                def _parse_scores_item(data: object) -> float | None:
                    if data is None:
                        return data
                    return cast(float | None, data)

                scores_item = _parse_scores_item(scores_item_data)

                scores.append(scores_item)

        def _parse_pool(data: object) -> MatchPool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pool_type_0 = MatchPool.from_dict(data)

                return pool_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchPool | None | Unset, data)

        pool = _parse_pool(d.pop("pool", UNSET))

        game_over = d.pop("game_over", UNSET)

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        def _parse_to_act(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_act = _parse_to_act(d.pop("to_act", UNSET))

        _limits = d.pop("limits", UNSET)
        limits: SessionLimits | Unset
        if isinstance(_limits, Unset):
            limits = UNSET
        else:
            limits = SessionLimits.from_dict(_limits)

        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: (
            list[
                EcarteLegalAction
                | EuchreLegalAction
                | RaminoLegalAction
                | SetteEMezzoLegalAction
            ]
            | Unset
        ) = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:

                def _parse_legal_actions_item(
                    data: object,
                ) -> (
                    EcarteLegalAction
                    | EuchreLegalAction
                    | RaminoLegalAction
                    | SetteEMezzoLegalAction
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        legal_actions_item_type_0 = EcarteLegalAction.from_dict(data)

                        return legal_actions_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        legal_actions_item_type_1 = EuchreLegalAction.from_dict(data)

                        return legal_actions_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        legal_actions_item_type_2 = SetteEMezzoLegalAction.from_dict(
                            data
                        )

                        return legal_actions_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_3 = RaminoLegalAction.from_dict(data)

                    return legal_actions_item_type_3

                legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

                legal_actions.append(legal_actions_item)

        def _parse_deal(
            data: object,
        ) -> (
            EcarteReport
            | EcarteSeatView
            | EuchreReport
            | EuchreSeatView
            | RaminoReport
            | RaminoSeatView
            | SetteEMezzoReport
            | SetteEMezzoSeatView
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = EcarteSeatView.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_1 = EcarteReport.from_dict(data)

                return deal_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_2 = EuchreSeatView.from_dict(data)

                return deal_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_3 = EuchreReport.from_dict(data)

                return deal_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_4 = SetteEMezzoSeatView.from_dict(data)

                return deal_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_5 = SetteEMezzoReport.from_dict(data)

                return deal_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_6 = RaminoSeatView.from_dict(data)

                return deal_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            deal_type_7 = RaminoReport.from_dict(data)

            return deal_type_7

        deal = _parse_deal(d.pop("deal", UNSET))

        def _parse_dealt(
            data: object,
        ) -> EcarteDeal | EuchreDeal | RaminoDeal | SetteEMezzoDeal | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dealt_type_0 = EcarteDeal.from_dict(data)

                return dealt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dealt_type_1 = EuchreDeal.from_dict(data)

                return dealt_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dealt_type_2 = SetteEMezzoDeal.from_dict(data)

                return dealt_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            dealt_type_3 = RaminoDeal.from_dict(data)

            return dealt_type_3

        dealt = _parse_dealt(d.pop("dealt", UNSET))

        _seat_views = d.pop("seat_views", UNSET)
        seat_views: (
            list[EcarteSeatView | EuchreSeatView | RaminoSeatView | SetteEMezzoSeatView]
            | Unset
        ) = UNSET
        if _seat_views is not UNSET:
            seat_views = []
            for seat_views_item_data in _seat_views:

                def _parse_seat_views_item(
                    data: object,
                ) -> (
                    EcarteSeatView
                    | EuchreSeatView
                    | RaminoSeatView
                    | SetteEMezzoSeatView
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        seat_views_item_type_0 = EcarteSeatView.from_dict(data)

                        return seat_views_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        seat_views_item_type_1 = EuchreSeatView.from_dict(data)

                        return seat_views_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        seat_views_item_type_2 = SetteEMezzoSeatView.from_dict(data)

                        return seat_views_item_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    seat_views_item_type_3 = RaminoSeatView.from_dict(data)

                    return seat_views_item_type_3

                seat_views_item = _parse_seat_views_item(seat_views_item_data)

                seat_views.append(seat_views_item)

        def _parse_last_deal(
            data: object,
        ) -> LastDeal | None | SessionViewLastDealType0Type0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_deal_type_0_type_0 = SessionViewLastDealType0Type0.from_dict(data)

                return last_deal_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_deal_type_1 = LastDeal.from_dict(data)

                return last_deal_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LastDeal | None | SessionViewLastDealType0Type0 | Unset, data)

        last_deal = _parse_last_deal(d.pop("last_deal", UNSET))

        _tokens = d.pop("tokens", UNSET)
        tokens: Tokens | Unset
        if isinstance(_tokens, Unset):
            tokens = UNSET
        else:
            tokens = Tokens.from_dict(_tokens)

        session_view = cls(
            session_id=session_id,
            version=version,
            game=game,
            rules=rules,
            seats=seats,
            role=role,
            seat=seat,
            deal_number=deal_number,
            dealer=dealer,
            deck_commitment=deck_commitment,
            deck_start=deck_start,
            reshuffle_commitments=reshuffle_commitments,
            scores=scores,
            pool=pool,
            game_over=game_over,
            winner=winner,
            to_act=to_act,
            limits=limits,
            legal_actions=legal_actions,
            deal=deal,
            dealt=dealt,
            seat_views=seat_views,
            last_deal=last_deal,
            tokens=tokens,
        )

        return session_view
