from enum import StrEnum


class EuchreAdjudicationGame(StrEnum):
    EUCHRE = "euchre"

    def __str__(self) -> str:
        return str(self.value)
