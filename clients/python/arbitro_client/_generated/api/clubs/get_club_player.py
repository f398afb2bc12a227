from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.player_history import PlayerHistory
from ...models.problem import Problem
from ...types import Response, Unset


def _get_kwargs(
    club_id: str,
    player_id: str,
    *,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clubs/{club_id}/players/{player_id}".format(
            club_id=quote(str(club_id), safe=""),
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerHistory | Problem:
    if response.status_code == 200:
        response_200 = PlayerHistory.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[PlayerHistory | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    club_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[PlayerHistory | Problem]:
    """A player's history: ratings, the events played, every table with partners, opponents and proof.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerHistory | Problem]
    """

    kwargs = _get_kwargs(
        club_id=club_id,
        player_id=player_id,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    club_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> PlayerHistory | Problem | None:
    """A player's history: ratings, the events played, every table with partners, opponents and proof.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerHistory | Problem
    """

    return sync_detailed(
        club_id=club_id,
        player_id=player_id,
        client=client,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    club_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[PlayerHistory | Problem]:
    """A player's history: ratings, the events played, every table with partners, opponents and proof.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerHistory | Problem]
    """

    kwargs = _get_kwargs(
        club_id=club_id,
        player_id=player_id,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    club_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> PlayerHistory | Problem | None:
    """A player's history: ratings, the events played, every table with partners, opponents and proof.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerHistory | Problem
    """

    return (
        await asyncio_detailed(
            club_id=club_id,
            player_id=player_id,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
