from enum import StrEnum


class EcarteRulesDealPackets(StrEnum):
    VALUE_0 = "3-2"
    VALUE_1 = "2-3"

    def __str__(self) -> str:
        return str(self.value)
