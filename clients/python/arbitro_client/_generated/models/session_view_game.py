from enum import StrEnum


class SessionViewGame(StrEnum):
    ECARTE = "ecarte"
    EUCHRE = "euchre"
    RAMINO = "ramino"
    SETTE_E_MEZZO = "sette-e-mezzo"

    def __str__(self) -> str:
        return str(self.value)
