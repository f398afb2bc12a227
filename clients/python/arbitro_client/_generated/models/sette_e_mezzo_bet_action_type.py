from enum import StrEnum


class SetteEMezzoBetActionType(StrEnum):
    BET = "bet"

    def __str__(self) -> str:
        return str(self.value)
