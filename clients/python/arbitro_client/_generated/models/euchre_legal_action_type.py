from enum import StrEnum


class EuchreLegalActionType(StrEnum):
    BID = "bid"
    BLIND_LONER = "blind_loner"
    CALL = "call"
    DECLARE = "declare"
    DEFEND_ALONE = "defend_alone"
    DISCARD = "discard"
    EXCHANGE = "exchange"
    MARCH = "march"
    NAME_TRUMP = "name_trump"
    ORDER_UP = "order_up"
    PASS = "pass"
    PLAY = "play"
    REDEAL = "redeal"
    STAY = "stay"

    def __str__(self) -> str:
        return str(self.value)
