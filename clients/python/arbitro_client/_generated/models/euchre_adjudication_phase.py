from enum import StrEnum


class EuchreAdjudicationPhase(StrEnum):
    BIDDING_ROUND_1 = "bidding_round_1"
    BIDDING_ROUND_2 = "bidding_round_2"
    BLIND_LONER = "blind_loner"
    DEFEND_ALONE = "defend_alone"
    DISCARD = "discard"
    MARCH = "march"
    OVER = "over"
    PLAY = "play"
    SHOW_HAND = "show_hand"

    def __str__(self) -> str:
        return str(self.value)
