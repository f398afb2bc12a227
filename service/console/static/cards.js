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

/** The suits of a deck: Italian for Sette e Mezzo and for Ecarté's Italian deck. */
export function suitsFor(game, rules) {
  return game === "sette-e-mezzo" || (rules && rules.deck === "italian") ? ITALIAN : FRENCH;
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

export function cardElement(code, suits) {
  const span = document.createElement("span");
  span.dataset.card = code;
  span.setAttribute("role", "img");
  if (code === "JK") {
    span.className = "card joker";
    span.textContent = "JK";
    span.setAttribute("aria-label", say("joker"));
    return span;
  }
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const [symbol, name, colour] = suits[suit] || unknownSuit(suit);
  const rankName = (suits === ITALIAN ? ITALIAN_RANK_NAMES : RANK_NAMES)[rank];
  span.className = `card ${colour}`;
  span.textContent = (RANKS[rank] || rank) + symbol;
  span.setAttribute("aria-label", say("card_name", { rank: rankName ? rankName() : RANKS[rank] || rank, suit: name() }));
  span.title = code;
  return span;
}

export function cardsElement(codes, suits) {
  const span = document.createElement("span");
  span.className = "cards";
  for (const code of codes) span.append(cardElement(code, suits));
  return span;
}
