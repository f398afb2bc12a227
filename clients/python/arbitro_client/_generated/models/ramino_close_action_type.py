from enum import StrEnum


class RaminoCloseActionType(StrEnum):
    CLOSE = "close"

    def __str__(self) -> str:
        return str(self.value)
