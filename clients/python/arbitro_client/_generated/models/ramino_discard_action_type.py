from enum import StrEnum


class RaminoDiscardActionType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
