from enum import StrEnum


class EuchreRulesNoTrump(StrEnum):
    HIGH = "high"
    HIGH_LOW = "high_low"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
