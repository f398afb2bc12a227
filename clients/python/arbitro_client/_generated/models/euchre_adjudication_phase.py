from enum import StrEnum


class EuchreAdjudicationPhase(StrEnum):
    AUCTION = "auction"
    BIDDING_ROUND_1 = "bidding_round_1"
    BIDDING_ROUND_2 = "bidding_round_2"
    BLIND_LONER = "blind_loner"
    DEFEND_ALONE = "defend_alone"
    DISCARD = "discard"
    MARCH = "march"
    NAME_TRUMP = "name_trump"
    OVER = "over"
    PLAY = "play"
    SHOW_HAND = "show_hand"
    STAY_OR_DROP = "stay_or_drop"

    def __str__(self) -> str:
        return str(self.value)
