from enum import StrEnum


class TournamentLoneHandBonusType1(StrEnum):
    MADE = "made"
    MARCH = "march"

    def __str__(self) -> str:
        return str(self.value)
