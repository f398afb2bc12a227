from enum import StrEnum


class RaminoDealResultReason(StrEnum):
    CLOSED_IN_HAND = "closed_in_hand"
    VOID = "void"
    WENT_OUT = "went_out"

    def __str__(self) -> str:
        return str(self.value)
