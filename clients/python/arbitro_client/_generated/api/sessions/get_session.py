from http import HTTPStatus
from typing import Any, cast
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
from ...models.sette_e_mezzo_referee_session import SetteEMezzoRefereeSession
from ...models.sette_e_mezzo_seat_session import SetteEMezzoSeatSession
from ...types import UNSET, Response, Unset


def _get_kwargs(
    session_id: str,
    *,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{session_id}".format(
            session_id=quote(str(session_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | EcarteRefereeSession
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

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

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
    Any
    | EcarteRefereeSession
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
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[
    Any
    | EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
]:
    """The session as the token's seat may see it (the referee sees all); ETag carries the version.

    Args:
        session_id (str):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        if_none_match=if_none_match,
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
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> (
    Any
    | EcarteRefereeSession
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
    """The session as the token's seat may see it (the referee sees all); ETag carries the version.

    Args:
        session_id (str):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        if_none_match=if_none_match,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[
    Any
    | EcarteRefereeSession
    | EcarteSeatSession
    | EuchreRefereeSession
    | EuchreSeatSession
    | RaminoRefereeSession
    | RaminoSeatSession
    | SetteEMezzoRefereeSession
    | SetteEMezzoSeatSession
    | Problem
]:
    """The session as the token's seat may see it (the referee sees all); ETag carries the version.

    Args:
        session_id (str):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        if_none_match=if_none_match,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> (
    Any
    | EcarteRefereeSession
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
    """The session as the token's seat may see it (the referee sees all); ETag carries the version.

    Args:
        session_id (str):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EcarteRefereeSession | EcarteSeatSession | EuchreRefereeSession | EuchreSeatSession | RaminoRefereeSession | RaminoSeatSession | SetteEMezzoRefereeSession | SetteEMezzoSeatSession | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            if_none_match=if_none_match,
            accept_language=accept_language,
        )
    ).parsed
