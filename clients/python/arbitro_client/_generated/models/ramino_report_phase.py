from enum import StrEnum


class RaminoReportPhase(StrEnum):
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
