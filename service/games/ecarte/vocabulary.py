"""Ecarté's actions (docs/API.md §4), with the words the Italian and French seeds use for them."""

from __future__ import annotations

from ...engine import ActionField, ActionType, Vocabulary

ACTION_TYPES = (
    ActionType(
        "propose",
        "The elder asks for an exchange of cards (4.1); only while the stock holds cards.",
        aliases=("propongo", "propone", "je propose", "proposer", "proposition"),
    ),
    ActionType(
        "accept",
        "The dealer grants the proposed exchange (4.2).",
        aliases=("accetto", "accetta", "quante", "quante?", "j'accepte", "accepte", "accepter"),
    ),
    ActionType(
        "refuse",
        "The dealer refuses the proposed exchange (4.2); the elder then leads and the dealer is flagged (4.6). "
        "The Italian dealer refuses by answering 'gioca' (play).",
        aliases=("rifiuto", "rifiuta", "gioca", "je refuse", "refus", "refuser"),
    ),
    ActionType(
        "exchange",
        "Discard cards face down and draw as many from the stock (4.3); 'draw' names the cards drawn and may be "
        "left out when the stock is known (the cards are then its top ones) or the hand is unknown.",
        (
            ActionField(
                "discard", "cards", "The cards discarded, face down (the dealer may discard none).", face_down=True
            ),
            ActionField("draw", "cards", "The cards drawn from the stock.", required=False, face_down=True),
        ),
        aliases=("scarto", "scarta", "scambio", "cambio", "échange", "echange", "écart", "ecart", "j'écarte"),
    ),
    ActionType(
        "declare_king",
        "Announce the king of trumps for 1 point, at any moment from holding it until one's first card, in any "
        "phase (5.2); not a turn: it changes nobody's turn and may come while the other seat is to act.",
        aliases=("ho il re", "re", "dichiaro_re", "dichiaro il re", "le roi", "j'ai le roi", "roi", "point du roi"),
    ),
    ActionType(
        "play",
        "Play a card to the trick; the elder who plays instead of proposing leads at once (4.1).",
        (ActionField("card", "card", "The card played."),),
        aliases=("gioco", "je joue", "joue", "jouer", "joué"),
    ),
)

VOCABULARY = Vocabulary(ACTION_TYPES, ("S", "H", "D", "C", "B"))
