from enum import StrEnum


class RaminoMeldActionType(StrEnum):
    MELD = "meld"

    def __str__(self) -> str:
        return str(self.value)
