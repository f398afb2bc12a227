"""Contains all the data models used in inputs/outputs"""

from .action_description import ActionDescription
from .action_field import ActionField
from .balance import Balance
from .board import Board
from .club import Club
from .club_link import ClubLink
from .club_player import ClubPlayer
from .club_post import ClubPost
from .counted_deal import CountedDeal
from .deal_field import DealField
from .deck import Deck
from .deck_rules import DeckRules
from .dependency_state import DependencyState
from .dependency_state_state import DependencyStateState
from .ecarte_accept_action import EcarteAcceptAction
from .ecarte_accept_action_type import EcarteAcceptActionType
from .ecarte_adjudication import EcarteAdjudication
from .ecarte_adjudication_game import EcarteAdjudicationGame
from .ecarte_adjudication_phase import EcarteAdjudicationPhase
from .ecarte_deal import EcarteDeal
from .ecarte_deal_result import EcarteDealResult
from .ecarte_deal_result_reason import EcarteDealResultReason
from .ecarte_declare_king_action import EcarteDeclareKingAction
from .ecarte_declare_king_action_type import EcarteDeclareKingActionType
from .ecarte_exchange_action import EcarteExchangeAction
from .ecarte_exchange_action_type import EcarteExchangeActionType
from .ecarte_last_deal import EcarteLastDeal
from .ecarte_legal_action import EcarteLegalAction
from .ecarte_legal_action_type import EcarteLegalActionType
from .ecarte_legal_actions import EcarteLegalActions
from .ecarte_legal_actions_game import EcarteLegalActionsGame
from .ecarte_logged_deal import EcarteLoggedDeal
from .ecarte_logged_deal_actions_item import EcarteLoggedDealActionsItem
from .ecarte_match_deal import EcarteMatchDeal
from .ecarte_match_deal_verdict import EcarteMatchDealVerdict
from .ecarte_match_record import EcarteMatchRecord
from .ecarte_match_record_format import EcarteMatchRecordFormat
from .ecarte_match_record_tags import EcarteMatchRecordTags
from .ecarte_match_verdict import EcarteMatchVerdict
from .ecarte_match_verdict_format import EcarteMatchVerdictFormat
from .ecarte_play_action import EcartePlayAction
from .ecarte_play_action_type import EcartePlayActionType
from .ecarte_propose_action import EcarteProposeAction
from .ecarte_propose_action_type import EcarteProposeActionType
from .ecarte_referee_session import EcarteRefereeSession
from .ecarte_refuse_action import EcarteRefuseAction
from .ecarte_refuse_action_type import EcarteRefuseActionType
from .ecarte_replay_request import EcarteReplayRequest
from .ecarte_replay_request_on_illegal import EcarteReplayRequestOnIllegal
from .ecarte_report import EcarteReport
from .ecarte_report_phase import EcarteReportPhase
from .ecarte_rules import EcarteRules
from .ecarte_rules_deal_packets import EcarteRulesDealPackets
from .ecarte_rules_deck import EcarteRulesDeck
from .ecarte_rules_false_king import EcarteRulesFalseKing
from .ecarte_rules_penalty_scope import EcarteRulesPenaltyScope
from .ecarte_rules_refusal_bonus import EcarteRulesRefusalBonus
from .ecarte_rules_variant import EcarteRulesVariant
from .ecarte_seat_session import EcarteSeatSession
from .ecarte_seat_session_role import EcarteSeatSessionRole
from .ecarte_seat_view import EcarteSeatView
from .ecarte_seat_view_phase import EcarteSeatViewPhase
from .ecarte_session_log import EcarteSessionLog
from .ecarte_trick_winner_request import EcarteTrickWinnerRequest
from .ecarte_verdict import EcarteVerdict
from .ecarte_verdict_game import EcarteVerdictGame
from .ecarte_verdict_phase import EcarteVerdictPhase
from .egn_document import EgnDocument
from .egn_document_deals_item import EgnDocumentDealsItem
from .egn_document_file_type import EgnDocumentFileType
from .egn_document_metadata import EgnDocumentMetadata
from .egn_document_metadata_players_item_type_1 import (
    EgnDocumentMetadataPlayersItemType1,
)
from .egn_document_metadata_ruleset import EgnDocumentMetadataRuleset
from .euchre_adjudication import EuchreAdjudication
from .euchre_adjudication_game import EuchreAdjudicationGame
from .euchre_adjudication_phase import EuchreAdjudicationPhase
from .euchre_adjudication_shown_item import EuchreAdjudicationShownItem
from .euchre_bid_action import EuchreBidAction
from .euchre_bid_action_type import EuchreBidActionType
from .euchre_blind_loner_action import EuchreBlindLonerAction
from .euchre_blind_loner_action_type import EuchreBlindLonerActionType
from .euchre_call_action import EuchreCallAction
from .euchre_call_action_type import EuchreCallActionType
from .euchre_deal import EuchreDeal
from .euchre_deal_result import EuchreDealResult
from .euchre_deal_result_reason import EuchreDealResultReason
from .euchre_declare_action import EuchreDeclareAction
from .euchre_declare_action_type import EuchreDeclareActionType
from .euchre_defend_alone_action import EuchreDefendAloneAction
from .euchre_defend_alone_action_type import EuchreDefendAloneActionType
from .euchre_discard_action import EuchreDiscardAction
from .euchre_discard_action_type import EuchreDiscardActionType
from .euchre_exchange_action import EuchreExchangeAction
from .euchre_exchange_action_type import EuchreExchangeActionType
from .euchre_first_dealer_request import EuchreFirstDealerRequest
from .euchre_first_dealer_response import EuchreFirstDealerResponse
from .euchre_first_dealer_response_rules import EuchreFirstDealerResponseRules
from .euchre_last_deal import EuchreLastDeal
from .euchre_legal_action import EuchreLegalAction
from .euchre_legal_action_trump import EuchreLegalActionTrump
from .euchre_legal_action_type import EuchreLegalActionType
from .euchre_legal_actions import EuchreLegalActions
from .euchre_legal_actions_game import EuchreLegalActionsGame
from .euchre_logged_deal import EuchreLoggedDeal
from .euchre_logged_deal_actions_item import EuchreLoggedDealActionsItem
from .euchre_march_action import EuchreMarchAction
from .euchre_march_action_type import EuchreMarchActionType
from .euchre_match_deal import EuchreMatchDeal
from .euchre_match_deal_verdict import EuchreMatchDealVerdict
from .euchre_match_record import EuchreMatchRecord
from .euchre_match_record_format import EuchreMatchRecordFormat
from .euchre_match_record_tags import EuchreMatchRecordTags
from .euchre_match_verdict import EuchreMatchVerdict
from .euchre_match_verdict_format import EuchreMatchVerdictFormat
from .euchre_name_trump_action import EuchreNameTrumpAction
from .euchre_name_trump_action_trump import EuchreNameTrumpActionTrump
from .euchre_name_trump_action_type import EuchreNameTrumpActionType
from .euchre_order_up_action import EuchreOrderUpAction
from .euchre_order_up_action_type import EuchreOrderUpActionType
from .euchre_pass_action import EuchrePassAction
from .euchre_pass_action_type import EuchrePassActionType
from .euchre_play_action import EuchrePlayAction
from .euchre_play_action_type import EuchrePlayActionType
from .euchre_redeal_action import EuchreRedealAction
from .euchre_redeal_action_type import EuchreRedealActionType
from .euchre_referee_session import EuchreRefereeSession
from .euchre_replay_request import EuchreReplayRequest
from .euchre_replay_request_on_illegal import EuchreReplayRequestOnIllegal
from .euchre_report import EuchreReport
from .euchre_report_phase import EuchreReportPhase
from .euchre_report_shown_item import EuchreReportShownItem
from .euchre_rules import EuchreRules
from .euchre_rules_ace_no_face import EuchreRulesAceNoFace
from .euchre_rules_auction_rounds import EuchreRulesAuctionRounds
from .euchre_rules_benny_card import EuchreRulesBennyCard
from .euchre_rules_bidding import EuchreRulesBidding
from .euchre_rules_deck import EuchreRulesDeck
from .euchre_rules_defend_alone import EuchreRulesDefendAlone
from .euchre_rules_loner_lead import EuchreRulesLonerLead
from .euchre_rules_making_trump_rule import EuchreRulesMakingTrumpRule
from .euchre_rules_no_trump import EuchreRulesNoTrump
from .euchre_rules_players import EuchreRulesPlayers
from .euchre_rules_revoke_scoring import EuchreRulesRevokeScoring
from .euchre_rules_unopposed_maker import EuchreRulesUnopposedMaker
from .euchre_rules_variant import EuchreRulesVariant
from .euchre_seat_session import EuchreSeatSession
from .euchre_seat_session_role import EuchreSeatSessionRole
from .euchre_seat_view import EuchreSeatView
from .euchre_seat_view_phase import EuchreSeatViewPhase
from .euchre_seat_view_shown_item import EuchreSeatViewShownItem
from .euchre_session_log import EuchreSessionLog
from .euchre_stay_action import EuchreStayAction
from .euchre_stay_action_type import EuchreStayActionType
from .euchre_trick_winner_request import EuchreTrickWinnerRequest
from .euchre_verdict import EuchreVerdict
from .euchre_verdict_game import EuchreVerdictGame
from .euchre_verdict_phase import EuchreVerdictPhase
from .euchre_verdict_shown_item import EuchreVerdictShownItem
from .game_detail import GameDetail
from .game_list import GameList
from .game_summary import GameSummary
from .get_match_record_schema_response_200 import GetMatchRecordSchemaResponse200
from .get_problem_type_code import GetProblemTypeCode
from .get_session_record_format import GetSessionRecordFormat
from .get_tournament_standings_format import GetTournamentStandingsFormat
from .health import Health
from .health_status import HealthStatus
from .history_event import HistoryEvent
from .history_table import HistoryTable
from .history_table_source import HistoryTableSource
from .joker_reading import JokerReading
from .lack import Lack
from .lay_off_writing import LayOffWriting
from .lay_off_writing_end import LayOffWritingEnd
from .match_pool import MatchPool
from .match_recorded import MatchRecorded
from .match_result import MatchResult
from .match_seat import MatchSeat
from .meld_arrangement import MeldArrangement
from .meld_arrangement_kind import MeldArrangementKind
from .meld_joker import MeldJoker
from .meld_reading import MeldReading
from .meld_reading_kind import MeldReadingKind
from .option import Option
from .option_type import OptionType
from .penalty import Penalty
from .play import Play
from .player_history import PlayerHistory
from .player_name import PlayerName
from .player_post import PlayerPost
from .problem import Problem
from .problem_errors import ProblemErrors
from .problem_legal_actions_item import ProblemLegalActionsItem
from .problem_type_page import ProblemTypePage
from .problem_type_page_games_item import ProblemTypePageGamesItem
from .ramino_adjudication import RaminoAdjudication
from .ramino_adjudication_game import RaminoAdjudicationGame
from .ramino_adjudication_phase import RaminoAdjudicationPhase
from .ramino_adjudication_stage_type_0 import RaminoAdjudicationStageType0
from .ramino_close_action import RaminoCloseAction
from .ramino_close_action_lay_offs_type_0_item import RaminoCloseActionLayOffsType0Item
from .ramino_close_action_lay_offs_type_0_item_end_type_0 import (
    RaminoCloseActionLayOffsType0ItemEndType0,
)
from .ramino_close_action_swaps_type_0_item import RaminoCloseActionSwapsType0Item
from .ramino_close_action_type import RaminoCloseActionType
from .ramino_deal import RaminoDeal
from .ramino_deal_result import RaminoDealResult
from .ramino_deal_result_reason import RaminoDealResultReason
from .ramino_discard_action import RaminoDiscardAction
from .ramino_discard_action_type import RaminoDiscardActionType
from .ramino_draw_action import RaminoDrawAction
from .ramino_draw_action_source_type_0 import RaminoDrawActionSourceType0
from .ramino_draw_action_type import RaminoDrawActionType
from .ramino_last_deal import RaminoLastDeal
from .ramino_lay_off_action import RaminoLayOffAction
from .ramino_lay_off_action_end_type_0 import RaminoLayOffActionEndType0
from .ramino_lay_off_action_type import RaminoLayOffActionType
from .ramino_legal_action import RaminoLegalAction
from .ramino_legal_action_end import RaminoLegalActionEnd
from .ramino_legal_action_lay_offs_item import RaminoLegalActionLayOffsItem
from .ramino_legal_action_lay_offs_item_end_type_0 import (
    RaminoLegalActionLayOffsItemEndType0,
)
from .ramino_legal_action_source import RaminoLegalActionSource
from .ramino_legal_action_swaps_item import RaminoLegalActionSwapsItem
from .ramino_legal_action_type import RaminoLegalActionType
from .ramino_legal_actions import RaminoLegalActions
from .ramino_legal_actions_game import RaminoLegalActionsGame
from .ramino_logged_deal import RaminoLoggedDeal
from .ramino_logged_deal_actions_item import RaminoLoggedDealActionsItem
from .ramino_match_deal import RaminoMatchDeal
from .ramino_match_deal_verdict import RaminoMatchDealVerdict
from .ramino_match_record import RaminoMatchRecord
from .ramino_match_record_format import RaminoMatchRecordFormat
from .ramino_match_record_tags import RaminoMatchRecordTags
from .ramino_match_verdict import RaminoMatchVerdict
from .ramino_match_verdict_format import RaminoMatchVerdictFormat
from .ramino_meld_action import RaminoMeldAction
from .ramino_meld_action_type import RaminoMeldActionType
from .ramino_melds_best_opening_request import RaminoMeldsBestOpeningRequest
from .ramino_melds_best_opening_response import RaminoMeldsBestOpeningResponse
from .ramino_melds_best_opening_response_rules import (
    RaminoMeldsBestOpeningResponseRules,
)
from .ramino_melds_can_close_request import RaminoMeldsCanCloseRequest
from .ramino_melds_can_close_response import RaminoMeldsCanCloseResponse
from .ramino_melds_can_close_response_rules import RaminoMeldsCanCloseResponseRules
from .ramino_melds_check_request import RaminoMeldsCheckRequest
from .ramino_melds_check_response import RaminoMeldsCheckResponse
from .ramino_melds_check_response_kind import RaminoMeldsCheckResponseKind
from .ramino_melds_check_response_rules import RaminoMeldsCheckResponseRules
from .ramino_open_action import RaminoOpenAction
from .ramino_open_action_type import RaminoOpenActionType
from .ramino_referee_session import RaminoRefereeSession
from .ramino_replay_request import RaminoReplayRequest
from .ramino_replay_request_on_illegal import RaminoReplayRequestOnIllegal
from .ramino_report import RaminoReport
from .ramino_report_phase import RaminoReportPhase
from .ramino_report_stage_type_0 import RaminoReportStageType0
from .ramino_rules import RaminoRules
from .ramino_rules_ace_low_value import RaminoRulesAceLowValue
from .ramino_rules_discard_pickup import RaminoRulesDiscardPickup
from .ramino_rules_match import RaminoRulesMatch
from .ramino_rules_stock_exhausted import RaminoRulesStockExhausted
from .ramino_rules_variant import RaminoRulesVariant
from .ramino_seat_session import RaminoSeatSession
from .ramino_seat_session_role import RaminoSeatSessionRole
from .ramino_seat_view import RaminoSeatView
from .ramino_seat_view_phase import RaminoSeatViewPhase
from .ramino_seat_view_stage_type_0 import RaminoSeatViewStageType0
from .ramino_session_log import RaminoSessionLog
from .ramino_swap_joker_action import RaminoSwapJokerAction
from .ramino_swap_joker_action_type import RaminoSwapJokerActionType
from .ramino_table_meld import RaminoTableMeld
from .ramino_table_meld_kind import RaminoTableMeldKind
from .ramino_verdict import RaminoVerdict
from .ramino_verdict_game import RaminoVerdictGame
from .ramino_verdict_phase import RaminoVerdictPhase
from .ramino_verdict_stage_type_0 import RaminoVerdictStageType0
from .rated_player import RatedPlayer
from .rating import Rating
from .ratings import Ratings
from .readiness import Readiness
from .readiness_dependencies import ReadinessDependencies
from .readiness_status import ReadinessStatus
from .reshuffle import Reshuffle
from .result_post import ResultPost
from .result_post_match_type_0 import ResultPostMatchType0
from .roster import Roster
from .round_boards import RoundBoards
from .rule_code import RuleCode
from .rule_code_entry import RuleCodeEntry
from .rule_penalty import RulePenalty
from .schedule import Schedule
from .schedule_round import ScheduleRound
from .schedule_table import ScheduleTable
from .season import Season
from .season_post import SeasonPost
from .season_post_rule import SeasonPostRule
from .season_row import SeasonRow
from .season_standings import SeasonStandings
from .seated_club_player import SeatedClubPlayer
from .seated_player import SeatedPlayer
from .seats import Seats
from .seats_variants import SeatsVariants
from .session_action import SessionAction
from .session_create import SessionCreate
from .session_create_rules_type_0 import SessionCreateRulesType0
from .session_limits import SessionLimits
from .session_limits_stopped_type_0 import SessionLimitsStoppedType0
from .sette_e_mezzo_adjudication import SetteEMezzoAdjudication
from .sette_e_mezzo_adjudication_game import SetteEMezzoAdjudicationGame
from .sette_e_mezzo_adjudication_phase import SetteEMezzoAdjudicationPhase
from .sette_e_mezzo_adjudication_stock import SetteEMezzoAdjudicationStock
from .sette_e_mezzo_bet_action import SetteEMezzoBetAction
from .sette_e_mezzo_bet_action_type import SetteEMezzoBetActionType
from .sette_e_mezzo_deal import SetteEMezzoDeal
from .sette_e_mezzo_deal_result import SetteEMezzoDealResult
from .sette_e_mezzo_deal_result_reason import SetteEMezzoDealResultReason
from .sette_e_mezzo_hand import SetteEMezzoHand
from .sette_e_mezzo_hand_role import SetteEMezzoHandRole
from .sette_e_mezzo_hand_seen import SetteEMezzoHandSeen
from .sette_e_mezzo_hand_seen_role import SetteEMezzoHandSeenRole
from .sette_e_mezzo_hand_seen_status import SetteEMezzoHandSeenStatus
from .sette_e_mezzo_hand_status import SetteEMezzoHandStatus
from .sette_e_mezzo_hand_value import SetteEMezzoHandValue
from .sette_e_mezzo_hand_value_game import SetteEMezzoHandValueGame
from .sette_e_mezzo_hand_value_request import SetteEMezzoHandValueRequest
from .sette_e_mezzo_hit_action import SetteEMezzoHitAction
from .sette_e_mezzo_hit_action_type import SetteEMezzoHitActionType
from .sette_e_mezzo_last_deal import SetteEMezzoLastDeal
from .sette_e_mezzo_legal_action import SetteEMezzoLegalAction
from .sette_e_mezzo_legal_action_type import SetteEMezzoLegalActionType
from .sette_e_mezzo_legal_actions import SetteEMezzoLegalActions
from .sette_e_mezzo_legal_actions_game import SetteEMezzoLegalActionsGame
from .sette_e_mezzo_logged_deal import SetteEMezzoLoggedDeal
from .sette_e_mezzo_logged_deal_actions_item import SetteEMezzoLoggedDealActionsItem
from .sette_e_mezzo_match_deal import SetteEMezzoMatchDeal
from .sette_e_mezzo_match_deal_verdict import SetteEMezzoMatchDealVerdict
from .sette_e_mezzo_match_record import SetteEMezzoMatchRecord
from .sette_e_mezzo_match_record_format import SetteEMezzoMatchRecordFormat
from .sette_e_mezzo_match_record_tags import SetteEMezzoMatchRecordTags
from .sette_e_mezzo_match_verdict import SetteEMezzoMatchVerdict
from .sette_e_mezzo_match_verdict_format import SetteEMezzoMatchVerdictFormat
from .sette_e_mezzo_referee_session import SetteEMezzoRefereeSession
from .sette_e_mezzo_replay_request import SetteEMezzoReplayRequest
from .sette_e_mezzo_replay_request_on_illegal import SetteEMezzoReplayRequestOnIllegal
from .sette_e_mezzo_report import SetteEMezzoReport
from .sette_e_mezzo_report_phase import SetteEMezzoReportPhase
from .sette_e_mezzo_report_stock import SetteEMezzoReportStock
from .sette_e_mezzo_rules import SetteEMezzoRules
from .sette_e_mezzo_rules_bank_passes import SetteEMezzoRulesBankPasses
from .sette_e_mezzo_rules_deck_policy import SetteEMezzoRulesDeckPolicy
from .sette_e_mezzo_rules_special_tie_pays import SetteEMezzoRulesSpecialTiePays
from .sette_e_mezzo_rules_triple_order import SetteEMezzoRulesTripleOrder
from .sette_e_mezzo_rules_variant import SetteEMezzoRulesVariant
from .sette_e_mezzo_seat_session import SetteEMezzoSeatSession
from .sette_e_mezzo_seat_session_role import SetteEMezzoSeatSessionRole
from .sette_e_mezzo_seat_view import SetteEMezzoSeatView
from .sette_e_mezzo_seat_view_phase import SetteEMezzoSeatViewPhase
from .sette_e_mezzo_seat_view_stock import SetteEMezzoSeatViewStock
from .sette_e_mezzo_session_log import SetteEMezzoSessionLog
from .sette_e_mezzo_stand_action import SetteEMezzoStandAction
from .sette_e_mezzo_stand_action_type import SetteEMezzoStandActionType
from .sette_e_mezzo_verdict import SetteEMezzoVerdict
from .sette_e_mezzo_verdict_game import SetteEMezzoVerdictGame
from .sette_e_mezzo_verdict_phase import SetteEMezzoVerdictPhase
from .sette_e_mezzo_verdict_stock import SetteEMezzoVerdictStock
from .spread import Spread
from .standings import Standings
from .standings_row import StandingsRow
from .substitute_post import SubstitutePost
from .substitution import Substitution
from .table_answer import TableAnswer
from .table_result import TableResult
from .table_result_source import TableResultSource
from .table_result_violations_item import TableResultViolationsItem
from .table_session import TableSession
from .table_token import TableToken
from .tie_break import TieBreak
from .tokens import Tokens
from .tournament import Tournament
from .tournament_create import TournamentCreate
from .tournament_create_lone_hand_bonus_type_1 import TournamentCreateLoneHandBonusType1
from .tournament_create_rules_type_0 import TournamentCreateRulesType0
from .tournament_lone_hand_bonus_type_1 import TournamentLoneHandBonusType1
from .tournament_rules import TournamentRules
from .trick import Trick
from .trick_play import TrickPlay
from .trick_winner_response import TrickWinnerResponse
from .uneven import Uneven
from .unknown_hand import UnknownHand
from .variant import Variant
from .variant_seats import VariantSeats
from .variant_values import VariantValues
from .violation import Violation

__all__ = (
    "ActionDescription",
    "ActionField",
    "Balance",
    "Board",
    "Club",
    "ClubLink",
    "ClubPlayer",
    "ClubPost",
    "CountedDeal",
    "DealField",
    "Deck",
    "DeckRules",
    "DependencyState",
    "DependencyStateState",
    "EcarteAcceptAction",
    "EcarteAcceptActionType",
    "EcarteAdjudication",
    "EcarteAdjudicationGame",
    "EcarteAdjudicationPhase",
    "EcarteDeal",
    "EcarteDealResult",
    "EcarteDealResultReason",
    "EcarteDeclareKingAction",
    "EcarteDeclareKingActionType",
    "EcarteExchangeAction",
    "EcarteExchangeActionType",
    "EcarteLastDeal",
    "EcarteLegalAction",
    "EcarteLegalActionType",
    "EcarteLegalActions",
    "EcarteLegalActionsGame",
    "EcarteLoggedDeal",
    "EcarteLoggedDealActionsItem",
    "EcarteMatchDeal",
    "EcarteMatchDealVerdict",
    "EcarteMatchRecord",
    "EcarteMatchRecordFormat",
    "EcarteMatchRecordTags",
    "EcarteMatchVerdict",
    "EcarteMatchVerdictFormat",
    "EcartePlayAction",
    "EcartePlayActionType",
    "EcarteProposeAction",
    "EcarteProposeActionType",
    "EcarteRefereeSession",
    "EcarteRefuseAction",
    "EcarteRefuseActionType",
    "EcarteReplayRequest",
    "EcarteReplayRequestOnIllegal",
    "EcarteReport",
    "EcarteReportPhase",
    "EcarteRules",
    "EcarteRulesDealPackets",
    "EcarteRulesDeck",
    "EcarteRulesFalseKing",
    "EcarteRulesPenaltyScope",
    "EcarteRulesRefusalBonus",
    "EcarteRulesVariant",
    "EcarteSeatSession",
    "EcarteSeatSessionRole",
    "EcarteSeatView",
    "EcarteSeatViewPhase",
    "EcarteSessionLog",
    "EcarteTrickWinnerRequest",
    "EcarteVerdict",
    "EcarteVerdictGame",
    "EcarteVerdictPhase",
    "EgnDocument",
    "EgnDocumentDealsItem",
    "EgnDocumentFileType",
    "EgnDocumentMetadata",
    "EgnDocumentMetadataPlayersItemType1",
    "EgnDocumentMetadataRuleset",
    "EuchreAdjudication",
    "EuchreAdjudicationGame",
    "EuchreAdjudicationPhase",
    "EuchreAdjudicationShownItem",
    "EuchreBidAction",
    "EuchreBidActionType",
    "EuchreBlindLonerAction",
    "EuchreBlindLonerActionType",
    "EuchreCallAction",
    "EuchreCallActionType",
    "EuchreDeal",
    "EuchreDealResult",
    "EuchreDealResultReason",
    "EuchreDeclareAction",
    "EuchreDeclareActionType",
    "EuchreDefendAloneAction",
    "EuchreDefendAloneActionType",
    "EuchreDiscardAction",
    "EuchreDiscardActionType",
    "EuchreExchangeAction",
    "EuchreExchangeActionType",
    "EuchreFirstDealerRequest",
    "EuchreFirstDealerResponse",
    "EuchreFirstDealerResponseRules",
    "EuchreLastDeal",
    "EuchreLegalAction",
    "EuchreLegalActionTrump",
    "EuchreLegalActionType",
    "EuchreLegalActions",
    "EuchreLegalActionsGame",
    "EuchreLoggedDeal",
    "EuchreLoggedDealActionsItem",
    "EuchreMarchAction",
    "EuchreMarchActionType",
    "EuchreMatchDeal",
    "EuchreMatchDealVerdict",
    "EuchreMatchRecord",
    "EuchreMatchRecordFormat",
    "EuchreMatchRecordTags",
    "EuchreMatchVerdict",
    "EuchreMatchVerdictFormat",
    "EuchreNameTrumpAction",
    "EuchreNameTrumpActionTrump",
    "EuchreNameTrumpActionType",
    "EuchreOrderUpAction",
    "EuchreOrderUpActionType",
    "EuchrePassAction",
    "EuchrePassActionType",
    "EuchrePlayAction",
    "EuchrePlayActionType",
    "EuchreRedealAction",
    "EuchreRedealActionType",
    "EuchreRefereeSession",
    "EuchreReplayRequest",
    "EuchreReplayRequestOnIllegal",
    "EuchreReport",
    "EuchreReportPhase",
    "EuchreReportShownItem",
    "EuchreRules",
    "EuchreRulesAceNoFace",
    "EuchreRulesAuctionRounds",
    "EuchreRulesBennyCard",
    "EuchreRulesBidding",
    "EuchreRulesDeck",
    "EuchreRulesDefendAlone",
    "EuchreRulesLonerLead",
    "EuchreRulesMakingTrumpRule",
    "EuchreRulesNoTrump",
    "EuchreRulesPlayers",
    "EuchreRulesRevokeScoring",
    "EuchreRulesUnopposedMaker",
    "EuchreRulesVariant",
    "EuchreSeatSession",
    "EuchreSeatSessionRole",
    "EuchreSeatView",
    "EuchreSeatViewPhase",
    "EuchreSeatViewShownItem",
    "EuchreSessionLog",
    "EuchreStayAction",
    "EuchreStayActionType",
    "EuchreTrickWinnerRequest",
    "EuchreVerdict",
    "EuchreVerdictGame",
    "EuchreVerdictPhase",
    "EuchreVerdictShownItem",
    "GameDetail",
    "GameList",
    "GameSummary",
    "GetMatchRecordSchemaResponse200",
    "GetProblemTypeCode",
    "GetSessionRecordFormat",
    "GetTournamentStandingsFormat",
    "Health",
    "HealthStatus",
    "HistoryEvent",
    "HistoryTable",
    "HistoryTableSource",
    "JokerReading",
    "Lack",
    "LayOffWriting",
    "LayOffWritingEnd",
    "MatchPool",
    "MatchRecorded",
    "MatchResult",
    "MatchSeat",
    "MeldArrangement",
    "MeldArrangementKind",
    "MeldJoker",
    "MeldReading",
    "MeldReadingKind",
    "Option",
    "OptionType",
    "Penalty",
    "Play",
    "PlayerHistory",
    "PlayerName",
    "PlayerPost",
    "Problem",
    "ProblemErrors",
    "ProblemLegalActionsItem",
    "ProblemTypePage",
    "ProblemTypePageGamesItem",
    "RaminoAdjudication",
    "RaminoAdjudicationGame",
    "RaminoAdjudicationPhase",
    "RaminoAdjudicationStageType0",
    "RaminoCloseAction",
    "RaminoCloseActionLayOffsType0Item",
    "RaminoCloseActionLayOffsType0ItemEndType0",
    "RaminoCloseActionSwapsType0Item",
    "RaminoCloseActionType",
    "RaminoDeal",
    "RaminoDealResult",
    "RaminoDealResultReason",
    "RaminoDiscardAction",
    "RaminoDiscardActionType",
    "RaminoDrawAction",
    "RaminoDrawActionSourceType0",
    "RaminoDrawActionType",
    "RaminoLastDeal",
    "RaminoLayOffAction",
    "RaminoLayOffActionEndType0",
    "RaminoLayOffActionType",
    "RaminoLegalAction",
    "RaminoLegalActionEnd",
    "RaminoLegalActionLayOffsItem",
    "RaminoLegalActionLayOffsItemEndType0",
    "RaminoLegalActionSource",
    "RaminoLegalActionSwapsItem",
    "RaminoLegalActionType",
    "RaminoLegalActions",
    "RaminoLegalActionsGame",
    "RaminoLoggedDeal",
    "RaminoLoggedDealActionsItem",
    "RaminoMatchDeal",
    "RaminoMatchDealVerdict",
    "RaminoMatchRecord",
    "RaminoMatchRecordFormat",
    "RaminoMatchRecordTags",
    "RaminoMatchVerdict",
    "RaminoMatchVerdictFormat",
    "RaminoMeldAction",
    "RaminoMeldActionType",
    "RaminoMeldsBestOpeningRequest",
    "RaminoMeldsBestOpeningResponse",
    "RaminoMeldsBestOpeningResponseRules",
    "RaminoMeldsCanCloseRequest",
    "RaminoMeldsCanCloseResponse",
    "RaminoMeldsCanCloseResponseRules",
    "RaminoMeldsCheckRequest",
    "RaminoMeldsCheckResponse",
    "RaminoMeldsCheckResponseKind",
    "RaminoMeldsCheckResponseRules",
    "RaminoOpenAction",
    "RaminoOpenActionType",
    "RaminoRefereeSession",
    "RaminoReplayRequest",
    "RaminoReplayRequestOnIllegal",
    "RaminoReport",
    "RaminoReportPhase",
    "RaminoReportStageType0",
    "RaminoRules",
    "RaminoRulesAceLowValue",
    "RaminoRulesDiscardPickup",
    "RaminoRulesMatch",
    "RaminoRulesStockExhausted",
    "RaminoRulesVariant",
    "RaminoSeatSession",
    "RaminoSeatSessionRole",
    "RaminoSeatView",
    "RaminoSeatViewPhase",
    "RaminoSeatViewStageType0",
    "RaminoSessionLog",
    "RaminoSwapJokerAction",
    "RaminoSwapJokerActionType",
    "RaminoTableMeld",
    "RaminoTableMeldKind",
    "RaminoVerdict",
    "RaminoVerdictGame",
    "RaminoVerdictPhase",
    "RaminoVerdictStageType0",
    "RatedPlayer",
    "Rating",
    "Ratings",
    "Readiness",
    "ReadinessDependencies",
    "ReadinessStatus",
    "Reshuffle",
    "ResultPost",
    "ResultPostMatchType0",
    "Roster",
    "RoundBoards",
    "RuleCode",
    "RuleCodeEntry",
    "RulePenalty",
    "Schedule",
    "ScheduleRound",
    "ScheduleTable",
    "Season",
    "SeasonPost",
    "SeasonPostRule",
    "SeasonRow",
    "SeasonStandings",
    "SeatedClubPlayer",
    "SeatedPlayer",
    "Seats",
    "SeatsVariants",
    "SessionAction",
    "SessionCreate",
    "SessionCreateRulesType0",
    "SessionLimits",
    "SessionLimitsStoppedType0",
    "SetteEMezzoAdjudication",
    "SetteEMezzoAdjudicationGame",
    "SetteEMezzoAdjudicationPhase",
    "SetteEMezzoAdjudicationStock",
    "SetteEMezzoBetAction",
    "SetteEMezzoBetActionType",
    "SetteEMezzoDeal",
    "SetteEMezzoDealResult",
    "SetteEMezzoDealResultReason",
    "SetteEMezzoHand",
    "SetteEMezzoHandRole",
    "SetteEMezzoHandSeen",
    "SetteEMezzoHandSeenRole",
    "SetteEMezzoHandSeenStatus",
    "SetteEMezzoHandStatus",
    "SetteEMezzoHandValue",
    "SetteEMezzoHandValueGame",
    "SetteEMezzoHandValueRequest",
    "SetteEMezzoHitAction",
    "SetteEMezzoHitActionType",
    "SetteEMezzoLastDeal",
    "SetteEMezzoLegalAction",
    "SetteEMezzoLegalActionType",
    "SetteEMezzoLegalActions",
    "SetteEMezzoLegalActionsGame",
    "SetteEMezzoLoggedDeal",
    "SetteEMezzoLoggedDealActionsItem",
    "SetteEMezzoMatchDeal",
    "SetteEMezzoMatchDealVerdict",
    "SetteEMezzoMatchRecord",
    "SetteEMezzoMatchRecordFormat",
    "SetteEMezzoMatchRecordTags",
    "SetteEMezzoMatchVerdict",
    "SetteEMezzoMatchVerdictFormat",
    "SetteEMezzoRefereeSession",
    "SetteEMezzoReplayRequest",
    "SetteEMezzoReplayRequestOnIllegal",
    "SetteEMezzoReport",
    "SetteEMezzoReportPhase",
    "SetteEMezzoReportStock",
    "SetteEMezzoRules",
    "SetteEMezzoRulesBankPasses",
    "SetteEMezzoRulesDeckPolicy",
    "SetteEMezzoRulesSpecialTiePays",
    "SetteEMezzoRulesTripleOrder",
    "SetteEMezzoRulesVariant",
    "SetteEMezzoSeatSession",
    "SetteEMezzoSeatSessionRole",
    "SetteEMezzoSeatView",
    "SetteEMezzoSeatViewPhase",
    "SetteEMezzoSeatViewStock",
    "SetteEMezzoSessionLog",
    "SetteEMezzoStandAction",
    "SetteEMezzoStandActionType",
    "SetteEMezzoVerdict",
    "SetteEMezzoVerdictGame",
    "SetteEMezzoVerdictPhase",
    "SetteEMezzoVerdictStock",
    "Spread",
    "Standings",
    "StandingsRow",
    "SubstitutePost",
    "Substitution",
    "TableAnswer",
    "TableResult",
    "TableResultSource",
    "TableResultViolationsItem",
    "TableSession",
    "TableToken",
    "TieBreak",
    "Tokens",
    "Tournament",
    "TournamentCreate",
    "TournamentCreateLoneHandBonusType1",
    "TournamentCreateRulesType0",
    "TournamentLoneHandBonusType1",
    "TournamentRules",
    "Trick",
    "TrickPlay",
    "TrickWinnerResponse",
    "Uneven",
    "UnknownHand",
    "Variant",
    "VariantSeats",
    "VariantValues",
    "Violation",
)
