from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.result_post import ResultPost
from ...models.table_answer import TableAnswer
from ...types import UNSET, Response, Unset


def _get_kwargs(
    tournament_id: str,
    round_: int,
    table: int,
    *,
    body: ResultPost,
    if_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/rounds/{round_}/tables/{table}/result".format(
            tournament_id=quote(str(tournament_id), safe=""),
            round_=quote(str(round_), safe=""),
            table=quote(str(table), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TableAnswer:
    if response.status_code == 200:
        response_200 = TableAnswer.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = TableAnswer.from_dict(response.json())

        return response_201

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
) -> Response[Problem | TableAnswer]:
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
    client: AuthenticatedClient,
    body: ResultPost,
    if_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[Problem | TableAnswer]:
    """Post a table's result (director, or the table's token for its first): a session, a match record or a
    paper score.

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (ResultPost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableAnswer]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        round_=round_,
        table=table,
        body=body,
        if_match=if_match,
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
    client: AuthenticatedClient,
    body: ResultPost,
    if_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Problem | TableAnswer | None:
    """Post a table's result (director, or the table's token for its first): a session, a match record or a
    paper score.

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (ResultPost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableAnswer
    """

    return sync_detailed(
        tournament_id=tournament_id,
        round_=round_,
        table=table,
        client=client,
        body=body,
        if_match=if_match,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    round_: int,
    table: int,
    *,
    client: AuthenticatedClient,
    body: ResultPost,
    if_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Response[Problem | TableAnswer]:
    """Post a table's result (director, or the table's token for its first): a session, a match record or a
    paper score.

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (ResultPost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TableAnswer]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        round_=round_,
        table=table,
        body=body,
        if_match=if_match,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    round_: int,
    table: int,
    *,
    client: AuthenticatedClient,
    body: ResultPost,
    if_match: str | Unset = UNSET,
    accept_language: str | Unset = "en",
) -> Problem | TableAnswer | None:
    """Post a table's result (director, or the table's token for its first): a session, a match record or a
    paper score.

    Args:
        tournament_id (str):
        round_ (int):
        table (int):
        if_match (str | Unset):
        accept_language (str | Unset):  Default: 'en'.
        body (ResultPost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TableAnswer
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            round_=round_,
            table=table,
            client=client,
            body=body,
            if_match=if_match,
            accept_language=accept_language,
        )
    ).parsed
