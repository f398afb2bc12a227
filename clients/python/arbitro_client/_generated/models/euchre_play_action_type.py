from enum import StrEnum


class EuchrePlayActionType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
