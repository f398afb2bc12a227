from enum import StrEnum


class EuchreNameTrumpActionType(StrEnum):
    NAME_TRUMP = "name_trump"

    def __str__(self) -> str:
        return str(self.value)
