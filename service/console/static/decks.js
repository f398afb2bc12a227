// The cards a game's rules deal with, as the engines build them (service/cards.py and each game's
// deck(rules)): the picker of the deal editor offers these.  tests/console checks them against the
// engines for every variant and deck option.
const FRENCH_SUITS = ["S", "H", "D", "C"];
const ITALIAN_SUITS = ["D", "C", "S", "B"];
const FRENCH_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"];
const ITALIAN_RANKS = ["A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"];
const fromRank = (low) => FRENCH_RANKS.slice(FRENCH_RANKS.indexOf(low));
const deck = (suits, ranks, { copies = 1, extra = [] } = {}) => ({ cards: [...suits.flatMap((s) => ranks.map((r) => r + s)), ...extra], copies, suits });

const ECARTE = { french: deck(FRENCH_SUITS, fromRank("7")), italian: deck(ITALIAN_SUITS, ["4", "5", "6", "7", "A", "J", "Q", "K"]) };
const EUCHRE_LOW = { 24: "9", 28: "8", 32: "7" };

/** ``{cards, copies, suits}``: the distinct cards of the deck (a joker last), how many of each, its suits.
 * ``rules`` is the rules as resolved (or the variant's values over the options' defaults). */
export function deckFor(game, rules) {
  if (game === "ecarte") return ECARTE[rules.deck || "french"];
  if (game === "sette-e-mezzo") return deck(ITALIAN_SUITS, ITALIAN_RANKS);
  if (game === "ramino") return deck(FRENCH_SUITS, FRENCH_RANKS, { copies: 2, extra: ["JK"] });
  const base = deck(FRENCH_SUITS, fromRank(EUCHRE_LOW[rules.deck || 24]));
  if (!rules.benny) return base;
  return { ...base, cards: [...base.cards, rules.benny_card || "JK"] };
}

/** How many of ``card`` the deck holds: Ramino's double pack two of each, its jokers two too. */
export function copiesOf(deckInfo, card) {
  return deckInfo.cards.includes(card) ? deckInfo.copies : 0;
}
