from enum import StrEnum


class SetteEMezzoHandStatus(StrEnum):
    BUST = "bust"
    NOT_PLAYED = "not_played"
    SEVEN_AND_HALF = "seven_and_half"
    STOOD = "stood"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
