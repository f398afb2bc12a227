from enum import StrEnum


class LayOffWritingEnd(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
