from enum import StrEnum


class RaminoVerdictStage(StrEnum):
    DRAW = "draw"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
