from enum import StrEnum


class EuchreReplayRequestOnIllegal(StrEnum):
    REJECT = "reject"
    REPORT = "report"

    def __str__(self) -> str:
        return str(self.value)
