// The console's own words in English, Italian and French: every label, heading, button, title and
// status line the page writes (the API's sentences come from the API, in the language asked for).
// WORDS holds the page's phrases, FIELDS the words for the names of the API's fields shown as
// labels; the names themselves (and rule codes, action types, card codes) never change.  Both are
// JSON, one entry per key with its three languages (tests/console/test_words.py reads them).

/** The languages, each named in itself: the language menu of every page lists them in this order. */
export const LANGUAGE_NAMES = { "en": "English", "it": "Italiano", "fr": "Français" };
export const LANGUAGES = Object.keys(LANGUAGE_NAMES);

export const WORDS = {
  "page_title": { "en": "Arbitro · referee console", "it": "Arbitro · console dell'arbitro", "fr": "Arbitro · console de l'arbitre" },
  "console": { "en": "referee console", "it": "console dell'arbitro", "fr": "console de l'arbitre" },
  "language": { "en": "Language", "it": "Lingua", "fr": "Langue" },
  "game": { "en": "Game", "it": "Gioco", "fr": "Jeu" },
  "variant": { "en": "Variant", "it": "Variante", "fr": "Variante" },
  "options": { "en": "Options", "it": "Opzioni", "fr": "Options" },
  "options_hint": { "en": "(empty: the variant's value)", "it": "(vuoto: il valore della variante)", "fr": "(vide : la valeur de la variante)" },
  "body_label": { "en": "Request body of", "it": "Corpo della richiesta a", "fr": "Corps de la requête" },
  "check": { "en": "Judge", "it": "Giudica", "fr": "Juger" },
  "dispute": { "en": "Enter the dispute", "it": "Inserisci la contestazione", "fr": "Saisir le litige" },
  "seats_count": { "en": "Seats: {n}", "it": "Posti: {n}", "fr": "Places : {n}" },
  "fewer_seats": { "en": "One seat fewer", "it": "Un posto in meno", "fr": "Une place de moins" },
  "more_seats": { "en": "One seat more", "it": "Un posto in più", "fr": "Une place de plus" },
  "deal_editor": { "en": "The deal: tap where a card goes, then the card", "it": "La smazzata: tocca dove va la carta, poi la carta", "fr": "La donne : touchez où va la carte, puis la carte" },
  "dealer_is": { "en": "Dealer", "it": "Mazziere", "fr": "Donneur" },
  "hand_of": { "en": "Hand of seat {seat}", "it": "Mano del posto {seat}", "fr": "Main de la place {seat}" },
  "hand_unknown": { "en": "unknown", "it": "sconosciuta", "fr": "inconnue" },
  "make_unknown_of": { "en": "Make {what} unknown again", "it": "Rendi di nuovo sconosciuto: {what}", "fr": "Rendre inconnu : {what}" },
  "deck_for": { "en": "Cards for: {what}", "it": "Carte per: {what}", "fr": "Cartes pour : {what}" },
  "card_in": { "en": "{card}, in {what}", "it": "{card}, in {what}", "fr": "{card}, dans {what}" },
  "to_act_now": { "en": "Seat {seat} to act: tap what was done", "it": "Tocca al posto {seat}: tocca che cosa ha fatto", "fr": "À la place {seat} : touchez ce qu'elle a fait" },
  "replacing": { "en": "Replacing action {n}", "it": "Sostituisci la giocata {n}", "fr": "Remplacer le coup {n}" },
  "listed": { "en": "Legal actions", "it": "Mosse legali", "fr": "Coups légaux" },
  "hand_cards": { "en": "Any card of seat {seat}'s hand (an illegal one is marked)", "it": "Qualsiasi carta della mano del posto {seat} (quella illegale è segnata)", "fr": "N'importe quelle carte de la main de la place {seat} (une illégale est marquée)" },
  "illegal_card": { "en": "{card}: not among the legal actions", "it": "{card}: non tra le mosse legali", "fr": "{card} : pas parmi les coups légaux" },
  "other_action": { "en": "Another action, or another seat", "it": "Un'altra giocata, o un altro posto", "fr": "Un autre coup, ou une autre place" },
  "who_acts": { "en": "Who acted", "it": "Chi ha giocato", "fr": "Qui a joué" },
  "what_done": { "en": "What was done", "it": "Che cosa ha fatto", "fr": "Ce qui a été fait" },
  "compose": { "en": "Complete the action", "it": "Completa la giocata", "fr": "Compléter le coup" },
  "add_action": { "en": "Add: {action}", "it": "Aggiungi: {action}", "fr": "Ajouter : {action}" },
  "cancel": { "en": "Cancel", "it": "Annulla", "fr": "Annuler" },
  "without": { "en": "Without {field}", "it": "Senza {field}", "fr": "Sans {field}" },
  "less": { "en": "Less", "it": "Meno", "fr": "Moins" },
  "more": { "en": "More", "it": "Più", "fr": "Plus" },
  "next_meld": { "en": "Next meld", "it": "Combinazione successiva", "fr": "Combinaison suivante" },
  "meld_n": { "en": "meld {n}", "it": "combinazione {n}", "fr": "combinaison {n}" },
  "tap_cards": { "en": "Tap the cards", "it": "Tocca le carte", "fr": "Touchez les cartes" },
  "undo": { "en": "Undo", "it": "Annulla l'ultima", "fr": "Annuler le dernier" },
  "delete_step": { "en": "Remove action {n}", "it": "Togli la giocata {n}", "fr": "Retirer le coup {n}" },
  "append_here": { "en": "Add at the end", "it": "Aggiungi in fondo", "fr": "Ajouter à la fin" },
  "advanced": { "en": "Advanced: the request as JSON", "it": "Avanzate: la richiesta in JSON", "fr": "Avancé : la requête en JSON" },
  "live": { "en": "Follow a live session", "it": "Segui una partita in corso", "fr": "Suivre une partie en cours" },
  "session": { "en": "Session id", "it": "Id della partita", "fr": "Identifiant de la partie" },
  "token": { "en": "Referee token", "it": "Token dell'arbitro", "fr": "Jeton de l'arbitre" },
  "follow": { "en": "Follow", "it": "Segui", "fr": "Suivre" },
  "stop": { "en": "Stop", "it": "Smetti", "fr": "Arrêter" },
  "share": { "en": "Share link", "it": "Link da condividere", "fr": "Lien à partager" },
  "share_placeholder": { "en": "check a history to get its link", "it": "verifica le giocate per averne il link", "fr": "vérifiez des coups pour en avoir le lien" },
  "copy": { "en": "Copy", "it": "Copia", "fr": "Copier" },
  "verdict": { "en": "Verdict", "it": "Verdetto", "fr": "Verdict" },
  "no_history": { "en": "No history checked yet.", "it": "Nessuna partita ancora verificata.", "fr": "Aucune partie vérifiée pour l'instant." },
  "replay": { "en": "Step through the history", "it": "Ripercorri le giocate", "fr": "Rejouer les coups un à un" },
  "steps": { "en": "Steps", "it": "Passi", "fr": "Étapes" },
  "first": { "en": "« First", "it": "« Inizio", "fr": "« Début" },
  "first_title": { "en": "First step (Home)", "it": "Primo passo (Home)", "fr": "Première étape (Début)" },
  "prev": { "en": "‹ Previous", "it": "‹ Indietro", "fr": "‹ Précédent" },
  "prev_title": { "en": "Previous step (←)", "it": "Passo precedente (←)", "fr": "Étape précédente (←)" },
  "next": { "en": "Next ›", "it": "Avanti ›", "fr": "Suivant ›" },
  "next_title": { "en": "Next step (→)", "it": "Passo successivo (→)", "fr": "Étape suivante (→)" },
  "last": { "en": "Last »", "it": "Fine »", "fr": "Fin »" },
  "last_title": { "en": "Last step (End)", "it": "Ultimo passo (Fine)", "fr": "Dernière étape (Fin)" },
  "history": { "en": "History", "it": "Giocate", "fr": "Coups joués" },
  "table_region": { "en": "The table at this step", "it": "Il tavolo a questo passo", "fr": "La table à cette étape" },
  "not_json": { "en": "The body is not JSON", "it": "Il corpo non è JSON", "fr": "Le corps n'est pas du JSON" },
  "refused": { "en": "No verdict yet: the API refused the request (see below).", "it": "Ancora nessun verdetto: l'API ha rifiutato la richiesta (vedi sotto).", "fr": "Pas encore de verdict : l'API a refusé la requête (voir ci-dessous)." },
  "unreadable_link": { "en": "The shared link's body cannot be read", "it": "Il corpo del link condiviso è illeggibile", "fr": "Le corps du lien partagé est illisible" },
  "step_of": { "en": "step {step} of {count}", "it": "passo {step} di {count}", "fr": "étape {step} sur {count}" },
  "not_following": { "en": "Not following.", "it": "Nessuna partita seguita.", "fr": "Aucune partie suivie." },
  "following": { "en": "Following: version {version}, deal {deal}, {count} actions.", "it": "Seguo: versione {version}, smazzata {deal}, {count} giocate.", "fr": "Suivi : version {version}, donne {deal}, {count} coups." },
  "following_over": { "en": "Following: version {version}, deal {deal}, {count} actions, match over.", "it": "Seguo: versione {version}, smazzata {deal}, {count} giocate, partita finita.", "fr": "Suivi : version {version}, donne {deal}, {count} coups, partie finie." },
  "following_pool": { "en": "Following: version {version}, deal {deal}, {count} actions; pool {pool}.", "it": "Seguo: versione {version}, smazzata {deal}, {count} giocate; piatto {pool}.", "fr": "Suivi : version {version}, donne {deal}, {count} coups ; cagnotte {pool}." },
  "following_over_pool": { "en": "Following: version {version}, deal {deal}, {count} actions, match over; pool {pool}, taken by seat {seat}.", "it": "Seguo: versione {version}, smazzata {deal}, {count} giocate, partita finita; piatto {pool}, preso dal posto {seat}.", "fr": "Suivi : version {version}, donne {deal}, {count} coups, partie finie ; cagnotte {pool}, prise par la place {seat}." },
  "stopped": { "en": "Stopped: {status} {title} {detail}", "it": "Interrotto: {status} {title} {detail}", "fr": "Arrêté : {status} {title} {detail}" },
  "connection_lost": { "en": "Connection lost ({error}); trying again.", "it": "Connessione persa ({error}); riprovo.", "fr": "Connexion perdue ({error}) ; nouvel essai." },
  "share_compressed": { "en": "As plain text the link would be {length} characters long, more than the server reads ({limit}): it carries the history compressed.", "it": "In chiaro il link sarebbe lungo {length} caratteri, più di quanti il server ne legga ({limit}): porta le giocate compresse.", "fr": "En clair, le lien ferait {length} caractères, plus que ce que lit le serveur ({limit}) : il porte les coups compressés." },
  "share_too_long": { "en": "Too long for a link even compressed ({length} characters; the server reads {limit}): share the request body instead.", "it": "Troppo lungo per un link anche compresso ({length} caratteri; il server ne legge {limit}): condividi invece il corpo della richiesta.", "fr": "Trop long pour un lien même compressé ({length} caractères ; le serveur en lit {limit}) : partagez plutôt le corps de la requête." },
  "deal_before": { "en": "The deal, before any action", "it": "La smazzata, prima di ogni giocata", "fr": "La donne, avant tout coup" },
  "after_action": { "en": "After action {n}", "it": "Dopo la giocata {n}", "fr": "Après le coup {n}" },
  "deal_result": { "en": "Deal result", "it": "Esito della smazzata", "fr": "Résultat de la donne" },
  "scores": { "en": "Scores", "it": "Punteggi", "fr": "Scores" },
  "scores_title": { "en": "per seat, or per team in four-handed Euchre", "it": "per posto, o per coppia nell'Euchre a quattro", "fr": "par place, ou par équipe à l'Euchre à quatre" },
  "score": { "en": "score", "it": "punti", "fr": "points" },
  "hands": { "en": "Hands", "it": "Mani", "fr": "Mains" },
  "hands_dealt": { "en": "Hands as dealt (played cards faded)", "it": "Mani come distribuite (carte giocate sbiadite)", "fr": "Mains telles que distribuées (cartes jouées estompées)" },
  "seat": { "en": "seat {seat}", "it": "posto {seat}", "fr": "place {seat}" },
  "unknown": { "en": "unknown", "it": "sconosciuta", "fr": "inconnue" },
  "cards_held": { "en": "{n} cards", "it": "{n} carte", "fr": "{n} cartes" },
  "holds": { "en": "holds", "it": "ha in mano", "fr": "a en main" },
  "lacks_suit": { "en": "void in", "it": "senza", "fr": "sans" },
  "lacks_above": { "en": "nothing above", "it": "niente sopra", "fr": "rien au-dessus de" },
  "tricks": { "en": "Tricks", "it": "Prese", "fr": "Levées" },
  "leader": { "en": "leader", "it": "primo di mano", "fr": "entame" },
  "plays": { "en": "plays", "it": "carte giocate", "fr": "cartes jouées" },
  "winner": { "en": "winner", "it": "prende", "fr": "gagnant" },
  "melds": { "en": "Melds on the table", "it": "Combinazioni in tavola", "fr": "Combinaisons sur la table" },
  "none_yet": { "en": "none yet", "it": "ancora nessuna", "fr": "aucune pour l'instant" },
  "meld_points": { "en": "{value} pts", "it": "{value} punti", "fr": "{value} pts" },
  "deal_over": { "en": "none: the deal is over", "it": "nessuna: la smazzata è finita", "fr": "aucun : la donne est finie" },
  "the_deal": { "en": "the deal", "it": "la smazzata", "fr": "la donne" },
  "valid": { "en": "Valid: no rule broken.", "it": "Valida: nessuna regola violata.", "fr": "Valide : aucune règle enfreinte." },
  "one_violation": { "en": "1 violation found.", "it": "1 infrazione trovata.", "fr": "1 infraction relevée." },
  "violations": { "en": "{count} violations found.", "it": "{count} infrazioni trovate.", "fr": "{count} infractions relevées." },
  "action": { "en": "Action {n}", "it": "Giocata {n}", "fr": "Coup {n}" },
  "penalty": { "en": "Penalty: ", "it": "Penalità: ", "fr": "Pénalité : " },
  "error": { "en": "Error", "it": "Errore", "fr": "Erreur" },
  "none": { "en": "none", "it": "nessuno", "fr": "aucun" },
  "card_name": { "en": "{rank} of {suit}", "it": "{rank} di {suit}", "fr": "{rank} de {suit}" },
  "joker": { "en": "joker", "it": "jolly", "fr": "joker" },
  "rank_J": { "en": "jack", "it": "fante", "fr": "valet" },
  "rank_Q": { "en": "queen", "it": "donna", "fr": "dame" },
  "rank_K": { "en": "king", "it": "re", "fr": "roi" },
  "rank_A": { "en": "ace", "it": "asso", "fr": "as" },
  "rank_C": { "en": "knight", "it": "cavallo", "fr": "cavalier" },
  "suit_S": { "en": "spades", "it": "picche", "fr": "pique" },
  "suit_H": { "en": "hearts", "it": "cuori", "fr": "cœur" },
  "suit_D": { "en": "diamonds", "it": "quadri", "fr": "carreau" },
  "suit_C": { "en": "clubs", "it": "fiori", "fr": "trèfle" },
  "suit_denari": { "en": "denari", "it": "denari", "fr": "deniers" },
  "suit_coppe": { "en": "coppe", "it": "coppe", "fr": "coupes" },
  "suit_spade": { "en": "spade", "it": "spade", "fr": "épées" },
  "suit_bastoni": { "en": "bastoni", "it": "bastoni", "fr": "bâtons" }
};

export const FIELDS = {
  "alone": { "en": "alone", "it": "da solo", "fr": "seul" },
  "amount": { "en": "amount", "it": "importo", "fr": "montant" },
  "applied": { "en": "applied", "it": "applicata", "fr": "appliquée" },
  "banker": { "en": "banker", "it": "banco", "fr": "banquier" },
  "blind_call": { "en": "blind call", "it": "chiamata al buio", "fr": "annonce à l'aveugle" },
  "bust": { "en": "bust", "it": "sballato", "fr": "brûlé" },
  "card": { "en": "card", "it": "carta", "fr": "carte" },
  "cards": { "en": "cards", "it": "carte", "fr": "cartes" },
  "cards_left": { "en": "cards left", "it": "carte rimaste", "fr": "cartes restantes" },
  "contract": { "en": "highest bid", "it": "offerta più alta", "fr": "plus forte enchère" },
  "dealer": { "en": "dealer", "it": "mazziere", "fr": "donneur" },
  "discard": { "en": "discard", "it": "scarto", "fr": "écart" },
  "discard_count": { "en": "discarded", "it": "carte scartate", "fr": "cartes écartées" },
  "discard_top": { "en": "top of the discards", "it": "in cima agli scarti", "fr": "dessus de la défausse" },
  "discards": { "en": "discards", "it": "scarti", "fr": "défausse" },
  "elder": { "en": "elder hand", "it": "primo di mano", "fr": "premier en main" },
  "eliminated": { "en": "eliminated", "it": "eliminati", "fr": "éliminés" },
  "exchange_rounds": { "en": "exchange rounds", "it": "giri di scarto", "fr": "tours d'écart" },
  "face_down": { "en": "face down", "it": "coperta", "fr": "cachée" },
  "face_up": { "en": "face up", "it": "scoperta", "fr": "visible" },
  "end": { "en": "end", "it": "estremità", "fr": "bout" },
  "flagged": { "en": "flagged", "it": "segnalate", "fr": "signalées" },
  "game_over": { "en": "game over", "it": "partita finita", "fr": "partie finie" },
  "hand_counts": { "en": "cards in hand", "it": "carte in mano", "fr": "cartes en main" },
  "inactive": { "en": "out of play", "it": "fuori gioco", "fr": "hors jeu" },
  "jokers_to_lay": { "en": "jokers to lay", "it": "jolly da calare", "fr": "jokers à poser" },
  "king_declared_by": { "en": "king declared by", "it": "re dichiarato da", "fr": "roi annoncé par" },
  "king_points": { "en": "king points", "it": "punti del re", "fr": "points du roi" },
  "kitty": { "en": "kitty", "it": "monte", "fr": "talon" },
  "lay_offs": { "en": "lay-offs", "it": "attacchi", "fr": "ajouts" },
  "maker": { "en": "maker", "it": "chi ha fatto briscola", "fr": "preneur" },
  "makers": { "en": "makers", "it": "chi ha fatto briscola", "fr": "preneurs" },
  "matta_value": { "en": "matta's value", "it": "valore della matta", "fr": "valeur de la matta" },
  "max": { "en": "at most", "it": "al massimo", "fr": "au plus" },
  "meld": { "en": "meld", "it": "combinazione", "fr": "combinaison" },
  "melds": { "en": "melds", "it": "combinazioni", "fr": "combinaisons" },
  "min": { "en": "at least", "it": "almeno", "fr": "au moins" },
  "next_banker": { "en": "next banker", "it": "prossimo banco", "fr": "prochain banquier" },
  "opened": { "en": "opened", "it": "hanno aperto", "fr": "ont ouvert" },
  "order_known": { "en": "order known", "it": "ordine noto", "fr": "ordre connu" },
  "outcomes": { "en": "outcomes", "it": "esiti", "fr": "issues" },
  "pending": { "en": "pending", "it": "in sospeso", "fr": "en suspens" },
  "phase": { "en": "phase", "it": "fase", "fr": "phase" },
  "points": { "en": "points", "it": "punti", "fr": "points" },
  "proven_by": { "en": "proven by", "it": "provata da", "fr": "prouvée par" },
  "reason": { "en": "reason", "it": "motivo", "fr": "motif" },
  "refusal_penalty": { "en": "refusal penalty", "it": "penalità del rifiuto", "fr": "pénalité du refus" },
  "reshuffles": { "en": "reshuffles", "it": "rimescolate", "fr": "remélanges" },
  "revoke_penalties": { "en": "revoke penalties", "it": "penalità per non aver risposto al seme", "fr": "pénalités de renonce" },
  "role": { "en": "role", "it": "ruolo", "fr": "rôle" },
  "seat": { "en": "seat", "it": "posto", "fr": "place" },
  "shown": { "en": "shown", "it": "scoperta", "fr": "montrée" },
  "source": { "en": "from", "it": "da", "fr": "depuis" },
  "special": { "en": "special", "it": "speciale", "fr": "spéciale" },
  "stage": { "en": "stage", "it": "momento del turno", "fr": "moment du tour" },
  "stake": { "en": "stake", "it": "posta", "fr": "mise" },
  "stake_multiplier": { "en": "stake multiplier", "it": "moltiplicatore della posta", "fr": "multiplicateur de mise" },
  "stakes": { "en": "stakes to the pool", "it": "poste nel piatto", "fr": "mises à la cagnotte" },
  "starter": { "en": "starts", "it": "comincia", "fr": "commence" },
  "status": { "en": "status", "it": "stato", "fr": "état" },
  "stock": { "en": "stock", "it": "tallone", "fr": "talon" },
  "stock_count": { "en": "cards in the stock", "it": "carte nel tallone", "fr": "cartes au talon" },
  "stock_remaining": { "en": "stock left", "it": "tallone rimasto", "fr": "talon restant" },
  "suit": { "en": "suit", "it": "seme", "fr": "couleur" },
  "to_act": { "en": "to act", "it": "tocca a", "fr": "à jouer" },
  "trick": { "en": "trick", "it": "presa", "fr": "levée" },
  "trick_points": { "en": "trick points", "it": "punti delle prese", "fr": "points des levées" },
  "tricks_won": { "en": "tricks won", "it": "prese fatte", "fr": "levées faites" },
  "trump": { "en": "trump", "it": "briscola", "fr": "atout" },
  "turn_up": { "en": "turn-up", "it": "carta voltata", "fr": "retourne" },
  "turned_down": { "en": "turned down", "it": "voltata rifiutata", "fr": "retourne refusée" },
  "upcard": { "en": "upcard", "it": "carta girata", "fr": "carte retournée" },
  "upcard_before_dealer": { "en": "upcard still before the dealer", "it": "carta girata ancora davanti al mazziere", "fr": "carte retournée encore devant le donneur" },
  "value": { "en": "value", "it": "valore", "fr": "valeur" },
  "winner": { "en": "winner", "it": "vincitore", "fr": "gagnant" }
};

// VALUES: the words for the values the API writes in its answers (a phase, a status, true...), each
// keyed "field.value" as the field's enumeration in openapi.yaml has it ("bool.true" for either
// boolean); ACTIONS: the words for the action types of docs/API.md §4.  A value or a type stays as
// the API writes it in the JSON; the page shows these words.
export const VALUES = {
  "bool.true": { "en": "yes", "it": "sì", "fr": "oui" },
  "bool.false": { "en": "no", "it": "no", "fr": "non" },
  "variant.classic": { "en": "classic", "it": "classica", "fr": "classique" },
  "variant.italian": { "en": "Italian", "it": "italiana", "fr": "italienne" },
  "variant.french": { "en": "French", "it": "francese", "fr": "française" },
  "variant.club-code": { "en": "club code", "it": "codice dei circoli", "fr": "code des cercles" },
  "variant.north-american": { "en": "North American", "it": "nordamericana", "fr": "nord-américaine" },
  "variant.british": { "en": "British", "it": "britannica", "fr": "britannique" },
  "variant.three-handed": { "en": "three-handed", "it": "a tre", "fr": "à trois" },
  "variant.classic-1844": { "en": "classic (1844)", "it": "classica (1844)", "fr": "classique (1844)" },
  "variant.bid-euchre": { "en": "bid euchre", "it": "euchre ad asta", "fr": "euchre aux enchères" },
  "variant.set-back": { "en": "set-back", "it": "set-back (a scalare)", "fr": "set-back (à rebours)" },
  "variant.pagat": { "en": "pagat.com", "it": "pagat.com", "fr": "pagat.com" },
  "variant.ramino-51": { "en": "51 to open", "it": "apertura a 51", "fr": "ouverture à 51" },
  "phase.auction": { "en": "auction", "it": "asta", "fr": "enchères" },
  "phase.banker": { "en": "the banker's turn", "it": "turno del banco", "fr": "tour du banquier" },
  "phase.betting": { "en": "betting", "it": "puntate", "fr": "mises" },
  "phase.bidding_round_1": { "en": "first round of bidding", "it": "primo giro di dichiarazione", "fr": "premier tour d'annonces" },
  "phase.bidding_round_2": { "en": "second round of bidding", "it": "secondo giro di dichiarazione", "fr": "second tour d'annonces" },
  "phase.blind_loner": { "en": "blind loner", "it": "da solo al buio", "fr": "seul à l'aveugle" },
  "phase.defend_alone": { "en": "defending alone", "it": "difesa da solo", "fr": "défense seul" },
  "phase.discard": { "en": "the dealer's discard", "it": "scarto del mazziere", "fr": "écart du donneur" },
  "phase.exchange": { "en": "exchange", "it": "scambio", "fr": "échange" },
  "phase.march": { "en": "march", "it": "marcia", "fr": "vole" },
  "phase.name_trump": { "en": "naming trump", "it": "scelta della briscola", "fr": "choix de l'atout" },
  "phase.over": { "en": "over", "it": "finita", "fr": "finie" },
  "phase.play": { "en": "play", "it": "gioco", "fr": "jeu" },
  "phase.playing": { "en": "the players' turns", "it": "turno dei giocatori", "fr": "tour des joueurs" },
  "phase.show_hand": { "en": "showing a hand", "it": "mano da mostrare", "fr": "main à montrer" },
  "phase.stay_or_drop": { "en": "stay or drop", "it": "restare o lasciare", "fr": "rester ou abandonner" },
  "stage.draw": { "en": "drawing", "it": "pesca", "fr": "pioche" },
  "stage.play": { "en": "laying and discarding", "it": "calare e scartare", "fr": "poser et défausser" },
  "status.bust": { "en": "bust", "it": "sballato", "fr": "brûlé" },
  "status.not_played": { "en": "not played yet", "it": "non ancora giocato", "fr": "pas encore joué" },
  "status.seven_and_half": { "en": "seven and a half", "it": "sette e mezzo", "fr": "sept et demi" },
  "status.stood": { "en": "stood", "it": "stà", "fr": "reste" },
  "status.waiting": { "en": "waiting", "it": "in attesa", "fr": "en attente" },
  "role.banker": { "en": "banker", "it": "banco", "fr": "banquier" },
  "role.player": { "en": "player", "it": "giocatore", "fr": "joueur" },
  "special.triple": { "en": "triple", "it": "tris", "fr": "triple" },
  "special.emblee": { "en": "at once (emblée)", "it": "d'emblée", "fr": "d'emblée" },
  "outcomes.banker": { "en": "banker", "it": "banco", "fr": "banquier" },
  "outcomes.bust": { "en": "bust", "it": "sballato", "fr": "brûlé" },
  "outcomes.pending": { "en": "pending", "it": "in sospeso", "fr": "en suspens" },
  "outcomes.win": { "en": "wins", "it": "vince", "fr": "gagne" },
  "outcomes.lose": { "en": "loses", "it": "perde", "fr": "perd" },
  "outcomes.tie": { "en": "tie", "it": "pari", "fr": "égalité" },
  "kind.group": { "en": "group", "it": "tris o poker", "fr": "groupe" },
  "kind.run": { "en": "run", "it": "scala", "fr": "suite" },
  "source.discard": { "en": "the discards", "it": "gli scarti", "fr": "la défausse" },
  "source.stock": { "en": "the stock", "it": "il tallone", "fr": "le talon" },
  "end.high": { "en": "high end", "it": "in alto", "fr": "en haut" },
  "end.low": { "en": "low end", "it": "in basso", "fr": "en bas" },
  "trump.high": { "en": "no trump, aces high", "it": "senza briscola, assi alti", "fr": "sans atout, as hauts" },
  "trump.low": { "en": "no trump, nines high", "it": "senza briscola, nove alti", "fr": "sans atout, neuf hauts" }
};

export const ACTIONS = {
  "accept": { "en": "accept", "it": "accetta", "fr": "accepte" },
  "bet": { "en": "bet", "it": "punta", "fr": "mise" },
  "bid": { "en": "bid", "it": "offre", "fr": "enchérit" },
  "blind_loner": { "en": "alone, blind", "it": "da solo al buio", "fr": "seul à l'aveugle" },
  "call": { "en": "call trump", "it": "chiama briscola", "fr": "nomme l'atout" },
  "close": { "en": "close in hand", "it": "chiude in mano", "fr": "ferme en main" },
  "declare": { "en": "declare", "it": "dichiara", "fr": "annonce" },
  "declare_king": { "en": "declare the king", "it": "dichiara il re", "fr": "annonce le roi" },
  "defend_alone": { "en": "defend alone", "it": "difende da solo", "fr": "défend seul" },
  "discard": { "en": "discard", "it": "scarta", "fr": "écarte" },
  "draw": { "en": "draw", "it": "pesca", "fr": "pioche" },
  "exchange": { "en": "exchange", "it": "scambia", "fr": "échange" },
  "hit": { "en": "take a card", "it": "chiede carta", "fr": "demande une carte" },
  "lay_off": { "en": "lay off", "it": "attacca", "fr": "ajoute" },
  "march": { "en": "march", "it": "marcia", "fr": "vole" },
  "meld": { "en": "meld", "it": "cala", "fr": "pose" },
  "name_trump": { "en": "name trump", "it": "nomina la briscola", "fr": "nomme l'atout" },
  "open": { "en": "open", "it": "apre", "fr": "ouvre" },
  "order_up": { "en": "order up", "it": "ordina", "fr": "commande" },
  "pass": { "en": "pass", "it": "passa", "fr": "passe" },
  "play": { "en": "play", "it": "gioca", "fr": "joue" },
  "propose": { "en": "propose", "it": "propone", "fr": "propose" },
  "redeal": { "en": "redeal", "it": "ridistribuisce", "fr": "redonne" },
  "refuse": { "en": "refuse", "it": "rifiuta", "fr": "refuse" },
  "stand": { "en": "stand", "it": "sta", "fr": "reste" },
  "stay": { "en": "stay", "it": "resta", "fr": "reste en jeu" },
  "swap_joker": { "en": "swap a joker", "it": "scambia il jolly", "fr": "échange un joker" }
};

// OPTIONS: the label of each rule option of every game (GET /v1/games), by its name; CHOICES: the name of
// each text choice of an option, keyed "option.choice" (a card code among the choices is named as the card
// is, a number is shown as it is).  The API's names stay in the rules sent; the options panel shows these.
export const OPTIONS = {
  "deck": { "en": "deck", "it": "mazzo", "fr": "jeu de cartes" },
  "deal_packets": { "en": "deal in packets", "it": "distribuzione a pacchetti", "fr": "distribution par paquets" },
  "dealer_min_discard": { "en": "dealer's least discard", "it": "scarto minimo del mazziere", "fr": "écart minimal du donneur" },
  "max_exchange_rounds": { "en": "most exchange rounds", "it": "giri di scarto al massimo", "fr": "tours d'écart au plus" },
  "penalty_scope": { "en": "refusals that flag", "it": "rifiuti penalizzati", "fr": "refus pénalisés" },
  "king_led_late_declaration": { "en": "king led, declared late", "it": "re giocato, dichiarato dopo", "fr": "roi joué, annoncé ensuite" },
  "false_king": { "en": "false king declared", "it": "re dichiarato senza averlo", "fr": "faux roi annoncé" },
  "refusal_bonus": { "en": "refusal bonus", "it": "punto di rifiuto", "fr": "point de refus" },
  "target_score": { "en": "points to win", "it": "punti per vincere", "fr": "points pour gagner" },
  "stake_multiplier": { "en": "stake multiplier", "it": "moltiplicatore della posta", "fr": "multiplicateur de mise" },
  "players": { "en": "players", "it": "giocatori", "fr": "joueurs" },
  "benny": { "en": "benny (best bower)", "it": "benny (briscola più alta)", "fr": "benny (meilleur atout)" },
  "benny_card": { "en": "benny card", "it": "carta del benny", "fr": "carte du benny" },
  "points_to_win": { "en": "points to win", "it": "punti per vincere", "fr": "points pour gagner" },
  "stick_the_dealer": { "en": "stick the dealer", "it": "mazziere obbligato", "fr": "donneur obligé" },
  "assist_makes_dealer_maker": { "en": "partner's assist makes the dealer maker", "it": "l'assist del compagno fa il mazziere chi fa briscola", "fr": "l'assistance du partenaire fait le donneur preneur" },
  "canadian_loner": { "en": "Canadian loner", "it": "da solo alla canadese", "fr": "seul à la canadienne" },
  "defend_alone": { "en": "defend alone", "it": "difesa da solo", "fr": "défense seul" },
  "loner_lead": { "en": "first lead against a loner", "it": "prima carta contro chi gioca da solo", "fr": "entame contre un joueur seul" },
  "upcard_into_hand": { "en": "upcard straight into the hand", "it": "carta girata subito in mano", "fr": "carte retournée aussitôt en main" },
  "dealer_may_discard_upcard": { "en": "dealer may discard the upcard", "it": "il mazziere può scartare la carta girata", "fr": "le donneur peut écarter la carte retournée" },
  "euchred_loner_points": { "en": "points for euchring a loner", "it": "punti per battere chi gioca da solo", "fr": "points pour euchrer un joueur seul" },
  "revoke_points": { "en": "revoke penalty", "it": "penalità per la mancata risposta", "fr": "pénalité de renonce" },
  "revoke_points_loner": { "en": "revoke penalty with a loner", "it": "penalità per la mancata risposta con uno da solo", "fr": "pénalité de renonce avec un joueur seul" },
  "revoke_scoring": { "en": "revoke penalty goes", "it": "penalità per la mancata risposta", "fr": "pénalité de renonce" },
  "ace_no_face": { "en": "ace, no face", "it": "asso senza figure", "fr": "as sans figure" },
  "farmers_hand": { "en": "farmer's hand", "it": "mano del contadino", "fr": "main du fermier" },
  "making_trump_rule": { "en": "a lone jack may not make trump", "it": "fante solo non fa briscola", "fr": "valet seul ne fait pas l'atout" },
  "point_on_partner": { "en": "a point for stealing the deal", "it": "un punto per rubare la smazzata", "fr": "un point pour voler la donne" },
  "robson_rules": { "en": "Robson rules", "it": "regole di Robson", "fr": "règles de Robson" },
  "dealer_speaks_first": { "en": "dealer speaks first", "it": "il mazziere parla per primo", "fr": "le donneur parle en premier" },
  "bidding": { "en": "making trump", "it": "come si fa briscola", "fr": "façon de faire l'atout" },
  "auction_rounds": { "en": "auction rounds", "it": "giri d'asta", "fr": "tours d'enchères" },
  "no_trump": { "en": "no trump", "it": "senza briscola", "fr": "sans atout" },
  "losing_score": { "en": "losing score", "it": "punteggio che fa perdere", "fr": "score perdant" },
  "individual": { "en": "each for himself", "it": "ognuno per sé", "fr": "chacun pour soi" },
  "count_down_from": { "en": "scores count down from", "it": "punteggio a scalare da", "fr": "score à rebours depuis" },
  "no_trick_set_back": { "en": "set back for no trick", "it": "penalità senza prese", "fr": "recul sans levée" },
  "maker_set_back": { "en": "maker's set back", "it": "penalità di chi fa briscola", "fr": "recul du preneur" },
  "euchre_deducts": { "en": "a euchre takes off each defender", "it": "un euchre toglie a ogni difensore", "fr": "un euchre retire à chaque défenseur" },
  "unopposed_maker": { "en": "maker left unopposed", "it": "chi fa briscola senza avversari", "fr": "preneur sans adversaire" },
  "declare_march": { "en": "\"I declare\"", "it": "\"Dichiaro\"", "fr": "« J'annonce »" },
  "matta": { "en": "matta (wild card)", "it": "matta", "fr": "matta (carte joker)" },
  "lone_matta_value": { "en": "value of the matta alone", "it": "valore della matta da sola", "fr": "valeur de la matta seule" },
  "triple_order": { "en": "triplé's order", "it": "ordine del triplé", "fr": "ordre du triplé" },
  "natural_beats_plain": { "en": "a two-card 7½ beats a plain one", "it": "il 7½ di due carte batte quello semplice", "fr": "le 7½ de deux cartes bat le simple" },
  "triple_beats_emblee": { "en": "a triplé beats a d'emblée", "it": "il triplé batte il d'emblée", "fr": "le triplé bat le d'emblée" },
  "special_tie_pays": { "en": "a tie on a special hand pays", "it": "il pari su mano speciale paga", "fr": "l'égalité sur main spéciale paie" },
  "bank_passes": { "en": "the bank passes", "it": "il banco passa", "fr": "la banque passe" },
  "min_seats": { "en": "fewest seats", "it": "posti minimi", "fr": "places au moins" },
  "max_seats": { "en": "most seats", "it": "posti massimi", "fr": "places au plus" },
  "min_bet": { "en": "smallest stake", "it": "posta minima", "fr": "mise minimale" },
  "max_bet": { "en": "largest stake", "it": "posta massima", "fr": "mise maximale" },
  "starting_chips": { "en": "starting chips", "it": "fiches iniziali", "fr": "jetons de départ" },
  "max_deals": { "en": "most deals", "it": "smazzate al massimo", "fr": "donnes au plus" },
  "deck_policy": { "en": "the deck between deals", "it": "il mazzo tra le smazzate", "fr": "le jeu entre les donnes" },
  "opening_min": { "en": "opening minimum", "it": "minimo per aprire", "fr": "minimum d'ouverture" },
  "ace_low_value": { "en": "value of a low ace", "it": "valore dell'asso basso", "fr": "valeur de l'as bas" },
  "joker_penalty": { "en": "penalty of a joker in hand", "it": "penalità del jolly in mano", "fr": "pénalité d'un joker en main" },
  "max_jokers_run": { "en": "most jokers in a run", "it": "jolly al massimo in una scala", "fr": "jokers au plus dans une suite" },
  "max_jokers_group": { "en": "most jokers in a group", "it": "jolly al massimo in un tris", "fr": "jokers au plus dans un groupe" },
  "discard_pickup": { "en": "taking the top discard", "it": "prendere l'ultimo scarto", "fr": "prendre la dernière défausse" },
  "return_discard": { "en": "discard the card just taken", "it": "scartare la carta appena presa", "fr": "défausser la carte prise" },
  "joker_discard": { "en": "a joker may be discarded", "it": "si può scartare il jolly", "fr": "on peut défausser un joker" },
  "layoff_same_turn": { "en": "lay off in the opening's turn", "it": "attaccare nel turno dell'apertura", "fr": "ajouter au tour de l'ouverture" },
  "layoff_on_opponents": { "en": "lay off onto others' melds", "it": "attaccare alle combinazioni altrui", "fr": "ajouter aux combinaisons des autres" },
  "close_in_hand_multiplier": { "en": "multiplier for closing in hand", "it": "moltiplicatore per la chiusura in mano", "fr": "multiplicateur de la fermeture en main" },
  "match": { "en": "how the match ends", "it": "come finisce la partita", "fr": "fin de la partie" },
  "elimination_at": { "en": "eliminated at", "it": "eliminato a", "fr": "éliminé à" },
  "fixed_hands": { "en": "hands in the match", "it": "mani della partita", "fr": "mains de la partie" },
  "stock_exhausted": { "en": "when the stock runs out", "it": "quando il tallone finisce", "fr": "quand le talon est épuisé" }
};

export const CHOICES = {
  "deck.french": { "en": "French suits", "it": "semi francesi", "fr": "enseignes françaises" },
  "deck.italian": { "en": "Italian suits", "it": "semi italiani", "fr": "enseignes italiennes" },
  "deal_packets.3-2": { "en": "3 then 2", "it": "3 poi 2", "fr": "3 puis 2" },
  "deal_packets.2-3": { "en": "2 then 3", "it": "2 poi 3", "fr": "2 puis 3" },
  "penalty_scope.any_refusal": { "en": "every refusal", "it": "ogni rifiuto", "fr": "chaque refus" },
  "penalty_scope.first_decision": { "en": "a refusal of the first proposal", "it": "il rifiuto della prima proposta", "fr": "le refus de la première proposition" },
  "false_king.reject": { "en": "refused", "it": "rifiutato", "fr": "refusé" },
  "false_king.penalty": { "en": "a penalty", "it": "una penalità", "fr": "une pénalité" },
  "refusal_bonus.plus_one": { "en": "one point more", "it": "un punto in più", "fr": "un point de plus" },
  "refusal_bonus.plus_two": { "en": "two points more", "it": "due punti in più", "fr": "deux points de plus" },
  "refusal_bonus.classic": { "en": "classic", "it": "classico", "fr": "classique" },
  "defend_alone.off": { "en": "nobody", "it": "nessuno", "fr": "personne" },
  "defend_alone.vs_loner": { "en": "against a loner", "it": "contro chi gioca da solo", "fr": "contre un joueur seul" },
  "defend_alone.any": { "en": "any defender", "it": "qualsiasi difensore", "fr": "tout défenseur" },
  "loner_lead.eldest": { "en": "the eldest hand", "it": "il primo di mano", "fr": "le premier en main" },
  "loner_lead.left_of_loner": { "en": "left of the loner", "it": "a sinistra di chi gioca da solo", "fr": "à gauche du joueur seul" },
  "revoke_scoring.award": { "en": "to the other side", "it": "all'altra parte", "fr": "à l'autre camp" },
  "revoke_scoring.deduct": { "en": "off the offenders", "it": "tolta a chi sbaglia", "fr": "ôtée aux fautifs" },
  "ace_no_face.off": { "en": "earns nothing", "it": "non dà nulla", "fr": "ne donne rien" },
  "ace_no_face.redeal": { "en": "a redeal", "it": "una nuova distribuzione", "fr": "une redonne" },
  "ace_no_face.exchange": { "en": "an exchange with the kitty", "it": "uno scambio con il monte", "fr": "un échange avec le talon" },
  "ace_no_face.either": { "en": "a redeal or an exchange", "it": "nuova distribuzione o scambio", "fr": "redonne ou échange" },
  "making_trump_rule.off": { "en": "for nobody", "it": "per nessuno", "fr": "pour personne" },
  "making_trump_rule.all": { "en": "for every bidder", "it": "per tutti", "fr": "pour tous" },
  "making_trump_rule.dealer": { "en": "for the dealer", "it": "per il mazziere", "fr": "pour le donneur" },
  "bidding.order_up": { "en": "ordering up or calling", "it": "ordinare o chiamare", "fr": "commander ou nommer" },
  "bidding.auction": { "en": "an auction", "it": "un'asta", "fr": "des enchères" },
  "auction_rounds.one": { "en": "one round", "it": "un giro", "fr": "un tour" },
  "auction_rounds.until_passed": { "en": "until everyone passes", "it": "finché tutti passano", "fr": "jusqu'à ce que tous passent" },
  "no_trump.off": { "en": "not allowed", "it": "non ammesso", "fr": "interdit" },
  "no_trump.high": { "en": "aces high", "it": "assi alti", "fr": "as hauts" },
  "no_trump.high_low": { "en": "aces or nines high", "it": "assi o nove alti", "fr": "as ou neuf hauts" },
  "unopposed_maker.made": { "en": "made", "it": "fatto", "fr": "réussi" },
  "unopposed_maker.march": { "en": "a march", "it": "una marcia", "fr": "une vole" },
  "unopposed_maker.void": { "en": "nothing (void deal)", "it": "niente (smazzata nulla)", "fr": "rien (donne nulle)" },
  "triple_order.any": { "en": "any order", "it": "in qualsiasi ordine", "fr": "dans n'importe quel ordre" },
  "triple_order.seven_first": { "en": "the seven first", "it": "prima il sette", "fr": "le sept d'abord" },
  "special_tie_pays.banker_multiplier": { "en": "the banker's multiplier", "it": "il moltiplicatore del banco", "fr": "le multiplicateur du banquier" },
  "special_tie_pays.single": { "en": "a single stake", "it": "una posta semplice", "fr": "une mise simple" },
  "bank_passes.on_natural": { "en": "on a d'emblée or triplé", "it": "con un d'emblée o un triplé", "fr": "sur un d'emblée ou un triplé" },
  "bank_passes.on_winning_seven_and_half": { "en": "on any winning 7½", "it": "con qualsiasi 7½ vincente", "fr": "sur tout 7½ gagnant" },
  "bank_passes.every_hand": { "en": "every hand", "it": "a ogni mano", "fr": "à chaque main" },
  "deck_policy.fresh": { "en": "shuffled afresh", "it": "rimescolato ogni volta", "fr": "rebattu à chaque donne" },
  "deck_policy.continuous": { "en": "played on", "it": "continuo", "fr": "continu" },
  "discard_pickup.free": { "en": "anyone", "it": "chiunque", "fr": "n'importe qui" },
  "discard_pickup.after_opening": { "en": "only after opening", "it": "solo dopo l'apertura", "fr": "seulement après l'ouverture" },
  "discard_pickup.must_use": { "en": "only to lay it", "it": "solo per calarla", "fr": "seulement pour la poser" },
  "match.elimination": { "en": "by elimination", "it": "a eliminazione", "fr": "par élimination" },
  "match.first_to_limit_loses": { "en": "the first at the limit loses", "it": "perde il primo al limite", "fr": "le premier à la limite perd" },
  "match.fixed_hands": { "en": "after a fixed number of hands", "it": "dopo un numero fisso di mani", "fr": "après un nombre fixe de mains" },
  "match.single_hand": { "en": "one hand", "it": "una mano", "fr": "une main" },
  "stock_exhausted.reshuffle": { "en": "reshuffle the discards", "it": "si rimescolano gli scarti", "fr": "on rebat la défausse" },
  "stock_exhausted.void_hand": { "en": "the hand is void", "it": "la mano è nulla", "fr": "la main est nulle" }
};

let current = "en";

/** A seat, a team, a trick or a meld as people count them: the API numbers them from 0, people from 1
 * (docs/API.md §1); the JSON keeps the API's numbers, the page shows these. */
export const counted = (index) => index + 1;

// the placeholders that name a seat by the API's number: written counted from 1
const SEAT_VARS = new Set(["seat"]);

/** The key's phrase in the page's language, each {name} replaced by ``vars[name]`` ({seat} counted from 1). */
export function say(key, vars = {}) {
  const entry = WORDS[key];
  if (!entry) throw new Error(`no words for ${key}`);
  const written = (name) => (SEAT_VARS.has(name) && typeof vars[name] === "number" ? counted(vars[name]) : vars[name]);
  return entry[current].replace(/\{(\w+)\}/g, (_, name) => String(written(name)));
}

/** A field's name as a label: its word in the page's language, else the name with spaces. */
export function sayField(name) {
  return FIELDS[name] ? FIELDS[name][current] : name.replace(/_/g, " ");
}

/** A value as the API wrote it in ``field``, in words: VALUES' entry "field.value" ("bool.true" for a
 * boolean), else the value itself (a number, a name). */
export function sayValue(field, value) {
  const entry = VALUES[typeof value === "boolean" ? `bool.${value}` : `${field}.${value}`];
  return entry ? entry[current] : String(value);
}

/** A rule option's label (OPTIONS), else its name with spaces. */
export function sayOption(name) {
  return OPTIONS[name] ? OPTIONS[name][current] : name.replace(/_/g, " ");
}

/** A text choice of a rule option in words (CHOICES "option.choice"; a truth value as yes or no), else as it is. */
export function sayChoice(option, choice) {
  if (typeof choice === "boolean") return sayValue(option, choice);
  const entry = CHOICES[`${option}.${choice}`];
  return entry ? entry[current] : typeof choice === "string" ? choice : JSON.stringify(choice);
}

/** An action type (docs/API.md §4) in words. */
export function sayAction(type) {
  return ACTIONS[type] ? ACTIONS[type][current] : type.replace(/_/g, " ");
}

/** The page's language now. */
export const language = () => current;

/** Write the key's phrase into ``node`` and mark it, so a change of language writes it again. */
export function sayInto(node, key, vars = {}) {
  node.dataset.say = key;
  node.dataset.sayVars = JSON.stringify(vars);
  node.textContent = say(key, vars);
  return node;
}

const ATTRIBUTES = { sayTitle: "title", sayPlaceholder: "placeholder", sayAriaLabel: "aria-label" };

/** Fill every marked element under ``root``: ``data-say`` (its text, with ``data-say-vars``),
 * ``data-say-title``, ``data-say-placeholder`` and ``data-say-aria-label`` (those attributes). */
export function fill(root) {
  for (const node of root.querySelectorAll("[data-say]")) node.textContent = say(node.dataset.say, JSON.parse(node.dataset.sayVars || "{}"));
  for (const [data, attribute] of Object.entries(ATTRIBUTES)) {
    const selector = `[data-${data.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`;
    for (const node of root.querySelectorAll(selector)) node.setAttribute(attribute, say(node.dataset[data]));
  }
}

/** Speak ``lang`` (en when it is none of the three): ``<html lang>``, the title, every marked element. */
export function speak(lang) {
  current = LANGUAGES.includes(lang) ? lang : "en";
  document.documentElement.lang = current;
  document.title = say("page_title");
  fill(document);
  return current;
}
