from enum import StrEnum


class EuchreMarchActionType(StrEnum):
    MARCH = "march"

    def __str__(self) -> str:
        return str(self.value)
