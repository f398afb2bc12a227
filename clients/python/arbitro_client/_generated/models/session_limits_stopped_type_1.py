from enum import StrEnum


class SessionLimitsStoppedType1(StrEnum):
    BOARDS = "boards"
    MAX_ACTIONS = "max_actions"
    MAX_DEALS = "max_deals"

    def __str__(self) -> str:
        return str(self.value)
