from enum import StrEnum


class EcarteLegalActionType(StrEnum):
    ACCEPT = "accept"
    DECLARE_KING = "declare_king"
    EXCHANGE = "exchange"
    PLAY = "play"
    PROPOSE = "propose"
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)
