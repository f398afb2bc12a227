from enum import StrEnum


class EuchreLegalActionsGame(StrEnum):
    EUCHRE = "euchre"

    def __str__(self) -> str:
        return str(self.value)
