from enum import StrEnum


class EuchreDefendAloneActionType(StrEnum):
    DEFEND_ALONE = "defend_alone"

    def __str__(self) -> str:
        return str(self.value)
