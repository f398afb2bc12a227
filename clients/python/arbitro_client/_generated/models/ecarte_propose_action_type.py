from enum import StrEnum


class EcarteProposeActionType(StrEnum):
    PROPOSE = "propose"

    def __str__(self) -> str:
        return str(self.value)
