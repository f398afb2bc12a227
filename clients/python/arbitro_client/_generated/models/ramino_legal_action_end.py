from enum import StrEnum


class RaminoLegalActionEnd(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
