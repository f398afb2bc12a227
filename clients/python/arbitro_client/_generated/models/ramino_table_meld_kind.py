from enum import StrEnum


class RaminoTableMeldKind(StrEnum):
    GROUP = "group"
    RUN = "run"

    def __str__(self) -> str:
        return str(self.value)
