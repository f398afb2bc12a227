"""Writing a Euchre match record as an EGN 1.4 document.

The record is read whole first (:func:`..record.read_record`); a record of another game, or
under rules EGN has no field for (:func:`.notation.unsayable`), is InvalidInput. Each deal
becomes its dealer, upcard and hands (where known), its calls from the dealer's left, whether
the maker went alone, the dealer's discard (unless the record says, in the tag
:data:`.reader.UNRECORDED_DISCARDS`, that the EGN it came from did not record it), the seat
defending alone, and the cards of its plays grouped into tricks in the order they were played
- the seats left out, as EGN has them. The tags ``title``, ``description``, ``date`` and
``game_id`` go back to the metadata, and the scores recorded after the last deal become its
``finalScore``. A match in progress is written as far as it has gone: a deal on which nobody has called
yet is its initial state with no phase, as EGN's schema allows (``phases`` from 0 items), so that every
stage of a match reads back.
"""

from __future__ import annotations

from typing import Any

from ...engine import InvalidInput
from ...engine.actions import JsonObject
from ...games.euchre.table import table_for
from ...messages import fault
from ..record import RecordedDeal, read_record
from .notation import FILE_TYPE, ORDER, PASS, VERSION_WRITTEN, card_out, ruleset_of, unsayable
from .reader import SEATS, TAGS, UNRECORDED_DISCARDS, tag_text


def write_egn(raw: Any, *, max_deals: int, max_actions: int) -> JsonObject:
    """The EGN document of a Euchre match record, or InvalidInput naming what EGN cannot carry."""
    match = read_record(raw, max_deals=max_deals, max_actions=max_actions)
    if match.engine.game_id != "euchre":
        raise InvalidInput.at("game", fault("egn_euchre_only", game=match.engine.game_id))
    rules = match.rules.as_json()
    errors = unsayable(rules)
    if errors:
        raise InvalidInput(errors)
    deck = table_for(match.rules).deck  # type: ignore[arg-type]  # a Euchre record has Euchre rules
    tags: dict[str, str] = raw.get("tags") or {}
    unrecorded = {int(n) for n in tags.get(UNRECORDED_DISCARDS, "").split() if n.isdecimal()}
    metadata: JsonObject = {egn: text for egn, tag in TAGS.items() if (text := tag_text(tags, tag)) is not None}
    metadata["players"] = [seat.get("name", "") for seat in raw["seats"]]
    metadata["initialScore"] = list(match.starting_scores or [0, 0])
    recorded = match.deals[-1].recorded.get("scores")
    if recorded is not None and all(float(s).is_integer() for s in recorded):
        metadata["finalScore"] = [int(s) for s in recorded]
    metadata["ruleset"] = ruleset_of(rules)
    blind = [n for n, entry in enumerate(match.deals) if deck.parse(entry.deal["turn_up"]) == rules["benny_card"]]
    if rules["benny"] and blind:
        raise InvalidInput({f"deals.{n}.deal.turn_up": [fault("egn_blind_call")] for n in blind})
    deals = []
    dealer = 0
    for number, entry in enumerate(match.deals):
        given = entry.deal.get("dealer")
        dealer = given if type(given) is int else (dealer + 1) % SEATS if number else 0
        deals.append(_deal(number, dealer, entry, deck, keep_discard=number + 1 not in unrecorded))
    return {"fileType": FILE_TYPE, "version": VERSION_WRITTEN, "metadata": metadata, "deals": deals}


def _deal(number: int, dealer: int, entry: RecordedDeal, deck: Any, *, keep_discard: bool) -> JsonObject:
    def card(code: str) -> str:
        return card_out(str(deck.parse(code)))

    state: JsonObject = {"dealer": dealer, "upCard": card(entry.deal["turn_up"])}
    hands = entry.deal.get("hands")
    if hands is not None and any(hand is not None for hand in hands):
        state["playerCards"] = [[card(c) for c in hand or ()] for hand in hands]
    calls: list[str] = []
    bidding: JsonObject = {"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": calls, "isAlone": False}
    plays: list[str] = []
    made = False
    for action in entry.actions:
        kind = action["type"]
        if kind == "pass" and not made:
            calls.append(PASS)
        elif kind in ("order_up", "call"):
            calls.append(ORDER if kind == "order_up" else action["suit"].lower())
            bidding["isAlone"] = bool(action.get("alone"))
            made = True
        elif kind == "discard" and keep_discard:
            bidding["discard"] = card(action["card"])
        elif kind == "defend_alone":
            bidding["aloneDefender"] = action["seat"]
        elif kind == "play":
            plays.append(card(action["card"]))
    phases = [bidding] if calls else []  # a deal just dealt, nobody called yet: no phase (EGN's schema allows it)
    if plays:
        in_trick = SEATS - bidding["isAlone"] - ("aloneDefender" in bidding)
        tricks = [plays[k : k + in_trick] for k in range(0, len(plays), in_trick)]
        phases.append({"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": tricks})
    return {"dealNumber": number, "initialState": state, "phases": phases}
