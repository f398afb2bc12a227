from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.season_standings import SeasonStandings
from ...types import Response, Unset


def _get_kwargs(
    club_id: str,
    season_id: str,
    *,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/clubs/{club_id}/seasons/{season_id}/standings".format(
            club_id=quote(str(club_id), safe=""),
            season_id=quote(str(season_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SeasonStandings:
    if response.status_code == 200:
        response_200 = SeasonStandings.from_dict(response.json())

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
) -> Response[Problem | SeasonStandings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    club_id: str,
    season_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[Problem | SeasonStandings]:
    """A season's standings by its rule (total, average or best N evenings).

    Args:
        club_id (str):
        season_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeasonStandings]
    """

    kwargs = _get_kwargs(
        club_id=club_id,
        season_id=season_id,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    club_id: str,
    season_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Problem | SeasonStandings | None:
    """A season's standings by its rule (total, average or best N evenings).

    Args:
        club_id (str):
        season_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeasonStandings
    """

    return sync_detailed(
        club_id=club_id,
        season_id=season_id,
        client=client,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    club_id: str,
    season_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[Problem | SeasonStandings]:
    """A season's standings by its rule (total, average or best N evenings).

    Args:
        club_id (str):
        season_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeasonStandings]
    """

    kwargs = _get_kwargs(
        club_id=club_id,
        season_id=season_id,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    club_id: str,
    season_id: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Problem | SeasonStandings | None:
    """A season's standings by its rule (total, average or best N evenings).

    Args:
        club_id (str):
        season_id (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeasonStandings
    """

    return (
        await asyncio_detailed(
            club_id=club_id,
            season_id=season_id,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
