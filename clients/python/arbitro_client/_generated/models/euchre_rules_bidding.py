from enum import StrEnum


class EuchreRulesBidding(StrEnum):
    AUCTION = "auction"
    ORDER_UP = "order_up"

    def __str__(self) -> str:
        return str(self.value)
