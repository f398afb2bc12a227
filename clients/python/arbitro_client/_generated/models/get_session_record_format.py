from enum import StrEnum


class GetSessionRecordFormat(StrEnum):
    EGN = "egn"
    MATCH = "match"

    def __str__(self) -> str:
        return str(self.value)
