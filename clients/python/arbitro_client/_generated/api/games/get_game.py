from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.game_detail import GameDetail
from ...models.problem import Problem
from ...types import Response, Unset


def _get_kwargs(
    game: str,
    *,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game}".format(
            game=quote(str(game), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameDetail | Problem:
    if response.status_code == 200:
        response_200 = GameDetail.from_dict(response.json())

        return response_200

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameDetail | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[GameDetail | Problem]:
    """One game: variants, options, action vocabulary, deal fields and rule catalogue.

    Args:
        game (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDetail | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> GameDetail | Problem | None:
    """One game: variants, options, action vocabulary, deal fields and rule catalogue.

    Args:
        game (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDetail | Problem
    """

    return sync_detailed(
        game=game,
        client=client,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[GameDetail | Problem]:
    """One game: variants, options, action vocabulary, deal fields and rule catalogue.

    Args:
        game (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDetail | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> GameDetail | Problem | None:
    """One game: variants, options, action vocabulary, deal fields and rule catalogue.

    Args:
        game (str):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDetail | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
