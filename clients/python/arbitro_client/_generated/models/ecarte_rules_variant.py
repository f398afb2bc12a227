from enum import StrEnum


class EcarteRulesVariant(StrEnum):
    CLASSIC = "classic"
    CLUB_CODE = "club-code"
    FRENCH = "french"
    ITALIAN = "italian"

    def __str__(self) -> str:
        return str(self.value)
