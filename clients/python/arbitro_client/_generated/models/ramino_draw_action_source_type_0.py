from enum import StrEnum


class RaminoDrawActionSourceType0(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
