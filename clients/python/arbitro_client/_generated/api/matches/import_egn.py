from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.ecarte_match_record import EcarteMatchRecord
from ...models.egn_document import EgnDocument
from ...models.euchre_match_record import EuchreMatchRecord
from ...models.problem import Problem
from ...models.ramino_match_record import RaminoMatchRecord
from ...models.sette_e_mezzo_match_record import SetteEMezzoMatchRecord
from ...types import Response, Unset


def _get_kwargs(
    *,
    body: EgnDocument,
    accept_language: str | Unset = "en",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/import/egn",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    EcarteMatchRecord
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
    EcarteMatchRecord
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
    *,
    client: AuthenticatedClient | Client,
    body: EgnDocument,
    accept_language: str | Unset = "en",
) -> Response[
    EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
]:
    """Read an EGN document (Euchre Game Notation 1.x) as a match record, ready for POST
    /v1/matches/validate.

     The seat of each card is derived as an EGN reader does: the first lead from the dealer's left (or
    the
    loner's, LEFT_OF_LONER), each later trick led by the winner of the one before.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EgnDocument): a Euchre game in Euchre Game Notation 1.x (NextSuit-Labs/euchre-game-
            notation, its schemas/egn-schema-v1.json): metadata (players, initialScore, ruleset) and
            the deals, each with its dealer, upCard, the EUCHRE_BIDDING calls from the dealer's left
            and the TRICK_PLAY tricks, cards in the order played

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem]
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
    body: EgnDocument,
    accept_language: str | Unset = "en",
) -> (
    EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
    | None
):
    """Read an EGN document (Euchre Game Notation 1.x) as a match record, ready for POST
    /v1/matches/validate.

     The seat of each card is derived as an EGN reader does: the first lead from the dealer's left (or
    the
    loner's, LEFT_OF_LONER), each later trick led by the winner of the one before.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EgnDocument): a Euchre game in Euchre Game Notation 1.x (NextSuit-Labs/euchre-game-
            notation, its schemas/egn-schema-v1.json): metadata (players, initialScore, ruleset) and
            the deals, each with its dealer, upCard, the EUCHRE_BIDDING calls from the dealer's left
            and the TRICK_PLAY tricks, cards in the order played

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EgnDocument,
    accept_language: str | Unset = "en",
) -> Response[
    EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
]:
    """Read an EGN document (Euchre Game Notation 1.x) as a match record, ready for POST
    /v1/matches/validate.

     The seat of each card is derived as an EGN reader does: the first lead from the dealer's left (or
    the
    loner's, LEFT_OF_LONER), each later trick led by the winner of the one before.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EgnDocument): a Euchre game in Euchre Game Notation 1.x (NextSuit-Labs/euchre-game-
            notation, its schemas/egn-schema-v1.json): metadata (players, initialScore, ruleset) and
            the deals, each with its dealer, upCard, the EUCHRE_BIDDING calls from the dealer's left
            and the TRICK_PLAY tricks, cards in the order played

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem]
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
    body: EgnDocument,
    accept_language: str | Unset = "en",
) -> (
    EcarteMatchRecord
    | EuchreMatchRecord
    | RaminoMatchRecord
    | SetteEMezzoMatchRecord
    | Problem
    | None
):
    """Read an EGN document (Euchre Game Notation 1.x) as a match record, ready for POST
    /v1/matches/validate.

     The seat of each card is derived as an EGN reader does: the first lead from the dealer's left (or
    the
    loner's, LEFT_OF_LONER), each later trick led by the winner of the one before.

    Args:
        accept_language (str | Unset):  Default: 'en'.
        body (EgnDocument): a Euchre game in Euchre Game Notation 1.x (NextSuit-Labs/euchre-game-
            notation, its schemas/egn-schema-v1.json): metadata (players, initialScore, ruleset) and
            the deals, each with its dealer, upCard, the EUCHRE_BIDDING calls from the dealer's left
            and the TRICK_PLAY tricks, cards in the order played

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EcarteMatchRecord | EuchreMatchRecord | RaminoMatchRecord | SetteEMezzoMatchRecord | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
