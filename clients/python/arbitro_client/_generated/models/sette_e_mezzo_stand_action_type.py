from enum import StrEnum


class SetteEMezzoStandActionType(StrEnum):
    STAND = "stand"

    def __str__(self) -> str:
        return str(self.value)
