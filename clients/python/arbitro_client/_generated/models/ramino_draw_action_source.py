from enum import StrEnum


class RaminoDrawActionSource(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
