from enum import StrEnum


class EuchreLegalActionTrump(StrEnum):
    C = "C"
    D = "D"
    H = "H"
    HIGH = "high"
    LOW = "low"
    S = "S"

    def __str__(self) -> str:
        return str(self.value)
