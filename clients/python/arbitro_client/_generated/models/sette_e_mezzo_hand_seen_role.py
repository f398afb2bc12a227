from enum import StrEnum


class SetteEMezzoHandSeenRole(StrEnum):
    BANKER = "banker"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
