"""The words of a tournament's pages, rendered by the server in the reader's language: the public page
(``/tournament/<id>``: standings, next tables, boards, schedule) and a round's printable score cards
(``/tournament/<id>/rounds/<r>/cards``), by ``page.<word>``."""

from __future__ import annotations

from .base import Message

MESSAGES = {
    "page.tournament_title": Message("Arbitro · tournament"),
    "page.tournament": Message("tournament"),
    "page.standings": Message("Standings"),
    "page.ranked_by": Message("Ranked by: {figures}", ("figures",)),
    "page.col_rank": Message("#"),
    "page.col_name": Message("Name"),
    "page.col_matchpoints": Message("Matchpoints"),
    "page.col_points": Message("Points"),
    "page.col_won": Message("Won"),
    "page.col_played": Message("Played"),
    "page.col_byes": Message("Byes"),
    "page.col_proven": Message("Proven"),
    "page.col_reported": Message("Reported"),
    "page.col_disputed": Message("Disputed"),
    "page.duplicate": Message("duplicate"),
    "page.next_tables": Message("Next tables"),
    "page.col_player": Message("Player"),
    "page.col_round": Message("Round"),
    "page.col_table": Message("Table"),
    "page.col_seat": Message("Seat"),
    "page.seat": Message("seat {seat}", ("seat",)),
    "page.all_played": Message("every table played"),
    "page.boards": Message("Boards"),
    "page.boards_explained": Message(
        "Every table of a round plays the same boards. Each is shown by its commitment until every table of the "
        "round has a result; then its order and salt, which anyone can check: "
        'sha256(order joined by commas + ":" + salt).'
    ),
    "page.col_board": Message("Board"),
    "page.col_dealer": Message("Dealer"),
    "page.col_commitment": Message("Commitment"),
    "page.col_order": Message("Order"),
    "page.col_salt": Message("Salt"),
    "page.board_committed": Message("committed"),
    "page.board_checked": Message("✓ checked"),
    "page.board_broken": Message("⚠ does not match"),
    "page.board_unchecked": Message("revealed (check it yourself)"),
    "page.schedule": Message("Schedule"),
    "page.round_caption": Message("Round {round}", ("round",)),
    "page.col_seats": Message("Seats"),
    "page.col_scores": Message("Score"),
    "page.col_result": Message("Result"),
    "page.byes_list": Message("Resting: {names}", ("names",)),
    "page.no_result": Message("to play"),
    "page.flag_proven": Message("✓ proven"),
    "page.flag_reported": Message("reported"),
    "page.flag_disputed": Message("⚠ disputed"),
    "page.updated": Message("Updated: version {version}, {time}.", ("version", "time")),
    "page.connection_lost": Message("Connection lost ({error}); trying again.", ("error",)),
    "page.language": Message("Language"),
    "page.show": Message("Show"),
    "page.col_average": Message("Average"),
    "page.col_percentage": Message("Percentage"),
    "page.withdrawn": Message("withdrawn"),
    "page.substituted": Message("replaced by {name}", ("name",)),
    "page.csv_download": Message("Standings as CSV"),
    "page.score_cards": Message("Score cards"),
    "page.cards_title": Message("Score cards · round {round}", ("round",)),
    "page.card_heading": Message("Round {round} · table {table}", ("round", "table")),
    "page.col_deal": Message("Deal"),
    "page.col_total": Message("Total"),
    "page.signatures": Message("Signatures"),
}
"""By ``page.<word>``: a heading, a column, a flag or a line of the tournament's pages."""
