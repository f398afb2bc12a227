from enum import StrEnum


class EuchreLegalActionType(StrEnum):
    BLIND_LONER = "blind_loner"
    CALL = "call"
    DEFEND_ALONE = "defend_alone"
    DISCARD = "discard"
    EXCHANGE = "exchange"
    MARCH = "march"
    ORDER_UP = "order_up"
    PASS = "pass"
    PLAY = "play"
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
