from enum import StrEnum


class EuchreRulesVariant(StrEnum):
    BID_EUCHRE = "bid-euchre"
    BRITISH = "british"
    CLASSIC_1844 = "classic-1844"
    NORTH_AMERICAN = "north-american"
    SET_BACK = "set-back"
    THREE_HANDED = "three-handed"

    def __str__(self) -> str:
        return str(self.value)
