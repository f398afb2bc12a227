"""Replaying a match record deal by deal: scores carried, the rotation checked, the match's end found.

Each deal is replayed as ``POST /v1/games/<game>/validate`` replays one (every breach reported,
none refused), from the score the deals before it left.  Between deals the replay checks what
only a whole match shows, each breach a violation of the deal it concerns:

- ``wrong_dealer``: after the first deal, the dealer is the one ``engine.next_dealer`` names
  (Sette e Mezzo: the deal before's ``next_banker``); a deal that leaves its dealer out is
  dealt by that seat.  The deal is replayed as recorded, with the dealer it names.
- ``deal_unfinished``: a deal whose actions stop before its end, followed by another deal.
  The last deal may stop anywhere: the record of a match still being played.
- ``recorded_points_differ``, ``recorded_scores_differ``, ``recorded_pool_differs``: what the
  table wrote down (``recorded``) is not what the deal gives; the computed figures are carried on,
  never the recorded ones.
- ``game_over`` (cause ``ended_at_deal``): a deal after the one that ended the match; it is
  not replayed and changes no score.

A match with a pool (:mod:`service.engine.pool`) carries it as it carries the score: the antes,
then every stake a deal pays; each deal's verdict gives the amount after it, the match's result
the pool and, once the match is over, its winner as the one who takes it.

The fields that count the match's deals (``engine.match_progress``: Sette e Mezzo's
``deals_played``, Ramino's ``hand_number``) are filled in from the deal before; a record that
gives another value there, or a deal the game cannot read, is bad input: one InvalidInput for
the whole record, every field named by its path under ``deals.<i>``, and no verdict.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from ..engine import IllegalAction, InvalidInput, apply_all
from ..engine.actions import JsonObject
from ..engine.base import GameEngine
from ..engine.errors import FieldMessage
from ..engine.pool import paid_into, pool_shown
from ..engine.reports import DealResult, Violation
from ..engine.state import DealState
from ..messages import fault
from .record import FORMAT, Match, RecordedDeal
from .reports import DealVerdict, MatchResult, MatchVerdict


def validate_match(match: Match, on_deal: Callable[[DealVerdict], None] | None = None) -> MatchVerdict:
    """The verdict on every deal of ``match`` and the match's result, or InvalidInput for a bad record.

    ``on_deal`` is told each deal's verdict as soon as the deal is replayed (a command line shows its
    progress with it); the answer is the same with or without it.
    """
    replay = _MatchReplay(match)
    deals = []
    for number, entry in enumerate(match.deals, 1):
        deals.append(replay.next_deal(number, entry))
        if on_deal is not None:
            on_deal(deals[-1])
    if replay.errors:
        raise InvalidInput(replay.errors)
    result: MatchResult = {
        "game_over": replay.ended_at is not None,
        "winner": replay.winner,
        "decided_at": replay.ended_at,
        "deals_played": sum(1 for d in deals if d["finished"]),
        "scores": replay.scores,
        "pool": pool_shown(replay.pool, replay.ended_at is not None, replay.winner),
    }
    return {
        "format": FORMAT,
        "game": match.engine.game_id,
        "rules": match.rules.as_json(),
        "valid": all(d["valid"] for d in deals),
        "deals": deals,
        "result": result,
    }


class _MatchReplay:
    """The match so far: the score, the last deal begun, where the match ended, the bad fields."""

    def __init__(self, match: Match):
        self.match = match
        self.engine: GameEngine[Any, Any] = match.engine
        self.scores: list[float] = (
            list(match.starting_scores)
            if match.starting_scores is not None
            else self.engine.starting_scores(match.rules, match.seats)
        )
        self.pool = self.engine.starting_pool(match.rules, match.seats)
        self.previous: DealState[Any] | None = None
        self.ended_at: int | None = None
        self.winner: int | None = None
        self.errors: dict[str, list[FieldMessage]] = {}

    def next_deal(self, number: int, entry: RecordedDeal) -> DealVerdict:
        violations: list[Violation] = []
        if self.ended_at is not None:
            violations.append(_listed(IllegalAction("game_over", "ended_at_deal", ended_at=self.ended_at)))
            return self._verdict(number, None, violations, None, finished=False)
        deal = self._carried_into(number, entry.deal, violations)
        state = self._begin(number, deal, violations)
        if state is None:
            self.previous = None
            return self._verdict(number, None, violations, None, finished=False)
        try:
            apply_all(self.engine, state, entry.actions)
        except InvalidInput as exc:  # an action the deal's own description makes unreadable
            self._bad(number, exc)
            self.previous = None
            return self._verdict(number, None, violations, None, finished=False)
        report = self.engine.report(state)
        violations[:0] = state.violations  # the deal's own breaches first, in the order of its actions
        finished = report["to_act"] is None
        if not finished and number < len(self.match.deals):
            violations.append(_listed(IllegalAction("deal_unfinished", to_act=report["to_act"])))
        self.pool = paid_into(self.pool, report["deal_result"])
        self._compare(entry, report["deal_result"], report["scores"], self.pool, violations)
        self.scores = list(report["scores"])
        if report["game_over"]:
            self.ended_at, self.winner = number, report["winner"]
        self.previous = state
        return self._verdict(
            number, cast(JsonObject, report).get("dealer"), violations, report["deal_result"], finished=finished
        )

    def _carried_into(self, number: int, deal: JsonObject, violations: list[Violation]) -> JsonObject:
        """``deal`` with what the deal before carries into it: its dealer (checked) and the match's count."""
        if self.previous is None:
            return deal
        engine = self.engine
        carried = dict(deal)
        expected = engine.next_dealer(self.previous)
        given = _dealer_given(engine, deal)
        if given is None:
            carried["dealer"] = expected
        elif given != expected and type(given) is int:
            published = {"dealer": given, "expected": expected}
            breach = IllegalAction("wrong_dealer", facts=published, dealer=given, expected_dealer=expected)
            violations.append(_listed(breach))
        for name, value in engine.match_progress(self.previous).items():
            if deal.get(name) is not None and deal[name] != value:
                path = f"deals.{number - 1}.deal.{name}"
                self.errors.setdefault(path, []).append(fault("carried_value", value=value, given=repr(deal[name])))
            carried[name] = value
        return carried

    def _begin(self, number: int, deal: JsonObject, violations: list[Violation]) -> DealState[Any] | None:
        """The deal's opening state from the match's score; None when it cannot begin (a violation, or bad input)."""
        try:
            return self.engine.start(self.match.rules, deal, self.scores, report_breaches=True)
        except InvalidInput as exc:
            self._bad(number, exc)
        except IllegalAction as exc:  # the match is already over by the starting scores
            violations.append(_listed(exc))
        return None

    def _bad(self, number: int, exc: InvalidInput) -> None:
        """A deal's bad fields, under its path; a fault of the carried score is the starting score's (named once,
        though every deal after it meets it again)."""
        for path, messages in exc.errors.items():
            if path == "scores" or path.startswith("scores."):
                where = "starting_scores" + path.removeprefix("scores")
            else:
                where = f"deals.{number - 1}.{path}"
            known = self.errors.setdefault(where, [])
            known.extend(m for m in messages if m not in known)

    @staticmethod
    def _compare(
        entry: RecordedDeal,
        result: DealResult | None,
        scores: list[float],
        pool: int | None,
        violations: list[Violation],
    ) -> None:
        recorded = entry.recorded
        points = None if result is None else list(result["points"])
        if "points" in recorded and recorded["points"] != points:
            violations.append(
                _listed(IllegalAction("recorded_points_differ", recorded=recorded["points"], computed=points))
            )
        if "scores" in recorded and recorded["scores"] != list(scores):
            violations.append(
                _listed(IllegalAction("recorded_scores_differ", recorded=recorded["scores"], computed=list(scores)))
            )
        if "pool" in recorded and recorded["pool"] != pool:
            violations.append(_listed(IllegalAction("recorded_pool_differs", recorded=recorded["pool"], computed=pool)))

    def _verdict(
        self,
        number: int,
        dealer: int | None,
        violations: list[Violation],
        result: DealResult | None,
        *,
        finished: bool,
    ) -> DealVerdict:
        return {
            "deal_number": number,
            "dealer": dealer,
            "valid": not violations,
            "finished": finished,
            "violations": violations,
            "deal_result": result,
            "scores": list(self.scores),
            "pool": self.pool,
        }


def _dealer_given(engine: GameEngine[Any, Any], deal: JsonObject) -> Any:
    """The dealer a deal names, by the field's name or one of its aliases (Sette e Mezzo's ``banker``)."""
    for field in engine.deal_fields:
        if field.name == "dealer":
            for name in (field.name, *field.aliases):
                if deal.get(name) is not None:
                    return deal[name]
    return None


def _listed(breach: IllegalAction) -> Violation:
    """A breach between deals as a violation: no action of the deal is at fault, and no penalty applies; its
    fields are the facts the breach publishes, else those its sentence names."""
    violation: dict[str, Any] = {"action_index": None, "rule": breach.rule, "detail": breach.phrase, "penalty": None}
    return {**violation, **(breach.facts or breach.case)}  # type: ignore[typeddict-item]  # the rule's facts, as the schema allows
