from enum import StrEnum


class SetteEMezzoReplayRequestOnIllegal(StrEnum):
    REJECT = "reject"
    REPORT = "report"

    def __str__(self) -> str:
        return str(self.value)
