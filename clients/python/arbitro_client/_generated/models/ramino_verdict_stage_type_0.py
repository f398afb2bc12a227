from enum import StrEnum


class RaminoVerdictStageType0(StrEnum):
    DRAW = "draw"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
