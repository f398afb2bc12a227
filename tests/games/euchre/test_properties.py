"""Thousands of random Euchre deals of every preset, played through legal_actions only.

Each match deals from a seeded shuffle and carries its scores until someone wins; every deal
is checked against facts computed here from the digest, independently of the engine: cards
are conserved, each trick goes to the right card, the points follow the score table, scores
move toward the target and the match ends exactly when it is reached.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from service.engine import IllegalAction
from tests.games.euchre.support import ENGINE, expected_winner, refused, rules
from tests.playout import play

CONFIGS = {
    "north-american": {},
    "north-american-stick-loners": {
        "stick_the_dealer": True,
        "defend_alone": "vs_loner",
        "loner_lead": "left_of_loner",
        "euchred_loner_points": 4,
    },
    "british": {"variant": "british"},
    "british-2S-discard-upcard": {
        "variant": "british",
        "benny_card": "2S",
        "dealer_may_discard_upcard": True,
        "stick_the_dealer": True,
    },
    "three-handed": {"variant": "three-handed"},
    "three-handed-stick": {"variant": "three-handed", "stick_the_dealer": True},
    "classic-1844": {"variant": "classic-1844"},
    "classic-1844-defend-vs-loner-left-lead": {
        "variant": "classic-1844",
        "defend_alone": "vs_loner",
        "loner_lead": "left_of_loner",
    },
    "classic-28-canadian": {
        "variant": "classic-1844",
        "deck": 28,
        "canadian_loner": True,
        "defend_alone": "any",
        "revoke_points_loner": 4,
    },
}
DEALS_PER_CONFIG = 200  # random deals per configuration, whole matches played on until they are reached


def resolve(config: dict):
    options = dict(config)
    return rules(options.pop("variant", "north-american"), **options)


def expected_points(r, report: dict) -> list[int]:
    """The score table (§8, §10.2), from the report's public facts."""
    maker, alone, tricks = report["maker"], report["alone"], report["tricks"]
    if r.players == 3:
        won = Counter(t["winner"] for t in tricks)
        points = [0, 0, 0]
        if won[maker] >= 4:
            points[maker] = {4: 1, 5: 1, 6: 2, 7: 4}[won[maker]]
            return points
        first, second = [s for s in range(3) if s != maker]
        if won[first] == won[second]:
            return [0 if s == maker else 1 for s in range(3)]
        points[first if won[first] > won[second] else second] = 2
        return points
    makers = maker % 2
    made = sum(1 for t in tricks if t["winner"] % 2 == makers)
    maker_alone = any(s % 2 == makers for s in alone)  # after an assist the lone maker-side seat may be the assister
    defender_alone = any(s % 2 != makers for s in alone)
    points = [0, 0]
    if made == 5:
        points[makers] = 4 if maker_alone else 2
    elif made >= 3:
        points[makers] = 1
    else:
        points[1 - makers] = 4 if defender_alone else r.euchred_loner_points if maker_alone else 2
    return points


def expected_revoke_points(r, offenders: set[int], someone_alone: bool) -> list[int]:
    sides = 2 if r.players == 4 else 3
    penalty = (
        r.revoke_points_loner
        if someone_alone and sides == 2 and r.revoke_points_loner is not None
        else (r.revoke_points)
    )
    points = [0] * sides
    for offender in offenders:
        for side in range(sides):
            if r.revoke_scoring == "deduct" and side == offender:
                points[side] -= penalty
            elif r.revoke_scoring == "award" and side != offender:
                points[side] += penalty
    return points


def check_making(r, deal: dict, history: list[dict], report: dict) -> None:
    """§4.1, §6.1: who made trump and who went alone, read from the history.  The maker is the
    seat whose order_up or call fixed trump - but the dealer after the partner's assist when
    `assist_makes_dealer_maker` (classic-1844); the lone makers' seat is the one that said
    alone (on its bid, or the dealer on the discard)."""
    dealer = deal["dealer"]
    made = next(a for a in history if a["type"] in ("order_up", "call"))
    assist = made["type"] == "order_up" and r.players == 4 and made["seat"] == (dealer + 2) % 4
    assert report["maker"] == (dealer if assist and r.assist_makes_dealer_maker else made["seat"])
    lone = [a["seat"] for a in history if a["type"] in ("order_up", "call", "discard") and a.get("alone")]
    assert len(lone) <= 1 and [s for s in report["alone"] if s % 2 == report["maker"] % 2] == lone
    assert all(a["type"] != "discard" or not a.get("alone") or assist for a in history)
    # §7.1: the first lead - left of the makers' lone seat under left_of_loner, else eldest or the next active seat
    active = [s for s in range(r.players) if s not in report["inactive"]]
    if lone and r.loner_lead == "left_of_loner":
        left = (lone[0] + 1) % 4
        first = left if left in active else next(s for s in report["alone"] if s % 2 != report["maker"] % 2)
    else:
        first = next((dealer + k) % r.players for k in range(1, r.players + 1) if (dealer + k) % r.players in active)
    assert report["tricks"][0]["leader"] == first


def check_cards_conserved(r, state, deal: dict) -> None:
    view = ENGINE.seat_view(state, None)
    held = Counter(c for seat in range(r.players) for c in ENGINE.seat_view(state, seat)["hand"])
    played = Counter(p["card"] for t in view["tricks"] for p in t["plays"])
    elsewhere = Counter(deal["kitty"]) + Counter([state.discarded] if state.discarded else [])
    picked_up = not view["turned_down"] and view["phase"] != "bidding_round_1"
    upcard_on_table = Counter([] if picked_up else [deal["turn_up"]])
    assert held + played + elsewhere + upcard_on_table == Counter(ENGINE.deck(r).full())
    assert [sum(held[c] for c in ENGINE.seat_view(state, s)["hand"]) for s in range(r.players)] == view["hand_counts"]


def check_tricks(r, report: dict, benny: str | None) -> None:
    trump, active = report["trump"], [s for s in range(r.players) if s not in report["inactive"]]
    assert len(report["tricks"]) == (5 if r.players == 4 else 7)
    for trick in report["tricks"]:
        plays = [(p["seat"], p["card"]) for p in trick["plays"]]
        assert sorted(seat for seat, _ in plays) == active and plays[0][0] == trick["leader"]
        assert trick["winner"] == expected_winner(plays, trump, benny)
    for before, after in zip(report["tricks"], report["tricks"][1:], strict=False):
        assert after["leader"] == before["winner"]


def play_deal(r, rng: random.Random, dealer: int, scores: list, revoke_rate: float = 0.0):
    order = ENGINE.deck(r).full()
    rng.shuffle(order)
    deal = ENGINE.deal_from_order(r, order, dealer, r.players)
    state = ENGINE.start(r, deal, scores, report_breaches=revoke_rate > 0)
    history, offenders = [], set()

    def choose(engine, state, options, rng):
        """A listed action; in play now and then (``revoke_rate``) a revoke, or a revoke tried and refused."""
        assert options and all(o["seat"] == ENGINE.to_act(state) for o in options)
        action = rng.choice(options)
        if state.phase == "play":
            hand = ENGINE.seat_view(state, action["seat"])["hand"]
            revokes = sorted(set(hand) - {o["card"] for o in options})
            if revokes and rng.random() < revoke_rate:
                action = {"seat": action["seat"], "type": "play", "card": rng.choice(revokes)}
                offenders.add(action["seat"] % 2 if r.players == 4 else action["seat"])
            elif revokes and not revoke_rate and rng.random() < 0.05:
                revoke = {"seat": action["seat"], "type": "play", "card": revokes[0]}
                assert refused(state, revoke) == "must_follow_suit"
        return action

    def apply(state, action):
        ENGINE.apply(state, action)
        history.append(action)
        if rng.random() < 0.1:
            check_cards_conserved(r, state, deal)

    play(ENGINE, state, rng, choose=choose, apply=apply)
    assert state.phase == "over"
    return deal, history, state, offenders


@pytest.mark.parametrize("name", list(CONFIGS))
def test_random_matches_follow_the_rules(name):
    r = resolve(CONFIGS[name])
    rng = random.Random(name)
    benny = r.benny_card if r.benny else None
    deals = matches = 0
    while deals < DEALS_PER_CONFIG:
        scores, dealer, matches = [0] * (2 if r.players == 4 else 3), rng.randrange(r.players), matches + 1
        while True:
            deal, history, state, _ = play_deal(r, rng, dealer, scores)
            deals += 1
            report = ENGINE.report(state)
            result = report["deal_result"]
            if result["reason"] == "thrown_in":
                assert result["points"] == [0] * len(scores) and report["trump"] is None
            else:
                check_tricks(r, report, benny)
                check_making(r, deal, history, report)
                assert result["points"] == expected_points(r, report)
                assert result["reason"] in {"point", "march", "euchred"}
            assert report["scores"] == [s + p for s, p in zip(scores, result["points"], strict=True)]
            assert all(after >= before for before, after in zip(scores, report["scores"], strict=True))
            best = max(report["scores"])
            ended = best >= r.points_to_win and report["scores"].count(best) == 1
            assert report["game_over"] is ended
            assert report["winner"] == (report["scores"].index(best) if ended else None)
            if ended:
                with pytest.raises(IllegalAction):
                    ENGINE.start(r, deal, report["scores"])
                break
            scores, dealer = report["scores"], ENGINE.next_dealer(state)
            assert dealer == (deal["dealer"] + 1) % r.players
    assert matches >= 3


@pytest.mark.parametrize("name", ["north-american", "british", "three-handed", "classic-28-canadian"])
def test_reported_revokes_replace_the_score(name):
    r = resolve(CONFIGS[name])
    rng = random.Random("revoke " + name)
    seen_revoke = 0
    for _ in range(250):
        _, _, state, offenders = play_deal(
            r, rng, rng.randrange(r.players), [0] * (2 if r.players == 4 else 3), revoke_rate=0.15
        )
        report = ENGINE.report(state)
        if report["deal_result"]["reason"] == "thrown_in":
            continue
        offending_sides = {v["seat"] % 2 if r.players == 4 else v["seat"] for v in report["violations"]}
        assert offending_sides == offenders
        if offenders:
            seen_revoke += 1
            assert report["deal_result"]["reason"] == "revoke"
            assert report["deal_result"]["points"] == expected_revoke_points(r, offenders, bool(report["alone"]))
        else:
            assert report["deal_result"]["points"] == expected_points(r, report)
    assert seen_revoke > 50


@pytest.mark.parametrize("name", ["north-american", "british", "three-handed"])
def test_hidden_hands_replay_the_same_deal(name):
    """With some hands (and the kitty) unknown, a legal history replays to the same result,
    every action among the legal ones and no revoke suspected."""
    r = resolve(CONFIGS[name])
    rng = random.Random("hidden " + name)
    for _ in range(150):
        deal, history, full, _ = play_deal(r, rng, rng.randrange(r.players), [0] * (2 if r.players == 4 else 3))
        hidden = dict(deal, hands=[None if rng.random() < 0.5 else hand for hand in deal["hands"]])
        if rng.random() < 0.5:
            del hidden["kitty"]
        state = ENGINE.start(r, hidden, None)
        for action in history:
            assert action in ENGINE.legal_actions(state)
            ENGINE.apply(state, action)
        assert state.violations == [] and state.deal_result == full.deal_result
