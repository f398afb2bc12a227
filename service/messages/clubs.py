"""The words of the clubs: a refused club request's field messages (``club.<case>``) and the club's pages
(``page.club_*``, ``page.season_*`` and their columns), rendered in the reader's language."""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "club.name_length": Message("a name has 1 to {maximum} characters", ("maximum",)),
    "club.name_taken": Message(
        "{name} is in the club's roster already (player {id}); each name is given once", ("name", "id")
    ),
    "club.player_unknown": Message("the club has no player {id}", ("id",)),
    "club.player_twice": Message("player {id} is given twice (first as player {first})", ("id", "first")),
    "club.season_best": Message("the rule best counts the best evenings: give how many (best), with it only"),
    "club.season_game": Message("the season plays {game}", ("game",)),
    "club.link_both": Message("a tournament of a club's season names both club_id and season_id"),
    "page.club_title": Message("Arbitro · club"),
    "page.club": Message("club"),
    "page.club_seasons": Message("Seasons"),
    "page.club_ratings": Message("Ratings"),
    "page.club_ratings_rule": Message("openskill (Plackett-Luce): skill mu, uncertainty sigma, listed by mu - 3 sigma"),
    "page.col_game": Message("Game"),
    "page.col_mu": Message("Skill (mu)"),
    "page.col_sigma": Message("Uncertainty (sigma)"),
    "page.col_ordinal": Message("Rating (mu - 3 sigma)"),
    "page.col_tables": Message("Tables"),
    "page.col_evenings": Message("Evenings"),
    "page.col_score": Message("Score"),
    "page.season_rule_total": Message("Ranked by the points of every evening, summed"),
    "page.season_rule_average": Message("Ranked by the points per evening played"),
    "page.season_rule_best": Message("Ranked by the points of each player's {best} best evenings", ("best",)),
    "page.season_events": Message("{ended} of {events} evenings ended", ("ended", "events")),
}
"""By ``club.<case>`` (a 400's field messages) and ``page.<word>`` (the club's pages)."""
