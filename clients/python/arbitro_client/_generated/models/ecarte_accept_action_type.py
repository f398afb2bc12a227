from enum import StrEnum


class EcarteAcceptActionType(StrEnum):
    ACCEPT = "accept"

    def __str__(self) -> str:
        return str(self.value)
