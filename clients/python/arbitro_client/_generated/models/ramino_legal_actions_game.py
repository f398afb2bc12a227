from enum import StrEnum


class RaminoLegalActionsGame(StrEnum):
    RAMINO = "ramino"

    def __str__(self) -> str:
        return str(self.value)
