from enum import StrEnum


class RaminoAdjudicationGame(StrEnum):
    RAMINO = "ramino"

    def __str__(self) -> str:
        return str(self.value)
