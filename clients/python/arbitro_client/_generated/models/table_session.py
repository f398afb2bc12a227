from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ecarte_referee_session import EcarteRefereeSession
    from ..models.ecarte_seat_session import EcarteSeatSession
    from ..models.euchre_referee_session import EuchreRefereeSession
    from ..models.euchre_seat_session import EuchreSeatSession
    from ..models.ramino_referee_session import RaminoRefereeSession
    from ..models.ramino_seat_session import RaminoSeatSession
    from ..models.seated_player import SeatedPlayer
    from ..models.sette_e_mezzo_referee_session import SetteEMezzoRefereeSession
    from ..models.sette_e_mezzo_seat_session import SetteEMezzoSeatSession


T = TypeVar("T", bound="TableSession")


@_attrs_define
class TableSession:
    """
    Attributes:
        round_ (int | Unset):
        table (int | Unset):
        players (list[SeatedPlayer] | Unset): the players, in seat order
        session (EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession |
            RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Unset): a
            session as one token may see it (the creator gets the public view, with every token)
    """

    round_: int | Unset = UNSET
    table: int | Unset = UNSET
    players: list[SeatedPlayer] | Unset = UNSET
    session: (
        EcarteRefereeSession
        | EcarteSeatSession
        | EuchreRefereeSession
        | EuchreSeatSession
        | RaminoRefereeSession
        | RaminoSeatSession
        | SetteEMezzoRefereeSession
        | SetteEMezzoSeatSession
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.ecarte_referee_session import EcarteRefereeSession
        from ..models.ecarte_seat_session import EcarteSeatSession
        from ..models.euchre_referee_session import EuchreRefereeSession
        from ..models.euchre_seat_session import EuchreSeatSession
        from ..models.ramino_seat_session import RaminoSeatSession
        from ..models.sette_e_mezzo_referee_session import SetteEMezzoRefereeSession
        from ..models.sette_e_mezzo_seat_session import SetteEMezzoSeatSession

        round_ = self.round_

        table = self.table

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        session: dict[str, Any] | Unset
        if isinstance(self.session, Unset):
            session = UNSET
        elif (
            isinstance(self.session, EcarteSeatSession)
            or isinstance(self.session, EcarteRefereeSession)
            or isinstance(self.session, EuchreSeatSession)
            or isinstance(self.session, EuchreRefereeSession)
            or isinstance(self.session, SetteEMezzoSeatSession)
            or isinstance(self.session, SetteEMezzoRefereeSession)
            or isinstance(self.session, RaminoSeatSession)
        ):
            session = self.session.to_dict()
        else:
            session = self.session.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if round_ is not UNSET:
            field_dict["round"] = round_
        if table is not UNSET:
            field_dict["table"] = table
        if players is not UNSET:
            field_dict["players"] = players
        if session is not UNSET:
            field_dict["session"] = session

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.ecarte_referee_session import EcarteRefereeSession
        from ..models.ecarte_seat_session import EcarteSeatSession
        from ..models.euchre_referee_session import EuchreRefereeSession
        from ..models.euchre_seat_session import EuchreSeatSession
        from ..models.ramino_referee_session import RaminoRefereeSession
        from ..models.ramino_seat_session import RaminoSeatSession
        from ..models.seated_player import SeatedPlayer
        from ..models.sette_e_mezzo_referee_session import SetteEMezzoRefereeSession
        from ..models.sette_e_mezzo_seat_session import SetteEMezzoSeatSession

        d = dict(src_dict)
        round_ = d.pop("round", UNSET)

        table = d.pop("table", UNSET)

        _players = d.pop("players", UNSET)
        players: list[SeatedPlayer] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = SeatedPlayer.from_dict(players_item_data)

                players.append(players_item)

        def _parse_session(
            data: object,
        ) -> (
            EcarteRefereeSession
            | EcarteSeatSession
            | EuchreRefereeSession
            | EuchreSeatSession
            | RaminoRefereeSession
            | RaminoSeatSession
            | SetteEMezzoRefereeSession
            | SetteEMezzoSeatSession
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ecarte_session_type_0 = EcarteSeatSession.from_dict(
                    data
                )

                return componentsschemas_ecarte_session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ecarte_session_type_1 = (
                    EcarteRefereeSession.from_dict(data)
                )

                return componentsschemas_ecarte_session_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_euchre_session_type_0 = EuchreSeatSession.from_dict(
                    data
                )

                return componentsschemas_euchre_session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_euchre_session_type_1 = (
                    EuchreRefereeSession.from_dict(data)
                )

                return componentsschemas_euchre_session_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sette_e_mezzo_session_type_0 = (
                    SetteEMezzoSeatSession.from_dict(data)
                )

                return componentsschemas_sette_e_mezzo_session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_sette_e_mezzo_session_type_1 = (
                    SetteEMezzoRefereeSession.from_dict(data)
                )

                return componentsschemas_sette_e_mezzo_session_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ramino_session_type_0 = RaminoSeatSession.from_dict(
                    data
                )

                return componentsschemas_ramino_session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_ramino_session_type_1 = RaminoRefereeSession.from_dict(
                data
            )

            return componentsschemas_ramino_session_type_1

        session = _parse_session(d.pop("session", UNSET))

        table_session = cls(
            round_=round_,
            table=table,
            players=players,
            session=session,
        )

        return table_session
