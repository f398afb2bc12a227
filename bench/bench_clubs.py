"""A club at scale: 500 players, 5 seasons of weekly 40-player progressive Euchre evenings (52 a season, 4
rounds of 10 tables: 10,400 tables), every table proven; then the season's standings and a player's history
(target: each under 100 ms, the median of ``runs`` requests, each on a session of its own as an endpoint makes
it), and the club's ratings recomputed from scratch from the archive (target: under 30 s).

The club is written straight into the database (the tables an archived tournament leaves: events, tables,
seats, evenings), seeded, so every run measures the same club.

    .venv/bin/python -m bench.bench_clubs [runs]                                   (SQLite, a temporary file)
    .venv/bin/python -m bench.bench_clubs [runs] --database-url postgresql://127.0.0.1:5432/test?options=-csearch_path%3Dbench
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time

from sqlalchemy import insert, text

from bench.timing import microseconds_each, print_figures
from service.clubs import ratings
from service.clubs.database import Database, database_url
from service.clubs.history import player_history
from service.clubs.models import Club, Event, EventPlayer, Player, Season, Seat, Table
from service.clubs.season import season_standings

PLAYERS, SEASONS, EVENINGS, SEATED, ROUNDS = 500, 5, 52, 40, 4
QUERY_TARGET_US = 100_000
RECOMPUTE_TARGET_S = 30.0


def fill(database: Database, seed: int = 1) -> tuple[str, list[str], list[str]]:
    """The club written: its id, its seasons' ids and its players' ids."""
    rng = random.Random(seed)
    club = "bench-club"
    players = [f"p{i:03d}" for i in range(PLAYERS)]
    seasons = [f"s{s}" for s in range(SEASONS)]
    tables, seats, evenings, events = [], [], [], []
    table_id = 0
    for s, season in enumerate(seasons):
        for week in range(EVENINGS):
            event = f"e{s}-{week:02d}"
            created = 1_700_000_000 + (s * EVENINGS + week) * 7 * 86400
            events.append({"id": event, "club_id": club, "season_id": season, "name": None, "game": "euchre",
                           "format": "progressive", "created": created, "ended": created + 3 * 3600, "version": 41,
                           "record": None})  # fmt: skip
            field = rng.sample(players, SEATED)
            points = dict.fromkeys(field, 0.0)
            won = dict.fromkeys(field, 0)
            for round in range(1, ROUNDS + 1):
                rng.shuffle(field)
                for number in range(1, SEATED // 4 + 1):
                    table_id += 1
                    scores = [rng.randint(0, 10), rng.randint(0, 10)]
                    winner = None if scores[0] == scores[1] else int(scores[1] > scores[0])
                    tables.append({"id": table_id, "event_id": event, "round": round, "number": number, "version": 1,
                                   "kind": "session", "proven": True, "disputed": False, "scores": scores,
                                   "winner": winner, "source": {"session": f"x{table_id}"}, "posted_at": created,
                                   "rated": False})  # fmt: skip
                    for seat, player in enumerate(field[(number - 1) * 4 : number * 4]):
                        seats.append({"table_id": table_id, "seat": seat, "player_id": player, "side": seat % 2})
                        points[player] += scores[seat % 2]
                        won[player] += winner == seat % 2
            evenings += [
                {"event_id": event, "index": i, "player_id": p, "points": points[p], "won": won[p], "played": ROUNDS,
                 "rank": None}
                for i, p in enumerate(field)
            ]  # fmt: skip
    with database.session() as session:
        session.add(Club(id=club, name="Bench club", director="x" * 64, created=0))
        session.flush()
        session.execute(
            insert(Player), [{"id": p, "club_id": club, "name": p, "name_key": p, "created": 0} for p in players]
        )
        season_rows = [
            {"id": s, "club_id": club, "name": s, "game": "euchre", "rule": "best", "best": 10, "created": i}
            for i, s in enumerate(seasons)
        ]
        session.execute(insert(Season), season_rows)
        session.execute(insert(Event), events)
        session.execute(insert(Table), tables)
        session.execute(insert(Seat), seats)
        session.execute(insert(EventPlayer), evenings)
    if database.url.get_backend_name() == "postgresql":
        with database.engine.begin() as connection:
            connection.execute(text("ANALYZE"))
    print(f"the club: {PLAYERS} players, {len(events)} evenings, {len(tables)} tables, {len(seats)} seats")
    return club, seasons, players


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("runs", nargs="?", type=int, default=50)
    parser.add_argument("--database-url", help="an empty database (default: a temporary SQLite file)")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="arbitro-bench-clubs-")
    database = Database(database_url(args.database_url or f"sqlite:///{folder}/clubs.db", folder))
    database.upgrade()
    print(f"database: {database.url.get_backend_name()}")
    club, seasons, players = fill(database)
    rng = random.Random(2)

    def standings(season_id: str) -> None:
        with database.session() as session:
            season = session.get(Season, season_id)
            assert season is not None
            assert len(season_standings(session, season)["rows"]) > 400

    def history(player_id: str) -> None:
        with database.session() as session:
            player = session.get(Player, player_id)
            assert player is not None
            assert player_history(session, player)["events"]

    requests = [rng.choice(seasons) for _ in range(args.runs)]
    print_figures("a season's standings (rule best 10, ~2,080 evenings)", microseconds_each(requests, standings, 5),
                  QUERY_TARGET_US)  # fmt: skip
    requests = [rng.choice(players) for _ in range(args.runs)]
    print_figures("a player's history (~21 evenings, ~83 tables)", microseconds_each(requests, history, 5),
                  QUERY_TARGET_US)  # fmt: skip
    began = time.perf_counter()
    with database.session() as session:
        rated = ratings.recompute(session, club, "euchre")
    took = time.perf_counter() - began
    verdict = "met" if took <= RECOMPUTE_TARGET_S else "MISSED"
    print(f"the ratings recomputed from the archive: {rated} tables in {took:.2f} s; target <= {RECOMPUTE_TARGET_S} s: "
          f"{verdict} (ratio {took / RECOMPUTE_TARGET_S:.3f})")  # fmt: skip
    database.dispose()


if __name__ == "__main__":
    main()
