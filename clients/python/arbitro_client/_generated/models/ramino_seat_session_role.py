from enum import StrEnum


class RaminoSeatSessionRole(StrEnum):
    PUBLIC = "public"
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
