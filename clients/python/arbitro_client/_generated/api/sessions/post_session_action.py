from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.ecarte_referee_session import EcarteRefereeSession
from ...models.ecarte_seat_session import EcarteSeatSession
from ...models.euchre_referee_session import EuchreRefereeSession
from ...models.euchre_seat_session import EuchreSeatSession
from ...models.problem import Problem
from ...models.ramino_referee_session import RaminoRefereeSession
from ...models.ramino_seat_session import RaminoSeatSession
from ...models.session_action import SessionAction
from ...models.sette_e_mezzo_referee_session import SetteEMezzoRefereeSession
from ...models.sette_e_mezzo_seat_session import SetteEMezzoSeatSession
from ...types import UNSET, Response, Unset


def _get_kwargs(
    session_id: str,
    *,
    body: SessionAction,
    if_match: str,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/{session_id}/actions".format(
            session_id=quote(str(session_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
):
    if response.status_code == 200:

        def _parse_response_200(
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
        ):
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

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())

        return response_428

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionAction,
    if_match: str,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[
    EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
]:
    """Post one action for the token's seat.

     The session deals from its own secret stock: a draw, hit or exchange leaves out the
    cards it takes (``card`` of a stock draw or a hit, ``draw`` of an exchange; 400 if
    named, whatever they name), and the answer shows the seat what it got.

    Args:
        session_id (str):
        if_match (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (SessionAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionAction,
    if_match: str,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> (
    EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
    | None
):
    """Post one action for the token's seat.

     The session deals from its own secret stock: a draw, hit or exchange leaves out the
    cards it takes (``card`` of a stock draw or a hit, ``draw`` of an exchange; 400 if
    named, whatever they name), and the answer shows the seat what it got.

    Args:
        session_id (str):
        if_match (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (SessionAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionAction,
    if_match: str,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[
    EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
]:
    """Post one action for the token's seat.

     The session deals from its own secret stock: a draw, hit or exchange leaves out the
    cards it takes (``card`` of a stock draw or a hit, ``draw`` of an exchange; 400 if
    named, whatever they name), and the answer shows the seat what it got.

    Args:
        session_id (str):
        if_match (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (SessionAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: SessionAction,
    if_match: str,
    idempotency_key: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> (
    EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
    | None
):
    """Post one action for the token's seat.

     The session deals from its own secret stock: a draw, hit or exchange leaves out the
    cards it takes (``card`` of a stock draw or a hit, ``draw`` of an exchange; 400 if
    named, whatever they name), and the answer shows the seat what it got.

    Args:
        session_id (str):
        if_match (str):
        idempotency_key (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (SessionAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
            accept_language=accept_language,
        )
    ).parsed
