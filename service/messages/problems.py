"""The problem types the API answers with that are no rule of a game: the words of their pages
at ``/problems/<code>`` (a rule code's page is the rule catalogue's entry)."""

from __future__ import annotations

from .base import Message, ProblemType

PROBLEM_TYPES = {
    "invalid_input": ProblemType(
        "Invalid input",
        "The request cannot describe a real deal or game: errors names each field path with its messages.",
        (400,),
    ),
    "malformed_request": ProblemType("Malformed request", "The request body is not valid JSON.", (400,)),
    "missing_token": ProblemType(
        "Missing token", "A session operation needs a token: Authorization: Bearer <token>.", (401,)
    ),
    "invalid_token": ProblemType("Invalid token", "The token belongs to no seat of this session.", (401,)),
    "referee_cannot_act": ProblemType(
        "Referee cannot act", "The referee's token watches a session; only a seat's token posts actions.", (403,)
    ),
    "seat_mismatch": ProblemType("Seat mismatch", "A seat's token posts that seat's actions only.", (403,)),
    "referee_only": ProblemType("Referee only", "Only the referee's token ends a session.", (403,)),
    "match_in_progress": ProblemType(
        "Match in progress",
        "A seat's token gets a session's match record once the match is over; the referee's at any time.",
        (403,),
    ),
    "test_seeds_disabled": ProblemType(
        "Test seeds disabled", "A session's fixed shuffle seed is accepted only where ALLOW_TEST_SEEDS is set.", (403,)
    ),
    "not_found": ProblemType("Not found", "No resource answers at this path.", (404,)),
    "unknown_game": ProblemType("Unknown game", "The path names no game; games lists the games there are.", (404,)),
    "session_not_found": ProblemType(
        "Session not found", "No session has this id: it never existed, expired or was ended.", (404,)
    ),
    "method_not_allowed": ProblemType(
        "Method not allowed", "The path does not answer this method; the Allow header lists those it does.", (405,)
    ),
    "session_limit_reached": ProblemType(
        "Session limit reached",
        "The session has stopped at its limit of actions (SESSION_MAX_ACTIONS), of actions in one deal "
        "(MAX_ACTIONS) or of deals (SESSION_MAX_DEALS), named in limit with its maximum; it takes no more actions. "
        "The match goes on in a new session created with its scores.",
        (409,),
    ),
    "version_mismatch": ProblemType(
        "Version mismatch",
        "If-Match names another version than the current one (the ETag) of what it updates: a session, or a "
        "tournament table's result. Read it again.",
        (412,),
    ),
    "request_entity_too_large": ProblemType(
        "Request body too large", "The body is larger than MAX_BODY_BYTES; max_body_bytes states the limit.", (413,)
    ),
    "idempotency_key_reused": ProblemType(
        "Idempotency key reused",
        "An Idempotency-Key already sent with another request; use a new key per action.",
        (422,),
    ),
    "if_match_required": ProblemType(
        "If-Match required", "A session action is posted with If-Match: the session's version (its ETag).", (428,)
    ),
    "too_many_requests": ProblemType(
        "Too many requests",
        "This client address created more sessions than SESSION_CREATE_LIMIT allows, more tournaments than "
        "TOURNAMENT_CREATE_LIMIT allows, or sent more requests than RATE_LIMIT allows; limit names the rate met. "
        "Retry after the Retry-After header's seconds.",
        (429,),
    ),
    "internal_error": ProblemType("Internal error", "The service failed to answer; the error was logged.", (500,)),
    "store_unavailable": ProblemType(
        "Storage unavailable",
        "The store of sessions and tournaments cannot be reached; the stateless endpoints still answer. Retry "
        "after Retry-After.",
        (503,),
    ),
    "store_full": ProblemType(
        "Storage full",
        "The store keeps its remaining room for the matches already running, which keep playing: no new session, "
        "tournament, result or correction now. Retry after the Retry-After header's seconds, as matches end or "
        "expire.",
        (503,),
    ),
    "store_out_of_memory": ProblemType(
        "Storage out of memory",
        "The store refused a write for want of memory; nothing was written and the session or tournament is as it "
        "was. Retry after the Retry-After header's seconds.",
        (503,),
    ),
    "club_not_found": ProblemType("Club not found", "No club has this id.", (404,)),
    "club_player_not_found": ProblemType("Club player not found", "The club has no player with this id.", (404,)),
    "season_not_found": ProblemType("Season not found", "The club has no season with this id.", (404,)),
    "database_unavailable": ProblemType(
        "Database unavailable",
        "The clubs' database cannot be reached; the stateless endpoints, sessions and tournaments still answer. "
        "Retry after the Retry-After header's seconds.",
        (503,),
    ),
    "tournament_not_found": ProblemType(
        "Tournament not found", "No tournament has this id: it never existed or has expired.", (404,)
    ),
    "table_not_found": ProblemType(
        "Table not found", "The tournament's schedule has no such round, or no such table in that round.", (404,)
    ),
    "director_only": ProblemType(
        "Director only", "Only the tournament director's token posts a table's result.", (403,)
    ),
    "result_exists": ProblemType(
        "Result exists",
        "The table has a result already: a correction is sent with If-Match naming its ETag, and the result it "
        "replaces is kept in the table's history.",
        (409,),
    ),
    "session_unfinished": ProblemType(
        "Session unfinished",
        "The session named as a table's result has not played what the round counts (its hands_per_round deals, "
        "or its whole match): post it again when it has.",
        (409,),
    ),
    "match_unfinished": ProblemType(
        "Match unfinished",
        "The match record given as a table's result does not reach what the round counts (its hands_per_round "
        "deals, or the match's end).",
        (422,),
    ),
    "unknown_session": ProblemType(
        "Unknown session", "The session named as a table's result does not exist (or has expired).", (422,)
    ),
    "result_mismatch": ProblemType(
        "Result mismatch",
        "The match was not played at this table: its game, rules, number of seats or a seat's name differs from "
        "the tournament's schedule; mismatch names the field, what was expected and what was given.",
        (422,),
    ),
    "proof_in_use": ProblemType(
        "Proof in use",
        "A session, or a match record of the same deals, proves one table's result only: it proves the table "
        "named (tournament_id, round, table) already. A correction of that same table may give it again.",
        (409,),
    ),
    "score_impossible": ProblemType(
        "Score impossible",
        "A paper score no side can make: the round's deals (or a whole match) under the tournament's rules give a "
        "side from minimum to maximum, as the game's scoring rules bound it; field names the score.",
        (422,),
    ),
    "not_duplicate": ProblemType(
        "Not duplicate",
        "Only a duplicate tournament's tables play their boards in sessions the tournament opens.",
        (409,),
    ),
    "session_exists": ProblemType(
        "Session exists",
        "The table's session is open already (session names it); its tokens were shown once, when it was opened. "
        "Once it is deleted or expired, the director may open another for the same boards.",
        (409,),
    ),
    "player_not_found": ProblemType(
        "Player not found",
        "No player of the tournament has that name (names are compared in any letter case).",
        (404,),
    ),
    "player_withdrawn": ProblemType(
        "Player withdrawn", "The player has withdrawn from the tournament already.", (409,)
    ),
    "teams_fixed": ProblemType(
        "Teams fixed",
        "A pairs tournament's teams are fixed: a player cannot join it or leave it alone.",
        (409,),
    ),
    "rounds_over": ProblemType(
        "Rounds over",
        "Every round of the tournament has started: there is no round left to plan again.",
        (409,),
    ),
    "seat_played": ProblemType(
        "Seat played",
        "A substitute takes a player's seats at the tables still to play: this one has a result or a session, or its "
        "round is closed (field names the round that reaches it: from_round or to_round; round, table).",
        (409,),
    ),
    "player_unseated": ProblemType(
        "Player unseated",
        "The player sits at no table still to play in the rounds named: there is no seat for a substitute to take.",
        (409,),
    ),
    "player_substitute": ProblemType(
        "Player substitute",
        "The player is a substitute for some rounds only and is planned into no later round to withdraw from.",
        (409,),
    ),
    "roster_unplayable": ProblemType(
        "Roster unplayable",
        "The remaining rounds cannot be planned for the players who would be left (reason: the schedule's refusal).",
        (409,),
    ),
    "round_closed": ProblemType(
        "Round closed",
        "The director closed the round: its tables take no more results and no sessions.",
        (409,),
    ),
    "duplicate_unproven": ProblemType(
        "Duplicate result unproven",
        "A duplicate table's result is compared board by board: it is the table's session or a match record of "
        "the round's boards, never a paper score.",
        (422,),
    ),
    "board_differs": ProblemType(
        "Board differs",
        "A deal of the match is not the round's board of the same number (board names it, field the part of the "
        "deal that differs): a duplicate table plays the boards the service dealt.",
        (422,),
    ),
    "service_unavailable": ProblemType(
        "Service unavailable", "The service cannot answer now; retry after the Retry-After header's seconds.", (503,)
    ),
}
"""Every problem type the API answers with besides the rule codes, by code."""

MESSAGES = {
    "invalid_input": Message("The request is malformed at: {fields:list}.", ("fields",)),
    "malformed_request": Message("The body is not valid JSON."),
    "request_refused": Message("The request cannot be answered as it was sent: {reason}", ("reason",)),
    "not_found": Message("Nothing answers at {path}.", ("path",)),
    "not_found.problem_type": Message("No problem type '{code}'.", ("code",)),
    "unknown_game": Message("No game '{game}'; the games are {games:list}.", ("game", "games")),
    "method_not_allowed": Message("{path} does not answer {method}.", ("path", "method")),
    "request_entity_too_large": Message(
        "The request body is larger than this service accepts: at most {limit} bytes (MAX_BODY_BYTES).", ("limit",)
    ),
    "too_many_requests": Message("Too many requests: {limit}. Retry later.", ("limit",)),
    "too_many_requests.session_creation": Message(
        "This client address has created as many sessions as SESSION_CREATE_LIMIT allows ({limit}); retry after "
        "the Retry-After header's seconds.",
        ("limit",),
    ),
    "too_many_requests.tournament_creation": Message(
        "This client address has created as many tournaments as TOURNAMENT_CREATE_LIMIT allows ({limit}); retry "
        "after the Retry-After header's seconds.",
        ("limit",),
    ),
    "too_many_requests.tournament_bytes": Message(
        "This client address has created as many bytes of tournaments as TOURNAMENT_BYTES_LIMIT allows ({limit}); "
        "retry after the Retry-After header's seconds.",
        ("limit",),
    ),
    "too_many_requests.tournament_result": Message(
        "This client address has posted as many results and corrections as TOURNAMENT_RESULT_LIMIT allows "
        "({limit}); retry after the Retry-After header's seconds.",
        ("limit",),
    ),
    "too_many_requests.rate_limit": Message(
        "This client address has sent as many requests as RATE_LIMIT allows ({limit}); retry after the "
        "Retry-After header's seconds.",
        ("limit",),
    ),
    "internal_error": Message("The service failed to answer; the error was logged."),
    "service_unavailable": Message("The service cannot answer now; retry later."),
    "store_unavailable": Message(
        "The store of sessions and tournaments is unreachable; the stateless endpoints still answer. Retry later."
    ),
    "store_full": Message(
        "The store keeps its remaining room for the matches already running: no new session, tournament, "
        "result or correction now. Retry later."
    ),
    "store_out_of_memory": Message(
        "The store is out of memory and wrote nothing: the session or tournament is as it was. Retry later."
    ),
    "session_not_found": Message("No session {session_id}.", ("session_id",)),
    "session_not_found.gone": Message(
        "No session {session_id} (it may have expired or been deleted).", ("session_id",)
    ),
    "session_not_found.lifetime_over": Message(
        "No session {session_id}: it has reached the end of its lifetime.", ("session_id",)
    ),
    "missing_token": Message("Send the seat's or the referee's token: 'Authorization: Bearer <token>'."),
    "missing_token.seat": Message("Send your seat's token: 'Authorization: Bearer <token>'."),
    "missing_token.referee": Message("Send the referee's token: 'Authorization: Bearer <token>'."),
    "invalid_token": Message("This token belongs to no seat of this session."),
    "referee_cannot_act": Message("The referee watches; only a seat's token can post its actions."),
    "seat_mismatch": Message("Your token is seat {seat}'s; a seat posts only its own actions.", ("seat",)),
    "referee_only": Message("Only the referee's token can end a session."),
    "match_in_progress": Message(
        "A seat gets the match record once the match is over, every hand then revealed; until then only the "
        "referee's token does."
    ),
    "if_match_required": Message(
        "Send 'If-Match' with the ETag of the version you acted on (e.g. If-Match: \"v3\"), "
        "so that a stale or repeated move cannot apply."
    ),
    "version_mismatch": Message(
        "The session is at version {version} (ETag {etag}), not {if_match}; GET it again and decide on the current "
        "state.",
        ("version", "etag", "if_match"),
    ),
    "version_mismatch.overtaken": Message(
        "Another action was applied first: the session is past version {version}; GET it again.", ("version",)
    ),
    "game_over.session": Message("The match is over; the session takes no more actions."),
    "session_limit_reached.max_actions": Message(
        "This session has stopped at its limit of {maximum} actions (SESSION_MAX_ACTIONS) and takes no more actions; "
        "go on in a new session created with its scores.",
        ("maximum",),
    ),
    "session_limit_reached.max_deal_actions": Message(
        "This session has stopped at its limit of {maximum} actions in one deal (MAX_ACTIONS, the most a match "
        "record's deal holds) and takes no more actions; go on in a new session created with its scores.",
        ("maximum",),
    ),
    "session_limit_reached.max_deals": Message(
        "This session has stopped at its limit of {maximum} deals (SESSION_MAX_DEALS) and takes no more actions; "
        "go on in a new session created with its scores.",
        ("maximum",),
    ),
    "session_limit_reached.boards": Message(
        "This table has played its {maximum} boards; the session takes no more actions.", ("maximum",)
    ),
    "tournament_not_found": Message("No tournament {tournament_id}.", ("tournament_id",)),
    "club_not_found": Message("No club {id}.", ("id",)),
    "club_player_not_found": Message("The club has no player {id}.", ("id",)),
    "season_not_found": Message("The club has no season {id}.", ("id",)),
    "database_unavailable": Message(
        "The clubs' database is unreachable; everything but the club endpoints still answers. Retry later."
    ),
    "missing_token.club": Message("Send the club director's token: 'Authorization: Bearer <token>'."),
    "director_only.club": Message("This token is not the director's of this club."),
    "table_not_found.round": Message(
        "The schedule has no round {round}: its rounds are 1 to {rounds}.", ("round", "rounds")
    ),
    "table_not_found": Message(
        "Round {round} has no table {table}: its tables are 1 to {tables}.", ("round", "table", "tables")
    ),
    "missing_token.director": Message("Send the tournament director's token: 'Authorization: Bearer <token>'."),
    "director_only": Message("This token is not the director's of this tournament."),
    "director_only.correction": Message(
        "A table's token posts the table's first result; correcting it (If-Match) is the director's."
    ),
    "result_exists": Message(
        'This table has a result already (ETag "v{version}"); to correct it, send it with If-Match naming that ETag.',
        ("version",),
    ),
    "version_mismatch.table": Message(
        "This table's result is at version {version}, not {if_match}; GET it again.", ("version", "if_match")
    ),
    "unknown_session": Message("No session {session_id} (it may have expired or been deleted).", ("session_id",)),
    "session_unfinished": Message(
        "The session's match is not over ({finished} deals played); post it when it is.", ("finished",)
    ),
    "session_unfinished.deals": Message(
        "The session has played {finished} deals of the {needed} a round counts; post it when it has.",
        ("finished", "needed"),
    ),
    "match_unfinished": Message("The match record does not reach the match's end ({finished} deals).", ("finished",)),
    "match_unfinished.deals": Message(
        "The match record has {finished} finished deals; a round counts {needed}.", ("finished", "needed")
    ),
    "result_mismatch.game": Message(
        "The match is of {given}; this tournament plays {expected}.", ("expected", "given")
    ),
    "result_mismatch.rules": Message("The match was played under other rules than the tournament's."),
    "result_mismatch.seats": Message(
        "The match has {given} seats; this table seats {expected}.", ("expected", "given")
    ),
    "result_mismatch.name": Message(
        "{field} is {given}, but the schedule seats {expected} there.", ("field", "expected", "given")
    ),
    "proof_in_use.session": Message(
        "Session {session_id} is the result of round {round}, table {table} of tournament {tournament_id} already.",
        ("session_id", "round", "table", "tournament_id"),
    ),
    "proof_in_use.match": Message(
        "This match record's deals are the result of round {round}, table {table} of tournament {tournament_id} "
        "already.",
        ("round", "table", "tournament_id"),
    ),
    "score_impossible.deals_minimum": Message(
        "{field} is {given}, but {deals} deals under these rules give a side at least {minimum}.",
        ("field", "given", "deals", "minimum"),
    ),
    "score_impossible.deals_maximum": Message(
        "{field} is {given}, but {deals} deals under these rules give a side at most {maximum}.",
        ("field", "given", "deals", "maximum"),
    ),
    "score_impossible.match_minimum": Message(
        "{field} is {given}, but a match under these rules ends with a side at {minimum} or more.",
        ("field", "given", "minimum"),
    ),
    "score_impossible.match_maximum": Message(
        "{field} is {given}, but a match under these rules ends with a side at {maximum} or less.",
        ("field", "given", "maximum"),
    ),
    "not_duplicate": Message("This tournament is not duplicate: its tables play sessions of their own."),
    "session_exists": Message("This table's session is {session_id}, opened already.", ("session_id",)),
    "player_not_found": Message("No player of this tournament is named {name}.", ("name",)),
    "player_withdrawn": Message("{name} has withdrawn already.", ("name",)),
    "player_withdrawn.substitute": Message(
        "{name} has withdrawn: the rounds from {first} on are planned without {name}, so a substitute for every "
        "remaining round takes the place from round {first} at the latest.",
        ("name", "first"),
    ),
    "teams_fixed": Message("A pairs tournament's teams are fixed: a player cannot join or leave alone."),
    "rounds_over": Message(
        "Every round has started ({rounds} of them): there is no round left to seat anyone in.", ("rounds",)
    ),
    "roster_unplayable": Message("The remaining rounds cannot be planned: {reason}.", ("reason",)),
    "seat_played": Message(
        "{name}'s table in round {round} (table {table}) is played, in play or closed: a substitute takes only the "
        "seats still to play.",
        ("name", "round", "table"),
    ),
    "player_unseated": Message(
        "{name} sits at no table still to play from round {from_round} on.", ("name", "from_round")
    ),
    "player_unseated.rounds": Message(
        "{name} sits at no table in rounds {from_round} to {to_round}.", ("name", "from_round", "to_round")
    ),
    "player_substitute": Message(
        "{name} is a substitute for some rounds only: there is no later round to withdraw {name} from.", ("name",)
    ),
    "round_closed": Message("Round {round} is closed: its tables take no result and no session.", ("round",)),
    "duplicate_unproven": Message(
        "A duplicate table's result is its session or a match record of the round's boards, not a paper score."
    ),
    "board_differs": Message(
        "Deal {board} is not board {board} of round {round}: its {field} differs.", ("board", "round", "field")
    ),
    "result_mismatch.session": Message(
        "Session {given} is not the one this table plays its boards in ({expected}).", ("expected", "given")
    ),
    "action_refused.hidden": Message("The action breaks the rule '{rule}'.", ("rule",)),
    "problem_page.game": Message("Game"),
    "problem_page.rule": Message("Rule"),
    "problem_page.penalty": Message("Penalty"),
    "problem_page.refused": Message("none: the action is refused"),
    "problem_page.docs": Message("The API's documentation"),
    "idempotency_key_reused": Message("This Idempotency-Key was used for another request; use a new key per action."),
    "test_seeds_disabled": Message("This deployment deals only from its cryptographic RNG; 'seed' is not accepted."),
}
"""The details of the API's problems that are no refusal of a game's rule (a refused action's detail
is its rule's message), by problem code (and cause)."""
