from enum import StrEnum


class RaminoAdjudicationPhase(StrEnum):
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
