from enum import StrEnum


class RaminoAdjudicationStage(StrEnum):
    DRAW = "draw"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
