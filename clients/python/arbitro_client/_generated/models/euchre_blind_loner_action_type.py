from enum import StrEnum


class EuchreBlindLonerActionType(StrEnum):
    BLIND_LONER = "blind_loner"

    def __str__(self) -> str:
        return str(self.value)
