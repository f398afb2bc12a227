// Cards drawn as cards: the rank and the suit's symbol, red or black, with a spoken name in the
// page's language.  Italian suits take the symbols of the French suits they stand for in Italy
// (denari ♦, coppe ♥, spade ♠, bastoni ♣).
import { say } from "./words.js";

const FRENCH = {
  S: ["♠", () => say("suit_S"), "black"], H: ["♥", () => say("suit_H"), "red"],
  D: ["♦", () => say("suit_D"), "red"], C: ["♣", () => say("suit_C"), "black"],
};
const ITALIAN = {
  D: ["♦", () => say("suit_denari"), "red"], C: ["♥", () => say("suit_coppe"), "red"],
  S: ["♠", () => say("suit_spade"), "black"], B: ["♣", () => say("suit_bastoni"), "black"],
};
const RANKS = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };
const RANK_NAMES = { J: () => say("rank_J"), Q: () => say("rank_Q"), K: () => say("rank_K"), A: () => say("rank_A") };
const ITALIAN_RANK_NAMES = { ...RANK_NAMES, Q: () => say("rank_C") }; // the Italian deck's queen is a knight

/** The suits of a deck as the game's description lists it: Italian where it has bastoni (B), else French. */
export function suitsFor(deck) {
  return deck.suits.includes("B") ? ITALIAN : FRENCH;
}

const unknownSuit = (suit) => [suit, () => suit, "black"];

export function suitElement(suit, suits) {
  const [symbol, name, colour] = suits[suit] || unknownSuit(suit);
  const span = document.createElement("span");
  span.className = `suit ${colour}`;
  span.textContent = symbol;
  span.title = name();
  span.setAttribute("aria-label", name());
  return span;
}

/** A card's name in the page's language, as a screen reader says it: "asso di picche". */
export function cardName(code, suits) {
  if (code === "JK") return say("joker");
  const rank = code.slice(0, -1);
  const [, name] = suits[code.slice(-1)] || unknownSuit(code.slice(-1));
  const rankName = (suits === ITALIAN ? ITALIAN_RANK_NAMES : RANK_NAMES)[rank];
  return say("card_name", { rank: rankName ? rankName() : RANKS[rank] || rank, suit: name() });
}

/** A card's face: its rank and its suit's symbol, and its colour's class. */
function face(node, code, suits) {
  node.dataset.card = code;
  if (code === "JK") {
    node.className = "card joker";
    node.textContent = "JK";
    return node;
  }
  const [symbol, , colour] = suits[code.slice(-1)] || unknownSuit(code.slice(-1));
  node.className = `card ${colour}`;
  node.textContent = (RANKS[code.slice(0, -1)] || code.slice(0, -1)) + symbol;
  return node;
}

/** A card shown (not for tapping): an image named in words. */
export function cardElement(code, suits) {
  if (code === null) return unknownCard();
  const span = face(document.createElement("span"), code, suits);
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", cardName(code, suits));
  return span;
}

/** A card to tap: a button named in words (``label`` overrides the name, e.g. to say where it is). */
export function cardButton(code, suits, label) {
  const button = face(document.createElement("button"), code, suits);
  button.type = "button";
  button.classList.add("pick");
  button.setAttribute("aria-label", label || cardName(code, suits));
  return button;
}

/** A card face down, or one the history does not tell. */
function unknownCard() {
  const span = document.createElement("span");
  span.className = "card unknown";
  span.textContent = "?";
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", say("unknown"));
  return span;
}

export function cardsElement(codes, suits) {
  const span = document.createElement("span");
  span.className = "cards";
  for (const code of codes) span.append(cardElement(code, suits));
  return span;
}
