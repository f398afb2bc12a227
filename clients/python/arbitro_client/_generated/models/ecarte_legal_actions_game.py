from enum import StrEnum


class EcarteLegalActionsGame(StrEnum):
    ECARTE = "ecarte"

    def __str__(self) -> str:
        return str(self.value)
