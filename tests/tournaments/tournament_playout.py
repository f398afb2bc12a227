"""Whole tournaments held through the API, checked after every result against a tally of the test's own.

:func:`event_cases` reads what the service offers from its own description: the games and each
game's ``tournament_formats`` and seats (``GET /v1/games``), the tournament's options from the
``TournamentCreate`` schema of ``/openapi.json`` (booleans both ways, a choice each of its values - the
lone hand bonus ``true``, ``made`` and ``march`` - ``hands_per_round`` absent, 1 and 2, ``rounds`` 1 and
absent, ``table_size`` every size the game seats for ``tables``). An option a format does not take must
be a 400 naming it.

:func:`play_event` holds one tournament of random size and plays it table by table, each table a
session of the service played with random legal actions (Ramino: the melding player) under the
table's rules. Its result arrives by a path drawn at random among every path the service accepts:

- ``session``: the session's id;
- ``match``: the session's match record, without names, or (``disputed``) with one recorded score
  miscounted, so that it is kept with violations;
- ``scores``: a paper sheet copying the session's scores;
- and, later, a ``correction`` of a table by another of these with ``If-Match``.

Between results it also sends what must be refused: a second result without ``If-Match`` (409
``result_exists``), a table's session or record for another table (409 ``proof_in_use``, or 422
``result_mismatch`` where that table seats otherwise), a paper score of 10**9 (422
``score_impossible`` naming the field and a bound it breaks, unless the rules bound nothing),
and, in a duplicate tournament, a paper score (422 ``duplicate_unproven``); each leaves the
tournament's version as it was.

After every result the tournament, its standings, their CSV and the tournament's page must answer
2xx and agree with one another, and every figure of every row must be what :func:`tally` computes
from the raw results - an independent re-implementation of docs/TOURNAMENTS.md's scoring (points,
the lone hand bonus, won, played, byes, proven / reported / disputed, duplicate matchpoints, the
tie-breaks and shared ranks), which calls no service code.
"""

from __future__ import annotations

import copy
import csv
import io
import random
from dataclasses import dataclass, field
from typing import Any

from service.messages import MESSAGES
from tests.conftest import shared_app
from tests.sessions.conftest import Table
from tests.tournaments.support import NAMES, play_table, post_result, result_url, session_record

PLAYERS = [*NAMES, *(f"P{n}" for n in range(len(NAMES), 40))]

SEATING_RULES: dict[str, dict[str, Any]] = {"sette-e-mezzo": {"min_seats": 2, "max_seats": 20}}
"""Rules under which every table size the game describes can be seated (Sette e Mezzo's default rules seat 3 to
10; a size outside them is also tried under the default rules, and must be a 400 naming ``table_size``)."""

WHOLE_MATCH_RULES: dict[str, dict[str, Any]] = {
    "euchre": {"points_to_win": 5},
    "ecarte": {"target_score": 3},
    "sette-e-mezzo": {"max_deals": 3},
    "ramino": {"match": "single_hand"},
}
"""Rules a tournament of whole matches (no ``hands_per_round``) plays under: matches of a few deals (Sette e
Mezzo's match has no end by default)."""

LOWEST_WINS = {"ramino"}
"""The games whose scores are penalties (docs/TOURNAMENTS.md, Standings): fewest first."""


def described() -> tuple[dict[str, dict], dict[str, dict]]:
    """The games as ``GET /v1/games`` describes them, and the properties of ``POST /v1/tournaments``'s body."""
    client = shared_app().test_client()
    games = {game["id"]: game for game in client.get("/v1/games").get_json()["games"]}
    document = client.get("/openapi.json").get_json()
    body = document["paths"]["/v1/tournaments"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    schema = document["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
    return games, schema["properties"]


@dataclass(frozen=True)
class EventCase:
    """One tournament to hold: its game, format, table size, options (the body's), rules and seed."""

    game: str
    format: str
    table_size: int | None
    options: dict[str, Any]
    rules: dict[str, Any]
    seed: int

    @property
    def id(self) -> str:
        shown = ",".join(f"{k}={v}" for k, v in {**self.options, **self.rules}.items())
        return f"{self.game}-{self.format}" + (f"x{self.table_size}" if self.table_size else "") + f"[{shown}]"


def option_values(name: str, schema: dict) -> list[Any]:
    """The values of a tournament option the events try, from its schema: booleans both ways, a choice each of
    its values, an integer absent and its smallest values."""
    if schema.get("type") == "boolean":
        return [True]
    if "oneOf" in schema:  # a choice (the lone hand bonus): the boolean's true, and each named value
        return [
            True if one["type"] == "boolean" else value for one in schema["oneOf"] for value in one.get("enum", [0])
        ]
    if name == "hands_per_round":
        return [None, 2]
    if name == "rounds":
        return [1]
    raise AssertionError(f"the tournament option {name} is new: say here which values the playouts try")


SHAPED = {"game", "rules", "format", "players", "teams", "table_size", "name", "club_id", "season_id"}
"""The body's fields that say what is played and by whom (and the event's name, which changes no figure, and the
club's season it is kept in: tests/clubs), not options: every event gives them."""


def event_cases(full: bool = True, seed: int = 0) -> list[EventCase]:
    """Every game x format x table size at one deal a round; at the first size every other value of every option,
    one at a time, and (``full``) each variant of the game's rules; at each further size (``full``) one value in
    turn besides (so every value is played at more than one size); not ``full``: for ``tables`` the smallest, 3, 4
    and the largest size only."""
    games, properties = DESCRIBED_GAMES, TOURNAMENT_OPTIONS
    rng = random.Random(seed)
    cases = []
    for game_id, game in sorted(games.items()):
        low, high = game["seats"]["min"], game["seats"]["max"]
        for format in game["tournament_formats"]:
            table_sizes: list[int | None] = [None]
            if format == "tables":
                every = range(low, high + 1)
                table_sizes = list(every) if full else sorted({low, 3, 4, high} & set(every))
            base = {"hands_per_round": 1}
            values = [
                {**base, name: value}
                for name, schema in sorted(properties.items())
                if name not in SHAPED
                for value in option_values(name, schema)
            ]
            for index, size in enumerate(table_sizes):
                variations = [base, *values] if index == 0 else [base, values[index % len(values)]] if full else [base]
                for options in variations:
                    rules = dict(SEATING_RULES.get(game_id, {}))
                    if options.get("hands_per_round") is None:
                        rules.update(WHOLE_MATCH_RULES[game_id])
                    cases.append(EventCase(game_id, format, size, options, rules, rng.randrange(2**31)))
                if full and size == table_sizes[0]:  # every variant of the game's rules, at one deal a round
                    cases += [
                        EventCase(
                            game_id,
                            format,
                            size,
                            {"hands_per_round": 1},
                            {**SEATING_RULES.get(game_id, {}), "variant": variant["name"]},
                            rng.randrange(2**31),
                        )
                        for variant in game["variants"]
                        if variant["name"] != game["default_variant"]
                    ]
    return cases


# -- the test's own tally of the documented scoring ---------------------------------------------------------
@dataclass
class Kept:
    """A table's result as the test knows it from the raw play: the scores per side, the winner, each counted
    deal's points and lone player, and how it was given."""

    kind: str
    scores: list[float]
    winner: int | None
    deals: list[tuple[list[float], int | None]]
    disputed: bool = False


def best(scores: list[float], lowest: bool) -> int | None:
    top = min(scores) if lowest else max(scores)
    leaders = [side for side, score in enumerate(scores) if score == top]
    return leaders[0] if len(leaders) == 1 else None


def lone_points(points: list[float], lone: int | None, seat: int, bonus: str) -> float:
    """docs/TOURNAMENTS.md, Standings: a lone hand made (``made``), or only a lone march (``march``), scores 5 to
    the lone player and 4 to his partner (nothing to the defenders), a lone hand euchred 3 to each defender; the
    other deals, and under ``march`` a lone hand of three or four tricks, their points."""
    if lone is None:
        return points[seat % 2]
    lone_side, side = lone % 2, seat % 2
    made = points[lone_side] > 0 or min(points) < 0  # the makers scored, or took a march off the others
    marched = points[lone_side] >= 4 or min(points) < 0  # §8: a lone march scores 4, a lone point 1
    euchred = points[1 - lone_side] > 0
    if made and bonus == "march" and not marched:
        return points[side]
    if made:
        return 5 if seat == lone else 4 if side == lone_side else 0
    if euchred:
        return 3 if side != lone_side else 0
    return points[side]


def matchpoints_of(round_tables: dict[int, Kept]) -> tuple[dict[int, list[int]], dict[int, int]]:
    """Duplicate: per table and side, over the round's boards, 2 for each other table's same side beaten on net,
    1 for each tied, among the tables with a result; and per table what its boards made available (2 for each
    other table that played the board)."""
    nets = {t: [[p[0] - p[1], p[1] - p[0]] for p, _ in kept.deals] for t, kept in round_tables.items()}
    totals = {t: [0, 0] for t in nets}
    available = dict.fromkeys(nets, 0)
    for t, boards in nets.items():
        for board, per_side in enumerate(boards):
            for other, theirs in nets.items():
                if other != t and board < len(theirs):
                    available[t] += 2
                    for side in (0, 1):
                        mine, their = per_side[side], theirs[board][side]
                        totals[t][side] += 2 if mine > their else 1 if mine == their else 0
    return totals, available


def ranked_by(tournament: dict) -> list[tuple[str, bool]]:
    """The figures the rows are ranked by, each with whether it ranks ascending (docs/TOURNAMENTS.md, Standings
    and Duplicate Euchre): Ramino's points are penalties."""
    lowest = tournament["game"] in LOWEST_WINS
    if tournament["duplicate"]:
        return [("percentage", False), ("matchpoints", False), ("points", lowest)]
    if tournament["format"] in ("progressive", "tables"):
        return [("average", lowest), ("won", False), ("points", lowest)]
    return [("percentage", False), ("average", lowest), ("won", False)]


def tally(tournament: dict, kept: dict[tuple[int, int], Kept]) -> list[dict]:
    """The standings' rows, as docs/TOURNAMENTS.md says they are, from the schedule and the kept results."""
    format, names = tournament["format"], tournament["players"]
    teams = format == "pairs"
    duplicate = tournament["duplicate"]
    stand_in: dict[int, int] = {}  # a substitute: the team member he plays for (pairs), through any chain
    for substitution in tournament["substitutes"]:
        stand_in[substitution["player"]] = stand_in.get(substitution["replaces"], substitution["replaces"])
    members = [p for p in range(len(names)) if p not in stand_in]
    entrants = [members[t : t + 2] for t in range(0, len(members), 2)] if teams else [[p] for p in range(len(names))]
    rows = [
        {
            "name": " & ".join(names[p] for p in players),
            "players": players,
            "points": 0,
            "won": 0,
            "played": 0,
            "byes": 0,
            "proven": 0,
            "reported": 0,
            "disputed": 0,
            **({"matchpoints": 0, "available": 0} if duplicate else {}),
        }
        for players in entrants
    ]
    row_of = {p: r for r, players in enumerate(entrants) for p in players}
    if teams:  # docs/TOURNAMENTS.md: in pairs a substitute's results count for the team
        row_of.update({substitute: row_of[member] for substitute, member in stand_in.items()})
    for one in tournament["schedule"]["rounds"]:
        here = {t["table"]: kept[one["round"], t["table"]] for t in one["tables"] if (one["round"], t["table"]) in kept}
        if not here:
            continue
        for row in {row_of[p] for p in one["byes"]}:
            rows[row]["byes"] += 1
        compared, available = matchpoints_of(here) if duplicate else ({}, {})
        for table in one["tables"]:
            result = here.get(table["table"])
            if result is None:
                continue
            sides = len(result.scores)
            credited: set[int] = set()
            for seat, player in enumerate(table["seats"]):
                side = seat % sides
                row = rows[row_of[player]]
                if row_of[player] in credited:  # a team is counted once a table
                    continue
                credited.add(row_of[player])
                bonus = tournament["lone_hand_bonus"]
                if format == "progressive" and bonus and result.kind != "scores":
                    row["points"] += sum(lone_points(points, lone, seat, bonus) for points, lone in result.deals)
                else:
                    row["points"] += result.scores[side]
                row["won"] += result.winner == side
                row["played"] += 1
                flag = "disputed" if result.disputed else "reported" if result.kind == "scores" else "proven"
                row[flag] += 1
                if duplicate:
                    row["matchpoints"] += compared[table["table"]][side]
                    row["available"] += available[table["table"]]
    for row in rows:  # points per table played, a bye no table; duplicate: matchpoints per hundred available
        row["average"] = row["points"] / row["played"] if row["played"] else 0
        if duplicate:
            made, available = row["matchpoints"], row.pop("available")
            row["percentage"] = 100 * made / available if available else 0
        elif format in ("pairs", "round-robin"):  # tables won per hundred played
            row["percentage"] = 100 * row["won"] / row["played"] if row["played"] else 0
    figures = ranked_by(tournament)

    def key(row: dict) -> tuple:
        return tuple(row[f] if ascending else -row[f] for f, ascending in figures)

    rows.sort(key=lambda row: (key(row), row["name"]))
    for place, row in enumerate(rows, 1):
        row["rank"] = rows[place - 2]["rank"] if place > 1 and key(rows[place - 2]) == key(row) else place
    return rows


# -- an event -----------------------------------------------------------------------------------------------
@dataclass
class Event:
    client: Any
    case: EventCase
    tournament: dict
    rng: random.Random
    kept: dict[tuple[int, int], Kept] = field(default_factory=dict)
    proofs: dict[tuple[int, int], dict] = field(default_factory=dict)
    """Per table, a body that proves it (a session or a record), for the refusals' second uses."""
    sessions: dict[tuple[int, int], Table] = field(default_factory=dict)
    """Duplicate: the session each table opened (once: a correction gives it again)."""
    version: int = 1

    @property
    def url(self) -> str:
        return f"/v1/tournaments/{self.tournament['id']}"

    def seats(self, round: int, table: int) -> list[int]:
        return self.tournament["schedule"]["rounds"][round - 1]["tables"][table - 1]["seats"]

    def table_rules(self, seats: int) -> dict[str, Any]:
        """docs/TOURNAMENTS.md, Formats: a game whose rules name its number of seats by one option plays each
        ``tables`` table with that option set to the table's seats."""
        game = DESCRIBED_GAMES[self.case.game]
        depends = game["seats"]["depends_on"]
        if self.case.format == "tables" and len(depends) == 1:
            return {**self.tournament["rules"], depends[0].removeprefix("rules."): seats}
        return dict(self.tournament["rules"])

    def played(self, round: int, table: int) -> Table:
        """The table's session, played with random legal actions to what the round counts."""
        seats = len(self.seats(round, table))
        seed = self.rng.randrange(2**31)
        if (round, table) in self.sessions:
            return self.sessions[round, table]
        if self.tournament["duplicate"]:
            opened = self.client.post(
                f"{result_url(self.tournament, round, table).removesuffix('/result')}/session",
                headers={"Authorization": f"Bearer {self.tournament['director_token']}"},
            )
            assert opened.status_code == 201, opened.get_json()
            self.version += 1  # the tournament keeps the table's session
            session = Table(self.client, self.case.game, created=opened.get_json()["session"])
            self.sessions[round, table] = session
        else:
            rules = self.table_rules(seats)
            session = Table(self.client, self.case.game, seed=seed, rules=rules, seats=seats)
        return play_table(session, self.tournament["hands_per_round"], seed)

    def raw(self, session: Table) -> tuple[dict, Kept]:
        """The session's record, and what the round counts of it, read from the record alone: the first
        ``hands_per_round`` finished deals' points, or the match's final score and winner."""
        record = session_record(session)
        finished = [deal for deal in record["deals"] if "recorded" in deal]
        hands = self.tournament["hands_per_round"]
        counted = finished if hands is None else finished[:hands]
        over = session.referee_view()["game_over"]
        assert hands is None or len(counted) == hands or over, "the session did not play what the round counts"
        points = [[point or 0 for point in deal["recorded"]["points"]] for deal in counted]
        lone = [
            next((a["seat"] for a in deal["actions"] if a.get("alone") is True or a["type"] == "blind_loner"), None)
            for deal in counted
        ]
        if hands is None:
            view = session.referee_view()
            assert view["game_over"], "the session's match is not over"
            scores, winner = list(counted[-1]["recorded"]["scores"]), view["winner"]
        else:
            scores = [sum(deal[side] for deal in points) for side in range(len(points[0]))]
            winner = best(scores, self.case.game in LOWEST_WINS)
        return record, Kept("session", scores, winner, list(zip(points, lone, strict=True)))

    def result_of(self, round: int, table: int) -> tuple[dict, Kept]:
        """A body for the table by a path drawn at random, and what the test expects kept of it."""
        session = self.played(round, table)
        record, kept = self.raw(session)
        paths = ["session", "match", "disputed"] + ([] if self.tournament["duplicate"] else ["scores"])
        path = self.rng.choice(paths)
        if path == "session":
            body = {"session": session.id}
        elif path == "match":
            body, kept.kind = {"match": record}, "match"
        elif path == "disputed":
            miscounted = copy.deepcopy(record)
            deal = next(deal for deal in miscounted["deals"] if "recorded" in deal)
            deal["recorded"]["points"][0] = (deal["recorded"]["points"][0] or 0) + 1
            body, kept.kind, kept.disputed = {"match": miscounted}, "match", True
        else:
            winner = best(kept.scores, self.case.game in LOWEST_WINS)
            body, kept = {"scores": kept.scores}, Kept("scores", kept.scores, winner, [])
        self.proofs.pop((round, table), None)  # a correction frees what the replaced result proved
        if path != "scores":
            self.proofs[round, table] = body
        return body, kept

    def post(self, round: int, table: int, body: dict, expect: int, **headers: str) -> dict:
        answer = post_result(self.client, self.tournament, round, table, body, **headers)
        assert answer.status_code == expect, (self.case.id, round, table, answer.get_json())
        if answer.status_code < 300:
            self.version += 1
        return answer.get_json()

    def check(self) -> None:
        """Every view of the tournament answers 2xx, they agree, and their figures are the tally's."""
        got = self.client.get(self.url)
        assert got.status_code == 200, got.get_json()
        assert got.headers["ETag"] == f'"v{self.version}"'
        tournament = got.get_json()
        standings = self.client.get(f"{self.url}/standings")
        assert standings.status_code == 200 and standings.headers["ETag"] == got.headers["ETag"]
        assert standings.get_json() == tournament["standings"]
        as_csv = self.client.get(f"{self.url}/standings?format=csv")
        assert as_csv.status_code == 200 and as_csv.mimetype == "text/csv"
        page = self.client.get(f"/tournament/{self.tournament['id']}")
        assert page.status_code == 200
        results = {(r["round"], r["table"]): r["result"] for r in tournament["results"]}
        assert set(results) == set(self.kept)
        for where, kept in self.kept.items():
            result = results[where]
            assert (result["kind"], result["scores"], result["winner"]) == (kept.kind, kept.scores, kept.winner), where
            assert (result["proven"], result["disputed"]) == (kept.kind != "scores", kept.disputed), where
        breaks = [{"figure": f, "order": "ascending" if up else "descending"} for f, up in ranked_by(self.tournament)]
        assert tournament["standings"]["tie_breaks"] == breaks
        expected = tally(self.tournament, self.kept)
        rows = [{k: v for k, v in row.items()} for row in tournament["standings"]["rows"]]
        assert rows == expected, (self.case.id, rows, expected)
        lines = list(csv.reader(io.StringIO(as_csv.get_data(as_text=True))))
        columns = lines[0]
        assert len(lines) == len(rows) + 1
        shared = self.tournament["duplicate"] or self.tournament["format"] in ("pairs", "round-robin")
        normalised = "percentage" if shared else "average"
        assert all(normalised in row and "average" in row for row in rows), rows
        shown = page.get_data(as_text=True)
        for figure in [b["figure"] for b in breaks]:  # every figure ranked by is a column, named on the page
            assert figure in columns and f'id="col-{figure}"' in shown and f"page.col_{figure}" in MESSAGES, figure
        for line, row in zip(lines[1:], rows, strict=True):
            assert dict(zip(columns, line, strict=True)) == {c: _csv(row[c]) for c in columns}

    def substitute(self) -> None:
        """docs/TOURNAMENTS.md, The director's evening: a new player takes a player's seats at the tables still to
        play, from the round after the last he played on, for every remaining round or for one; the schedule
        must seat the substitute exactly there, and the standings count him (pairs: for the team)."""
        started = set(self.kept) | set(self.sessions)
        rounds = self.tournament["schedule"]["rounds"]
        candidates = []
        for player in range(len(self.tournament["players"])):
            seated = [(one["round"], t["table"]) for one in rounds for t in one["tables"] if player in t["seats"]]
            first = max((r for r, t in seated if (r, t) in started), default=0) + 1
            left = [r for r, _ in seated if r >= first]
            if left:
                candidates.append((player, first, left[0]))
        if not candidates:
            return
        player, first, table_round = self.rng.choice(candidates)
        last = self.rng.choice([None, table_round])
        name = f"Sub{len(self.tournament['players'])}"
        answer = self.client.post(
            f"{self.url}/players/{self.tournament['players'][player]}/substitute",
            json={"name": name, "from_round": first, "to_round": last},
            headers={"Authorization": f"Bearer {self.tournament['director_token']}"},
        )
        assert answer.status_code == 200, (self.case.id, answer.get_json())
        self.version += 1
        after = answer.get_json()
        substitute = after["players"].index(name)
        for before, now in zip(rounds, after["schedule"]["rounds"], strict=True):
            covered = first <= before["round"] and (last is None or before["round"] <= last)
            for was, table in zip(before["tables"], now["tables"], strict=True):
                expected = [substitute if covered and p == player else p for p in was["seats"]]
                assert table["seats"] == expected, (self.case.id, before["round"], was, table)
        self.tournament = {**after, "director_token": self.tournament["director_token"]}

    def refusals(self, round: int, table: int) -> None:
        """What must be refused at a table with a result, or at a free one, leaving the tournament as it was."""
        done = [where for where in self.kept if where in self.proofs]
        free = [
            (one["round"], t["table"])
            for one in self.tournament["schedule"]["rounds"]
            for t in one["tables"]
            if (one["round"], t["table"]) not in self.kept
        ]
        if (round, table) in self.kept:
            again = {"scores": self.kept[round, table].scores}
            problem = self.post(round, table, again, 422 if self.tournament["duplicate"] else 409)
            assert problem["type"] in ("/problems/result-exists", "/problems/duplicate-unproven")
        if done and free:
            source, target = self.rng.choice(done), self.rng.choice(free)
            answer = post_result(self.client, self.tournament, *target, self.proofs[source])
            problem = answer.get_json()
            if answer.status_code == 409:
                assert problem["type"] == "/problems/proof-in-use", problem
                assert (problem["round"], problem["table"]) == source
                assert problem["tournament_id"] == self.tournament["id"]
            else:  # a table seated otherwise, or (duplicate) another table's session or another round's boards
                assert answer.status_code == 422, problem
                assert problem["type"] in ("/problems/result-mismatch", "/problems/board-differs"), problem
        if free:
            target = self.rng.choice(free)
            sides = len(self.seats(*target)) if not self.case.game == "euchre" else 2
            answer = post_result(self.client, self.tournament, *target, {"scores": [10**9] * sides})
            problem = answer.get_json()
            if self.tournament["duplicate"]:
                assert answer.status_code == 422 and problem["type"] == "/problems/duplicate-unproven", problem
            elif answer.status_code == 422:
                assert problem["type"] == "/problems/score-impossible" and problem["field"] == "scores.0"
                assert problem["maximum"] is not None and problem["maximum"] < 10**9 == problem["given"]
            else:  # only rules that bound no score from above may take it: set-back's declaration
                assert answer.status_code == 201 and self.case.game == "euchre", problem
                self.version += 1
                self.kept[target] = Kept("scores", [10**9] * sides, None, [])
        assert self.client.get(self.url).headers["ETag"] == f'"v{self.version}"'


def _csv(value: Any) -> str:
    """A figure as docs/TOURNAMENTS.md says the CSV writes it: a whole number bare, another to two decimals."""
    if isinstance(value, float):
        value = int(value) if value.is_integer() else round(value, 2)
    return str(value)


DESCRIBED_GAMES, TOURNAMENT_OPTIONS = described()


def play_event(
    case: EventCase, client: Any, players: int | None = None, rounds_at_most: int | None = None
) -> Event | None:
    """Hold ``case``'s tournament and give every table of it a result, checking after each; None when the service
    refuses the case (then with a 400 naming the option the format does not take). ``rounds_at_most``: a case that
    names no rounds is held for that many (its complete schedule when the format has fewer)."""
    rng = random.Random(case.seed)
    game = DESCRIBED_GAMES[case.game]
    size = case.table_size or (2 if case.format == "round-robin" else 4)
    count = players or rng.randint(size * 2 if size < 20 else size, max(size * 2, min(40, size * 3)))
    if case.format == "pairs":
        count -= count % 2
    names = PLAYERS[:count]
    body: dict[str, Any] = {"game": case.game, "format": case.format, "rules": case.rules, **case.options}
    if case.format == "pairs":
        body["teams"] = [names[i : i + 2] for i in range(0, count, 2)]
    else:
        body["players"] = names
    if case.table_size:
        body["table_size"] = case.table_size
    capped = rounds_at_most is not None and "rounds" not in body
    created = client.post("/v1/tournaments", json={**body, "rounds": rounds_at_most} if capped else body)
    if capped and created.status_code == 400 and list(created.get_json()["errors"]) == ["rounds"]:
        created = client.post("/v1/tournaments", json=body)  # a complete schedule shorter than the cap
    elif capped:
        body["rounds"] = rounds_at_most
    if created.status_code == 400 and "rounds" not in body and list(created.get_json()["errors"]) == ["rounds"]:
        body["rounds"] = 3  # progressive Euchre without a whist design: the rounds must be given
        created = client.post("/v1/tournaments", json=body)
    if created.status_code == 400:
        errors = created.get_json()["errors"]
        named = {path.split(".")[0] for path in errors}
        given = set(case.options) | ({"rules"} if "variant" in case.rules else set())
        assert named & given, (case.id, errors)  # an option, or rules, this game or format does not take
        return None
    assert created.status_code == 201, (case.id, created.get_json())
    tournament = created.get_json()
    if case.table_size and case.rules and case.game in SEATING_RULES:  # the default rules: their own seats only
        default = client.post("/v1/tournaments", json={**body, "rules": None})
        assert default.status_code in (201, 400), default.get_json()
        if default.status_code == 400:
            assert list(default.get_json()["errors"]) == ["table_size"], default.get_json()
    event = Event(client, case, tournament, rng)
    tables = [(one["round"], t["table"]) for one in tournament["schedule"]["rounds"] for t in one["tables"]]
    rng.shuffle(tables)
    for number, (round, table) in enumerate(tables):
        body, kept = event.result_of(round, table)
        event.post(round, table, body, 201)
        event.kept[round, table] = kept
        event.check()
        event.refusals(round, table)
        event.check()
        if number == 0:  # a substitute, once the evening has started
            event.substitute()
            event.check()
        if rng.random() < 0.3:  # a correction: another play of the table by a path drawn again
            version = client.get(result_url(tournament, round, table)).headers["ETag"]
            body, kept = event.result_of(round, table)
            event.post(round, table, body, 200, **{"If-Match": version})
            event.kept[round, table] = kept
            event.check()
    assert game["id"] == case.game
    return event
