from enum import StrEnum


class EcarteReportPhase(StrEnum):
    EXCHANGE = "exchange"
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
