from enum import StrEnum


class RaminoSwapJokerActionType(StrEnum):
    SWAP_JOKER = "swap_joker"

    def __str__(self) -> str:
        return str(self.value)
