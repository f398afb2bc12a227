from enum import StrEnum


class RaminoLayOffActionEnd(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
