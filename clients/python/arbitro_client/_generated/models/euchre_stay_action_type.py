from enum import StrEnum


class EuchreStayActionType(StrEnum):
    STAY = "stay"

    def __str__(self) -> str:
        return str(self.value)
