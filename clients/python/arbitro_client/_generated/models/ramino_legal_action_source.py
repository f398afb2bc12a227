from enum import StrEnum


class RaminoLegalActionSource(StrEnum):
    DISCARD = "discard"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
