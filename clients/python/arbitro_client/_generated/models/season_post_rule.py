from enum import StrEnum


class SeasonPostRule(StrEnum):
    AVERAGE = "average"
    BEST = "best"
    TOTAL = "total"

    def __str__(self) -> str:
        return str(self.value)
