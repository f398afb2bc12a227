from enum import StrEnum


class SetteEMezzoRulesSpecialTiePays(StrEnum):
    BANKER_MULTIPLIER = "banker_multiplier"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
