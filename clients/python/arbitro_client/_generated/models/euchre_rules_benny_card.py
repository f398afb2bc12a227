from enum import StrEnum


class EuchreRulesBennyCard(StrEnum):
    JK = "JK"
    VALUE_1 = "2S"

    def __str__(self) -> str:
        return str(self.value)
