from enum import StrEnum


class SessionLimitsStoppedType0(StrEnum):
    BOARDS = "boards"
    MAX_ACTIONS = "max_actions"
    MAX_DEALS = "max_deals"
    MAX_DEAL_ACTIONS = "max_deal_actions"

    def __str__(self) -> str:
        return str(self.value)
