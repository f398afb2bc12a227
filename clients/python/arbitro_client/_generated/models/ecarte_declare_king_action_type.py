from enum import StrEnum


class EcarteDeclareKingActionType(StrEnum):
    DECLARE_KING = "declare_king"

    def __str__(self) -> str:
        return str(self.value)
