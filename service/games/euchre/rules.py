"""Euchre's options, presets, and what they make of the deck, the seats and the deal (§1, §10, §16).

The card order they give and the table a deal plays by are in :mod:`.table`.
"""

from __future__ import annotations

from typing import Any, Literal

from ...cards import FRENCH_24, FRENCH_28, FRENCH_32, JOKER, SUIT_NAMES, Deck
from ...engine import InvalidInput, Option, RuleBook, Rules, Variant
from ...engine.errors import WrongValue
from ...messages import Phrase, fault

SUITS = ("S", "H", "D", "C")
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}
PLAIN_ORDER = ("7", "8", "9", "T", "J", "Q", "K", "A")  # low to high; a plain suit and trump below the bowers
HAND_SIZE = {4: 5, 3: 7, 2: 5}
"""Cards each seat is dealt by the order-up deal, which leaves an upcard and a kitty (five in set-back whatever the
seats); an auction deals every card."""
NO_TRUMPS = {"off": (), "high": ("high",), "high_low": ("high", "low")}
"""The no-trump declarations each ``no_trump`` value allows the high bidder (§16.2)."""
DECKS = {24: FRENCH_24, 28: FRENCH_28, 32: FRENCH_32}

BENNY_STRENGTH, RIGHT_BOWER_STRENGTH, LEFT_BOWER_STRENGTH = 12, 11, 10
KITTY_EXCHANGED = 3
"""The cards an exchange gives and takes: the kitty's last three (§15.7)."""


def _packets(value: Any) -> Any:
    if not value or any(type(p) is not int or p < 1 for p in value):
        raise WrongValue(fault("not_packets", example="[3, 2]"))
    return value


def hand_size(rules: EuchreRules, deck_size: int) -> int:
    """The cards each seat is dealt: five (seven three-handed) with an upcard, five whatever the seats where
    scores count down (set-back, §17.1), or the whole pack shared out under an auction (§16.1)."""
    if rules.bidding == "auction":
        return deck_size // rules.players
    return 5 if rules.count_down_from is not None else HAND_SIZE[rules.players]


OPTIONS = (
    Option(
        "players",
        "integer",
        4,
        "Seats at the table: 4 (two teams of partners, or each alone when individual), 3 (three-handed, each "
        "alone) or 2 (set-back only, each alone)",
        choices=(2, 3, 4),
    ),
    Option(
        "deck",
        "integer",
        24,
        "Cards in the pack before any benny: 24 (9-A), 28 (8-A) or 32 (7-A)",
        choices=(24, 28, 32),
    ),
    Option(
        "benny", "boolean", False, "A benny (best bower) is the highest trump; as the upcard it forces a blind call"
    ),
    Option(
        "benny_card",
        "string",
        JOKER,
        "The card that is the benny: the joker JK, or 2S standing in for it",
        choices=(JOKER, "2S"),
    ),
    Option(
        "points_to_win",
        "integer",
        10,
        "Points that win the match, checked after each complete deal (at most 100)",
        minimum=1,
        maximum=100,
    ),
    Option(
        "stick_the_dealer",
        "boolean",
        False,
        "After two rounds of passes the dealer must call a trump instead of throwing the deal in",
    ),
    Option(
        "assist_makes_dealer_maker",
        "boolean",
        False,
        "Round 1: an order_up by the dealer's partner (the assist) makes the dealer the maker (1844 rules); "
        "the assister may go alone with it, or else the dealer with the discard",
    ),
    Option("canadian_loner", "boolean", False, "The dealer's partner may order up in round 1 only by going alone"),
    Option(
        "defend_alone",
        "string",
        "off",
        "Who may defend alone: nobody (off), a defender against a lone maker (vs_loner), any defender (any)",
        choices=("off", "vs_loner", "any"),
    ),
    Option(
        "loner_lead",
        "string",
        "eldest",
        "First lead when the maker is alone: eldest (or next active seat), or the seat left of the loner",
        choices=("eldest", "left_of_loner"),
    ),
    Option(
        "upcard_into_hand",
        "boolean",
        False,
        "The dealer takes the upcard into his hand at once instead of leaving it face up before him until he "
        "plays it: the seats no longer see whether he still holds it",
    ),
    Option("dealer_may_discard_upcard", "boolean", False, "The dealer may discard the upcard just picked up"),
    Option(
        "euchred_loner_points",
        "integer",
        2,
        "Defenders' points for euchring a lone maker (at most 10)",
        minimum=1,
        maximum=10,
    ),
    Option(
        "deal_packets",
        "array",
        (3, 2),
        "Packet sizes dealt round by round from eldest (three-handed: 4, 3), repeated until the hands are full "
        "(bid-euchre: 1, one card at a time)",
        check=_packets,
    ),
    Option(
        "revoke_points",
        "integer",
        2,
        "Penalty for a proven revoke, lone hands included (the seed: two points; at most 10)",
        minimum=0,
        maximum=10,
    ),
    Option(
        "revoke_points_loner",
        "integer",
        None,
        "Another penalty for a proven revoke in a deal where someone is alone (e.g. 4 under Bicycle campus "
        "rules); null: revoke_points, as in any other deal; at most 10",
        nullable=True,
        minimum=0,
        maximum=10,
    ),
    Option(
        "revoke_scoring",
        "string",
        "award",
        "A revoke's penalty is awarded to the other side(s) (award) or deducted from the offenders (deduct)",
        choices=("award", "deduct"),
    ),
    Option(
        "ace_no_face",
        "string",
        "off",
        "A hand of one ace (three-handed: any number) and nothing else above the ten, shown before the first "
        "lead: earns nothing (off), a redeal by the same dealer (redeal), three cards exchanged with the "
        "kitty's last three (exchange), or the holder's choice of the two (either)",
        choices=("off", "redeal", "exchange", "either"),
    ),
    Option(
        "farmers_hand",
        "boolean",
        False,
        "A hand of nothing above the ten (nines and tens), shown before the first lead, exchanges three cards "
        "with the kitty's last three",
    ),
    Option(
        "making_trump_rule",
        "string",
        "off",
        "Making trump with a jack as the only trump in hand is a breach treated as a revoke: for nobody (off), "
        "every bidder (all) or the dealer only (dealer)",
        choices=("off", "all", "dealer"),
    ),
    Option(
        "point_on_partner",
        "boolean",
        False,
        "The dealer's partner who orders the upcard up into the dealer's hand (steals the deal) and makes it "
        "scores one point more",
    ),
    Option(
        "robson_rules",
        "boolean",
        False,
        "Robson rules: makers who take every trick may take two (alone: four) off the opponents instead of "
        "scoring the march; a dealer who turns up a jack may go alone blind: 5 points for a march, else 1 to "
        "the defenders",
    ),
    Option(
        "dealer_speaks_first",
        "boolean",
        False,
        "Both rounds of bidding open with the dealer and end with the seat on his right (British variation)",
    ),
    Option(
        "bidding",
        "string",
        "order_up",
        "How trump is made: ordering the upcard up or calling a suit (order_up), or an auction in which the seat "
        "that bids the most tricks names trump, every card being dealt and none turned up (auction: bid euchre)",
        choices=("order_up", "auction"),
    ),
    Option(
        "auction_rounds",
        "string",
        "one",
        "bidding auction: each seat bids or passes once, the dealer last (one), or the bidding goes round until "
        "a bid is passed by every other seat (until_passed, Pepper)",
        choices=("one", "until_passed"),
    ),
    Option(
        "no_trump",
        "string",
        "off",
        "bidding auction: besides a suit the high bidder may name no trump with aces high (high), also no trump "
        "with nines high (high_low), or neither (off)",
        choices=tuple(NO_TRUMPS),
    ),
    Option(
        "losing_score",
        "integer",
        None,
        "bidding auction, partnerships: a side at or below this score after a deal loses the match, the other "
        "winning (a mercy rule, as Five Hundred's minus 500: every match ends); null: minus points_to_win",
        nullable=True,
        minimum=-100,
        maximum=-1,
    ),
    Option(
        "individual",
        "boolean",
        False,
        "Four players each for himself instead of two partnerships (three and two players always are): individual "
        "bid euchre and set-back; needs count_down_from",
    ),
    Option(
        "count_down_from",
        "integer",
        None,
        "Scores start at this number and run down: each trick a player takes comes off his score, and the first "
        "at zero or below wins (individual bid euchre: 21, set-back: 5); null: scores count up to points_to_win",
        nullable=True,
        minimum=1,
        maximum=100,
    ),
    Option(
        "no_trick_set_back",
        "integer",
        5,
        "count_down_from: what a player who stayed in and took no trick is set back (bid euchre 5, set-back 1)",
        minimum=0,
        maximum=10,
    ),
    Option(
        "maker_set_back",
        "integer",
        5,
        "count_down_from: what a maker short of his bid (bid euchre 5) or euchred (set-back 2) is set back",
        minimum=0,
        maximum=10,
    ),
    Option(
        "euchre_deducts",
        "integer",
        0,
        "Set-back: what a euchre takes off each defender's score that stayed in, besides setting the maker back "
        "(Dick's variation: 2)",
        minimum=0,
        maximum=10,
    ),
    Option(
        "unopposed_maker",
        "string",
        "made",
        "count_down_from: what the maker scores when every other player threw his hand in or dropped out: no "
        "card is played and he is credited with the tricks he undertook - three in set-back, his bid in bid "
        "euchre (made) - or with every trick (march), or nobody scores (void)",
        choices=("made", "march", "void"),
    ),
    Option(
        "declare_march",
        "boolean",
        False,
        'Set-back: after trump is made a player may say "I declare": he leads, and taking every trick wins the '
        "match and the pool at once; failing doubles his score and pays a stake into the pool",
    ),
)

VARIANTS = (
    Variant("north-american", "Four players in partnerships, 24 cards, 10 points; the modern standard"),
    Variant(
        "british",
        "Modern British rules: the joker as benny with a blind call, Canadian loner, "
        "defending alone, the defender left of a lone maker leads, 11 points",
        {
            "benny": True,
            "canadian_loner": True,
            "defend_alone": "any",
            "loner_lead": "left_of_loner",
            "points_to_win": 11,
        },
    ),
    Variant(
        "three-handed",
        "Three players each for themselves, 7 cards each, maker against the other two",
        {"players": 3, "deal_packets": (4, 3), "revoke_scoring": "deduct"},
    ),
    Variant(
        "classic-1844",
        "The earliest rules: a 32-card pack (7-A), game at 5 points, the dealer's partner's assist makes the "
        "dealer the maker",
        {"deck": 32, "points_to_win": 5, "assist_makes_dealer_maker": True},
    ),
    Variant(
        "bid-euchre",
        "Bid euchre (auction euchre, Pepper): every card dealt, one at a time; the seat that bids the most tricks "
        "names trump or no trump high or low and leads; partnerships score their tricks, makers short of "
        "their bid lose it; 30 points. Individual, from 21 down: individual true (or players 3) and "
        "count_down_from 21",
        {"bidding": "auction", "no_trump": "high_low", "deal_packets": (1,), "points_to_win": 30},
    ),
    Variant(
        "set-back",
        "Set-back euchre (American Hoyle, 1864): two to four players each for himself, five cards each, from 5 "
        "down to zero: each trick takes a point off, no trick sets back 1, a euchred maker is set back 2 and "
        "pays a stake into the pool; a doubtful player may throw his hand in",
        {"individual": True, "count_down_from": 5, "no_trick_set_back": 1, "maker_set_back": 2},
    ),
)


class EuchreRules(Rules):
    """Resolved Euchre rules: one attribute per option of :data:`OPTIONS` (the rule book checks the two agree)."""

    __slots__ = ()
    players: Literal[2, 3, 4]
    deck: Literal[24, 28, 32]
    benny: bool
    benny_card: Literal["JK", "2S"]
    points_to_win: int
    stick_the_dealer: bool
    assist_makes_dealer_maker: bool
    canadian_loner: bool
    defend_alone: Literal["off", "vs_loner", "any"]
    loner_lead: Literal["eldest", "left_of_loner"]
    upcard_into_hand: bool
    dealer_may_discard_upcard: bool
    euchred_loner_points: int
    deal_packets: tuple[int, ...]
    revoke_points: int
    revoke_points_loner: int | None
    revoke_scoring: Literal["award", "deduct"]
    ace_no_face: Literal["off", "redeal", "exchange", "either"]
    farmers_hand: bool
    making_trump_rule: Literal["off", "all", "dealer"]
    point_on_partner: bool
    robson_rules: bool
    dealer_speaks_first: bool
    bidding: Literal["order_up", "auction"]
    auction_rounds: Literal["one", "until_passed"]
    no_trump: Literal["off", "high", "high_low"]
    losing_score: int | None
    individual: bool
    count_down_from: int | None
    no_trick_set_back: int
    maker_set_back: int
    euchre_deducts: int
    unopposed_maker: Literal["made", "march", "void"]
    declare_march: bool


RULE_BOOK = RuleBook(OPTIONS, VARIANTS, EuchreRules)


def partnerships(rules: EuchreRules) -> bool:
    """Four players in two teams; otherwise each plays for himself (three-handed, individual, two players)."""
    return rules.players == 4 and not rules.individual


def losing_score(rules: EuchreRules) -> int | None:
    """§16.4: the score at or below which a partnership loses an auction's match - ``losing_score``, or minus
    ``points_to_win``; None where no score loses (the order-up game, scores counting down)."""
    if rules.bidding != "auction" or rules.count_down_from is not None:
        return None
    return -rules.points_to_win if rules.losing_score is None else rules.losing_score


def euchre_deck(rules: EuchreRules) -> Deck:
    base = DECKS[rules.deck]
    if not rules.benny:
        return base
    if rules.benny_card == JOKER:
        return Deck(f"{base.name} and a joker", base.cards, jokers=1, suit_names=SUIT_NAMES["french"])
    return Deck(f"{base.name} and 2S as benny", base.cards + ("2S",), suit_names=SUIT_NAMES["french"])


def check_consistency(rules: EuchreRules) -> None:
    """InvalidInput on ``rules.<field>`` for option combinations no table plays."""
    errors: dict[str, list[Phrase]] = {}
    deck_size = euchre_deck(rules).size
    dealt = hand_size(rules, deck_size)
    if dealt % sum(rules.deal_packets):
        errors["rules.deal_packets"] = [fault("packets_total", dealt=dealt, players=rules.players)]
    kitty = deck_size - rules.players * dealt - (0 if rules.bidding == "auction" else 1)
    exchanging = rules.farmers_hand or rules.ace_no_face in ("exchange", "either")
    if exchanging and kitty < KITTY_EXCHANGED:
        field = "rules.farmers_hand" if rules.farmers_hand else "rules.ace_no_face"
        errors[field] = [fault("exchange_kitty", kitty=kitty)]
    if rules.benny_card != JOKER and not rules.benny:
        errors["rules.benny_card"] = [fault("benny_card_alone")]
    if not partnerships(rules):
        for name, cause in PARTNERSHIP_ONLY.items():
            if rules[name] != NO_AUCTION[name]:
                errors[f"rules.{name}"] = [fault(cause)]
    if rules.bidding == "auction":
        _check_auction(rules, kitty, errors)
    else:
        _only_with(rules, AUCTION_ONLY, "only_auction", errors)
    _check_counting_down(rules, errors)
    if errors:
        raise InvalidInput(errors)


def _only_with(rules: EuchreRules, options: dict[str, Any], why: str, errors: dict[str, list[Phrase]]) -> None:
    """Refuses each of ``options`` not at its value there, with the fault ``why``: the rules lack what they bear
    on."""
    for name, plain in options.items():
        if rules[name] != plain:
            errors.setdefault(f"rules.{name}", []).append(fault(why))


def _check_counting_down(rules: EuchreRules, errors: dict[str, list[Phrase]]) -> None:
    """§16.4, §17: scores count down exactly when each plays for himself in bid euchre or set-back."""
    if partnerships(rules):
        _only_with(rules, {"count_down_from": None}, "partnerships_count_up", errors)
    elif rules.count_down_from is None and (rules.players != 3 or rules.bidding == "auction"):
        errors.setdefault("rules.count_down_from", []).append(fault("count_down_required"))
    if rules.count_down_from is None:
        _only_with(rules, COUNTING_DOWN_ONLY, "only_counting_down", errors)
    else:
        _only_with(rules, {"losing_score": None}, "counting_down_ends_at_zero", errors)
    if rules.bidding == "auction":
        _only_with(rules, SET_BACK_ONLY, "only_set_back", errors)


AUCTION_ONLY = {"auction_rounds": "one", "no_trump": "off", "losing_score": None}
"""The options of the auction (§16), at the values that leave the order-up game as it is."""

COUNTING_DOWN_ONLY = {
    "no_trick_set_back": 5,
    "maker_set_back": 5,
    "euchre_deducts": 0,
    "unopposed_maker": "made",
    "declare_march": False,
}
"""The options of scores that count down (§16.4, §17), at their defaults."""

SET_BACK_ONLY = {"euchre_deducts": 0, "declare_march": False}
"""Set-back's own variations (§17.3), at their defaults."""

NO_AUCTION = {
    "benny": False,
    "assist_makes_dealer_maker": False,
    "canadian_loner": False,
    "defend_alone": "off",
    "loner_lead": "eldest",
    "upcard_into_hand": False,
    "dealer_may_discard_upcard": False,
    "ace_no_face": "off",
    "farmers_hand": False,
    "making_trump_rule": "off",
    "point_on_partner": False,
    "robson_rules": False,
}
"""The options of the upcard, the kitty and going alone, which an auction (§16) has none of, at their defaults."""

PARTNERSHIP_ONLY = {
    "canadian_loner": "solo_canadian_loner",
    "assist_makes_dealer_maker": "solo_assist",
    "defend_alone": "solo_defend_alone",
    "loner_lead": "solo_loner_lead",
    "point_on_partner": "solo_point_on_partner",
    "robson_rules": "solo_robson_rules",
}
"""The options of partners and lone hands, which each-for-himself rules refuse away from their defaults
(:data:`NO_AUCTION`), with the fault of each (``input.<cause>``)."""


def _check_auction(rules: EuchreRules, kitty: int, errors: dict[str, list[Phrase]]) -> None:
    """§16: what an auction deal refuses: the upcard's and the loner's options, a pack that does not share out."""
    _only_with(rules, NO_AUCTION, "auction_no_upcard", errors)
    if rules.players == 2:
        errors["rules.players"] = [fault("auction_players")]
    if kitty:
        errors["rules.deck"] = [fault("auction_whole_pack", deck=rules.deck, players=rules.players)]
