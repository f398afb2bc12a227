from enum import StrEnum


class EuchreRulesMakingTrumpRule(StrEnum):
    ALL = "all"
    DEALER = "dealer"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
