from enum import StrEnum


class RaminoReportStageType0(StrEnum):
    DRAW = "draw"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
