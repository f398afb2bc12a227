from enum import StrEnum


class SetteEMezzoVerdictGame(StrEnum):
    SETTE_E_MEZZO = "sette-e-mezzo"

    def __str__(self) -> str:
        return str(self.value)
