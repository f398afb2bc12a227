from enum import StrEnum


class EuchreVerdictGame(StrEnum):
    EUCHRE = "euchre"

    def __str__(self) -> str:
        return str(self.value)
