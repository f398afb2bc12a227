from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.ecarte_seat_session_role import EcarteSeatSessionRole
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_last_deal import EcarteLastDeal
    from ..models.ecarte_legal_action import EcarteLegalAction
    from ..models.ecarte_rules import EcarteRules
    from ..models.ecarte_seat_view import EcarteSeatView
    from ..models.match_pool import MatchPool
    from ..models.session_limits import SessionLimits
    from ..models.tokens import Tokens


T = TypeVar("T", bound="EcarteSeatSession")


@_attrs_define
class EcarteSeatSession:
    """Ecarté: a session as a seat (or the public) sees it

    Attributes:
        session_id (str):
        version (int): the session version; the ETag is "v<version>"
        game (Literal['ecarte']): the game's id
        rules (EcarteRules):
        seats (int):
        role (EcarteSeatSessionRole): seat: a seat's token; public: the creation answer
        seat (int | None): the token's seat; null for the referee and the public view
        deal_number (int): 1 for the match's first deal
        dealer (int): a seat, from 0
        deck_commitment (str): sha256((",".join(order) + ":" + salt).encode("ascii")), hex; see the log
        deck_start (int): cards of the committed order used by earlier deals (a continuous deck); else 0
        reshuffle_commitments (list[str]): the commitment of each stock remade in this deal, same encoding; see the log
        scores (list[float | None]): the match score before this deal
        pool (MatchPool | None): the match's pool before this deal (its antes and every stake paid), taken by the winner
            once the match is over; null: no pool in this game (every game but set-back euchre)
        game_over (bool):
        winner (int | None): the match's winner (a seat, or Euchre's team); null while it goes on
        to_act (int | None): the seat to act; null once the deal is over
        limits (SessionLimits):
        legal_actions (list[EcarteLegalAction]): the token's seat's legal actions when it is to act (the referee's: the
            seat to act's); else empty; each as a move posts it (without seat)
        deal (EcarteSeatView): Ecarté: what a seat (or, without seat, hand and discards, a spectator) sees
        last_deal (EcarteLastDeal | None): the deal before this one; null in the first
        tokens (Tokens | Unset):
    """

    session_id: str
    version: int
    game: Literal["ecarte"]
    rules: EcarteRules
    seats: int
    role: EcarteSeatSessionRole
    seat: int | None
    deal_number: int
    dealer: int
    deck_commitment: str
    deck_start: int
    reshuffle_commitments: list[str]
    scores: list[float | None]
    pool: MatchPool | None
    game_over: bool
    winner: int | None
    to_act: int | None
    limits: SessionLimits
    legal_actions: list[EcarteLegalAction]
    deal: EcarteSeatView
    last_deal: EcarteLastDeal | None
    tokens: Tokens | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_last_deal import EcarteLastDeal
        from ..models.match_pool import MatchPool

        session_id = self.session_id

        version = self.version

        game = self.game

        rules = self.rules.to_dict()

        seats = self.seats

        role = self.role.value

        seat: int | None
        seat = self.seat

        deal_number = self.deal_number

        dealer = self.dealer

        deck_commitment = self.deck_commitment

        deck_start = self.deck_start

        reshuffle_commitments = self.reshuffle_commitments

        scores = []
        for scores_item_data in self.scores:
            scores_item: float | None
            scores_item = scores_item_data
            scores.append(scores_item)

        pool: dict[str, Any] | None
        if isinstance(self.pool, MatchPool):
            pool = self.pool.to_dict()
        else:
            pool = self.pool

        game_over = self.game_over

        winner: int | None
        winner = self.winner

        to_act: int | None
        to_act = self.to_act

        limits = self.limits.to_dict()

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        deal = self.deal.to_dict()

        last_deal: dict[str, Any] | None
        if isinstance(self.last_deal, EcarteLastDeal):
            last_deal = self.last_deal.to_dict()
        else:
            last_deal = self.last_deal

        tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "session_id": session_id,
                "version": version,
                "game": game,
                "rules": rules,
                "seats": seats,
                "role": role,
                "seat": seat,
                "deal_number": deal_number,
                "dealer": dealer,
                "deck_commitment": deck_commitment,
                "deck_start": deck_start,
                "reshuffle_commitments": reshuffle_commitments,
                "scores": scores,
                "pool": pool,
                "game_over": game_over,
                "winner": winner,
                "to_act": to_act,
                "limits": limits,
                "legal_actions": legal_actions,
                "deal": deal,
                "last_deal": last_deal,
            }
        )
        if tokens is not UNSET:
            field_dict["tokens"] = tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_last_deal import EcarteLastDeal
        from ..models.ecarte_legal_action import EcarteLegalAction
        from ..models.ecarte_rules import EcarteRules
        from ..models.ecarte_seat_view import EcarteSeatView
        from ..models.match_pool import MatchPool
        from ..models.session_limits import SessionLimits
        from ..models.tokens import Tokens

        d = dict(src_dict)
        session_id = d.pop("session_id")

        version = d.pop("version")

        game = cast(Literal["ecarte"], d.pop("game"))
        if game != "ecarte":
            raise ValueError(f"game must match const 'ecarte', got '{game}'")

        rules = EcarteRules.from_dict(d.pop("rules"))

        seats = d.pop("seats")

        role = EcarteSeatSessionRole(d.pop("role"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        deal_number = d.pop("deal_number")

        dealer = d.pop("dealer")

        deck_commitment = d.pop("deck_commitment")

        deck_start = d.pop("deck_start")

        reshuffle_commitments = cast(list[str], d.pop("reshuffle_commitments"))

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in _scores:

            def _parse_scores_item(data: object) -> float | None:
                if data is None:
                    return data
                return cast(float | None, data)

            scores_item = _parse_scores_item(scores_item_data)

            scores.append(scores_item)

        def _parse_pool(data: object) -> MatchPool | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pool_type_0 = MatchPool.from_dict(data)

                return pool_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchPool | None, data)

        pool = _parse_pool(d.pop("pool"))

        game_over = d.pop("game_over")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        limits = SessionLimits.from_dict(d.pop("limits"))

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = EcarteLegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        deal = EcarteSeatView.from_dict(d.pop("deal"))

        def _parse_last_deal(data: object) -> EcarteLastDeal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_deal_type_0 = EcarteLastDeal.from_dict(data)

                return last_deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EcarteLastDeal | None, data)

        last_deal = _parse_last_deal(d.pop("last_deal"))

        _tokens = d.pop("tokens", UNSET)
        tokens: Tokens | Unset
        if isinstance(_tokens, Unset):
            tokens = UNSET
        else:
            tokens = Tokens.from_dict(_tokens)

        ecarte_seat_session = cls(
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
            last_deal=last_deal,
            tokens=tokens,
        )

        return ecarte_seat_session
