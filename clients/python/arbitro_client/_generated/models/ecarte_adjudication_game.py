from enum import StrEnum


class EcarteAdjudicationGame(StrEnum):
    ECARTE = "ecarte"

    def __str__(self) -> str:
        return str(self.value)
