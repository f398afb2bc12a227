from enum import StrEnum


class EuchreRulesRevokeScoring(StrEnum):
    AWARD = "award"
    DEDUCT = "deduct"

    def __str__(self) -> str:
        return str(self.value)
