from enum import StrEnum


class SetteEMezzoRulesBankPasses(StrEnum):
    EVERY_HAND = "every_hand"
    ON_NATURAL = "on_natural"
    ON_WINNING_SEVEN_AND_HALF = "on_winning_seven_and_half"

    def __str__(self) -> str:
        return str(self.value)
