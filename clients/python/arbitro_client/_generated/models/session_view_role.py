from enum import StrEnum


class SessionViewRole(StrEnum):
    PUBLIC = "public"
    REFEREE = "referee"
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
