from enum import StrEnum


class EcarteRefuseActionType(StrEnum):
    REFUSE = "refuse"

    def __str__(self) -> str:
        return str(self.value)
