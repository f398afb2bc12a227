"""Euchre's actions (docs/API.md §4), with the words the Italian seed uses for them."""

from __future__ import annotations

from ...engine import ActionField, ActionType, Vocabulary
from .rules import SUITS

ALONE = ActionField("alone", "boolean", "Play without a partner (the partner sits out)", required=False, default=False)
CARD = ActionField("card", "card", "The card")
DEALER_ALONE = ActionField(
    "alone",
    "boolean",
    "After the partner's assist that made the dealer the maker (assist_makes_dealer_maker): the dealer plays "
    "alone, the assister sits out",
    required=False,
    default=False,
)

VOCABULARY = Vocabulary(
    (
        ActionType(
            "pass",
            "Decline to make trump or to bid, to defend alone, to go alone blind (robson_rules) or to show a hand "
            "(ace_no_face, farmers_hand); individual bid euchre: drop out of the deal after the bidding; set-back: "
            "throw the hand in",
            aliases=("passo", "passa", "rifiuto"),
        ),
        ActionType(
            "blind_loner",
            "robson_rules: the dealer who turned up a jack goes alone without looking at his hand; the jack's "
            "suit is trump and he takes it up",
            aliases=("da solo al buio", "da_solo_al_buio", "blind"),
        ),
        ActionType(
            "order_up",
            "Round 1: accept the upcard's suit as trump (the dealer picks it up); from the dealer's partner "
            "(the assist) with assist_makes_dealer_maker, the dealer becomes the maker",
            (ALONE,),
            aliases=("ordino", "order", "accetto", "assist", "assisto", "pick_up", "take_up", "prendo"),
        ),
        ActionType(
            "discard",
            "The dealer, holding the upcard, discards one card face down",
            (ActionField("card", "card", "The card discarded, face down", face_down=True), DEALER_ALONE),
            aliases=("scarto", "scarta"),
        ),
        ActionType(
            "call",
            "Round 2 (or the dealer's blind call): name the trump suit",
            (ActionField("suit", "suit", "The trump suit: S, H, D or C"), ALONE),
            aliases=("chiamo",),
        ),
        ActionType(
            "defend_alone",
            "A defender plays alone against the makers (when the rules allow)",
            aliases=("difendo da solo", "difendo_da_solo"),
        ),
        ActionType(
            "exchange",
            "ace_no_face or farmers_hand: show the hand before the first lead and give three of its cards for the "
            "kitty's last three",
            (ActionField("cards", "cards", "The three cards given to the kitty, face down", face_down=True),),
            aliases=("scambio", "scambia", "farmer", "farmers_hand", "mano del contadino"),
        ),
        ActionType(
            "redeal",
            "ace_no_face: show the hand before the first lead and have the same dealer deal again",
            aliases=("ace_no_face", "asso senza faccia", "ridistribuisci"),
        ),
        ActionType(
            "bid",
            "bidding auction (bid euchre): contract to take this many tricks (with the partner) if allowed to name "
            "trump; more than the highest bid so far",
            (ActionField("tricks", "integer", "The tricks bid: from 1 to the cards in a hand"),),
            aliases=("offerta", "offro"),
        ),
        ActionType(
            "name_trump",
            "bidding auction: the high bidder names trump: a suit, or no trump with aces high (high) or nines high "
            "(low), as no_trump allows",
            (
                ActionField(
                    "trump",
                    "string",
                    "S, H, D or C, or high or low (no trump)",
                    choices=(*SUITS, "high", "low"),
                ),
            ),
            aliases=("nomino", "briscola"),
        ),
        ActionType(
            "stay",
            "Individual bid euchre and set-back: stay in the deal after trump is made, to take a trick or be set back",
            aliases=("resto", "rimango"),
        ),
        ActionType(
            "declare",
            'Set-back with declare_march: after trump is made, say "I declare" - lead, and take every trick to '
            "win the match and the pool at once",
            aliases=("dichiaro", "i_declare"),
        ),
        ActionType("play", "Play a card to the trick", (CARD,), aliases=("gioco", "gioca")),
        ActionType(
            "march",
            "robson_rules: the makers who took every trick score the march, or take its points off the opponents",
            (
                ActionField(
                    "deduct",
                    "boolean",
                    "Take the march's points off the opponents' score instead of adding them to the makers'",
                    required=False,
                    default=False,
                ),
            ),
            aliases=("marcia",),
        ),
    ),
    SUITS,
)
