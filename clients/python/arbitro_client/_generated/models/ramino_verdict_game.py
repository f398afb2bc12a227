from enum import StrEnum


class RaminoVerdictGame(StrEnum):
    RAMINO = "ramino"

    def __str__(self) -> str:
        return str(self.value)
