from enum import StrEnum


class RaminoRulesVariant(StrEnum):
    RAMINO_51 = "ramino-51"

    def __str__(self) -> str:
        return str(self.value)
