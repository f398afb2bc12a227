from enum import StrEnum


class SetteEMezzoLegalActionType(StrEnum):
    BET = "bet"
    HIT = "hit"
    STAND = "stand"

    def __str__(self) -> str:
        return str(self.value)
