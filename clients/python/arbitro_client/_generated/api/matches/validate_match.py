from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.ecarte_match_record import EcarteMatchRecord
from ...models.ecarte_match_verdict import EcarteMatchVerdict
from ...models.euchre_match_record import EuchreMatchRecord
from ...models.euchre_match_verdict import EuchreMatchVerdict
from ...models.problem import Problem
from ...models.ramino_match_record import RaminoMatchRecord
from ...models.ramino_match_verdict import RaminoMatchVerdict
from ...models.sette_e_mezzo_match_record import SetteEMezzoMatchRecord
from ...models.sette_e_mezzo_match_verdict import SetteEMezzoMatchVerdict
from ...types import Response, Unset


def _get_kwargs(
    *,
    body: EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/validate",
    }

    if (
        isinstance(body, EcarteMatchRecord)
        or isinstance(body, EuchreMatchRecord)
        or isinstance(body, SetteEMezzoMatchRecord)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EcarteMatchVerdict
    | EuchreMatchVerdict
    | RaminoMatchVerdict
    | SetteEMezzoMatchVerdict
    | Problem
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            EcarteMatchVerdict
            | EuchreMatchVerdict
            | RaminoMatchVerdict
            | SetteEMezzoMatchVerdict
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_verdict_type_0 = EcarteMatchVerdict.from_dict(
                    data
                )

                return componentsschemas_match_verdict_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_verdict_type_1 = EuchreMatchVerdict.from_dict(
                    data
                )

                return componentsschemas_match_verdict_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_verdict_type_2 = (
                    SetteEMezzoMatchVerdict.from_dict(data)
                )

                return componentsschemas_match_verdict_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_verdict_type_3 = RaminoMatchVerdict.from_dict(data)

            return componentsschemas_match_verdict_type_3

        response_200 = _parse_response_200(response.json())

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
) -> Response[
    EcarteMatchVerdict
    | EuchreMatchVerdict
    | RaminoMatchVerdict
    | SetteEMezzoMatchVerdict
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord,
    accept_language: str | Unset = "en",
) -> Response[
    EcarteMatchVerdict
    | EuchreMatchVerdict
    | RaminoMatchVerdict
    | SetteEMezzoMatchVerdict
    | Problem
]:
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord):
            a whole match of one game (arbitro-match/1): GET /v1/matches/schema gives it as a JSON
            Schema

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteMatchVerdict | EuchreMatchVerdict | RaminoMatchVerdict | SetteEMezzoMatchVerdict | Problem]
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
    body: EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord,
    accept_language: str | Unset = "en",
) -> (
    EcarteMatchVerdict
    | EuchreMatchVerdict
    | RaminoMatchVerdict
    | SetteEMezzoMatchVerdict
    | Problem
    | None
):
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord):
            a whole match of one game (arbitro-match/1): GET /v1/matches/schema gives it as a JSON
            Schema

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteMatchVerdict | EuchreMatchVerdict | RaminoMatchVerdict | SetteEMezzoMatchVerdict | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord,
    accept_language: str | Unset = "en",
) -> Response[
    EcarteMatchVerdict
    | EuchreMatchVerdict
    | RaminoMatchVerdict
    | SetteEMezzoMatchVerdict
    | Problem
]:
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord):
            a whole match of one game (arbitro-match/1): GET /v1/matches/schema gives it as a JSON
            Schema

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteMatchVerdict | EuchreMatchVerdict | RaminoMatchVerdict | SetteEMezzoMatchVerdict | Problem]
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
    body: EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord,
    accept_language: str | Unset = "en",
) -> (
    EcarteMatchVerdict
    | EuchreMatchVerdict
    | RaminoMatchVerdict
    | SetteEMezzoMatchVerdict
    | Problem
    | None
):
    """Replay a whole match: each deal from the score the deals before left, the rotation and the recorded
    results checked; the match's winner and the deal that decided it.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord):
            a whole match of one game (arbitro-match/1): GET /v1/matches/schema gives it as a JSON
            Schema

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteMatchVerdict | EuchreMatchVerdict | RaminoMatchVerdict | SetteEMezzoMatchVerdict | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
