from enum import StrEnum


class EcarteDealResultReason(StrEnum):
    KING_TURN_UP = "king_turn_up"
    POINT = "point"
    TARGET_REACHED = "target_reached"
    VOLE = "vole"

    def __str__(self) -> str:
        return str(self.value)
