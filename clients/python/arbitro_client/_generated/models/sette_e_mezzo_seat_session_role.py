from enum import StrEnum


class SetteEMezzoSeatSessionRole(StrEnum):
    PUBLIC = "public"
    SEAT = "seat"

    def __str__(self) -> str:
        return str(self.value)
