from enum import StrEnum


class EcarteRulesDeck(StrEnum):
    FRENCH = "french"
    ITALIAN = "italian"

    def __str__(self) -> str:
        return str(self.value)
