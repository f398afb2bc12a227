from enum import StrEnum


class EuchreDeclareActionType(StrEnum):
    DECLARE = "declare"

    def __str__(self) -> str:
        return str(self.value)
