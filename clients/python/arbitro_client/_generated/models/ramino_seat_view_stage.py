from enum import StrEnum


class RaminoSeatViewStage(StrEnum):
    DRAW = "draw"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
