from enum import StrEnum


class EuchreRulesVariant(StrEnum):
    BRITISH = "british"
    CLASSIC_1844 = "classic-1844"
    NORTH_AMERICAN = "north-american"
    THREE_HANDED = "three-handed"

    def __str__(self) -> str:
        return str(self.value)
