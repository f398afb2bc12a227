from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.ecarte_match_record import EcarteMatchRecord
from ...models.euchre_match_record import EuchreMatchRecord
from ...models.get_session_record_format import GetSessionRecordFormat
from ...models.problem import Problem
from ...models.ramino_match_record import RaminoMatchRecord
from ...models.sette_e_mezzo_match_record import SetteEMezzoMatchRecord
from ...types import UNSET, Response, Unset


def _get_kwargs(
    session_id: str,
    *,
    format_: GetSessionRecordFormat | Unset = GetSessionRecordFormat.MATCH,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    params: dict[str, Any] = {}

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/sessions/{session_id}/record".format(
            session_id=quote(str(session_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> (
            EcarteMatchRecord
            | EuchreMatchRecord
            | RaminoMatchRecord
            | SetteEMezzoMatchRecord
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_record_type_0 = EcarteMatchRecord.from_dict(
                    data
                )

                return componentsschemas_match_record_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_record_type_1 = EuchreMatchRecord.from_dict(
                    data
                )

                return componentsschemas_match_record_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_record_type_2 = (
                    SetteEMezzoMatchRecord.from_dict(data)
                )

                return componentsschemas_match_record_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_record_type_3 = RaminoMatchRecord.from_dict(data)

            return componentsschemas_match_record_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 308:
        response_308 = cast(Any, None)
        return response_308

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
) -> Response[
    Any
    | EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetSessionRecordFormat | Unset = GetSessionRecordFormat.MATCH,
    accept_language: str | Unset = "en",
) -> Response[
    Any
    | EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
]:
    """The match as a match record: every deal's hands, stock and actions, and what the session scored.

     The referee's token at any time (the current deal last, unfinished); a seat's once the match is
    over.
    ``format=egn`` is sent on to ``GET /v1/sessions/{session_id}/record/egn`` (308), the same match in
    Euchre Game Notation.

    Args:
        session_id (str):
        format_ (GetSessionRecordFormat | Unset):  Default: GetSessionRecordFormat.MATCH.
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        format_=format_,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetSessionRecordFormat | Unset = GetSessionRecordFormat.MATCH,
    accept_language: str | Unset = "en",
) -> (
    Any
    | EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
    | None
):
    """The match as a match record: every deal's hands, stock and actions, and what the session scored.

     The referee's token at any time (the current deal last, unfinished); a seat's once the match is
    over.
    ``format=egn`` is sent on to ``GET /v1/sessions/{session_id}/record/egn`` (308), the same match in
    Euchre Game Notation.

    Args:
        session_id (str):
        format_ (GetSessionRecordFormat | Unset):  Default: GetSessionRecordFormat.MATCH.
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem
    """

    return sync_detailed(
        session_id=session_id,
        client=client,
        format_=format_,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetSessionRecordFormat | Unset = GetSessionRecordFormat.MATCH,
    accept_language: str | Unset = "en",
) -> Response[
    Any
    | EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
]:
    """The match as a match record: every deal's hands, stock and actions, and what the session scored.

     The referee's token at any time (the current deal last, unfinished); a seat's once the match is
    over.
    ``format=egn`` is sent on to ``GET /v1/sessions/{session_id}/record/egn`` (308), the same match in
    Euchre Game Notation.

    Args:
        session_id (str):
        format_ (GetSessionRecordFormat | Unset):  Default: GetSessionRecordFormat.MATCH.
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem]
    """

    kwargs = _get_kwargs(
        session_id=session_id,
        format_=format_,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,
    format_: GetSessionRecordFormat | Unset = GetSessionRecordFormat.MATCH,
    accept_language: str | Unset = "en",
) -> (
    Any
    | EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
    | None
):
    """The match as a match record: every deal's hands, stock and actions, and what the session scored.

     The referee's token at any time (the current deal last, unfinished); a seat's once the match is
    over.
    ``format=egn`` is sent on to ``GET /v1/sessions/{session_id}/record/egn`` (308), the same match in
    Euchre Game Notation.

    Args:
        session_id (str):
        format_ (GetSessionRecordFormat | Unset):  Default: GetSessionRecordFormat.MATCH.
        accept_language (str | Unset):  Default: 'en'.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem
    """

    return (
        await asyncio_detailed(
            session_id=session_id,
            client=client,
            format_=format_,
            accept_language=accept_language,
        )
    ).parsed
