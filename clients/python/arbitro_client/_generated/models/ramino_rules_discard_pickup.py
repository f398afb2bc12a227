from enum import StrEnum


class RaminoRulesDiscardPickup(StrEnum):
    AFTER_OPENING = "after_opening"
    FREE = "free"
    MUST_USE = "must_use"

    def __str__(self) -> str:
        return str(self.value)
