from enum import StrEnum


class TournamentCreateLoneHandBonusType1(StrEnum):
    MADE = "made"
    MARCH = "march"

    def __str__(self) -> str:
        return str(self.value)
