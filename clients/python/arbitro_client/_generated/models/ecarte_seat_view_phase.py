from enum import StrEnum


class EcarteSeatViewPhase(StrEnum):
    EXCHANGE = "exchange"
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
