from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_problem_type_code import GetProblemTypeCode
from ...models.problem import Problem
from ...models.problem_type_page import ProblemTypePage
from ...types import Response, Unset


def _get_kwargs(
    code: GetProblemTypeCode,
    *,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/problems/{code}".format(
            code=quote(str(code), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | ProblemTypePage:
    if response.status_code == 200:
        response_200 = ProblemTypePage.from_dict(response.json())

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
) -> Response[Problem | ProblemTypePage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: GetProblemTypeCode,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[Problem | ProblemTypePage]:
    """The page a problem's type URI names.

     A rule code: its meaning, and each game that raises it with its section and penalty there; another
    problem type: its meaning and statuses. JSON, or an HTML page to a client that prefers text/html.

    Args:
        code (GetProblemTypeCode):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProblemTypePage]
    """

    kwargs = _get_kwargs(
        code=code,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    code: GetProblemTypeCode,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Problem | ProblemTypePage | None:
    """The page a problem's type URI names.

     A rule code: its meaning, and each game that raises it with its section and penalty there; another
    problem type: its meaning and statuses. JSON, or an HTML page to a client that prefers text/html.

    Args:
        code (GetProblemTypeCode):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProblemTypePage
    """

    return sync_detailed(
        code=code,
        client=client,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    code: GetProblemTypeCode,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Response[Problem | ProblemTypePage]:
    """The page a problem's type URI names.

     A rule code: its meaning, and each game that raises it with its section and penalty there; another
    problem type: its meaning and statuses. JSON, or an HTML page to a client that prefers text/html.

    Args:
        code (GetProblemTypeCode):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ProblemTypePage]
    """

    kwargs = _get_kwargs(
        code=code,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    code: GetProblemTypeCode,
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = "en",
) -> Problem | ProblemTypePage | None:
    """The page a problem's type URI names.

     A rule code: its meaning, and each game that raises it with its section and penalty there; another
    problem type: its meaning and statuses. JSON, or an HTML page to a client that prefers text/html.

    Args:
        code (GetProblemTypeCode):
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ProblemTypePage
    """

    return (
        await asyncio_detailed(
            code=code,
            client=client,
            accept_language=accept_language,
        )
    ).parsed
