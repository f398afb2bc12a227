from enum import StrEnum


class RaminoCloseActionLayOffsType0ItemEnd(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
