from enum import StrEnum


class SetteEMezzoHitActionType(StrEnum):
    HIT = "hit"

    def __str__(self) -> str:
        return str(self.value)
