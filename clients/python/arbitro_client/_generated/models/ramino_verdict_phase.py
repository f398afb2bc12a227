from enum import StrEnum


class RaminoVerdictPhase(StrEnum):
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
