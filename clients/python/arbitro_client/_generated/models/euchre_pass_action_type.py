from enum import StrEnum


class EuchrePassActionType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
