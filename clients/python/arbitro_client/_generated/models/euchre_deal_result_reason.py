from enum import StrEnum


class EuchreDealResultReason(StrEnum):
    BLIND_LONER_SHORT = "blind_loner_short"
    EUCHRED = "euchred"
    MARCH = "march"
    POINT = "point"
    REDEAL = "redeal"
    REVOKE = "revoke"
    THROWN_IN = "thrown_in"

    def __str__(self) -> str:
        return str(self.value)
