// Cards drawn as cards: the rank and the suit's symbol, red or black, with a spoken name.
// Italian suits take the symbols of the French suits they stand for in Italy
// (denari ♦, coppe ♥, spade ♠, bastoni ♣).

const FRENCH = {
  S: ["♠", "spades", "black"], H: ["♥", "hearts", "red"],
  D: ["♦", "diamonds", "red"], C: ["♣", "clubs", "black"],
};
const ITALIAN = {
  D: ["♦", "denari", "red"], C: ["♥", "coppe", "red"],
  S: ["♠", "spade", "black"], B: ["♣", "bastoni", "black"],
};
const RANKS = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };
const RANK_NAMES = { T: "10", J: "jack", Q: "queen", K: "king", A: "ace" };
const ITALIAN_RANK_NAMES = { J: "fante", Q: "cavallo", K: "re", A: "asso" };

/** The suits of a deck: Italian for Sette e Mezzo and for Ecarté's Italian deck. */
export function suitsFor(game, rules) {
  return game === "sette-e-mezzo" || (rules && rules.deck === "italian") ? ITALIAN : FRENCH;
}

export function suitElement(suit, suits) {
  const [symbol, name, colour] = suits[suit] || [suit, suit, "black"];
  const span = document.createElement("span");
  span.className = `suit ${colour}`;
  span.textContent = symbol;
  span.title = name;
  span.setAttribute("aria-label", name);
  return span;
}

export function cardElement(code, suits) {
  const span = document.createElement("span");
  span.dataset.card = code;
  span.setAttribute("role", "img");
  if (code === "JK") {
    span.className = "card joker";
    span.textContent = "JK";
    span.setAttribute("aria-label", "joker");
    return span;
  }
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const [symbol, name, colour] = suits[suit] || [suit, suit, "black"];
  const rankNames = suits === ITALIAN ? ITALIAN_RANK_NAMES : RANK_NAMES;
  span.className = `card ${colour}`;
  span.textContent = (RANKS[rank] || rank) + symbol;
  span.setAttribute("aria-label", `${rankNames[rank] || rank} of ${name}`);
  span.title = code;
  return span;
}

export function cardsElement(codes, suits) {
  const span = document.createElement("span");
  span.className = "cards";
  for (const code of codes) span.append(cardElement(code, suits));
  return span;
}
