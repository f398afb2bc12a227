from enum import StrEnum


class RaminoOpenActionType(StrEnum):
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
