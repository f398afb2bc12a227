from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.substitute_post import SubstitutePost
from ...models.tournament import Tournament
from ...types import Response, Unset


def _get_kwargs(
    tournament_id: str,
    name: str,
    *,
    body: SubstitutePost,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/{tournament_id}/players/{name}/substitute".format(
            tournament_id=quote(str(tournament_id), safe=""),
            name=quote(str(name), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Tournament:
    if response.status_code == 200:
        response_200 = Tournament.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | Tournament]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,
    body: SubstitutePost,
    accept_language: str | Unset = "en",
) -> Response[Problem | Tournament]:
    """A substitute (director): a new player takes the player's seats at the tables still to play, from
    from_round to to_round (absent: every remaining round); what was played stays.

    Args:
        tournament_id (str):
        name (str):
        accept_language (str | Unset):  Default: 'en'.
        body (SubstitutePost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        name=name,
        body=body,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,
    body: SubstitutePost,
    accept_language: str | Unset = "en",
) -> Problem | Tournament | None:
    """A substitute (director): a new player takes the player's seats at the tables still to play, from
    from_round to to_round (absent: every remaining round); what was played stays.

    Args:
        tournament_id (str):
        name (str):
        accept_language (str | Unset):  Default: 'en'.
        body (SubstitutePost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
    """

    return sync_detailed(
        tournament_id=tournament_id,
        name=name,
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,
    body: SubstitutePost,
    accept_language: str | Unset = "en",
) -> Response[Problem | Tournament]:
    """A substitute (director): a new player takes the player's seats at the tables still to play, from
    from_round to to_round (absent: every remaining round); what was played stays.

    Args:
        tournament_id (str):
        name (str):
        accept_language (str | Unset):  Default: 'en'.
        body (SubstitutePost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Tournament]
    """

    kwargs = _get_kwargs(
        tournament_id=tournament_id,
        name=name,
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament_id: str,
    name: str,
    *,
    client: AuthenticatedClient,
    body: SubstitutePost,
    accept_language: str | Unset = "en",
) -> Problem | Tournament | None:
    """A substitute (director): a new player takes the player's seats at the tables still to play, from
    from_round to to_round (absent: every remaining round); what was played stays.

    Args:
        tournament_id (str):
        name (str):
        accept_language (str | Unset):  Default: 'en'.
        body (SubstitutePost):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Tournament
    """

    return (
        await asyncio_detailed(
            tournament_id=tournament_id,
            name=name,
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
