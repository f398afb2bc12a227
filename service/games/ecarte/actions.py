"""Ecarté's actions in canonical form declared once: one TypedDict per action type, its ``type``
annotated with the type's meaning and aliases and each field with its kind and meaning; :data:`VOCABULARY`,
which parses a client's actions, is read from them, and the moves are typed with them."""

from typing import Annotated, Literal, NotRequired

from typing_extensions import TypedDict

from ...engine.actions import FieldMeaning, Meaning, Vocabulary


class Propose(TypedDict):
    seat: int
    type: Annotated[
        Literal["propose"],
        Meaning(
            "The elder asks for an exchange of cards (4.1); only while the stock holds cards.",
            aliases=("propongo", "propone", "je propose", "proposer", "proposition"),
        ),
    ]


class Accept(TypedDict):
    seat: int
    type: Annotated[
        Literal["accept"],
        Meaning(
            "The dealer grants the proposed exchange (4.2).",
            aliases=("accetto", "accetta", "quante", "quante?", "j'accepte", "accepte", "accepter"),
        ),
    ]


class Refuse(TypedDict):
    seat: int
    type: Annotated[
        Literal["refuse"],
        Meaning(
            (
                "The dealer refuses the proposed exchange (4.2); the elder then leads and the dealer is "
                "flagged (4.6). The Italian dealer refuses by answering 'gioca' (play)."
            ),
            aliases=("rifiuto", "rifiuta", "gioca", "je refuse", "refus", "refuser"),
        ),
    ]


class Exchange(TypedDict):
    """``draw`` left out: the stock's top cards, or unknown cards to an unknown hand (4.3)."""

    seat: int
    type: Annotated[
        Literal["exchange"],
        Meaning(
            (
                "Discard cards face down and draw as many from the stock (4.3); 'draw' names the cards drawn "
                "and may be left out when the stock is known (the cards are then its top ones) or the hand is "
                "unknown."
            ),
            aliases=("scarto", "scarta", "scambio", "cambio", "échange", "echange", "écart", "ecart", "j'écarte"),
        ),
    ]
    discard: Annotated[
        list[str],
        FieldMeaning("cards", "The cards discarded, face down (the dealer may discard none).", face_down=True),
    ]
    draw: NotRequired[Annotated[list[str], FieldMeaning("cards", "The cards drawn from the stock.", face_down=True)]]


class DeclareKing(TypedDict):
    seat: int
    type: Annotated[
        Literal["declare_king"],
        Meaning(
            (
                "Announce the king of trumps for 1 point, at any moment from holding it until one's first "
                "card, in any phase (5.2); not a turn: it changes nobody's turn and may come while the other "
                "seat is to act."
            ),
            aliases=("ho il re", "re", "dichiaro_re", "dichiaro il re", "le roi", "j'ai le roi", "roi", "point du roi"),
        ),
    ]


class Play(TypedDict):
    seat: int
    type: Annotated[
        Literal["play"],
        Meaning(
            "Play a card to the trick; the elder who plays instead of proposing leads at once (4.1).",
            aliases=("gioco", "je joue", "joue", "jouer", "joué"),
        ),
    ]
    card: Annotated[str, FieldMeaning("card", "The card played.")]


EcarteAction = Propose | Accept | Refuse | Exchange | DeclareKing | Play

VOCABULARY = Vocabulary.of(EcarteAction, ("S", "H", "D", "C", "B"))
"""The vocabulary parsing a client's actions into these canonical forms, read from their declarations."""
