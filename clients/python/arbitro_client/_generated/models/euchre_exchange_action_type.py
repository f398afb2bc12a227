from enum import StrEnum


class EuchreExchangeActionType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
