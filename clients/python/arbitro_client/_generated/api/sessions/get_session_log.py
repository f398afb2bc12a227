from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.ecarte_session_log import EcarteSessionLog
from ...models.euchre_session_log import EuchreSessionLog
from ...models.problem import Problem
from ...models.ramino_session_log import RaminoSessionLog
from ...models.sette_e_mezzo_session_log import SetteEMezzoSessionLog
from ...types import Response, Unset


def _get_kwargs(
    session_id: str,
    *,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{session_id}/log".format(
            session_id=quote(str(session_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EcarteSessionLog
    | EuchreSessionLog
    | RaminoSessionLog
    | SetteEMezzoSessionLog
    | Problem
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            EcarteSessionLog
            | EuchreSessionLog
            | RaminoSessionLog
            | SetteEMezzoSessionLog
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_log_type_0 = EcarteSessionLog.from_dict(data)

                return componentsschemas_session_log_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_log_type_1 = EuchreSessionLog.from_dict(data)

                return componentsschemas_session_log_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_log_type_2 = SetteEMezzoSessionLog.from_dict(
                    data
                )

                return componentsschemas_session_log_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_session_log_type_3 = RaminoSessionLog.from_dict(data)

            return componentsschemas_session_log_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

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
    EcarteSessionLog
    | EuchreSessionLog
    | RaminoSessionLog
    | SetteEMezzoSessionLog
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
    accept_language: str | Unset = "en",
) -> Response[
    EcarteSessionLog
    | EuchreSessionLog
    | RaminoSessionLog
    | SetteEMezzoSessionLog
    | Problem
]:
    """The match history as the token may see it; a finished deal reveals its order and salt.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteSessionLog | EuchreSessionLog | RaminoSessionLog | SetteEMezzoSessionLog | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
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
    accept_language: str | Unset = "en",
) -> (
    EcarteSessionLog
    | EuchreSessionLog
    | RaminoSessionLog
    | SetteEMezzoSessionLog
    | Problem
    | None
):
    """The match history as the token may see it; a finished deal reveals its order and salt.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteSessionLog | EuchreSessionLog | RaminoSessionLog | SetteEMezzoSessionLog | Problem
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = "en",
) -> Response[
    EcarteSessionLog
    | EuchreSessionLog
    | RaminoSessionLog
    | SetteEMezzoSessionLog
    | Problem
]:
    """The match history as the token may see it; a finished deal reveals its order and salt.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteSessionLog | EuchreSessionLog | RaminoSessionLog | SetteEMezzoSessionLog | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    accept_language: str | Unset = "en",
) -> (
    EcarteSessionLog
    | EuchreSessionLog
    | RaminoSessionLog
    | SetteEMezzoSessionLog
    | Problem
    | None
):
    """The match history as the token may see it; a finished deal reveals its order and salt.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteSessionLog | EuchreSessionLog | RaminoSessionLog | SetteEMezzoSessionLog | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
