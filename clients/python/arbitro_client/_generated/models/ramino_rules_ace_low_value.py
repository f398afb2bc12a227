from enum import IntEnum


class RaminoRulesAceLowValue(IntEnum):
    VALUE_1 = 1
    VALUE_11 = 11

    def __str__(self) -> str:
        return str(self.value)
