from enum import StrEnum


class SetteEMezzoRulesDeckPolicy(StrEnum):
    CONTINUOUS = "continuous"
    FRESH = "fresh"

    def __str__(self) -> str:
        return str(self.value)
