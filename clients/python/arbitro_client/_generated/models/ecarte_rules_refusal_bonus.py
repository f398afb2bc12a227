from enum import StrEnum


class EcarteRulesRefusalBonus(StrEnum):
    CLASSIC = "classic"
    PLUS_ONE = "plus_one"
    PLUS_TWO = "plus_two"

    def __str__(self) -> str:
        return str(self.value)
