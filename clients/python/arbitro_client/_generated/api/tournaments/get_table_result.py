from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.table_answer import TableAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    round_: int,
    table: int,
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
        "url": "/v1/tournaments/{tournament_id}/rounds/{round_}/tables/{table}/result".format(
            tournament_id=quote(str(tournament_id), safe=""),
            round_=quote(str(round_), safe=""),
            table=quote(str(table), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | TableAnswer:
    if response.status_code == 200:
        response_200 = TableAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | Problem | TableAnswer]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    round_: int,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[Any | Problem | TableAnswer]:
    """A table's result, and the results it replaced (oldest first).

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | TableAnswer]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        round_=round_,
        table=table,
        if_none_match=if_none_match,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    round_: int,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Any | Problem | TableAnswer | None:
    """A table's result, and the results it replaced (oldest first).

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | TableAnswer
    """

    return sync_detailed(
        tournament_id=tournament_id,
        round_=round_,
        table=table,
        client=client,
        if_none_match=if_none_match,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    round_: int,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[Any | Problem | TableAnswer]:
    """A table's result, and the results it replaced (oldest first).

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | TableAnswer]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        round_=round_,
        table=table,
        if_none_match=if_none_match,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    round_: int,
    table: int,
    *,
    client: AuthenticatedClient | Client,
    if_none_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Any | Problem | TableAnswer | None:
    """A table's result, and the results it replaced (oldest first).

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_none_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | TableAnswer
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            round_=round_,
            table=table,
            client=client,
            if_none_match=if_none_match,
            accept_language=accept_language,
        )
    ).parsed
