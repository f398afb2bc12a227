from enum import StrEnum


class RaminoDrawActionType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
