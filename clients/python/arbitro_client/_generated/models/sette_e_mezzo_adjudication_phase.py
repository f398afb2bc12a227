from enum import StrEnum


class SetteEMezzoAdjudicationPhase(StrEnum):
    BANKER = "banker"
    BETTING = "betting"
    OVER = "over"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
