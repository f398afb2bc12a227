from enum import StrEnum


class SetteEMezzoRulesVariant(StrEnum):
    CLASSIC = "classic"
    PAGAT = "pagat"

    def __str__(self) -> str:
        return str(self.value)
