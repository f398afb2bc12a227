from enum import StrEnum


class EcarteRulesFalseKing(StrEnum):
    PENALTY = "penalty"
    REJECT = "reject"

    def __str__(self) -> str:
        return str(self.value)
