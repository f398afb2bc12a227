from enum import StrEnum


class EuchreRulesDefendAlone(StrEnum):
    ANY = "any"
    OFF = "off"
    VS_LONER = "vs_loner"

    def __str__(self) -> str:
        return str(self.value)
