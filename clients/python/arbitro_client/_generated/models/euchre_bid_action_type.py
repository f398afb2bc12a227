from enum import StrEnum


class EuchreBidActionType(StrEnum):
    BID = "bid"

    def __str__(self) -> str:
        return str(self.value)
