from enum import StrEnum


class EcarteRulesPenaltyScope(StrEnum):
    ANY_REFUSAL = "any_refusal"
    FIRST_DECISION = "first_decision"

    def __str__(self) -> str:
        return str(self.value)
