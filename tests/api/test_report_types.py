"""Each game's report TypedDicts (its ``reports.py``, the shared ones of service/engine/reports.py, and
the match record's and its verdict's of service/matches) name the same keys as the schemas of
openapi.yaml, required and optional alike, so the types mypy checks and the answers the API documents
cannot drift apart."""

from __future__ import annotations

import typing

import pytest

from service.api.schemas import schema_name
from service.engine import reports as shared
from service.games.ecarte import reports as ecarte
from service.games.euchre import reports as euchre
from service.games.ramino import reports as ramino
from service.games.registry import ENGINES
from service.games.sette_e_mezzo import reports as sette_e_mezzo
from service.matches import record as match_record
from service.matches import reports as match_reports
from tests.conformance import schema_components

REPORTS = {"ecarte": ecarte, "euchre": euchre, "sette-e-mezzo": sette_e_mezzo, "ramino": ramino}

TYPES = {
    "TrickPlay": shared.TrickPlayJson,
    "Trick": shared.TrickJson,
    "Penalty": shared.Penalty,
    "Violation": shared.Violation,
    "SetteEMezzoHand": sette_e_mezzo.SetteEMezzoHand,
    "SetteEMezzoHandSeen": sette_e_mezzo.SetteEMezzoHandSeen,
    "RaminoTableMeld": ramino.RaminoTableMeld,
    "MeldJoker": ramino.MeldJoker,
    "MatchSeat": match_record.Seat,
    "MatchRecorded": match_record.Recorded,
    "MatchResult": match_reports.MatchResult,
}
for _game, _module in REPORTS.items():
    for _answer in ("Report", "SeatView", "DealResult"):
        _name = schema_name(ENGINES[_game], _answer)
        TYPES[_name] = getattr(_module, _name)
    TYPES |= {  # a match record and its verdict are typed once for every game, and documented per game
        schema_name(ENGINES[_game], "MatchRecord"): match_record.MatchRecord,
        schema_name(ENGINES[_game], "MatchDeal"): match_record.DealEntry,
        schema_name(ENGINES[_game], "MatchVerdict"): match_reports.MatchVerdict,
        schema_name(ENGINES[_game], "MatchDealVerdict"): match_reports.DealVerdict,
    }

KEYS_ONLY = {"MeldJoker"}
"""Schemas written with marshmallow (shared with a card helper's answer), which mark no key required."""


@pytest.mark.parametrize("name", sorted(TYPES))
def test_typed_dict_names_the_schemas_keys(name):
    schema, typed = schema_components()["schemas"][name], TYPES[name]
    assert set(typed.__required_keys__) | set(typed.__optional_keys__) == set(schema["properties"])
    if name not in KEYS_ONLY:
        assert set(typed.__required_keys__) == set(schema.get("required", []))


@pytest.mark.parametrize("name", ["SetteEMezzoReport", "SetteEMezzoSeatView", "RaminoSeatView"])
def test_nested_answers_are_typed_as_their_schemas(name):
    """A report's nested objects without a schema name of their own (Sette e Mezzo's stock)."""
    schema, typed = schema_components()["schemas"][name], TYPES[name]
    hints = typing.get_type_hints(typed)
    for key, prop in schema["properties"].items():
        if prop.get("type") == "object" and "properties" in prop:
            nested = hints[key]
            assert set(nested.__required_keys__) == set(prop.get("required", [])) == set(prop["properties"])


@pytest.mark.parametrize("game", list(ENGINES))
def test_each_engine_is_typed_with_its_games_report_and_seat_view(game):
    engine = ENGINES[game]
    module = REPORTS[game]
    (base,) = (b for b in type(engine).__orig_bases__ if typing.get_origin(b) is not None)
    _state, _rules, report, seat_view = typing.get_args(base)
    assert report is getattr(module, schema_name(engine, "Report"))
    assert seat_view is getattr(module, schema_name(engine, "SeatView"))
