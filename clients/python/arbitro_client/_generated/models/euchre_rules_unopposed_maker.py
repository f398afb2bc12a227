from enum import StrEnum


class EuchreRulesUnopposedMaker(StrEnum):
    MADE = "made"
    MARCH = "march"
    VOID = "void"

    def __str__(self) -> str:
        return str(self.value)
