from enum import StrEnum


class RaminoRulesStockExhausted(StrEnum):
    RESHUFFLE = "reshuffle"
    VOID_HAND = "void_hand"

    def __str__(self) -> str:
        return str(self.value)
