from enum import StrEnum


class EgnDocumentFileType(StrEnum):
    EUCHRE_GAME_NOTATION = "Euchre Game Notation"

    def __str__(self) -> str:
        return str(self.value)
