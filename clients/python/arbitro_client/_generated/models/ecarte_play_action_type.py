from enum import StrEnum


class EcartePlayActionType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
