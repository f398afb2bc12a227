from enum import StrEnum


class RaminoRulesMatch(StrEnum):
    ELIMINATION = "elimination"
    FIRST_TO_LIMIT_LOSES = "first_to_limit_loses"
    FIXED_HANDS = "fixed_hands"
    SINGLE_HAND = "single_hand"

    def __str__(self) -> str:
        return str(self.value)
