"""Euchre rules resolution, deal validation, the action vocabulary, dealing and seat views."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.engine import InvalidInput, parse_actions
from service.games.euchre.deal import read_deal
from service.games.euchre.table import table_for
from service.games.registry import engine_for
from tests.games.euchre.support import ENGINE, deal_with_upcard, rules, start
from tests.volume import examples

NA = rules()


def invalid_paths(call, *args) -> set[str]:
    with pytest.raises(InvalidInput) as caught:
        call(*args)
    return set(caught.value.messages())


# -- presets and options (§1) ---------------------------------------------------------------------
def test_registered_under_its_game_id():
    assert engine_for("euchre") is ENGINE


def test_presets():
    british, three, classic = rules("british"), rules("three-handed"), rules("classic-1844")
    assert (NA.deck, NA.points_to_win, NA.players, NA.deal_packets) == (24, 10, 4, (3, 2))
    assert ENGINE.deck(british).size == 25 and "JK" in ENGINE.deck(british)
    assert (british.canadian_loner, british.defend_alone, british.loner_lead, british.points_to_win) == (
        True,
        "any",
        "left_of_loner",
        11,
    )
    assert (three.players, three.deal_packets, three.revoke_scoring) == (3, (4, 3), "deduct")
    assert ENGINE.deck(classic).size == 32 and classic.points_to_win == 5
    assert classic.assist_makes_dealer_maker is True and NA.assist_makes_dealer_maker is False
    assert all(r.revoke_points_loner is None and r.revoke_points == 2 for r in (NA, british, three, classic))
    assert ENGINE.deck(rules(deck=28)).size == 28


def test_every_option_is_described_with_type_default_and_meaning():
    options = {o["name"]: o for o in ENGINE.describe()["options"]}
    assert set(options) == {
        "players",
        "deck",
        "benny",
        "benny_card",
        "points_to_win",
        "stick_the_dealer",
        "assist_makes_dealer_maker",
        "canadian_loner",
        "defend_alone",
        "loner_lead",
        "upcard_into_hand",
        "dealer_may_discard_upcard",
        "euchred_loner_points",
        "deal_packets",
        "revoke_points",
        "revoke_points_loner",
        "revoke_scoring",
        "ace_no_face",
        "farmers_hand",
        "making_trump_rule",
        "point_on_partner",
        "robson_rules",
        "dealer_speaks_first",
        "bidding",
        "auction_rounds",
        "no_trump",
        "losing_score",
        "individual",
        "count_down_from",
        "no_trick_set_back",
        "maker_set_back",
        "euchre_deducts",
        "unopposed_maker",
        "declare_march",
    }
    assert all(o["type"] and o["meaning"] and "default" in o for o in options.values())
    assert [v["name"] for v in ENGINE.describe()["variants"]] == [
        "north-american",
        "british",
        "three-handed",
        "classic-1844",
        "bid-euchre",
        "set-back",
    ]


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        ({"players": 3}, "rules.deal_packets"),
        ({"deal_packets": [2, 2]}, "rules.deal_packets"),
        ({"benny_card": "2S"}, "rules.benny_card"),
        ({"variant": "three-handed", "canadian_loner": True}, "rules.canadian_loner"),
        ({"variant": "three-handed", "assist_makes_dealer_maker": True}, "rules.assist_makes_dealer_maker"),
        ({"variant": "three-handed", "defend_alone": "any"}, "rules.defend_alone"),
        ({"variant": "three-handed", "loner_lead": "left_of_loner"}, "rules.loner_lead"),
        ({"deck": 36}, "rules.deck"),
        ({"defend_alone": "always"}, "rules.defend_alone"),
        ({"deal_packets": [3, 0, 2]}, "rules.deal_packets"),
        ({"points_to_win": 0}, "rules.points_to_win"),
        ({"variant": "hungarian"}, "rules.variant"),
    ],
)
def test_inconsistent_or_bad_rules_are_refused_on_their_field(raw, path):
    assert path in invalid_paths(ENGINE.resolve_rules, raw)


def test_other_packets_and_the_stand_in_benny_are_accepted():
    assert rules(deal_packets=[2, 3]).deal_packets == (2, 3)
    assert rules("british", benny_card="2S").benny_card == "2S"


# -- the deal (docs/API.md §1) -----------------------------------------------------------------------------
def good_deal():
    return deal_with_upcard(NA, 3, "9H")


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda d: d["hands"][1].pop(), "deal.hands.1"),
        (lambda d: d["hands"][2].__setitem__(0, d["hands"][0][0]), "deal"),
        (lambda d: d["hands"][0].__setitem__(0, "JK"), "deal.hands.0.0"),
        (lambda d: d["hands"][0].__setitem__(1, "ZZ"), "deal.hands.0.1"),
        (lambda d: d.__setitem__("dealer", 4), "deal.dealer"),
        (lambda d: d.__setitem__("dealer", True), "deal.dealer"),
        (lambda d: d.pop("turn_up"), "deal.turn_up"),
        (lambda d: d.__setitem__("upcard", "AS"), "deal.upcard"),
        (lambda d: d.__setitem__("hands", [None, None, None]), "deal.hands"),
        (lambda d: d["kitty"].pop(), "deal.kitty"),
        (lambda d: d.__setitem__("stock", d["kitty"]), "deal.stock"),
    ],
)
def test_bad_deals_are_refused_with_field_paths(change, path):
    deal = good_deal()
    change(deal)
    assert path in invalid_paths(ENGINE.start, NA, deal, None)


@pytest.mark.parametrize(
    "scores, paths",
    [
        ([1], {"scores"}),
        ([1, 2, 3], {"scores"}),
        ([1, "2"], {"scores.1"}),
        ([True, 0], {"scores.0"}),
        ("0-0", {"scores"}),
    ],
)
def test_bad_scores_are_refused(scores, paths):
    """A faulty entry is named (scores.N), as every game names it; a wrong list as a whole (scores)."""
    assert invalid_paths(ENGINE.start, NA, good_deal(), scores) == paths


def test_hands_may_be_unknown_and_stock_names_the_kitty():
    deal = good_deal()
    deal["hands"] = [None, deal["hands"][1], None, None]
    deal["stock"] = deal.pop("kitty")
    state = ENGINE.start(NA, deal, None)
    assert state.phase == "bidding_round_1" and ENGINE.to_act(state) == 0


def test_card_input_is_case_insensitive_and_accepts_ten():
    deal = good_deal()
    deal["turn_up"] = "9h"
    deal["hands"][0] = [c.lower().replace("T", "10") for c in deal["hands"][0]]
    state = ENGINE.start(NA, deal, None)
    assert state.upcard == "9H"


# -- the vocabulary (docs/API.md §4) -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("word", "canonical"),
    [
        ("passo", "pass"),
        ("ordino", "order_up"),
        ("accetto", "order_up"),
        ("assist", "order_up"),
        ("pick_up", "order_up"),
        ("take_up", "order_up"),
        ("prendo", "order_up"),
        ("Order", "order_up"),
        ("scarto", "discard"),
        ("chiamo", "call"),
        ("difendo da solo", "defend_alone"),
        ("gioco", "play"),
    ],
)
def test_aliases_map_to_canonical_types(word, canonical):
    fields = {"discard": {"card": "9s"}, "call": {"suit": "s"}, "play": {"card": "10h"}}.get(canonical, {})
    [action] = parse_actions(ENGINE, NA, [{"seat": 1, "type": word, **fields}])
    assert action["type"] == canonical
    if canonical == "order_up":
        assert action["alone"] is False
    if canonical == "call":
        assert action == {"seat": 1, "type": "call", "suit": "S", "alone": False}
    if canonical == "play":
        assert action["card"] == "TH"


@pytest.mark.parametrize(
    "raw",
    [
        {"seat": 0, "type": "vado solo"},
        {"seat": 0, "type": "call", "suit": "X"},
        {"seat": 0, "type": "call"},
        {"seat": 0, "type": "order_up", "alone": "yes"},
        {"seat": 0, "type": "play", "card": "JK"},
        {"seat": 0, "type": "pass", "card": "9S"},
    ],
)
def test_malformed_actions_are_refused(raw):
    with pytest.raises(InvalidInput):
        parse_actions(ENGINE, NA, [raw])


# -- dealing and views (sessions) --------------------------------------------------------------------------
@pytest.mark.parametrize(("variant", "dealer"), [("north-american", 2), ("three-handed", 1), ("british", 0)])
def test_deal_from_order_deals_packets_from_eldest(variant, dealer):
    r = rules(variant)
    order = ENGINE.deck(r).full()
    random.Random(7).shuffle(order)
    seats = r.players
    deal = ENGINE.deal_from_order(r, order, dealer, seats)
    position, expected = 0, [[] for _ in range(seats)]
    for packet in r.deal_packets:
        for k in range(1, seats + 1):
            expected[(dealer + k) % seats] += order[position : position + packet]
            position += packet
    assert deal["hands"] == expected and deal["turn_up"] == order[position]
    assert deal["kitty"] == order[position + 1 :] and deal["dealer"] == dealer
    assert ENGINE.start(r, deal, None).phase == "bidding_round_1"


def test_deal_from_order_refuses_a_wrong_pack_or_table():
    order = ENGINE.deck(NA).full()
    assert invalid_paths(ENGINE.deal_from_order, NA, order[:-1], 0, 4) == {"order"}
    assert invalid_paths(ENGINE.deal_from_order, NA, order, 0, 3) == {"seats"}


def test_seat_view_shows_own_cards_and_public_facts_only():
    deal = good_deal()
    state = start(NA, deal, [{"seat": 0, "type": "order_up"}])
    discard = ENGINE.legal_actions(state)[0]["card"]
    ENGINE.apply(state, {"seat": 3, "type": "discard", "card": discard})
    for seat in (None, 0, 1, 2, 3):
        view = ENGINE.seat_view(state, seat)
        text = repr(view)
        others = [c for s, hand in enumerate(deal["hands"]) if s != seat for c in hand if c != discard]
        assert not any(f"'{card}'" in text for card in others if card != "9H")
        assert not any(f"'{card}'" in text for card in deal["kitty"])
        assert (f"'{discard}'" in text) == (seat == 3)
        assert view["hand_counts"] == [5, 5, 5, 5] and view["upcard"] == "9H"
    assert ENGINE.seat_view(state, 3)["discarded"] == discard
    assert sorted(ENGINE.seat_view(state, 3)["hand"]) == sorted(c for c in [*deal["hands"][3], "9H"] if c != discard)
    assert ENGINE.seat_view(state, 0)["legal_actions"] and not ENGINE.seat_view(state, 1)["legal_actions"]


def test_trick_winner_checks_its_input():
    assert invalid_paths(ENGINE.trick_winner, NA, None, [(0, "AS")]) == {"trump"}
    assert invalid_paths(ENGINE.trick_winner, NA, "S", []) == {"plays"}
    assert invalid_paths(ENGINE.trick_winner, NA, "S", [(0, "AS"), (1, "JK")]) == {"plays.1.card"}
    assert ENGINE.trick_winner(NA, "S", [(2, "ah"), (3, "9s")]) == 3


def test_the_api_example_request():
    deal = {
        "dealer": 3,
        "hands": [["9S", "TS", "JS", "QD", "AH"], None, ["KC", "QC", "9D", "TD", "JD"], None],
        "turn_up": "9H",
    }
    actions = [
        {"seat": 0, "type": "pass"},
        {"seat": 1, "type": "order_up"},
        {"seat": 3, "type": "discard", "card": "9C"},
        {"seat": 0, "type": "play", "card": "JS"},
    ]
    report = ENGINE.report(start(NA, deal, actions, scores=[4, 7]))
    assert (report["phase"], report["to_act"], report["trump"], report["maker"], report["makers"]) == (
        "play",
        1,
        "H",
        1,
        1,
    )
    assert report["tricks"] == [{"leader": 0, "plays": [{"seat": 0, "card": "JS"}], "winner": None}]
    seen = {*deal["hands"][0], *deal["hands"][2], "9H", "9C"}
    assert [a["card"] for a in report["legal_actions"]] == [c for c in ENGINE.deck(NA).full() if c not in seen]
    assert report["scores"] == [4, 7] and report["deal_result"] is None and report["violations"] == []


# -- the one deal reader: the usual deal taken as given, any other read code by code ---------------------------
def test_a_well_formed_deal_is_read_as_given_into_lists_of_its_own():
    deal = deal_with_upcard(NA, 1, "JH")
    dealer, hands, upcard, kitty = read_deal(deal, table_for(NA))
    assert (dealer, hands, upcard, kitty) == (1, deal["hands"], "JH", deal["kitty"])
    assert (
        all(hand is not given for hand, given in zip(hands, deal["hands"], strict=True)) and kitty is not deal["kitty"]
    )


@pytest.mark.parametrize(
    ("change", "read_as"),
    [
        ({"turn_up": "th"}, {}),
        (
            {"turn_up": "10h", "hands": [["9s", "10S", "js", "QS", "KS"], None, None, None]},
            {"hands": [["9S", "TS", "JS", "QS", "KS"], None, None, None]},  # seat 0's hand, dealt in deck order
        ),
        ({"stock": None}, {}),
        ({"kitty": None}, {"kitty": None}),
        ({"hands": None}, {"hands": [None] * 4}),
    ],
)
def test_a_deal_spelt_otherwise_is_read_as_its_canonical_spelling(change, read_as):
    deal = deal_with_upcard(NA, 1, "TH")
    expected = deal | read_as
    values = (expected["dealer"], expected["hands"], expected["turn_up"], expected["kitty"])
    assert read_deal(deal | change, table_for(NA)) == values


@pytest.mark.parametrize(
    ("change", "paths"),
    [
        ({"turn_up": "JS"}, {"deal"}),  # a card twice: the deal as a whole
        ({"dealer": True}, {"deal.dealer"}),
        ({"dealer": 4}, {"deal.dealer"}),
        ({"kitty": ["9S"]}, {"deal.kitty", "deal"}),  # one card, and a card of a hand
        ({"kitty": "9S"}, {"deal.kitty"}),
        ({"turn_up": None}, {"deal.turn_up"}),
        (
            {"hands": [["9S"], None, None, ["AS", "zz", ["KS"]]]},  # too few cards; a bad code, an unhashable one
            {"deal.hands.0", "deal.hands.3", "deal.hands.3.1", "deal.hands.3.2"},
        ),
    ],
)
def test_each_fault_of_a_deal_is_named(change, paths):
    deal = deal_with_upcard(NA, 1, "JH") | change
    assert invalid_paths(read_deal, deal, table_for(NA)) == paths


def test_a_deal_spelt_otherwise_starts_as_its_canonical_spelling():
    canonical = deal_with_upcard(NA, 2, "TH")
    spelt = canonical | {"turn_up": "10h", "hands": [[card.lower() for card in hand] for hand in canonical["hands"]]}
    assert ENGINE.report(start(NA, spelt)) == ENGINE.report(start(NA, canonical))


_SPOILS = st.lists(
    st.sampled_from(
        ["lowercase", "alias", "twice", "short", "hand unknown", "kitty left out", "kitty short", "stock", "upcard"]
    ),
    max_size=2,
)


def respelt(value: object, rng: random.Random) -> object:
    """``value`` with each card code spelt at random as given, in lower case, or with 10 for T."""
    if isinstance(value, list):
        return [respelt(item, rng) for item in value]
    if isinstance(value, str):
        return rng.choice([value, value.lower(), value.replace("T", "10")])
    return value


@settings(max_examples=examples(300), deadline=None)
@given(
    variant=st.sampled_from(["north-american", "british", "three-handed", "set-back", "bid-euchre"]),
    seed=st.integers(0, 2**32 - 1),
    dealer=st.one_of(st.integers(-1, 4), st.booleans(), st.none(), st.just(1.0)),
    spoils=_SPOILS,
)
def test_a_deal_reads_as_when_every_code_is_read_on_its_own(variant, seed, dealer, spoils):
    """Whatever the deal, the reader gives the values (or names the faults) of the same deal with its codes
    spelt otherwise, which it can only read code by code: taking a canonical list as given changes nothing."""
    table = table_for(rules(variant))
    rng = random.Random(seed)
    cards = table.deck.full()
    rng.shuffle(cards)
    hands: list = [cards[seat * table.hand_size : (seat + 1) * table.hand_size] for seat in range(table.seats)]
    rest = cards[table.seats * table.hand_size :] or cards[:2]  # an auction deals every card: rest then spoils
    deal: dict = {"dealer": dealer, "hands": hands}
    if not table.auction:
        deal |= {"turn_up": rest[0], "kitty": rest[1:]}
    for spoil in sorted(spoils, key=lambda spoil: spoil == "hand unknown"):  # the others need the hands
        seat = rng.randrange(table.seats)
        if spoil == "lowercase":
            hands[seat] = [card.lower() for card in hands[seat]]
        elif spoil == "alias":
            deal["turn_up"] = (deal.get("turn_up") or rest[0]).replace("T", "10")
        elif spoil == "twice":
            hands[seat] = [hands[(seat + 1) % table.seats][0], *hands[seat][1:]]
        elif spoil == "short":
            hands[seat] = hands[seat][1:]
        elif spoil == "hand unknown":
            hands[seat] = None
        elif spoil == "kitty left out":
            deal.pop("kitty", None)
        elif spoil == "kitty short":
            deal["kitty"] = deal.get("kitty", rest[1:])[1:]
        elif spoil == "stock":
            deal["stock"] = rest[1:]
        else:
            deal["turn_up"] = None
    spelt = {name: value if name == "dealer" else respelt(value, rng) for name, value in deal.items()}
    try:
        values = read_deal(deal, table)
    except InvalidInput as refused:
        with pytest.raises(InvalidInput) as spelt_refused:
            read_deal(spelt, table)
        assert spelt_refused.value.messages() == refused.messages()
    else:
        assert read_deal(spelt, table) == values
