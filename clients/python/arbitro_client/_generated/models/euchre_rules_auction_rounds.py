from enum import StrEnum


class EuchreRulesAuctionRounds(StrEnum):
    ONE = "one"
    UNTIL_PASSED = "until_passed"

    def __str__(self) -> str:
        return str(self.value)
