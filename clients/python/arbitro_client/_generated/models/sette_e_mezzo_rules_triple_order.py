from enum import StrEnum


class SetteEMezzoRulesTripleOrder(StrEnum):
    ANY = "any"
    SEVEN_FIRST = "seven_first"

    def __str__(self) -> str:
        return str(self.value)
