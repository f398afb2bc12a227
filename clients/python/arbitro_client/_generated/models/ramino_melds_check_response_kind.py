from enum import StrEnum


class RaminoMeldsCheckResponseKind(StrEnum):
    GROUP = "group"
    RUN = "run"

    def __str__(self) -> str:
        return str(self.value)
