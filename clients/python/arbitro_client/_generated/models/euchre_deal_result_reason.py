from enum import StrEnum


class EuchreDealResultReason(StrEnum):
    BLIND_LONER_SHORT = "blind_loner_short"
    DECLARATION_FAILED = "declaration_failed"
    DECLARED_MARCH = "declared_march"
    EUCHRED = "euchred"
    MADE = "made"
    MARCH = "march"
    POINT = "point"
    REDEAL = "redeal"
    REVOKE = "revoke"
    SET = "set"
    THROWN_IN = "thrown_in"
    UNOPPOSED = "unopposed"

    def __str__(self) -> str:
        return str(self.value)
