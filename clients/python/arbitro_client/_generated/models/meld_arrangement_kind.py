from enum import StrEnum


class MeldArrangementKind(StrEnum):
    GROUP = "group"
    RUN = "run"

    def __str__(self) -> str:
        return str(self.value)
