from enum import StrEnum


class EuchreOrderUpActionType(StrEnum):
    ORDER_UP = "order_up"

    def __str__(self) -> str:
        return str(self.value)
