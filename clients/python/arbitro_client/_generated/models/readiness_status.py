from enum import StrEnum


class ReadinessStatus(StrEnum):
    DEGRADED = "degraded"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
