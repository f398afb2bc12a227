"""OpenSpiel's Euchre (``pyspiel``, its C++ ``euchre.cc``) in Arbitro's terms: its random games as
Arbitro deals and actions, its legal actions at a decision as Arbitro's legal actions.

Shared by bench/bench_euchre.py (the speed beside OpenSpiel) and
tests/games/euchre/test_openspiel_oracle.py (OpenSpiel as the differential oracle of the
north-american game, docs/rules/euchre.md §13).  OpenSpiel's two parameters map to Arbitro's
options (:func:`arbitro_rules`); one rule is timed differently and the translation folds it in:
OpenSpiel asks the maker whether he goes alone after the dealer's discard, Arbitro takes
``alone`` with the bid itself (§5.4, §6.1), so the maker's go-alone question has no action of its
own here (:func:`arbitro_action` gives None) and each bid stands for two Arbitro bids.
``open_spiel`` is in the ``test`` and ``bench`` extras.
"""

from __future__ import annotations

import random

import pyspiel

from service.engine import Rules
from service.games.euchre.engine import ENGINE

GO_ALONE, PASS = pyspiel.euchre.GO_ALONE_ACTION, pyspiel.euchre.PASS_ACTION
TRUMP_ACTIONS = {
    pyspiel.euchre.CLUBS_TRUMP_ACTION: "C",
    pyspiel.euchre.DIAMONDS_TRUMP_ACTION: "D",
    pyspiel.euchre.HEARTS_TRUMP_ACTION: "H",
    pyspiel.euchre.SPADES_TRUMP_ACTION: "S",
}
BIDS = ("order_up", "call")


def arbitro_rules(game: pyspiel.Game) -> Rules:
    """Arbitro's north-american game with OpenSpiel's parameters: ``stick_the_dealer`` as is;
    ``allow_lone_defender`` asks each defender in turn, whether the maker is alone or not -
    Arbitro's ``defend_alone: any`` (§6.2)."""
    parameters = game.get_parameters()
    return ENGINE.resolve_rules(
        {
            "variant": "north-american",
            "stick_the_dealer": parameters["stick_the_dealer"],
            "defend_alone": "any" if parameters["allow_lone_defender"] else "off",
        }
    )


def card_code(card: int) -> str:
    """OpenSpiel's card (``HK``: suit, then rank) as Arbitro writes it (``KH``)."""
    written = pyspiel.euchre.card_string(card)
    return written[1] + written[0]


def openspiel_game(
    game: pyspiel.Game, seed: int, bidders_pass: bool = False
) -> tuple[list[int], list[int], pyspiel.State]:
    """A random game: its chance outcomes (the deal), its decisions, and its final state.
    ``bidders_pass``: every bidder passes while he may (a thrown-in deal, or a stuck dealer)."""
    state = game.new_initial_state()
    rng = random.Random(seed)
    chances, decisions = [], []
    while not state.is_terminal():
        if state.is_chance_node():
            action = rng.choice([outcome for outcome, _ in state.chance_outcomes()])
            chances.append(action)
        else:
            legal = state.legal_actions()
            passing = bidders_pass and state.current_phase() == pyspiel.euchre.Phase.BIDDING
            action = PASS if passing and PASS in legal else rng.choice(legal)
            decisions.append(action)
        state.apply_action(action)
    return chances, decisions, state


def dealt(game: pyspiel.Game, chances: list[int]) -> pyspiel.State:
    """OpenSpiel's state once its chance outcomes have dealt the cards: the first decision."""
    state = game.new_initial_state()
    for action in chances:
        state.apply_action(action)
    return state


def arbitro_deal(game: pyspiel.Game, chances: list[int]) -> dict:
    """The deal OpenSpiel's chance outcomes make, as Arbitro's ``deal``."""
    state = dealt(game, chances)
    hands: list[list[str]] = [[] for _ in range(4)]
    kitty = []
    upcard = state.upcard()
    for card, holder in enumerate(state.card_holder()):
        if holder is not None:
            hands[holder].append(card_code(card))
        elif card != upcard:
            kitty.append(card_code(card))
    return {"dealer": state.dealer(), "hands": hands, "turn_up": card_code(upcard), "kitty": kitty}


def makers_question(state: pyspiel.State) -> bool:
    """Whether OpenSpiel asks the maker whether he goes alone, which Arbitro asked with the bid."""
    return state.current_phase() == pyspiel.euchre.Phase.GO_ALONE and state.declarer_go_alone() is None


def arbitro_action(state: pyspiel.State, decision: int) -> dict | None:
    """One of OpenSpiel's decisions in ``state`` as Arbitro's action, written as Arbitro lists it
    (a bid not ``alone``); None for the maker's go-alone answer, which belongs to his bid."""
    seat, phase = state.current_player(), state.current_phase()
    if phase == pyspiel.euchre.Phase.BIDDING:
        if decision == PASS:
            return {"seat": seat, "type": "pass"}
        if state.num_passes() < 4:  # round 1: the upcard's suit
            return {"seat": seat, "type": "order_up", "alone": False}
        return {"seat": seat, "type": "call", "suit": TRUMP_ACTIONS[decision], "alone": False}
    if phase == pyspiel.euchre.Phase.DISCARD:
        return {"seat": seat, "type": "discard", "card": card_code(decision)}  # nobody goes alone with it
    if phase == pyspiel.euchre.Phase.GO_ALONE:
        if makers_question(state):
            return None
        return {"seat": seat, "type": "defend_alone" if decision == GO_ALONE else "pass"}
    return {"seat": seat, "type": "play", "card": card_code(decision)}


def arbitro_options(state: pyspiel.State) -> list[dict]:
    """OpenSpiel's legal actions in ``state`` as Arbitro's: each bid alone or not."""
    options = []
    for decision in state.legal_actions():
        action = arbitro_action(state, decision)
        assert action is not None, "the maker's go-alone question has no Arbitro decision"
        options.append(action)
        if action["type"] in BIDS:
            options.append({**action, "alone": True})
    return options


def arbitro_actions(game: pyspiel.Game, chances: list[int], decisions: list[int]) -> list[dict]:
    """OpenSpiel's decisions as Arbitro's actions, the maker's go-alone answer in his bid."""
    state = dealt(game, chances)
    actions: list[dict] = []
    bid: dict | None = None
    for decision in decisions:
        action = arbitro_action(state, decision)
        if action is None:
            assert bid is not None
            bid["alone"] = decision == GO_ALONE
        else:
            actions.append(action)
            if action["type"] in BIDS:
                bid = action
        state.apply_action(decision)
    return actions
