"""Microseconds to replay one complete Euchre deal in process, beside OpenSpiel's C++ engine.

The deals are OpenSpiel's: random games of its ``euchre`` (seeded; its default parameters,
``stick_the_dealer`` on and no lone defender), each translated into Arbitro's north-american
game with ``stick_the_dealer`` on - the deal (dealer, hands, upcard, kitty) and the actions in
request form.  Arbitro must score each deal as OpenSpiel does, or the bench stops.

Both engines then replay the same deals, interleaved deal by deal (alternating which goes first;
each deal's time is the best of two runs),
as a client asking for the legal actions at every decision would:

- OpenSpiel (``pyspiel``): a new state, the chance outcomes that deal the cards, then
  ``legal_actions()`` and ``apply_action`` for every decision;
- Arbitro: parse the actions, start the deal, then ``legal_actions`` and ``apply`` for each.

It prints both medians and their ratio (target: Arbitro within 3x).  ``open_spiel`` is a
bench-only dependency: ``pip install -e '.[bench]'``.

    .venv/bin/python -m bench.bench_euchre [deals]     (from the repository root)
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from importlib.metadata import version

import pyspiel

from bench.timing import replay_with_legal_actions
from service.games.euchre import ENGINE

RULES = ENGINE.resolve_rules({"variant": "north-american", "stick_the_dealer": True})
TARGET_RATIO = 3.0
GO_ALONE, WITH_PARTNER = pyspiel.euchre.GO_ALONE_ACTION, pyspiel.euchre.PLAY_WITH_PARTNER_ACTION
TRUMP_ACTIONS = {
    pyspiel.euchre.CLUBS_TRUMP_ACTION: "C",
    pyspiel.euchre.DIAMONDS_TRUMP_ACTION: "D",
    pyspiel.euchre.HEARTS_TRUMP_ACTION: "H",
    pyspiel.euchre.SPADES_TRUMP_ACTION: "S",
}


def card_code(card: int) -> str:
    """OpenSpiel's card (``HK``: suit, then rank) as Arbitro writes it (``KH``)."""
    written = pyspiel.euchre.card_string(card)
    return written[1] + written[0]


def openspiel_game(game: pyspiel.Game, seed: int) -> tuple[list[int], list[int], pyspiel.State]:
    """A random game: its chance outcomes (the deal), its decisions, and its final state."""
    state = game.new_initial_state()
    rng = random.Random(seed)
    chances, decisions = [], []
    while not state.is_terminal():
        if state.is_chance_node():
            action = rng.choice([outcome for outcome, _ in state.chance_outcomes()])
            chances.append(action)
        else:
            action = rng.choice(state.legal_actions())
            decisions.append(action)
        state.apply_action(action)
    return chances, decisions, state


def arbitro_deal(game: pyspiel.Game, chances: list[int]) -> dict:
    """The deal OpenSpiel's chance outcomes make, as Arbitro's ``deal``."""
    state = game.new_initial_state()
    for action in chances:
        state.apply_action(action)
    hands: list[list[str]] = [[] for _ in range(4)]
    kitty = []
    upcard = state.upcard()
    for card, holder in enumerate(state.card_holder()):
        if holder is not None:
            hands[holder].append(card_code(card))
        elif card != upcard:
            kitty.append(card_code(card))
    return {"dealer": state.dealer(), "hands": hands, "turn_up": card_code(upcard), "kitty": kitty}


def arbitro_actions(game: pyspiel.Game, chances: list[int], decisions: list[int]) -> list[dict]:
    """OpenSpiel's decisions as Arbitro's actions.  OpenSpiel asks the maker whether it goes
    alone after the dealer's discard; Arbitro takes ``alone`` with the bid itself."""
    state = game.new_initial_state()
    for action in chances:
        state.apply_action(action)
    actions: list[dict] = []
    bid: dict | None = None
    for decision in decisions:
        seat = state.current_player()
        phase = state.current_phase()
        if phase == pyspiel.euchre.Phase.BIDDING:
            if decision == pyspiel.euchre.PASS_ACTION:
                actions.append({"seat": seat, "type": "pass"})
            else:
                suit = TRUMP_ACTIONS[decision]
                first_round = state.num_passes() < 4
                bid = (
                    {"seat": seat, "type": "order_up"} if first_round else {"seat": seat, "type": "call", "suit": suit}
                )
                actions.append(bid)
        elif phase == pyspiel.euchre.Phase.DISCARD:
            actions.append({"seat": seat, "type": "discard", "card": card_code(decision)})
        elif phase == pyspiel.euchre.Phase.GO_ALONE:
            assert bid is not None
            bid["alone"] = decision == GO_ALONE
        else:
            actions.append({"seat": seat, "type": "play", "card": card_code(decision)})
        state.apply_action(decision)
    return actions


def openspiel_replay(game: pyspiel.Game, chances: list[int], decisions: list[int]) -> None:
    state = game.new_initial_state()
    for action in chances:
        state.apply_action(action)
    for action in decisions:
        state.legal_actions()
        state.apply_action(action)
    assert state.is_terminal()


def same_deals(count: int, seed: int) -> list[tuple[tuple[list[int], list[int]], tuple[dict, list[dict]]]]:
    """``count`` OpenSpiel games, each with its Arbitro deal and actions; Arbitro scores each as OpenSpiel does."""
    game = pyspiel.load_game("euchre")
    deals = []
    for k in range(count):
        chances, decisions, final = openspiel_game(game, seed + k)
        deal, actions = arbitro_deal(game, chances), arbitro_actions(game, chances, decisions)
        state = ENGINE.start(RULES, deal, None)
        for action in actions:
            ENGINE.apply(state, action)
        points = state.deal_result["points"]
        returns = final.returns()
        assert [points[0] - points[1], points[1] - points[0]] == [returns[0], returns[1]], (deal, actions)
        deals.append(((chances, decisions), (deal, actions)))
    return deals


def main(count: int = 3000) -> None:
    game = pyspiel.load_game("euchre")
    deals = same_deals(count, 2024)
    clock = time.perf_counter_ns
    openspiel_times: list[float] = []
    arbitro_times: list[float] = []
    for k, ((chances, decisions), (deal, actions)) in enumerate([*deals[:200], *deals]):  # the first 200: warm-up
        timed = [0.0, 0.0]
        for engine in (0, 1) if k % 2 else (1, 0):  # each deal twice by each engine, taking turns
            for _ in range(2):
                began = clock()
                if engine == 0:
                    openspiel_replay(game, chances, decisions)
                else:
                    replay_with_legal_actions(ENGINE, RULES, deal, actions)
                elapsed = (clock() - began) / 1000
                timed[engine] = min(timed[engine], elapsed) if timed[engine] else elapsed
        if k >= 200:
            openspiel_times.append(timed[0])
            arbitro_times.append(timed[1])
    decisions_each = statistics.mean(len(actions) for _, (_, actions) in deals)
    spiel_median, ours_median = statistics.median(openspiel_times), statistics.median(arbitro_times)
    ratio = ours_median / spiel_median
    print(f"{len(deals)} OpenSpiel euchre deals ({decisions_each:.1f} decisions each), legal actions at every decision")
    print(f"  OpenSpiel {version('open_spiel')} (pyspiel, C++) median {spiel_median:.1f} µs")
    print(f"  Arbitro north-american median {ours_median:.1f} µs")
    verdict = "met" if ratio <= TARGET_RATIO else "MISSED"
    print(f"  ratio Arbitro / OpenSpiel {ratio:.2f}x; target <= {TARGET_RATIO}x: {verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
