from enum import StrEnum


class EuchreRulesLonerLead(StrEnum):
    ELDEST = "eldest"
    LEFT_OF_LONER = "left_of_loner"

    def __str__(self) -> str:
        return str(self.value)
