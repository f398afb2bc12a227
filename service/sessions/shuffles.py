"""Shuffling and committing: every order a session deals from is committed before it is used.

Deck commitment (checkable from the log once the deal is over)::

    deck_commitment = sha256((",".join(order) + ":" + salt).encode("ascii")).hexdigest()

``order`` is the shuffled deck, top first, as canonical card codes (``"AS"``, ``"TH"``,
``"JK"``); ``salt`` is 64 lowercase hex digits (32 random bytes) drawn per deal.

A stock remade mid-deal (``engine.stock_to_shuffle``: Sette e Mezzo's reshuffle when the stock
runs out) is shuffled by the same RNG as soon as the deal needs it, before anyone decides to
draw from it, and committed the same way: each ``reshuffles[k].commitment`` is
``deck_commitment(its order, its own salt)``.  Its order goes into the deal
(``engine.with_shuffled_stock``), so no draw is left to what a player names.

A deal that goes on from the last one's stock (``engine.stock_left``: Sette e Mezzo's
``deck_policy: continuous``) is not shuffled again: it carries the commitment of the order it
continues - the last one the previous deal drew from - and ``deck_start``, how many cards of
that order earlier deals used; it is dealt from ``order[deck_start:]``.  An order and its salt
are revealed in the log once no live deal draws from it (for a fresh deck: when its deal
ends), never while its undrawn cards are still to come.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from typing import Any, cast

from ..engine import GameEngine
from ..engine.actions import JsonObject
from ..engine.options import Rules
from ..engine.state import DealState
from .record import FinishedDeal, SessionRecord, Shuffle

_SYSTEM_RANDOM = secrets.SystemRandom()


def deck_commitment(order: list[str], salt: str) -> str:
    """SHA-256 over the deck order and the salt, in the encoding documented above."""
    return hashlib.sha256((",".join(order) + ":" + salt).encode("ascii")).hexdigest()


def shuffle_and_commit(record: SessionRecord, cards: list[str], label: str) -> Shuffle:
    """``cards`` shuffled and committed: ``{order, salt, commitment}``.

    The RNG is the system's cryptographic one; a session created with a test seed (only where
    the deployment allows them) uses ``random.Random(f"{seed}:{label}")`` instead.
    """
    seed = record["seed"]
    return committed_shuffle(cards, random.Random(f"{seed}:{label}") if seed is not None else None)


def committed_shuffle(cards: list[str], rng: random.Random | None = None) -> Shuffle:
    """``cards`` shuffled by ``rng`` (None: the system's cryptographic RNG) and committed with a fresh salt."""
    order = list(cards)
    (rng or _SYSTEM_RANDOM).shuffle(order)
    salt = secrets.token_hex(32)
    return {"order": order, "salt": salt, "commitment": deck_commitment(order, salt)}


def continued_shoe(engine: GameEngine, record: SessionRecord, after: DealState | None) -> dict[str, Any] | None:
    """The committed order the next deal goes on from, and where its undrawn cards start.

    None - a fresh shuffle - unless the engine carries the stock over (``stock_left``) and it
    still holds a card for every seat; then it is the last order ``after``'s deal drew from
    (its last reshuffle, else its own deck), whose tail the stock left must be.
    """
    left = None if after is None else engine.stock_left(after)
    if left is None or len(left) < record["seats"]:
        return None
    last = (
        record["reshuffles"][-1]
        if record["reshuffles"]
        else {
            "order": record["order"],
            "salt": record["salt"],
            "commitment": record["deck_commitment"],
        }
    )
    start = len(last["order"]) - len(left)
    if last["order"][start:] != left:
        raise RuntimeError("the stock left is not the tail of the order it was dealt from")
    return {**last, "start": start}


def commitments_of(entry: SessionRecord | FinishedDeal) -> list[str]:
    """Every commitment a deal (current record or history entry) drew from: its deck, then its reshuffles."""
    return [entry["deck_commitment"], *(r["commitment"] for r in entry.get("reshuffles", []))]


def deal_described(engine: GameEngine, rules: Rules, seats: int, entry: SessionRecord | FinishedDeal) -> JsonObject:
    """The ``deal`` a deal record describes: dealt from ``order[deck_start:]`` from the match score before it
    (a finished deal's ``scores_before``, the current deal's ``scores``), with its new stocks."""
    order = entry["order"][entry.get("deck_start", 0) :]
    scores = cast(FinishedDeal, entry)["scores_before"] if "scores_before" in entry else entry["scores"]
    deal = engine.deal_of_match(
        rules, order, entry["dealer"], seats, entry["deal_number"], scores or engine.starting_scores(rules, seats)
    )
    for shuffled in entry.get("reshuffles", []):
        deal = engine.with_shuffled_stock(deal, shuffled["order"])
    return deal
