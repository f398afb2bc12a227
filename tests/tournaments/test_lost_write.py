"""A tournament's write is held to the version it read and to that version's write tag (docs/ARCHITECTURE.md, the
store's tagged writes): when the version read is lost and written again with other content before the write lands
(Redis restarted on an AOF written every second, a failover without WAIT), the write is refused, the tournament
read again, and the change made on what the store holds."""

from __future__ import annotations

import orjson
import pytest
import redis

from service.tournaments.held import TournamentService
from tests.tournaments.support import NAMES, create, make_app

pytestmark = pytest.mark.slow  # the real Redis


def test_a_change_read_on_a_version_lost_and_written_again_is_made_again_on_what_redis_holds(request):
    app = make_app("redis", request)
    tournament = create(app.test_client(), game="ecarte", format="round-robin", players=NAMES[:4])
    service: TournamentService = app.extensions["arbitro.tournaments"]
    tournament_id, token = tournament["id"], tournament["director_token"]
    created = service.store.load(tournament_id)
    assert created is not None and created.version == 1
    service.change(tournament_id, token, lambda record: record.update(options={"mark": "lost"}))  # version 2
    admin = redis.Redis.from_url(request.getfixturevalue("redis_url"))
    key = service.store.key(tournament_id)
    seen: list[dict] = []

    def change(record: dict) -> None:
        seen.append(dict(record["options"]))
        if len(seen) == 1:  # between this change's read and its write: version 2 lost, and written again
            admin.delete(key)
            admin.hset(key, mapping={"v": "1", "s": created.data})
            admin.expire(key, 600)
            rewritten = {**orjson.loads(created.data), "options": {"mark": "rewritten"}}
            assert service.store.compare_and_set(tournament_id, 1, orjson.dumps(rewritten), 600) is not None
        record["options"] = {**record["options"], "changed": True}

    changed = service.change(tournament_id, token, change)
    assert seen == [{"mark": "lost"}, {"mark": "rewritten"}]  # refused at version 2, read again, changed again
    assert changed.version == 3
    assert orjson.loads(admin.hget(key, "s"))["options"] == {"mark": "rewritten", "changed": True}
