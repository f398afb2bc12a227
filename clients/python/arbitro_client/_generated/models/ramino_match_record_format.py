from enum import StrEnum


class RaminoMatchRecordFormat(StrEnum):
    ARBITRO_MATCH1 = "arbitro-match/1"

    def __str__(self) -> str:
        return str(self.value)
