from enum import StrEnum


class EcarteVerdictGame(StrEnum):
    ECARTE = "ecarte"

    def __str__(self) -> str:
        return str(self.value)
