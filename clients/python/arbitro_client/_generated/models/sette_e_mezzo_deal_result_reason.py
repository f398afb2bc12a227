from enum import StrEnum


class SetteEMezzoDealResultReason(StrEnum):
    ALL_PLAYERS_BUST = "all_players_bust"
    SETTLED = "settled"
    SETTLEMENT_PENDING = "settlement_pending"

    def __str__(self) -> str:
        return str(self.value)
