from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.euchre_rules_ace_no_face import EuchreRulesAceNoFace
from ..models.euchre_rules_auction_rounds import EuchreRulesAuctionRounds
from ..models.euchre_rules_benny_card import EuchreRulesBennyCard
from ..models.euchre_rules_bidding import EuchreRulesBidding
from ..models.euchre_rules_deck import EuchreRulesDeck
from ..models.euchre_rules_defend_alone import EuchreRulesDefendAlone
from ..models.euchre_rules_loner_lead import EuchreRulesLonerLead
from ..models.euchre_rules_making_trump_rule import EuchreRulesMakingTrumpRule
from ..models.euchre_rules_no_trump import EuchreRulesNoTrump
from ..models.euchre_rules_players import EuchreRulesPlayers
from ..models.euchre_rules_revoke_scoring import EuchreRulesRevokeScoring
from ..models.euchre_rules_unopposed_maker import EuchreRulesUnopposedMaker
from ..models.euchre_rules_variant import EuchreRulesVariant
from ..types import UNSET, Unset

T = TypeVar("T", bound="EuchreRules")


@_attrs_define
class EuchreRules:
    """
    Attributes:
        variant (EuchreRulesVariant | Unset): north-american: Four players in partnerships, 24 cards, 10 points; the
            modern standard; british: Modern British rules: the joker as benny with a blind call, Canadian loner, defending
            alone, the defender left of a lone maker leads, 11 points; three-handed: Three players each for themselves, 7
            cards each, maker against the other two; classic-1844: The earliest rules: a 32-card pack (7-A), game at 5
            points, the dealer's partner's assist makes the dealer the maker; bid-euchre: Bid euchre (auction euchre,
            Pepper): every card dealt, one at a time; the seat that bids the most tricks names trump or no trump high or low
            and leads; partnerships score their tricks, makers short of their bid lose it; 30 points. Individual, from 21
            down: individual true (or players 3) and count_down_from 21; set-back: Set-back euchre (American Hoyle, 1864):
            two to four players each for himself, five cards each, from 5 down to zero: each trick takes a point off, no
            trick sets back 1, a euchred maker is set back 2 and pays a stake into the pool; a doubtful player may throw his
            hand in Default: EuchreRulesVariant.NORTH_AMERICAN.
        players (EuchreRulesPlayers | Unset): Seats at the table: 4 (two teams of partners, or each alone when
            individual), 3 (three-handed, each alone) or 2 (set-back only, each alone). Omitted: the variant's value (north-
            american: 4; british: 4; three-handed: 3; classic-1844: 4; bid-euchre: 4; set-back: 4).
        deck (EuchreRulesDeck | Unset): Cards in the pack before any benny: 24 (9-A), 28 (8-A) or 32 (7-A). Omitted: the
            variant's value (north-american: 24; british: 24; three-handed: 24; classic-1844: 32; bid-euchre: 24; set-back:
            24).
        benny (bool | Unset): A benny (best bower) is the highest trump; as the upcard it forces a blind call. Omitted:
            the variant's value (north-american: false; british: true; three-handed: false; classic-1844: false; bid-euchre:
            false; set-back: false).
        benny_card (EuchreRulesBennyCard | Unset): The card that is the benny: the joker JK, or 2S standing in for it
            Default: EuchreRulesBennyCard.JK.
        points_to_win (int | Unset): Points that win the match, checked after each complete deal (at most 100). Omitted:
            the variant's value (north-american: 10; british: 11; three-handed: 10; classic-1844: 5; bid-euchre: 30; set-
            back: 10).
        stick_the_dealer (bool | Unset): After two rounds of passes the dealer must call a trump instead of throwing the
            deal in Default: False.
        assist_makes_dealer_maker (bool | Unset): Round 1: an order_up by the dealer's partner (the assist) makes the
            dealer the maker (1844 rules); the assister may go alone with it, or else the dealer with the discard. Omitted:
            the variant's value (north-american: false; british: false; three-handed: false; classic-1844: true; bid-euchre:
            false; set-back: false).
        canadian_loner (bool | Unset): The dealer's partner may order up in round 1 only by going alone. Omitted: the
            variant's value (north-american: false; british: true; three-handed: false; classic-1844: false; bid-euchre:
            false; set-back: false).
        defend_alone (EuchreRulesDefendAlone | Unset): Who may defend alone: nobody (off), a defender against a lone
            maker (vs_loner), any defender (any). Omitted: the variant's value (north-american: "off"; british: "any";
            three-handed: "off"; classic-1844: "off"; bid-euchre: "off"; set-back: "off").
        loner_lead (EuchreRulesLonerLead | Unset): First lead when the maker is alone: eldest (or next active seat), or
            the seat left of the loner. Omitted: the variant's value (north-american: "eldest"; british: "left_of_loner";
            three-handed: "eldest"; classic-1844: "eldest"; bid-euchre: "eldest"; set-back: "eldest").
        upcard_into_hand (bool | Unset): The dealer takes the upcard into his hand at once instead of leaving it face up
            before him until he plays it: the seats no longer see whether he still holds it Default: False.
        dealer_may_discard_upcard (bool | Unset): The dealer may discard the upcard just picked up Default: False.
        euchred_loner_points (int | Unset): Defenders' points for euchring a lone maker (at most 10) Default: 2.
        deal_packets (list[Any] | Unset): Packet sizes dealt round by round from eldest (three-handed: 4, 3), repeated
            until the hands are full (bid-euchre: 1, one card at a time). Omitted: the variant's value (north-american: [3,
            2]; british: [3, 2]; three-handed: [4, 3]; classic-1844: [3, 2]; bid-euchre: [1]; set-back: [3, 2]).
        revoke_points (int | Unset): Penalty for a proven revoke, lone hands included (the seed: two points; at most 10)
            Default: 2.
        revoke_points_loner (int | None | Unset): Another penalty for a proven revoke in a deal where someone is alone
            (e.g. 4 under Bicycle campus rules); null: revoke_points, as in any other deal; at most 10
        revoke_scoring (EuchreRulesRevokeScoring | Unset): A revoke's penalty is awarded to the other side(s) (award) or
            deducted from the offenders (deduct). Omitted: the variant's value (north-american: "award"; british: "award";
            three-handed: "deduct"; classic-1844: "award"; bid-euchre: "award"; set-back: "award").
        ace_no_face (EuchreRulesAceNoFace | Unset): A hand of one ace (three-handed: any number) and nothing else above
            the ten, shown before the first lead: earns nothing (off), a redeal by the same dealer (redeal), three cards
            exchanged with the kitty's last three (exchange), or the holder's choice of the two (either) Default:
            EuchreRulesAceNoFace.OFF.
        farmers_hand (bool | Unset): A hand of nothing above the ten (nines and tens), shown before the first lead,
            exchanges three cards with the kitty's last three Default: False.
        making_trump_rule (EuchreRulesMakingTrumpRule | Unset): Making trump with a jack as the only trump in hand is a
            breach treated as a revoke: for nobody (off), every bidder (all) or the dealer only (dealer) Default:
            EuchreRulesMakingTrumpRule.OFF.
        point_on_partner (bool | Unset): The dealer's partner who orders the upcard up into the dealer's hand (steals
            the deal) and makes it scores one point more Default: False.
        robson_rules (bool | Unset): Robson rules: makers who take every trick may take two (alone: four) off the
            opponents instead of scoring the march; a dealer who turns up a jack may go alone blind: 5 points for a march,
            else 1 to the defenders Default: False.
        dealer_speaks_first (bool | Unset): Both rounds of bidding open with the dealer and end with the seat on his
            right (British variation) Default: False.
        bidding (EuchreRulesBidding | Unset): How trump is made: ordering the upcard up or calling a suit (order_up), or
            an auction in which the seat that bids the most tricks names trump, every card being dealt and none turned up
            (auction: bid euchre). Omitted: the variant's value (north-american: "order_up"; british: "order_up"; three-
            handed: "order_up"; classic-1844: "order_up"; bid-euchre: "auction"; set-back: "order_up").
        auction_rounds (EuchreRulesAuctionRounds | Unset): bidding auction: each seat bids or passes once, the dealer
            last (one), or the bidding goes round until a bid is passed by every other seat (until_passed, Pepper) Default:
            EuchreRulesAuctionRounds.ONE.
        no_trump (EuchreRulesNoTrump | Unset): bidding auction: besides a suit the high bidder may name no trump with
            aces high (high), also no trump with nines high (high_low), or neither (off). Omitted: the variant's value
            (north-american: "off"; british: "off"; three-handed: "off"; classic-1844: "off"; bid-euchre: "high_low"; set-
            back: "off").
        losing_score (int | None | Unset): bidding auction, partnerships: a side at or below this score after a deal
            loses the match, the other winning (a mercy rule, as Five Hundred's minus 500: every match ends); null: minus
            points_to_win
        individual (bool | Unset): Four players each for himself instead of two partnerships (three and two players
            always are): individual bid euchre and set-back; needs count_down_from. Omitted: the variant's value (north-
            american: false; british: false; three-handed: false; classic-1844: false; bid-euchre: false; set-back: true).
        count_down_from (int | None | Unset): Scores start at this number and run down: each trick a player takes comes
            off his score, and the first at zero or below wins (individual bid euchre: 21, set-back: 5); null: scores count
            up to points_to_win. Omitted: the variant's value (north-american: null; british: null; three-handed: null;
            classic-1844: null; bid-euchre: null; set-back: 5).
        no_trick_set_back (int | Unset): count_down_from: what a player who stayed in and took no trick is set back (bid
            euchre 5, set-back 1). Omitted: the variant's value (north-american: 5; british: 5; three-handed: 5;
            classic-1844: 5; bid-euchre: 5; set-back: 1).
        maker_set_back (int | Unset): count_down_from: what a maker short of his bid (bid euchre 5) or euchred (set-back
            2) is set back. Omitted: the variant's value (north-american: 5; british: 5; three-handed: 5; classic-1844: 5;
            bid-euchre: 5; set-back: 2).
        euchre_deducts (int | Unset): Set-back: what a euchre takes off each defender's score that stayed in, besides
            setting the maker back (Dick's variation: 2) Default: 0.
        unopposed_maker (EuchreRulesUnopposedMaker | Unset): count_down_from: what the maker scores when every other
            player threw his hand in or dropped out: no card is played and he is credited with the tricks he undertook -
            three in set-back, his bid in bid euchre (made) - or with every trick (march), or nobody scores (void) Default:
            EuchreRulesUnopposedMaker.MADE.
        declare_march (bool | Unset): Set-back: after trump is made a player may say "I declare": he leads, and taking
            every trick wins the match and the pool at once; failing doubles his score and pays a stake into the pool
            Default: False.
    """

    variant: EuchreRulesVariant | Unset = EuchreRulesVariant.NORTH_AMERICAN
    players: EuchreRulesPlayers | Unset = UNSET
    deck: EuchreRulesDeck | Unset = UNSET
    benny: bool | Unset = UNSET
    benny_card: EuchreRulesBennyCard | Unset = EuchreRulesBennyCard.JK
    points_to_win: int | Unset = UNSET
    stick_the_dealer: bool | Unset = False
    assist_makes_dealer_maker: bool | Unset = UNSET
    canadian_loner: bool | Unset = UNSET
    defend_alone: EuchreRulesDefendAlone | Unset = UNSET
    loner_lead: EuchreRulesLonerLead | Unset = UNSET
    upcard_into_hand: bool | Unset = False
    dealer_may_discard_upcard: bool | Unset = False
    euchred_loner_points: int | Unset = 2
    deal_packets: list[Any] | Unset = UNSET
    revoke_points: int | Unset = 2
    revoke_points_loner: int | None | Unset = UNSET
    revoke_scoring: EuchreRulesRevokeScoring | Unset = UNSET
    ace_no_face: EuchreRulesAceNoFace | Unset = EuchreRulesAceNoFace.OFF
    farmers_hand: bool | Unset = False
    making_trump_rule: EuchreRulesMakingTrumpRule | Unset = (
        EuchreRulesMakingTrumpRule.OFF
    )
    point_on_partner: bool | Unset = False
    robson_rules: bool | Unset = False
    dealer_speaks_first: bool | Unset = False
    bidding: EuchreRulesBidding | Unset = UNSET
    auction_rounds: EuchreRulesAuctionRounds | Unset = EuchreRulesAuctionRounds.ONE
    no_trump: EuchreRulesNoTrump | Unset = UNSET
    losing_score: int | None | Unset = UNSET
    individual: bool | Unset = UNSET
    count_down_from: int | None | Unset = UNSET
    no_trick_set_back: int | Unset = UNSET
    maker_set_back: int | Unset = UNSET
    euchre_deducts: int | Unset = 0
    unopposed_maker: EuchreRulesUnopposedMaker | Unset = EuchreRulesUnopposedMaker.MADE
    declare_march: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value

        deck: int | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.value

        benny = self.benny

        benny_card: str | Unset = UNSET
        if not isinstance(self.benny_card, Unset):
            benny_card = self.benny_card.value

        points_to_win = self.points_to_win

        stick_the_dealer = self.stick_the_dealer

        assist_makes_dealer_maker = self.assist_makes_dealer_maker

        canadian_loner = self.canadian_loner

        defend_alone: str | Unset = UNSET
        if not isinstance(self.defend_alone, Unset):
            defend_alone = self.defend_alone.value

        loner_lead: str | Unset = UNSET
        if not isinstance(self.loner_lead, Unset):
            loner_lead = self.loner_lead.value

        upcard_into_hand = self.upcard_into_hand

        dealer_may_discard_upcard = self.dealer_may_discard_upcard

        euchred_loner_points = self.euchred_loner_points

        deal_packets: list[Any] | Unset = UNSET
        if not isinstance(self.deal_packets, Unset):
            deal_packets = self.deal_packets

        revoke_points = self.revoke_points

        revoke_points_loner: int | None | Unset
        if isinstance(self.revoke_points_loner, Unset):
            revoke_points_loner = UNSET
        else:
            revoke_points_loner = self.revoke_points_loner

        revoke_scoring: str | Unset = UNSET
        if not isinstance(self.revoke_scoring, Unset):
            revoke_scoring = self.revoke_scoring.value

        ace_no_face: str | Unset = UNSET
        if not isinstance(self.ace_no_face, Unset):
            ace_no_face = self.ace_no_face.value

        farmers_hand = self.farmers_hand

        making_trump_rule: str | Unset = UNSET
        if not isinstance(self.making_trump_rule, Unset):
            making_trump_rule = self.making_trump_rule.value

        point_on_partner = self.point_on_partner

        robson_rules = self.robson_rules

        dealer_speaks_first = self.dealer_speaks_first

        bidding: str | Unset = UNSET
        if not isinstance(self.bidding, Unset):
            bidding = self.bidding.value

        auction_rounds: str | Unset = UNSET
        if not isinstance(self.auction_rounds, Unset):
            auction_rounds = self.auction_rounds.value

        no_trump: str | Unset = UNSET
        if not isinstance(self.no_trump, Unset):
            no_trump = self.no_trump.value

        losing_score: int | None | Unset
        if isinstance(self.losing_score, Unset):
            losing_score = UNSET
        else:
            losing_score = self.losing_score

        individual = self.individual

        count_down_from: int | None | Unset
        if isinstance(self.count_down_from, Unset):
            count_down_from = UNSET
        else:
            count_down_from = self.count_down_from

        no_trick_set_back = self.no_trick_set_back

        maker_set_back = self.maker_set_back

        euchre_deducts = self.euchre_deducts

        unopposed_maker: str | Unset = UNSET
        if not isinstance(self.unopposed_maker, Unset):
            unopposed_maker = self.unopposed_maker.value

        declare_march = self.declare_march

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if variant is not UNSET:
            field_dict["variant"] = variant
        if players is not UNSET:
            field_dict["players"] = players
        if deck is not UNSET:
            field_dict["deck"] = deck
        if benny is not UNSET:
            field_dict["benny"] = benny
        if benny_card is not UNSET:
            field_dict["benny_card"] = benny_card
        if points_to_win is not UNSET:
            field_dict["points_to_win"] = points_to_win
        if stick_the_dealer is not UNSET:
            field_dict["stick_the_dealer"] = stick_the_dealer
        if assist_makes_dealer_maker is not UNSET:
            field_dict["assist_makes_dealer_maker"] = assist_makes_dealer_maker
        if canadian_loner is not UNSET:
            field_dict["canadian_loner"] = canadian_loner
        if defend_alone is not UNSET:
            field_dict["defend_alone"] = defend_alone
        if loner_lead is not UNSET:
            field_dict["loner_lead"] = loner_lead
        if upcard_into_hand is not UNSET:
            field_dict["upcard_into_hand"] = upcard_into_hand
        if dealer_may_discard_upcard is not UNSET:
            field_dict["dealer_may_discard_upcard"] = dealer_may_discard_upcard
        if euchred_loner_points is not UNSET:
            field_dict["euchred_loner_points"] = euchred_loner_points
        if deal_packets is not UNSET:
            field_dict["deal_packets"] = deal_packets
        if revoke_points is not UNSET:
            field_dict["revoke_points"] = revoke_points
        if revoke_points_loner is not UNSET:
            field_dict["revoke_points_loner"] = revoke_points_loner
        if revoke_scoring is not UNSET:
            field_dict["revoke_scoring"] = revoke_scoring
        if ace_no_face is not UNSET:
            field_dict["ace_no_face"] = ace_no_face
        if farmers_hand is not UNSET:
            field_dict["farmers_hand"] = farmers_hand
        if making_trump_rule is not UNSET:
            field_dict["making_trump_rule"] = making_trump_rule
        if point_on_partner is not UNSET:
            field_dict["point_on_partner"] = point_on_partner
        if robson_rules is not UNSET:
            field_dict["robson_rules"] = robson_rules
        if dealer_speaks_first is not UNSET:
            field_dict["dealer_speaks_first"] = dealer_speaks_first
        if bidding is not UNSET:
            field_dict["bidding"] = bidding
        if auction_rounds is not UNSET:
            field_dict["auction_rounds"] = auction_rounds
        if no_trump is not UNSET:
            field_dict["no_trump"] = no_trump
        if losing_score is not UNSET:
            field_dict["losing_score"] = losing_score
        if individual is not UNSET:
            field_dict["individual"] = individual
        if count_down_from is not UNSET:
            field_dict["count_down_from"] = count_down_from
        if no_trick_set_back is not UNSET:
            field_dict["no_trick_set_back"] = no_trick_set_back
        if maker_set_back is not UNSET:
            field_dict["maker_set_back"] = maker_set_back
        if euchre_deducts is not UNSET:
            field_dict["euchre_deducts"] = euchre_deducts
        if unopposed_maker is not UNSET:
            field_dict["unopposed_maker"] = unopposed_maker
        if declare_march is not UNSET:
            field_dict["declare_march"] = declare_march

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _variant = d.pop("variant", UNSET)
        variant: EuchreRulesVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = EuchreRulesVariant(_variant)

        _players = d.pop("players", UNSET)
        players: EuchreRulesPlayers | Unset
        if isinstance(_players, Unset):
            players = UNSET
        else:
            players = EuchreRulesPlayers(_players)

        _deck = d.pop("deck", UNSET)
        deck: EuchreRulesDeck | Unset
        if isinstance(_deck, Unset):
            deck = UNSET
        else:
            deck = EuchreRulesDeck(_deck)

        benny = d.pop("benny", UNSET)

        _benny_card = d.pop("benny_card", UNSET)
        benny_card: EuchreRulesBennyCard | Unset
        if isinstance(_benny_card, Unset):
            benny_card = UNSET
        else:
            benny_card = EuchreRulesBennyCard(_benny_card)

        points_to_win = d.pop("points_to_win", UNSET)

        stick_the_dealer = d.pop("stick_the_dealer", UNSET)

        assist_makes_dealer_maker = d.pop("assist_makes_dealer_maker", UNSET)

        canadian_loner = d.pop("canadian_loner", UNSET)

        _defend_alone = d.pop("defend_alone", UNSET)
        defend_alone: EuchreRulesDefendAlone | Unset
        if isinstance(_defend_alone, Unset):
            defend_alone = UNSET
        else:
            defend_alone = EuchreRulesDefendAlone(_defend_alone)

        _loner_lead = d.pop("loner_lead", UNSET)
        loner_lead: EuchreRulesLonerLead | Unset
        if isinstance(_loner_lead, Unset):
            loner_lead = UNSET
        else:
            loner_lead = EuchreRulesLonerLead(_loner_lead)

        upcard_into_hand = d.pop("upcard_into_hand", UNSET)

        dealer_may_discard_upcard = d.pop("dealer_may_discard_upcard", UNSET)

        euchred_loner_points = d.pop("euchred_loner_points", UNSET)

        deal_packets = cast(list[Any], d.pop("deal_packets", UNSET))

        revoke_points = d.pop("revoke_points", UNSET)

        def _parse_revoke_points_loner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        revoke_points_loner = _parse_revoke_points_loner(
            d.pop("revoke_points_loner", UNSET)
        )

        _revoke_scoring = d.pop("revoke_scoring", UNSET)
        revoke_scoring: EuchreRulesRevokeScoring | Unset
        if isinstance(_revoke_scoring, Unset):
            revoke_scoring = UNSET
        else:
            revoke_scoring = EuchreRulesRevokeScoring(_revoke_scoring)

        _ace_no_face = d.pop("ace_no_face", UNSET)
        ace_no_face: EuchreRulesAceNoFace | Unset
        if isinstance(_ace_no_face, Unset):
            ace_no_face = UNSET
        else:
            ace_no_face = EuchreRulesAceNoFace(_ace_no_face)

        farmers_hand = d.pop("farmers_hand", UNSET)

        _making_trump_rule = d.pop("making_trump_rule", UNSET)
        making_trump_rule: EuchreRulesMakingTrumpRule | Unset
        if isinstance(_making_trump_rule, Unset):
            making_trump_rule = UNSET
        else:
            making_trump_rule = EuchreRulesMakingTrumpRule(_making_trump_rule)

        point_on_partner = d.pop("point_on_partner", UNSET)

        robson_rules = d.pop("robson_rules", UNSET)

        dealer_speaks_first = d.pop("dealer_speaks_first", UNSET)

        _bidding = d.pop("bidding", UNSET)
        bidding: EuchreRulesBidding | Unset
        if isinstance(_bidding, Unset):
            bidding = UNSET
        else:
            bidding = EuchreRulesBidding(_bidding)

        _auction_rounds = d.pop("auction_rounds", UNSET)
        auction_rounds: EuchreRulesAuctionRounds | Unset
        if isinstance(_auction_rounds, Unset):
            auction_rounds = UNSET
        else:
            auction_rounds = EuchreRulesAuctionRounds(_auction_rounds)

        _no_trump = d.pop("no_trump", UNSET)
        no_trump: EuchreRulesNoTrump | Unset
        if isinstance(_no_trump, Unset):
            no_trump = UNSET
        else:
            no_trump = EuchreRulesNoTrump(_no_trump)

        def _parse_losing_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        losing_score = _parse_losing_score(d.pop("losing_score", UNSET))

        individual = d.pop("individual", UNSET)

        def _parse_count_down_from(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count_down_from = _parse_count_down_from(d.pop("count_down_from", UNSET))

        no_trick_set_back = d.pop("no_trick_set_back", UNSET)

        maker_set_back = d.pop("maker_set_back", UNSET)

        euchre_deducts = d.pop("euchre_deducts", UNSET)

        _unopposed_maker = d.pop("unopposed_maker", UNSET)
        unopposed_maker: EuchreRulesUnopposedMaker | Unset
        if isinstance(_unopposed_maker, Unset):
            unopposed_maker = UNSET
        else:
            unopposed_maker = EuchreRulesUnopposedMaker(_unopposed_maker)

        declare_march = d.pop("declare_march", UNSET)

        euchre_rules = cls(
            variant=variant,
            players=players,
            deck=deck,
            benny=benny,
            benny_card=benny_card,
            points_to_win=points_to_win,
            stick_the_dealer=stick_the_dealer,
            assist_makes_dealer_maker=assist_makes_dealer_maker,
            canadian_loner=canadian_loner,
            defend_alone=defend_alone,
            loner_lead=loner_lead,
            upcard_into_hand=upcard_into_hand,
            dealer_may_discard_upcard=dealer_may_discard_upcard,
            euchred_loner_points=euchred_loner_points,
            deal_packets=deal_packets,
            revoke_points=revoke_points,
            revoke_points_loner=revoke_points_loner,
            revoke_scoring=revoke_scoring,
            ace_no_face=ace_no_face,
            farmers_hand=farmers_hand,
            making_trump_rule=making_trump_rule,
            point_on_partner=point_on_partner,
            robson_rules=robson_rules,
            dealer_speaks_first=dealer_speaks_first,
            bidding=bidding,
            auction_rounds=auction_rounds,
            no_trump=no_trump,
            losing_score=losing_score,
            individual=individual,
            count_down_from=count_down_from,
            no_trick_set_back=no_trick_set_back,
            maker_set_back=maker_set_back,
            euchre_deducts=euchre_deducts,
            unopposed_maker=unopposed_maker,
            declare_march=declare_march,
        )

        return euchre_rules
