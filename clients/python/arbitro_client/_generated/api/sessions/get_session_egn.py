from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.egn_document import EgnDocument
from ...models.problem import Problem
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
        "url": "/v1/sessions/{session_id}/record/egn".format(
            session_id=quote(str(session_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EgnDocument | Problem:
    if response.status_code == 200:
        response_200 = EgnDocument.from_dict(response.json())

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
) -> Response[EgnDocument | Problem]:
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
) -> Response[EgnDocument | Problem]:
    """The match in Euchre Game Notation (service/matches/egn): what GET .../record answers, written as
    EGN.

     The same tokens as the match record: the referee's at any time, a seat's once the match is over.
    A match in progress is written up to its last deal with a call, and reads back with
    POST /v1/matches/import/egn.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EgnDocument | Problem]
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
) -> EgnDocument | Problem | None:
    """The match in Euchre Game Notation (service/matches/egn): what GET .../record answers, written as
    EGN.

     The same tokens as the match record: the referee's at any time, a seat's once the match is over.
    A match in progress is written up to its last deal with a call, and reads back with
    POST /v1/matches/import/egn.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EgnDocument | Problem
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
) -> Response[EgnDocument | Problem]:
    """The match in Euchre Game Notation (service/matches/egn): what GET .../record answers, written as
    EGN.

     The same tokens as the match record: the referee's at any time, a seat's once the match is over.
    A match in progress is written up to its last deal with a call, and reads back with
    POST /v1/matches/import/egn.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EgnDocument | Problem]
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
) -> EgnDocument | Problem | None:
    """The match in Euchre Game Notation (service/matches/egn): what GET .../record answers, written as
    EGN.

     The same tokens as the match record: the referee's at any time, a seat's once the match is over.
    A match in progress is written up to its last deal with a call, and reads back with
    POST /v1/matches/import/egn.

    Args:
        session_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EgnDocument | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
