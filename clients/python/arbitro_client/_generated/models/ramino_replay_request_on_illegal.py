from enum import StrEnum


class RaminoReplayRequestOnIllegal(StrEnum):
    REJECT = "reject"
    REPORT = "report"

    def __str__(self) -> str:
        return str(self.value)
