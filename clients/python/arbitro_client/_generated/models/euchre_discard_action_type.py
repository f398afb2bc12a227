from enum import StrEnum


class EuchreDiscardActionType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
