from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.club_player import ClubPlayer
from ...models.player_name import PlayerName
from ...models.problem import Problem
from ...types import Response, Unset


def _get_kwargs(
    club_id: str,
    player_id: str,
    *,
    body: PlayerName,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/clubs/{club_id}/players/{player_id}".format(
            club_id=quote(str(club_id), safe=""),
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ClubPlayer | Problem:
    if response.status_code == 200:
        response_200 = ClubPlayer.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ClubPlayer | Problem]:
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
    client: AuthenticatedClient,
    body: PlayerName,
    accept_language: str | Unset = "en",
) -> Response[ClubPlayer | Problem]:
    """Rename a player (the director): the id, the history and the rating stay the player's.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.
        body (PlayerName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClubPlayer | Problem]
    """

    kwargs = _get_kwargs(
        club_id=club_id,
        player_id=player_id,
        body=body,
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
    client: AuthenticatedClient,
    body: PlayerName,
    accept_language: str | Unset = "en",
) -> ClubPlayer | Problem | None:
    """Rename a player (the director): the id, the history and the rating stay the player's.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.
        body (PlayerName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClubPlayer | Problem
    """

    return sync_detailed(
        club_id=club_id,
        player_id=player_id,
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    club_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayerName,
    accept_language: str | Unset = "en",
) -> Response[ClubPlayer | Problem]:
    """Rename a player (the director): the id, the history and the rating stay the player's.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.
        body (PlayerName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClubPlayer | Problem]
    """

    kwargs = _get_kwargs(
        club_id=club_id,
        player_id=player_id,
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    club_id: str,
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: PlayerName,
    accept_language: str | Unset = "en",
) -> ClubPlayer | Problem | None:
    """Rename a player (the director): the id, the history and the rating stay the player's.

    Args:
        club_id (str):
        player_id (str):
        accept_language (str | Unset):  Default: 'en'.
        body (PlayerName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClubPlayer | Problem
    """

    return (
        await asyncio_detailed(
            club_id=club_id,
            player_id=player_id,
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
