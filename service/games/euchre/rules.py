"""Euchre's options, presets, and what they make of the deck, the seats and the deal (§1, §10, §16).

The card order they give and the table a deal plays by are in :mod:`.table`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from ...cards import FRENCH_24, FRENCH_28, FRENCH_32, JOKER, SUIT_NAMES, Deck
from ...engine import Declared, InvalidInput, RuleBook, Rules, Variant
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
    """Resolved Euchre rules, and the one declaration of its options: each a typed attribute with its default,
    meaning and bounds (:class:`~service.engine.Declared`); the rule book reads the options from here."""

    __slots__ = ()
    players: Annotated[
        Literal[2, 3, 4],
        Declared(
            4,
            (
                "Seats at the table: 4 (two teams of partners, or each alone when individual), 3 (three-handed, "
                "each alone) or 2 (set-back only, each alone)"
            ),
        ),
    ]
    deck: Annotated[
        Literal[24, 28, 32], Declared(24, "Cards in the pack before any benny: 24 (9-A), 28 (8-A) or 32 (7-A)")
    ]
    benny: Annotated[
        bool, Declared(False, "A benny (best bower) is the highest trump; as the upcard it forces a blind call")
    ]
    benny_card: Annotated[
        Literal["JK", "2S"], Declared(JOKER, "The card that is the benny: the joker JK, or 2S standing in for it")
    ]
    points_to_win: Annotated[
        int,
        Declared(
            10, "Points that win the match, checked after each complete deal (at most 100)", minimum=1, maximum=100
        ),
    ]
    stick_the_dealer: Annotated[
        bool, Declared(False, "After two rounds of passes the dealer must call a trump instead of throwing the deal in")
    ]
    assist_makes_dealer_maker: Annotated[
        bool,
        Declared(
            False,
            (
                "Round 1: an order_up by the dealer's partner (the assist) makes the dealer the maker (1844 "
                "rules); the assister may go alone with it, or else the dealer with the discard"
            ),
        ),
    ]
    canadian_loner: Annotated[bool, Declared(False, "The dealer's partner may order up in round 1 only by going alone")]
    defend_alone: Annotated[
        Literal["off", "vs_loner", "any"],
        Declared(
            "off",
            ("Who may defend alone: nobody (off), a defender against a lone maker (vs_loner), any defender (any)"),
        ),
    ]
    loner_lead: Annotated[
        Literal["eldest", "left_of_loner"],
        Declared(
            "eldest", "First lead when the maker is alone: eldest (or next active seat), or the seat left of the loner"
        ),
    ]
    upcard_into_hand: Annotated[
        bool,
        Declared(
            False,
            (
                "The dealer takes the upcard into his hand at once instead of leaving it face up before him until "
                "he plays it: the seats no longer see whether he still holds it"
            ),
        ),
    ]
    dealer_may_discard_upcard: Annotated[bool, Declared(False, "The dealer may discard the upcard just picked up")]
    euchred_loner_points: Annotated[
        int, Declared(2, "Defenders' points for euchring a lone maker (at most 10)", minimum=1, maximum=10)
    ]
    deal_packets: Annotated[
        tuple[int, ...],
        Declared(
            (3, 2),
            (
                "Packet sizes dealt round by round from eldest (three-handed: 4, 3), repeated until the hands are "
                "full (bid-euchre: 1, one card at a time)"
            ),
            check=_packets,
        ),
    ]
    revoke_points: Annotated[
        int,
        Declared(
            2,
            "Penalty for a proven revoke, lone hands included (the seed: two points; at most 10)",
            minimum=0,
            maximum=10,
        ),
    ]
    revoke_points_loner: Annotated[
        int | None,
        Declared(
            None,
            (
                "Another penalty for a proven revoke in a deal where someone is alone (e.g. 4 under Bicycle "
                "campus rules); null: revoke_points, as in any other deal; at most 10"
            ),
            minimum=0,
            maximum=10,
        ),
    ]
    revoke_scoring: Annotated[
        Literal["award", "deduct"],
        Declared(
            "award",
            ("A revoke's penalty is awarded to the other side(s) (award) or deducted from the offenders (deduct)"),
        ),
    ]
    ace_no_face: Annotated[
        Literal["off", "redeal", "exchange", "either"],
        Declared(
            "off",
            (
                "A hand of one ace (three-handed: any number) and nothing else above the ten, shown before the "
                "first lead: earns nothing (off), a redeal by the same dealer (redeal), three cards exchanged "
                "with the kitty's last three (exchange), or the holder's choice of the two (either)"
            ),
        ),
    ]
    farmers_hand: Annotated[
        bool,
        Declared(
            False,
            (
                "A hand of nothing above the ten (nines and tens), shown before the first lead, exchanges three "
                "cards with the kitty's last three"
            ),
        ),
    ]
    making_trump_rule: Annotated[
        Literal["off", "all", "dealer"],
        Declared(
            "off",
            (
                "Making trump with a jack as the only trump in hand is a breach treated as a revoke: for nobody "
                "(off), every bidder (all) or the dealer only (dealer)"
            ),
        ),
    ]
    point_on_partner: Annotated[
        bool,
        Declared(
            False,
            (
                "The dealer's partner who orders the upcard up into the dealer's hand (steals the deal) and makes "
                "it scores one point more"
            ),
        ),
    ]
    robson_rules: Annotated[
        bool,
        Declared(
            False,
            (
                "Robson rules: makers who take every trick may take two (alone: four) off the opponents instead "
                "of scoring the march; a dealer who turns up a jack may go alone blind: 5 points for a march, "
                "else 1 to the defenders"
            ),
        ),
    ]
    dealer_speaks_first: Annotated[
        bool,
        Declared(
            False,
            ("Both rounds of bidding open with the dealer and end with the seat on his right (British variation)"),
        ),
    ]
    bidding: Annotated[
        Literal["order_up", "auction"],
        Declared(
            "order_up",
            (
                "How trump is made: ordering the upcard up or calling a suit (order_up), or an auction in which "
                "the seat that bids the most tricks names trump, every card being dealt and none turned up "
                "(auction: bid euchre)"
            ),
        ),
    ]
    auction_rounds: Annotated[
        Literal["one", "until_passed"],
        Declared(
            "one",
            (
                "bidding auction: each seat bids or passes once, the dealer last (one), or the bidding goes round "
                "until a bid is passed by every other seat (until_passed, Pepper)"
            ),
        ),
    ]
    no_trump: Annotated[
        Literal["off", "high", "high_low"],
        Declared(
            "off",
            (
                "bidding auction: besides a suit the high bidder may name no trump with aces high (high), also no "
                "trump with nines high (high_low), or neither (off)"
            ),
        ),
    ]
    losing_score: Annotated[
        int | None,
        Declared(
            None,
            (
                "bidding auction, partnerships: a side at or below this score after a deal loses the match, the "
                "other winning (a mercy rule, as Five Hundred's minus 500: every match ends); null: minus "
                "points_to_win"
            ),
            minimum=-100,
            maximum=-1,
        ),
    ]
    individual: Annotated[
        bool,
        Declared(
            False,
            (
                "Four players each for himself instead of two partnerships (three and two players always are): "
                "individual bid euchre and set-back; needs count_down_from"
            ),
        ),
    ]
    count_down_from: Annotated[
        int | None,
        Declared(
            None,
            (
                "Scores start at this number and run down: each trick a player takes comes off his score, and the "
                "first at zero or below wins (individual bid euchre: 21, set-back: 5); null: scores count up to "
                "points_to_win"
            ),
            minimum=1,
            maximum=100,
        ),
    ]
    no_trick_set_back: Annotated[
        int,
        Declared(
            5,
            ("count_down_from: what a player who stayed in and took no trick is set back (bid euchre 5, set-back 1)"),
            minimum=0,
            maximum=10,
        ),
    ]
    maker_set_back: Annotated[
        int,
        Declared(
            5,
            ("count_down_from: what a maker short of his bid (bid euchre 5) or euchred (set-back 2) is set back"),
            minimum=0,
            maximum=10,
        ),
    ]
    euchre_deducts: Annotated[
        int,
        Declared(
            0,
            (
                "Set-back: what a euchre takes off each defender's score that stayed in, besides setting the "
                "maker back (Dick's variation: 2)"
            ),
            minimum=0,
            maximum=10,
        ),
    ]
    unopposed_maker: Annotated[
        Literal["made", "march", "void"],
        Declared(
            "made",
            (
                "count_down_from: what the maker scores when every other player threw his hand in or dropped out: "
                "no card is played and he is credited with the tricks he undertook - three in set-back, his bid "
                "in bid euchre (made) - or with every trick (march), or nobody scores (void)"
            ),
        ),
    ]
    declare_march: Annotated[
        bool,
        Declared(
            False,
            (
                'Set-back: after trump is made a player may say "I declare": he leads, and taking every trick '
                "wins the match and the pool at once; failing doubles his score and pays a stake into the pool"
            ),
        ),
    ]


RULE_BOOK = RuleBook.of(EuchreRules, VARIANTS)


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
