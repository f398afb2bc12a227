from enum import StrEnum


class EuchreRedealActionType(StrEnum):
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
