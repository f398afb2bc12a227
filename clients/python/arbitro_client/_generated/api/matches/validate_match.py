from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.match_record import MatchRecord
from ...models.match_verdict import MatchVerdict
from ...models.problem import Problem
from ...types import Response, Unset


def _get_kwargs(
    *,
    body: MatchRecord,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/validate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchVerdict | Problem:
    if response.status_code == 200:
        response_200 = MatchVerdict.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MatchVerdict | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchRecord,
    accept_language: str | Unset = "en",
) -> Response[MatchVerdict | Problem]:
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (MatchRecord): a whole match of one game (arbitro-match/1): GET /v1/matches/schema
            gives it as a JSON Schema, where each game's rules, deal and actions are tied to its game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchVerdict | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: MatchRecord,
    accept_language: str | Unset = "en",
) -> MatchVerdict | Problem | None:
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (MatchRecord): a whole match of one game (arbitro-match/1): GET /v1/matches/schema
            gives it as a JSON Schema, where each game's rules, deal and actions are tied to its game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchVerdict | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: MatchRecord,
    accept_language: str | Unset = "en",
) -> Response[MatchVerdict | Problem]:
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (MatchRecord): a whole match of one game (arbitro-match/1): GET /v1/matches/schema
            gives it as a JSON Schema, where each game's rules, deal and actions are tied to its game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchVerdict | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: MatchRecord,
    accept_language: str | Unset = "en",
) -> MatchVerdict | Problem | None:
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (MatchRecord): a whole match of one game (arbitro-match/1): GET /v1/matches/schema
            gives it as a JSON Schema, where each game's rules, deal and actions are tied to its game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchVerdict | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
