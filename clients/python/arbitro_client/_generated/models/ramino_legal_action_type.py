from enum import StrEnum


class RaminoLegalActionType(StrEnum):
    CLOSE = "close"
    DISCARD = "discard"
    DRAW = "draw"
    LAY_OFF = "lay_off"
    MELD = "meld"
    OPEN = "open"
    SWAP_JOKER = "swap_joker"

    def __str__(self) -> str:
        return str(self.value)
