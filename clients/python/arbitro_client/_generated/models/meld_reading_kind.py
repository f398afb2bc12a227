from enum import StrEnum


class MeldReadingKind(StrEnum):
    RUN = "run"

    def __str__(self) -> str:
        return str(self.value)
