from enum import StrEnum


class EcarteExchangeActionType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
