"""Sette e Mezzo through sessions: the digest's rules a whole match depends on (4.4, 7.1, 7.3)."""

from __future__ import annotations

import hashlib
from typing import Any

from tests.sessions.conftest import LeakOracle, Table


def play_deal_standing(table: Table) -> None:
    """Every player bets 1 and stands, then the banker stands: one deal, whatever the cards."""
    number = table.referee_view()["deal_number"]
    while True:
        referee = table.referee_view()
        if referee["game_over"] or referee["deal_number"] != number:
            return
        action = {"type": "bet", "amount": 1} if referee["deal"]["phase"] == "betting" else {"type": "stand"}
        response = table.post(table.token_of(referee["to_act"]), action)
        assert response.status_code == 200, response.get_json()


def test_rule_7_3_max_deals_ends_a_session_after_that_many_deals(client):
    # 7.3: "The match is over ... after max_deals deals (null = no limit; sessions count them)."
    table = Table(client, "sette-e-mezzo", seats=3, seed=11, rules={"variant": "classic", "max_deals": 2})
    play_deal_standing(table)
    after_one = table.referee_view()
    assert (after_one["deal_number"], after_one["game_over"]) == (2, False)
    play_deal_standing(table)
    after_two = table.referee_view()
    assert after_two["game_over"] is True
    assert after_two["deal_number"] == 2
    log = table.log(table.referee).get_json()
    assert len(log["deals"]) == 2 and all(d["finished"] for d in log["deals"])
    refused = table.post(table.token_of(1), {"type": "bet", "amount": 1})
    assert refused.status_code == 409 and refused.get_json()["rule"] == "game_over"


def test_rule_4_4_acting_after_ones_turn_is_turn_over_409_in_a_session(client):
    # 4.4: "Acting after one's turn ended: turn_over ... Both are acting out of turn: 422 in a
    # replay, 409 in a session."
    table = Table(client, "sette-e-mezzo", seats=3, seed=12, dealer=0)
    for seat in (1, 2):
        assert table.post(table.token_of(seat), {"type": "bet", "amount": 1}).status_code == 200
    assert table.post(table.token_of(1), {"type": "stand"}).status_code == 200
    again = table.post(table.token_of(1), {"type": "stand"})
    body = again.get_json()
    assert again.status_code == 409, body
    assert (body["rule"], body["type"], body["to_act"]) == ("turn_over", "/problems/turn-over", 2)
    early = table.post(table.token_of(0), {"type": "stand"})
    assert early.status_code == 409 and early.get_json()["rule"] == "not_your_turn"


# -- the stock in sessions: reshuffles (9) and the continuous deck (3.3) ----------------------------
PAGAT_TEN = {"seats": 10, "dealer": 0, "rules": {"variant": "pagat", "max_deals": 4}}


def hitting_move(referee: dict) -> dict:
    """Bet 1, then hit while a hit is legal - never naming a card - else stand: stocks run out fast."""
    if referee["deal"]["phase"] == "betting":
        return {"type": "bet", "amount": 1}
    if any(a["type"] == "hit" for a in referee["legal_actions"]):
        return {"type": "hit"}
    return {"type": "stand"}


def play_to_deal(table: Table, number: int) -> None:
    """Play hitting moves until deal ``number`` is the current one (or the match is over)."""
    while True:
        referee = table.referee_view()
        if referee["game_over"] or referee["deal_number"] >= number:
            return
        response = table.post(table.token_of(referee["to_act"]), hitting_move(referee))
        assert response.status_code == 200, response.get_json()


def verifies(commitment: str, revealed: dict) -> bool:
    encoded = (",".join(revealed["order"]) + ":" + revealed["salt"]).encode("ascii")
    return hashlib.sha256(encoded).hexdigest() == commitment and len(revealed["salt"]) == 64


def card_pairs(value: Any, found: set) -> set:
    """Every two cards that follow each other in some list of an answer."""
    if isinstance(value, dict):
        for item in value.values():
            card_pairs(item, found)
    elif isinstance(value, list):
        strings = [item if isinstance(item, str) else None for item in value]
        found.update(zip(strings, strings[1:], strict=False))
        for item in value:
            card_pairs(item, found)
    return found


def assert_reshuffle_order_hidden(table: Table, order: list[str], drawn: int) -> None:
    """No seat sees the current deal's new stock: not its cards unseen in the deal, not two undrawn cards
    in order; and no finished deal still drawn from shows its order, salt or deal."""
    oracle = LeakOracle(table)
    undrawn = set(zip(order[drawn:], order[drawn + 1 :], strict=False))
    assert undrawn, "the test must have an order to hide"
    for seat, token in enumerate(table.seat_tokens):
        view, log = table.view(token), table.log(token).get_json()
        current = log["deals"][-1]
        assert "dealt" not in view and all(set(r) == {"commitment"} for r in current["reshuffles"])
        for answer in (view, current):
            oracle.assert_no_leak(seat, answer)
            assert not card_pairs(answer, set()) & undrawn, f"seat {seat} sees the reshuffled order"
        live = {current["deck_commitment"], *(r["commitment"] for r in current["reshuffles"])}
        for finished in log["deals"][:-1]:
            if finished["deck_commitment"] in live:
                assert not {"order", "salt", "deal"} & set(finished), finished
            assert all(set(r) == {"commitment"} for r in finished["reshuffles"] if r["commitment"] in live)


def test_rule_9_a_session_reshuffles_the_empty_stock_commits_it_and_reveals_it_when_the_deal_ends(client):
    # 9: "Stock empty when someone asks for a card: shuffle ... into a new stock"; API 5: committed
    # shuffles. Seed 2: deal 2 goes on from deal 1's stock, runs out, and deal 3 is a fresh deck.
    table = Table(client, "sette-e-mezzo", seed=2, **PAGAT_TEN)
    play_to_deal(table, 2)
    drawn: list[str] = []
    published: list[str] = []
    while (referee := table.referee_view())["deal_number"] == 2:
        seat, move = referee["to_act"], hitting_move(referee)
        if referee["reshuffle_commitments"] and not published:
            published = referee["reshuffle_commitments"]
            order = referee["dealt"]["reshuffles"][0]
            assert all(table.view(token)["reshuffle_commitments"] == published for token in table.seat_tokens)
            # committed as soon as the stock is empty, before anyone asks for a card from it
            assert referee["deal"]["stock"] == {"cards_left": 0, "order_known": True, "reshuffles": 0}
            assert_reshuffle_order_hidden(table, order, 0)
            if move["type"] == "hit":  # naming a card chooses nothing: refused, even the top one
                named = table.post(table.token_of(seat), {"type": "hit", "card": order[0]})
                assert named.status_code == 400 and list(named.get_json()["errors"]) == ["card"]
        assert table.post(table.token_of(seat), move).status_code == 200
        after = table.referee_view()
        if move["type"] == "hit" and after["deal_number"] == 2:
            drawn.append(after["deal"]["hands"][seat]["cards"][-1])
    assert published, "seed 2 must run deal 2's stock out"
    logged = table.log(table.token_of(1)).get_json()["deals"][1]
    assert logged["finished"] and [r["commitment"] for r in logged["reshuffles"]] == published
    assert verifies(logged["deck_commitment"], logged)
    assert all(verifies(r["commitment"], r) for r in logged["reshuffles"])
    # every card drawn came off the committed orders, top first: the deal's stock, then the reshuffle
    assert logged["deal"]["reshuffles"] == [r["order"] for r in logged["reshuffles"]]
    committed = logged["deal"]["stock"] + logged["reshuffles"][0]["order"]
    assert len(drawn) > len(logged["deal"]["stock"]) and drawn == committed[: len(drawn)]


def test_rule_3_3_a_continuous_deck_goes_on_from_the_committed_stock_revealed_once_used_up(client):
    # 3.3 continuous: "the next deal goes on from what is left". Seed 3: deal 2 is a fresh deck,
    # deal 3 goes on from it and runs out (a reshuffle), deal 4 goes on from that reshuffle.
    table = Table(client, "sette-e-mezzo", seed=3, **PAGAT_TEN)
    play_to_deal(table, 3)
    third = table.referee_view()
    second = table.log(table.referee).get_json()["deals"][1]
    assert (third["deck_commitment"], third["deck_start"]) == (second["deck_commitment"], 30)
    for token in [*table.seat_tokens, table.referee]:  # deal 2's undrawn cards are deal 3's: withheld
        logged = table.log(token).get_json()["deals"][1]
        assert logged["finished"] and not {"order", "salt", "deal"} & set(logged)
    # the ten cards carried over are dealt; the empty stock is remade and committed at once (9)
    assert third["dealt"]["stock"] == [] and len(third["reshuffle_commitments"]) == 1
    assert_reshuffle_order_hidden(table, third["dealt"]["reshuffles"][0], 0)
    play_to_deal(table, 4)
    fourth = table.referee_view()
    deals = table.log(table.token_of(2)).get_json()["deals"]
    second, third_logged = deals[1], deals[2]
    assert verifies(second["deck_commitment"], second)  # used up in deal 3: revealed
    assert "deal" not in third_logged and third_logged["deck_start"] == 30  # it holds the live reshuffle
    rules = table.engine.resolve_rules(third["rules"])  # deal 3 was dealt from deal 2's order, after card 30
    assert (
        table.engine.deal_from_order(rules, second["order"][30:], third["dealer"], 10)["hands"]
        == (third["dealt"]["hands"])
    )
    (reshuffle,) = third_logged["reshuffles"]
    assert set(reshuffle) == {"commitment"}  # deal 4 draws from it
    assert fourth["deck_commitment"] == reshuffle["commitment"] and fourth["deck_start"] > 0
    play_to_deal(table, 5)  # max_deals 4: the match is over and every order is revealed
    assert table.referee_view()["game_over"]
    deals = table.log(table.token_of(5)).get_json()["deals"]
    reshuffle = deals[2]["reshuffles"][0]
    assert verifies(reshuffle["commitment"], reshuffle) and verifies(deals[3]["deck_commitment"], deals[3])
    assert deals[3]["order"] == reshuffle["order"] and deals[2]["deal"] == third["dealt"]
    assert (
        deals[3]["deal"]["stock"] == reshuffle["order"][deals[3]["deck_start"] + 10 :][: len(deals[3]["deal"]["stock"])]
    )


def test_rule_7_1_each_deal_of_a_session_is_dealt_by_the_last_deals_next_banker_as_its_dealer(client):
    # docs/API.md 3 and 5: the deal's dealer is deal.dealer (the banker); the next deal's dealer is the
    # last deal's deal_result.next_banker (7.1). Seed 4: the bank passes at least once in six deals.
    table = Table(client, "sette-e-mezzo", seats=4, seed=4, dealer=0, rules={"max_deals": 6})
    play_to_deal(table, 7)
    deals = table.log(table.referee).get_json()["deals"]
    assert len(deals) == 6
    for entry in deals:
        assert entry["deal"]["dealer"] == entry["dealer"] and "banker" not in entry["deal"]
    assert [d["dealer"] for d in deals[1:]] == [d["deal_result"]["next_banker"] for d in deals[:-1]]
    assert len({d["dealer"] for d in deals}) > 1, "seed 4 must pass the bank"
    view = table.view(table.token_of(1))
    assert view["deal"]["dealer"] == view["deal"]["banker"] == deals[-1]["dealer"]
