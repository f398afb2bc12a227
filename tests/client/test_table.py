"""Sessions played through the Python client's ``Table``, a table per seat, against a live gunicorn.

- a whole Euchre deal and a whole Ecarté deal, each move sent by the table of the seat to act;
  the session's record then validates through ``Arbitro.validate_match`` as the session scored it, and the
  Euchre one's EGN writing (``Arbitro.session_egn``) reads back to the same scores;
- an illegal move raises ``IllegalMove`` with the rule's code, the sentence in the client's
  language, and the seat's legal actions; a move out of turn, with ``not_your_turn``;
- two tables racing on one session: the stale one gets a 412, refreshes, and its move is sent
  again - applied when still legal, refused with its rule when not; a table allowed no refresh
  raises the 412;
- a move sent again with its Idempotency-Key is answered again, and applied once.
"""

from __future__ import annotations

import random

import pytest
from arbitro_client import Arbitro, ArbitroProblem, Backoff, IllegalMove, Table, VersionConflict

from tests.client.conftest import move_of, seat_tables

pytestmark = pytest.mark.slow  # a live gunicorn, as the other gunicorn tests


@pytest.mark.parametrize("game", ["euchre", "ecarte"])
def test_a_whole_deal_is_played_through_a_table_per_seat(arbitro, game):
    created = arbitro.create_session(game, seed=7)
    tables, referee = seat_tables(arbitro, created)
    assert [t.seat for t in tables] == list(range(created.seats)) and referee.seat is None
    rng = random.Random(game)
    moves = [0] * len(tables)
    while referee.refresh().deal_number == 1 and not referee.view.game_over:
        seat = referee.view.to_act
        view = tables[seat].play(move_of(game, tables[seat], rng))
        assert view.version == referee.version + 1
        moves[seat] += 1
    assert all(moves), f"a seat never acted: {moves}"

    log = arbitro.session_log(created.session_id, created.tokens.referee).to_dict()
    first = log["deals"][0]
    assert first["finished"] and len(first["actions"]) == sum(moves)
    assert {t.refresh().version for t in tables} == {referee.version}

    record = arbitro.session_record(created.session_id, created.tokens.referee)
    verdict = arbitro.validate_match(record.to_dict()).to_dict()
    assert verdict["deals"][0]["valid"], verdict["deals"][0]["violations"]
    assert verdict["deals"][0]["scores"] == referee.view.scores  # the score the session carried into deal 2
    if game == "euchre":  # its EGN writing (an operation of its own) reads back as the same match
        egn = arbitro.session_egn(created.session_id, created.tokens.referee)
        assert egn.file_type.value == "Euchre Game Notation"
        back = arbitro.validate_match(arbitro.import_egn(egn.to_dict()).to_dict()).to_dict()
        assert back["deals"][0]["scores"] == verdict["deals"][0]["scores"]


def _card_not_held(table) -> str:
    hand = table.view.deal.to_dict()["hand"]
    return next(rank + suit for suit in "SHDC" for rank in "AKQJT987" if rank + suit not in hand)


def test_an_illegal_move_raises_its_rule_its_sentence_and_the_legal_actions(gunicorn, arbitro):
    created = arbitro.create_session("ecarte", seed=3)
    tables, referee = seat_tables(arbitro, created)
    to_act, other = tables[referee.view.to_act], tables[1 - referee.view.to_act]
    card = _card_not_held(to_act)

    with pytest.raises(IllegalMove) as refused:
        to_act.play({"type": "play", "card": card})
    assert refused.value.status == 422 and refused.value.rule == "card_not_in_hand"
    assert refused.value.type == "/problems/card-not-in-hand"
    assert card in refused.value.detail
    assert refused.value.legal_actions == to_act.legal_actions != []

    with Arbitro(gunicorn.base_url, language="fr", backoff=Backoff(retries=0)) as french:
        with pytest.raises(IllegalMove) as en_francais:
            french.open_table(created.session_id, to_act.token).play({"type": "play", "card": card})
    assert en_francais.value.rule == "card_not_in_hand" and en_francais.value.detail != refused.value.detail
    assert en_francais.value.legal_actions == refused.value.legal_actions

    with pytest.raises(IllegalMove) as out_of_turn:
        other.play({"type": "play", "card": other.view.deal.to_dict()["hand"][0]})
    assert out_of_turn.value.status == 409 and out_of_turn.value.rule == "not_your_turn"
    assert out_of_turn.value.legal_actions == []
    assert referee.refresh().version == 1  # nothing applied


def test_a_stale_table_refreshes_on_412_and_its_still_legal_move_is_applied(arbitro):
    created = arbitro.create_session("euchre", seed=11)
    tables, referee = seat_tables(arbitro, created)
    first = referee.view.to_act
    second = (first + 1) % 4
    tables[first].play({"type": "pass"})  # the second bidder's table still holds version 1

    assert tables[second].version == 1
    view = tables[second].play({"type": "pass"})  # 412 on v1, refreshed, sent again on v2
    assert view.version == 3 and tables[second].version == 3
    actions = arbitro.session_log(created.session_id, created.tokens.referee).to_dict()["deals"][0]["actions"]
    assert actions == [{"seat": first, "type": "pass"}, {"seat": second, "type": "pass"}]


def test_a_stale_move_no_longer_legal_after_the_refresh_raises_its_rule(arbitro):
    created = arbitro.create_session("euchre", seed=11)
    _, referee = seat_tables(arbitro, created)
    token = created.tokens.seats[referee.view.to_act]
    here, there = arbitro.open_table(created.session_id, token), arbitro.open_table(created.session_id, token)
    here.play({"type": "pass"})

    with pytest.raises(IllegalMove) as refused:
        there.play({"type": "pass"})  # 412 on v1, refreshed: the seat is no longer to act
    assert refused.value.rule == "not_your_turn" and there.version == 2
    actions = arbitro.session_log(created.session_id, created.tokens.referee).to_dict()["deals"][0]["actions"]
    assert len(actions) == 1


def test_a_move_sent_again_with_its_key_is_answered_again_and_applied_once(arbitro):
    created = arbitro.create_session("euchre", seed=5)
    _, referee = seat_tables(arbitro, created)
    token = created.tokens.seats[referee.view.to_act]
    here, there = arbitro.open_table(created.session_id, token), arbitro.open_table(created.session_id, token)

    answered = here.play({"type": "pass"}, idempotency_key="bid-1")
    again = there.play({"type": "pass"}, idempotency_key="bid-1")  # on v1, stale: the key answers first
    assert again.to_dict() == answered.to_dict() and again.version == 2
    assert referee.refresh().version == 2
    actions = arbitro.session_log(created.session_id, created.tokens.referee).to_dict()["deals"][0]["actions"]
    assert len(actions) == 1

    with pytest.raises(ArbitroProblem) as reused:
        there.play({"type": "order_up", "alone": False}, idempotency_key="bid-1")
    assert reused.value.status == 422 and reused.value.type == "/problems/idempotency-key-reused"
    assert not isinstance(reused.value, IllegalMove)


def test_a_table_that_may_not_refresh_raises_the_412(arbitro):
    created = arbitro.create_session("euchre", seed=11)
    tables, referee = seat_tables(arbitro, created)
    first = referee.view.to_act
    stubborn = Table(arbitro, created.session_id, created.tokens.seats[(first + 1) % 4], conflicts=0)
    tables[first].play({"type": "pass"})

    with pytest.raises(VersionConflict) as stale:
        stubborn.play({"type": "pass"})
    assert stale.value.status == 412 and stubborn.version == 1


def test_a_table_follows_the_session_by_its_event_stream(arbitro):
    """Table.follow: each move of another seat arrives as the seat's own view (GET's), the newest kept."""
    created = arbitro.create_session("ecarte", seed=12)
    tables, referee = seat_tables(arbitro, created)
    watcher = tables[1]
    following = watcher.follow()
    rng = random.Random(4)
    for _ in range(3):
        seat = referee.refresh().to_act
        moved = tables[seat].play(move_of("ecarte", tables[seat], rng))
        seen = next(following)
        assert seen.version == moved.version == watcher.version
        assert seen.to_dict() == arbitro.session(created.session_id, watcher.token).to_dict()
    arbitro.delete_session(created.session_id, created.tokens.referee)
    assert list(following) == [], "the stream ends with the session"
