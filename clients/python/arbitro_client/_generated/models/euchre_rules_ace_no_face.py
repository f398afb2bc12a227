from enum import StrEnum


class EuchreRulesAceNoFace(StrEnum):
    EITHER = "either"
    EXCHANGE = "exchange"
    OFF = "off"
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
