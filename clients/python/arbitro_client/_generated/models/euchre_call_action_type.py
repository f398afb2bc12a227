from enum import StrEnum


class EuchreCallActionType(StrEnum):
    CALL = "call"

    def __str__(self) -> str:
        return str(self.value)
