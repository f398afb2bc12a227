from enum import IntEnum


class EuchreRulesDeck(IntEnum):
    VALUE_24 = 24
    VALUE_28 = 28
    VALUE_32 = 32

    def __str__(self) -> str:
        return str(self.value)
