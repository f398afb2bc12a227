"""Reading an EGN document into a match record, as an EGN reader replays it.

EGN lists each trick's cards in the order they hit the table, without seats; the seats follow
from the rules (docs/replayer-logic.md of the EGN repository): the bidding goes clockwise from
the dealer's left, the maker is the seat of the first call that is not ``Pass``, the first trick
is led by the first active seat from the dealer's left (from the loner's left under
``LEFT_OF_LONER``), each later trick by the winner of the one before, and each card is played by
the next active seat clockwise (a lone maker's partner, and a lone defender's, sit out).

What EGN does not record the record still needs: the dealer's discard after an order is taken
from ``discard`` when the file gives it; otherwise it is derived - the upcard, when the dealer
plays the whole deal without it (a breach Arbitro then reports), or else a card nobody plays in
the deal (face down, it changes nothing) - and the deal is listed in the tag
:data:`UNRECORDED_DISCARDS`, so that writing EGN again leaves it out.

Annotations and alternative lines are analysis, left out (EGN itself strips them for its
baseline hash). A document that is not EGN, or asks for a rule Arbitro does not play, is one
InvalidInput naming every bad field by its path in the EGN document (``deals.3.phases.1.tricks.2.0``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import InvalidInput
from ...engine.actions import JsonObject
from ...engine.errors import FieldMessage
from ...engine.scoring import SCORE_LIMIT
from ...games.euchre.engine import ENGINE
from ...games.euchre.rules import EuchreRules
from ...games.euchre.table import table_for
from ...messages import Phrase, fault
from ..record import FORMAT, MAX_NAME, DealEntry, MatchRecord, Seat, read_record
from .notation import (
    FILE_TYPE,
    JOKER,
    ORDER,
    PASS,
    SUIT_CALLS,
    VERSION,
    card_in,
    rules_of,
    ruleset_errors,
)

SEATS = 4
UNRECORDED_DISCARDS = "egn_unrecorded_discards"
"""The tag listing (1-based, space-separated) the deals whose discard the EGN file did not record."""

TAGS = {"title": "title", "description": "description", "date": "date", "gameId": "game_id"}
"""EGN metadata kept as tags of the record: EGN field -> tag."""

MAX_TEXT = 1024
"""EGN's longest metadata text (the description)."""

_TOP = ("fileType", "version", "metadata", "deals")
_LEGACY_TOP = ("timings", "views", "layouts", "videoUrl", "viewSwitches", "screens")
"""EGN 1.0's replayer presentation (dropped by its own upgrade tool): read and ignored."""
_METADATA = ("gameId", "title", "description", "players", "initialScore", "finalScore", "date", "ruleset")
_DEAL = ("dealNumber", "initialState", "phases", "alternativeLines")
_STATE = ("dealer", "upCard", "playerCards", "player_cards", "kitty")
_BIDDING = (
    "phaseNumber",
    "type",
    "calls",
    "isAlone",
    "aloneDefender",
    "discard",
    "cardExchanges",
    "callAnnotations",
    "calls_annotations",
    "card_exchanges",
)
_PLAY = ("phaseNumber", "type", "tricks", "isAlone", "initialLead", "playAnnotations", "tricks_annotations")


class _Faults:
    def __init__(self) -> None:
        self.errors: dict[str, list[FieldMessage]] = {}

    def add(self, path: str, message: FieldMessage) -> None:
        self.errors.setdefault(path, []).append(message)

    def fields(self, value: Any, known: tuple[str, ...], path: str) -> bool:
        """Whether ``value`` is an object; its fields that EGN does not define are faults."""
        if not isinstance(value, dict):
            self.add(path or "body", fault("not_json_object"))
            return False
        for name in value:
            if name not in known:
                self.add(f"{path}.{name}".lstrip("."), fault("egn_field", fields=list(known)))
        return True


@dataclass
class _Bidding:
    """A deal's bidding read: its actions, trump, the maker, who sits out."""

    actions: list[JsonObject] = field(default_factory=list)
    trump: str | None = None
    maker: int | None = None
    alone: bool = False
    ordered: bool = False  # round 1: the dealer picks the upcard up and discards
    lone_defender: int | None = None


def import_egn(raw: Any, *, max_deals: int, max_actions: int) -> MatchRecord:
    """The match record of an EGN document, checked whole as :func:`~service.matches.read_record` checks
    one (``POST /v1/matches/import/egn``, ``arbitro import-egn``): InvalidInput naming every bad field,
    never a record that would then be refused."""
    record = read_egn(raw, max_deals=max_deals)
    read_record(record, max_deals=max_deals, max_actions=max_actions)
    return record


def read_egn(raw: Any, *, max_deals: int) -> MatchRecord:
    """The match record of an EGN document, or InvalidInput naming every field that is not EGN (or not played)."""
    faults = _Faults()
    if not faults.fields(raw, _TOP + _LEGACY_TOP, ""):
        raise InvalidInput(faults.errors)
    if raw.get("fileType") != FILE_TYPE:
        faults.add("fileType", fault("egn_file_type", value=FILE_TYPE))
    version = raw.get("version")
    if not isinstance(version, str) or not VERSION.match(version):
        faults.add("version", fault("egn_version", given=repr(version)))
    metadata = raw.get("metadata")
    rules: dict[str, Any] | None = None
    seats: list[Seat] = []
    tags: dict[str, str] = {}
    starting: list[int] | None = None
    final: list[int] | None = None
    if metadata is None:
        faults.add("metadata", fault("egn_metadata_missing"))
    elif faults.fields(metadata, _METADATA, "metadata"):
        seats = _players(metadata.get("players"), faults)
        starting = _score(metadata.get("initialScore"), "metadata.initialScore", faults, required=True)
        final = _score(metadata.get("finalScore"), "metadata.finalScore", faults, required="finalScore" in metadata)
        rules = _rules(metadata.get("ruleset", {}), faults)
        tags = _tags(metadata, faults)
    deals = raw.get("deals")
    entries: list[DealEntry] = []
    if not isinstance(deals, list) or not 1 <= len(deals) <= max_deals:
        faults.add("deals", fault("egn_deals_list", maximum=max_deals))
    elif rules is not None:
        unrecorded = []
        resolved = ENGINE.resolve_rules(rules)
        for i, deal in enumerate(deals):
            entry = _deal(deal, f"deals.{i}", (rules, resolved), faults)
            if entry is not None:
                entries.append(entry[0])
                if entry[1]:
                    unrecorded.append(str(i + 1))
        if unrecorded:
            tags[UNRECORDED_DISCARDS] = " ".join(unrecorded)
    if faults.errors or rules is None:
        raise InvalidInput(faults.errors)
    if final is not None:
        entries[-1]["recorded"] = {"scores": list(final)}
    record: MatchRecord = {"format": FORMAT, "game": ENGINE.game_id, "rules": rules, "seats": seats, "deals": entries}
    if starting is not None:
        record["starting_scores"] = starting
    if tags:
        record["tags"] = tags
    return record


def _players(value: Any, faults: _Faults) -> list[Seat]:
    if not isinstance(value, list) or len(value) != SEATS:
        faults.add("metadata.players", fault("egn_players", seats=SEATS))
        return []
    seats: list[Seat] = []
    for i, player in enumerate(value):
        name = player.get("name") if isinstance(player, dict) else player
        if not isinstance(name, str) or len(name) > MAX_NAME:
            faults.add(f"metadata.players.{i}", fault("egn_player"))
            continue
        seats.append({"name": name} if name else {})
    return seats


def _score(value: Any, path: str, faults: _Faults, *, required: bool) -> list[int] | None:
    if value is None and not required:
        return None
    if not isinstance(value, list) or len(value) != 2 or any(type(s) is not int or abs(s) > SCORE_LIMIT for s in value):
        faults.add(path, fault("egn_team_scores", limit=SCORE_LIMIT))
        return None
    return value


def _rules(value: Any, faults: _Faults) -> dict[str, Any] | None:
    ruleset = value
    if not isinstance(ruleset, dict):
        faults.add("metadata.ruleset", fault("egn_ruleset"))
        return None
    errors = ruleset_errors(ruleset, "metadata.ruleset")
    for path, messages in errors.items():
        for message in messages:
            faults.add(path, message)
    return None if errors else rules_of(ruleset)


def _tags(metadata: JsonObject, faults: _Faults) -> dict[str, str]:
    """The metadata kept as tags; a text longer than a tag holds (EGN's description: 1024 characters) continues in
    ``<tag>_2``, ``<tag>_3``... (:func:`tag_text` joins them again)."""
    tags = {}
    for name, tag in TAGS.items():
        value = metadata.get(name)
        if value is None:
            continue
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            faults.add(f"metadata.{name}", fault("string_at_most", maximum=MAX_TEXT))
            continue
        for k, start in enumerate(range(0, len(value), MAX_NAME), 1):
            tags[tag if k == 1 else f"{tag}_{k}"] = value[start : start + MAX_NAME]
    return tags


def tag_text(tags: dict[str, str], tag: str) -> str | None:
    """A metadata text kept in ``tag`` and its continuations, whole again; None when the record has none."""
    if tag not in tags:
        return None
    parts, k = [tags[tag]], 2
    while f"{tag}_{k}" in tags:
        parts.append(tags[f"{tag}_{k}"])
        k += 1
    return "".join(parts)


def _deal(
    raw: Any, path: str, both_rules: tuple[dict[str, Any], EuchreRules], faults: _Faults
) -> tuple[DealEntry, bool] | None:
    """The record's deal for an EGN deal, and whether its discard was derived; None (faults added) if unreadable.

    ``both_rules``: the rules as the record gives them, and resolved."""
    rules, resolved = both_rules
    if isinstance(raw, str):
        faults.add(path, fault("egn_packed_deal"))
        return None
    if not faults.fields(raw, _DEAL, path) or not faults.fields(
        raw.get("initialState"), _STATE, f"{path}.initialState"
    ):
        return None
    before = len(faults.errors)
    state = raw["initialState"]
    dealer = state.get("dealer")
    if type(dealer) is not int or not 0 <= dealer < SEATS:
        faults.add(f"{path}.initialState.dealer", fault("not_seat", last=SEATS - 1))
        return None
    deck = table_for(resolved).deck
    cards = _CardReader(deck, faults)
    upcard = cards.one(state.get("upCard"), f"{path}.initialState.upCard")
    deal: JsonObject = {"dealer": dealer, "turn_up": upcard}
    hands = _hands(state, path, cards, faults)
    if hands is not None:
        deal["hands"] = hands
    kitty = state.get("kitty")
    if isinstance(kitty, list) and kitty and all(kitty):  # 1.0 files write an unknown kitty as ["", "", ""]
        deal["kitty"] = cards.many(kitty, f"{path}.initialState.kitty")
    elif kitty is not None and (not isinstance(kitty, list) or any(kitty)):
        faults.add(f"{path}.initialState.kitty", fault("egn_kitty"))
    if upcard is not None and len(faults.errors) == before:
        _check_cards(deal, resolved, f"{path}.initialState", faults)
    phases = raw.get("phases")
    if not isinstance(phases, list) or len(phases) > 2:
        faults.add(f"{path}.phases", fault("egn_phases"))
        return None
    if not phases:  # dealt, nobody has called yet: a match in progress (EGN's schema allows no phase)
        return ({"deal": deal, "actions": []}, False) if upcard is not None and len(faults.errors) == before else None
    bidding = _bidding(phases[0], f"{path}.phases.0", dealer, rules, faults)
    tricks = _tricks(phases, path, bidding, cards, faults)
    if bidding is None or tricks is None or upcard is None or len(faults.errors) > before:
        return None
    if bidding.trump == "upcard":
        if upcard == JOKER:
            faults.add(f"{path}.initialState.upCard", fault("egn_joker_turned"))
            return None
        bidding.trump = upcard[1]
    plays = _seated(tricks, f"{path}.phases.1.tricks", dealer, bidding, resolved, faults)
    if plays is None:
        return None
    actions = list(bidding.actions)
    derived = False
    if bidding.ordered and (plays or phases[0].get("discard") is not None):  # no play yet: maybe no discard yet
        recorded = phases[0].get("discard")
        derived = recorded is None
        discard = (
            _derived_discard(deck.full(), dealer, upcard, plays, deal)
            if derived
            else cards.one(recorded, f"{path}.phases.0.discard")
        )
        if discard is None:
            return None
        actions.append({"seat": dealer, "type": "discard", "card": discard})  # EGN says no assist: never alone
    actions.extend(_defending(dealer, bidding, rules))
    actions.extend({"seat": seat, "type": "play", "card": card} for seat, card in plays)
    return {"deal": deal, "actions": actions}, derived


def _check_cards(deal: JsonObject, rules: EuchreRules, path: str, faults: _Faults) -> None:
    """The dealt cards as the game reads them: a card dealt twice (hands, upcard, kitty) is a fault of the state."""
    try:
        ENGINE.start(rules, deal, None)
    except InvalidInput as exc:
        for messages in exc.errors.values():
            for message in messages:
                faults.add(path, message)


class _CardReader:
    """EGN card codes read as the deck's cards, each bad one a fault at its path."""

    def __init__(self, deck: Any, faults: _Faults):
        self.deck, self.faults = deck, faults

    def one(self, code: Any, path: str) -> str | None:
        card = card_in(code)
        if card is not None:
            try:
                return str(self.deck.parse(card))
            except ValueError:
                pass
        self.faults.add(path, fault("egn_card", code=repr(code), deck=self.deck.name))
        return None

    def many(self, codes: Any, path: str) -> list[str]:
        if not isinstance(codes, list):
            self.faults.add(path, fault("not_card_list"))
            return []
        return [card for i, code in enumerate(codes) if (card := self.one(code, f"{path}.{i}")) is not None]


def _hands(state: JsonObject, path: str, cards: _CardReader, faults: _Faults) -> list[list[str] | None] | None:
    """The dealt hands the deal gives (``playerCards``, or 1.0's ``player_cards``), an empty one unknown."""
    name = "playerCards" if "playerCards" in state else "player_cards"
    value = state.get(name)
    if value is None:
        return None
    where = f"{path}.initialState.{name}"
    if not isinstance(value, list) or len(value) != SEATS:
        faults.add(where, fault("egn_hands", seats=SEATS))
        return None
    hands = [cards.many(hand, f"{where}.{i}") or None for i, hand in enumerate(value)]
    return hands if any(hand is not None for hand in hands) else None


def _bidding(phase: Any, path: str, dealer: int, rules: dict[str, Any], faults: _Faults) -> _Bidding | None:
    if not faults.fields(phase, _BIDDING, path):
        return None
    if phase.get("type") != "EUCHRE_BIDDING":
        faults.add(f"{path}.type", fault("egn_bidding_phase"))
        return None
    calls = phase.get("calls")
    alone = phase.get("isAlone", False)
    if not isinstance(calls, list) or not 1 <= len(calls) <= 2 * SEATS:
        faults.add(f"{path}.calls", fault("egn_calls", maximum=2 * SEATS))
        return None
    if type(alone) is not bool:
        faults.add(f"{path}.isAlone", fault("not_a_boolean"))
        return None
    for name in ("cardExchanges", "card_exchanges"):
        if phase.get(name):
            faults.add(f"{path}.{name}", fault("egn_card_exchanges"))
    bidding = _Bidding(alone=alone)
    for i, call in enumerate(calls):
        seat, round_1 = (dealer + 1 + i) % SEATS, i < SEATS
        where = f"{path}.calls.{i}"
        if bidding.trump is not None:
            faults.add(where, fault("egn_call_after_trump"))
        elif call == PASS:
            bidding.actions.append({"seat": seat, "type": "pass"})
        elif call == ORDER and round_1:
            bidding.actions.append({"seat": seat, "type": "order_up", "alone": alone})
            bidding.trump, bidding.maker, bidding.ordered = "upcard", seat, True
        elif call in SUIT_CALLS and not round_1:
            bidding.actions.append({"seat": seat, "type": "call", "suit": call.upper(), "alone": alone})
            bidding.trump, bidding.maker = call.upper(), seat
        else:
            faults.add(where, _bad_call(call, round_1))
    if alone and bidding.maker is None:
        faults.add(f"{path}.isAlone", fault("egn_alone_no_maker"))
    bidding.lone_defender = _lone_defender(phase.get("aloneDefender"), f"{path}.aloneDefender", bidding, rules, faults)
    return bidding


def _bad_call(call: Any, round_1: bool) -> Phrase:
    if call in ("n", "x"):
        return fault("egn_call_unplayed", call=repr(call))
    if call == ORDER or call in SUIT_CALLS:
        return fault("egn_call_round")
    return fault("egn_call_unknown", call=repr(call))


def _lone_defender(value: Any, path: str, bidding: _Bidding, rules: dict[str, Any], faults: _Faults) -> int | None:
    if value is None or value == -1:
        return None
    if type(value) is not int or not 0 <= value < SEATS:
        faults.add(path, fault("egn_lone_defender"))
    elif rules["defend_alone"] == "off" or not bidding.alone or bidding.maker is None:
        faults.add(path, fault("egn_defend_alone"))
    elif value % 2 == bidding.maker % 2:
        faults.add(path, fault("egn_maker_defends", given=value))
    else:
        return value
    return None


def _defending(dealer: int, bidding: _Bidding, rules: dict[str, Any]) -> list[JsonObject]:
    """Against a lone maker under ``defend_alone``, the defenders from the dealer's left pass or defend alone."""
    if rules["defend_alone"] == "off" or not bidding.alone or bidding.maker is None:
        return []
    actions: list[JsonObject] = []
    for k in range(1, SEATS + 1):
        seat = (dealer + k) % SEATS
        if seat % 2 == bidding.maker % 2:
            continue
        if seat == bidding.lone_defender:
            return [*actions, {"seat": seat, "type": "defend_alone"}]
        actions.append({"seat": seat, "type": "pass"})
    return actions


def _tricks(
    phases: list[Any], path: str, bidding: _Bidding | None, cards: _CardReader, faults: _Faults
) -> list[list[str]] | None:
    if len(phases) < 2:
        return []
    where = f"{path}.phases.1"
    phase = phases[1]
    if not faults.fields(phase, _PLAY, where):
        return None
    if phase.get("type") != "TRICK_PLAY":
        faults.add(f"{where}.type", fault("egn_play_phase"))
        return None
    if bidding is not None and bidding.maker is None:
        faults.add(where, fault("egn_play_no_trump"))
        return None
    tricks = phase.get("tricks")
    if not isinstance(tricks, list) or len(tricks) > 5:
        faults.add(f"{where}.tricks", fault("egn_tricks"))
        return None
    return [cards.many(trick, f"{where}.tricks.{i}") for i, trick in enumerate(tricks)]


def _seated(
    tricks: list[list[str]], path: str, dealer: int, bidding: _Bidding, rules: EuchreRules, faults: _Faults
) -> list[tuple[int, str]] | None:
    """Each card with the seat that played it, as an EGN reader seats them (the module docstring)."""
    if not tricks:
        return []
    assert bidding.maker is not None  # _tricks refused a play with no maker
    active = [True] * SEATS
    if bidding.alone:
        active[(bidding.maker + 2) % SEATS] = False
    if bidding.lone_defender is not None:
        active[(bidding.lone_defender + 2) % SEATS] = False
    in_trick = active.count(True)
    start = bidding.maker + 1 if bidding.alone and rules.loner_lead == "left_of_loner" else dealer + 1
    leader = _next_active(start % SEATS, active)
    trump = bidding.trump
    assert trump is not None
    plays: list[tuple[int, str]] = []
    for k, trick in enumerate(tricks):
        last = k == len(tricks) - 1
        if len(trick) != in_trick and not (last and 0 < len(trick) < in_trick):
            faults.add(f"{path}.{k}", fault("egn_trick_size", count=len(trick), seats=in_trick))
            return None
        seat, seated = leader, []
        for card in trick:
            seated.append((seat, card))
            seat = _next_active((seat + 1) % SEATS, active)
        plays.extend(seated)
        if len(seated) == in_trick:
            leader = ENGINE.trick_winner(rules, trump, seated)
    return plays


def _next_active(seat: int, active: list[bool]) -> int:
    while not active[seat]:
        seat = (seat + 1) % SEATS
    return seat


def _derived_discard(deck: list[str], dealer: int, upcard: str, plays: list[tuple[int, str]], deal: JsonObject) -> str:
    """The dealer's discard the file leaves out: from a known hand, the card he holds and never plays (the upcard
    last); from an unknown one, the upcard if he played all five cards without it, else the first card of the deck
    nobody is seen with (never played, dealt or in the kitty)."""
    dealer_plays = [card for seat, card in plays if seat == dealer]
    hand = (deal.get("hands") or [None] * SEATS)[dealer]
    if hand is not None:
        return next(card for card in [*hand, upcard] if card not in dealer_plays)
    if len(dealer_plays) == 5 and upcard not in dealer_plays:
        return upcard
    seen = {upcard, *(card for _, card in plays), *deal.get("kitty", ())}
    for known in deal.get("hands") or ():
        seen.update(known or ())
    return next((card for card in deck if card not in seen), upcard)
