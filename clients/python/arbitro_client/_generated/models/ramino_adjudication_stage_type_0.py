from enum import StrEnum


class RaminoAdjudicationStageType0(StrEnum):
    DRAW = "draw"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
