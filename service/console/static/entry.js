// Entering a dispute by tapping: the deal (a card picker for each hand, the turn-up...) and the
// action pad (the legal actions the API lists at a step, any card of the hand of the seat to act,
// any other action of the game's vocabulary, each completed by taps).  Both only edit the draft
// body; console.js judges it and keeps the JSON view in step.
import { cardButton, cardName, cardsElement, suitElement } from "./cards.js";
import { el, shownNumber } from "./view.js";
import { counted, say, sayAction, sayField, sayValue } from "./words.js";

// the string fields of docs/API.md §4 and their values (openapi.yaml's enumerations)
const STRING_CHOICES = { source: ["stock", "discard"], end: ["low", "high"], trump: ["high", "low"] };
// hands of one card: a Sette e Mezzo seat's face-down first card
const ONE_CARD_HANDS = new Set(["sette-e-mezzo"]);

const button = (label, attrs = {}, onClick = null) => {
  const node = el("button", { type: "button", ...attrs }, label);
  if (onClick) node.addEventListener("click", onClick);
  return node;
};
const pressed = (node, on) => {
  node.setAttribute("aria-pressed", on ? "true" : "false");
  return node;
};

// ---- the deal

/** The places a card of the deal may go: each seat's hand, then each card field (turn-up, kitty...). */
export function dealTargets(game, seats) {
  const names = new Set(game.deal_fields.map((f) => f.name));
  const targets = [];
  for (const field of game.deal_fields) {
    if (field.kind === "hands") for (let seat = 0; seat < seats; seat++) targets.push({ id: `hands.${seat}`, field: "hands", seat, many: !ONE_CARD_HANDS.has(game.id) });
    else if (field.kind === "card") targets.push({ id: field.name, field: field.name, many: false });
    else if (field.kind === "cards" && !(field.name === "stock" && names.has("kitty"))) targets.push({ id: field.name, field: field.name, many: true, optional: true });
  }
  return targets;
}

/** How many of ``card`` the deck holds (the description's ``copies``, its ``jokers`` for the joker). */
const copiesOf = (deck, card) => (card === "JK" ? deck.jokers : deck.cards.includes(card) ? deck.copies : 0);

const cardsAt = (deal, target) => {
  const value = target.field === "hands" ? (deal.hands || [])[target.seat] : deal[target.field];
  if (value === null || value === undefined) return null;
  return Array.isArray(value) ? value : [value];
};

function setCards(deal, target, cards) {
  const value = cards === null ? null : target.many || target.field === "hands" ? cards : cards[0];
  if (target.field === "hands") deal.hands[target.seat] = value;
  else if (value === null) delete deal[target.field];
  else deal[target.field] = value;
}

export const targetName = (target) => (target.field === "hands" ? say("hand_of", { seat: target.seat }) : sayField(target.field));

/** The deal with ``card`` tapped while ``target`` is chosen: taken out of the target if it holds it,
 * else put there (replacing a single card), moved from elsewhere when every copy is already placed. */
export function tapCard(deal, targets, target, card, deck) {
  const next = structuredClone(deal);
  const here = cardsAt(next, target) || [];
  if (here.includes(card)) {
    const rest = [...here];
    rest.splice(rest.indexOf(card), 1);
    setCards(next, target, rest.length || target.field === "hands" ? rest : null);
    return next;
  }
  const placed = targets.filter((t) => (cardsAt(next, t) || []).includes(card));
  if (placed.length >= copiesOf(deck, card)) {
    const from = placed[0];
    const rest = [...cardsAt(next, from)];
    rest.splice(rest.indexOf(card), 1);
    setCards(next, from, rest.length || from.field === "hands" ? rest : null);
  }
  setCards(next, target, target.many ? [...(cardsAt(next, target) || []), card] : [card]);
  return next;
}

/** The deal editor: the dealer, the seats (where their number is free), each place for cards, and the deck. */
export function renderDeal(container, ctx) {
  const { game, deal, seats, seatRange, targets, target, deck, suits, onDeal, onTarget, onSeats } = ctx;
  container.replaceChildren();
  container.append(el("h3", {}, say("deal_editor")));
  if (seatRange) {
    const row = el("div", { class: "row seats" }, el("span", {}, say("seats_count", { n: seats })));
    row.append(button("−", { "aria-label": say("fewer_seats"), ...(seats <= seatRange.min ? { disabled: "" } : {}) }, () => onSeats(seats - 1)));
    row.append(button("+", { "aria-label": say("more_seats"), ...(seats >= seatRange.max ? { disabled: "" } : {}) }, () => onSeats(seats + 1)));
    container.append(row);
  }
  if (game.deal_fields.some((f) => f.name === "dealer")) {
    const group = el("div", { class: "row seat-buttons", role: "group", "aria-label": say("dealer_is") }, el("span", {}, say("dealer_is")));
    for (let seat = 0; seat < seats; seat++) {
      const pick = button(String(counted(seat)), { "aria-label": `${say("dealer_is")}: ${say("seat", { seat })}`, "data-dealer": seat }, () => onDeal({ ...deal, dealer: seat }));
      group.append(pressed(pick, (deal.dealer || 0) === seat));
    }
    container.append(group);
  }
  const places = el("ul", { class: "targets" });
  for (const t of targets) {
    const cards = cardsAt(deal, t);
    const name = targetName(t);
    const known = cards && cards.length;
    const pick = button("", { "data-target": t.id, "aria-label": `${name}: ${known ? cards.map((c) => cardName(c, suits)).join(", ") : say("hand_unknown")}` }, () => onTarget(t.id));
    pick.append(el("span", { class: "target-name" }, name), " ", known ? cardsElement(cards, suits) : el("span", { class: "unknown" }, say("hand_unknown")));
    const item = el("li", { class: t.id === target.id ? "chosen" : "" }, pressed(pick, t.id === target.id));
    if (known) {
      item.append(button("×", { class: "clear", "aria-label": say("make_unknown_of", { what: name }) }, () => {
        const next = structuredClone(deal);
        setCards(next, t, null);
        onDeal(next);
      }));
    }
    places.append(item);
  }
  container.append(places);
  container.append(deckGrid(deck, suits, targets, deal, target, (card) => onDeal(tapCard(deal, targets, target, card, deck))));
}

function deckGrid(deck, suits, targets, deal, target, onCard) {
  const box = el("div", { class: "deck", role: "group", "aria-label": say("deck_for", { what: targetName(target) }) });
  const here = cardsAt(deal, target) || [];
  for (const suit of [...deck.suits, "JK"]) {
    const row = el("div", { class: "deck-row" });
    for (const card of deck.cards.filter((c) => (suit === "JK" ? !deck.suits.includes(c.slice(-1)) : c.slice(-1) === suit))) {
      const where = targets.filter((t) => t.id !== target.id && (cardsAt(deal, t) || []).includes(card));
      const name = cardName(card, suits);
      const label = where.length ? say("card_in", { card: name, what: where.map(targetName).join(", ") }) : name;
      const pick = pressed(cardButton(card, suits, label), here.includes(card));
      if (where.length) pick.classList.add("placed");
      pick.addEventListener("click", () => onCard(card));
      row.append(pick);
    }
    if (row.childElementCount) box.append(row);
  }
  return box;
}

// ---- the action pad

let composing = null; // {action, fields: [{name, kind, required, min, max}], meld}

/** The fields a listed (or chosen) action still needs: bounds become a field with them; a card
 * field the entry lacks is asked for (a hit from an unknown stock names its card). */
function missingFields(vocabularyType, listed) {
  const fields = [];
  for (const field of vocabularyType.fields) {
    if (field.name in listed) continue;
    const min = listed[`min_${field.name}`] ?? listed.min;
    const max = listed[`max_${field.name}`] ?? listed.max;
    const bounded = `min_${field.name}` in listed || ((field.kind === "number" || field.kind === "integer") && "min" in listed);
    const asked = field.required || bounded || ["card", "cards", "card_lists"].includes(field.kind) || field.name in STRING_CHOICES;
    if (asked) fields.push({ name: field.name, kind: field.kind, required: field.required || bounded, min, max, fallback: field.default });
  }
  return fields;
}

const plain = (action) => Object.fromEntries(Object.entries(action).filter(([k]) => !/^(min|max)(_|$)/.test(k)));

function startComposing(type, listed, onAction) {
  const fields = missingFields(type, listed);
  const action = plain(listed);
  if (!fields.length) return onAction(action);
  for (const f of fields) {
    if (f.kind === "integer" || f.kind === "number") action[f.name] = f.min ?? f.fallback ?? 1;
    if (f.kind === "cards") action[f.name] = [];
    if (f.kind === "card_lists") action[f.name] = [[]];
  }
  composing = { action, fields, meld: 0 };
  return null;
}

function actionLabel(action, suits) {
  const parts = [sayAction(action.type)];
  for (const [name, value] of Object.entries(action)) {
    if (name === "seat" || name === "type" || /^(min|max)(_|$)/.test(name)) continue;
    if (typeof value === "string" && /^(JK|10|[2-9TJQKA])/.test(value) && (name === "card" || name === "discard")) parts.push(cardName(value, suits));
    else if ((name === "suit" || name === "trump") && suits[value]) parts.push(suits[value][1]());
    else if (Array.isArray(value)) parts.push(`${sayField(name)} ${value.flat().map((c) => (typeof c === "string" ? cardName(c, suits) : c)).join(", ")}`);
    else parts.push(`${sayField(name)}: ${typeof value === "number" ? shownNumber(name, value) : sayValue(name, value)}`);
  }
  const bounds = Object.entries(action).filter(([k]) => /^(min|max)(_|$)/.test(k));
  if (bounds.length) parts.push(bounds.map(([k, v]) => `${sayField(k.split("_")[0])} ${v}`).join(", "));
  return parts.join(" · ");
}

/** Cards a seat holds at a step: the API's report of its hand where it gives one (Ramino), else its hand
 * as dealt (when known), less what its actions so far played or discarded, with what an exchange drew. */
function heldAt(answer, deal, actions, seat) {
  const reported = Array.isArray(answer.hands) ? answer.hands[seat] : undefined;
  if (Array.isArray(reported) && reported.every((c) => typeof c === "string")) return reported;
  const hand = (deal.hands || [])[seat];
  if (!Array.isArray(hand)) return null;
  const held = [...hand];
  for (const action of actions) {
    if (action.seat !== seat) continue;
    for (const card of [action.card, ...(Array.isArray(action.discard) ? action.discard : [])]) {
      if (typeof card === "string" && held.includes(card)) held.splice(held.indexOf(card), 1);
    }
    if (Array.isArray(action.draw)) held.push(...action.draw);
  }
  return held;
}

/** The pad at ``step``: ``state`` is the API's answer (adjudicate) after the first ``step`` actions. */
export function renderPad(container, ctx) {
  const { game, draft, step, state, suits, deck, onAction, onUndo, onRemove, onEnd } = ctx;
  container.replaceChildren();
  const actions = draft.actions || [];
  const rerender = () => renderPad(container, ctx);
  const done = (action) => {
    composing = null;
    onAction(action);
  };
  const tools = el("div", { class: "row tools" });
  if (step < actions.length) {
    tools.append(el("p", { class: "replacing" }, say("replacing", { n: step + 1 })));
    tools.append(button(say("delete_step", { n: step + 1 }), { id: "remove-step" }, () => onRemove(step)));
    tools.append(button(say("append_here"), { id: "to-end" }, onEnd));
  }
  tools.append(button(say("undo"), { id: "undo", ...(actions.length ? {} : { disabled: "" }) }, onUndo));
  if (!state || state.status !== 200) {
    container.append(tools);
    return;
  }
  const answer = state.json;
  const vocabulary = new Map(game.actions.map((a) => [a.type, a]));
  if (composing) {
    container.append(composer(composing, vocabulary, suits, deck, rerender, done));
    return;
  }
  const listed = answer.legal_actions || [];
  const seat = answer.to_act;
  container.append(el("h3", {}, seat === null || seat === undefined ? say("deal_over") : say("to_act_now", { seat })));
  const held = seat === null || seat === undefined ? null : heldAt(answer, draft.deal || {}, actions.slice(0, step), seat);
  const cardTypes = new Set(listed.filter((a) => typeof a.card === "string" && Object.keys(a).length === 3).map((a) => a.type));
  const cardType = [...cardTypes][0] || (vocabulary.has("play") ? "play" : null);
  if (held && held.length && cardType) {
    // the hand of the seat to act: its legal cards, and the others marked, for the illegal play a dispute is about
    const legal = new Set(listed.filter((a) => a.type === cardType).map((a) => a.card));
    const row = el("div", { class: "cards-row hand", role: "group", "aria-label": say("hand_cards", { seat }) });
    for (const card of held) {
      const name = `${sayAction(cardType)}: ${legal.has(card) ? cardName(card, suits) : say("illegal_card", { card: cardName(card, suits) })}`;
      const pick = cardButton(card, suits, name);
      if (!legal.has(card)) pick.classList.add("illegal");
      pick.addEventListener("click", () => done({ seat, type: cardType, card }));
      row.append(pick);
    }
    container.append(el("h4", {}, say("hand_cards", { seat })), row);
  }
  const words = el("div", { class: "row listed", role: "group", "aria-label": say("listed") });
  const byCard = new Map();
  for (const action of listed) {
    if (cardTypes.has(action.type) && typeof action.card === "string" && Object.keys(action).length === 3) {
      if (held && action.type === cardType) continue; // the hand above holds them
      if (!byCard.has(action.type)) byCard.set(action.type, []);
      byCard.get(action.type).push(action);
      continue;
    }
    const type = vocabulary.get(action.type);
    words.append(button(actionLabel(action, suits), { class: "action-button", "data-type": action.type }, () => {
      if (startComposing(type, action, done) === null && composing) rerender();
    }));
  }
  if (words.childElementCount) container.append(el("h4", {}, say("listed")), words);
  for (const [type, entries] of byCard) {
    const row = el("div", { class: "cards-row", role: "group", "aria-label": sayAction(type) }, el("span", { class: "row-label" }, sayAction(type)));
    for (const action of entries) {
      const pick = cardButton(action.card, suits, `${sayAction(type)}: ${cardName(action.card, suits)}`);
      pick.addEventListener("click", () => done(action));
      row.append(pick);
    }
    container.append(row);
  }
  container.append(tools, otherAction(game, answer, draft, suits, (type, chosenSeat) => {
    startComposing(vocabulary.get(type), { seat: chosenSeat, type }, done);
    if (composing) rerender();
  }));
}

let otherSeat = null;

function otherAction(game, answer, draft, suits, onPick) {
  const seats = Math.max((draft.deal && draft.deal.hands ? draft.deal.hands.length : 0), (answer.scores || []).length, 2);
  const seat = otherSeat !== null && otherSeat < seats ? otherSeat : answer.to_act ?? 0;
  const box = el("details", { class: "other" }, el("summary", {}, say("other_action")));
  const who = el("div", { class: "row seat-buttons", role: "group", "aria-label": say("who_acts") }, el("span", {}, say("who_acts")));
  for (let s = 0; s < seats; s++) {
    who.append(pressed(button(String(counted(s)), { "aria-label": say("seat", { seat: s }) }, (event) => {
      otherSeat = s;
      for (const b of who.querySelectorAll("button")) pressed(b, b === event.currentTarget);
    }), s === seat));
  }
  const what = el("div", { class: "row", role: "group", "aria-label": say("what_done") });
  for (const type of game.actions) {
    what.append(button(sayAction(type.type), { "data-other": type.type }, () => onPick(type.type, otherSeat !== null && otherSeat < seats ? otherSeat : seat)));
  }
  box.append(who, el("span", { class: "row-label" }, say("what_done")), what);
  return box;
}

function composer(state, vocabulary, suits, deck, rerender, done) {
  const { action, fields } = state;
  const box = el("div", { class: "composer", role: "group", "aria-label": say("compose") });
  box.append(el("h3", {}, say("compose"), ": ", say("seat", { seat: action.seat }), " · ", sayAction(action.type)));
  const ready = () => fields.every((f) => !f.required || (action[f.name] !== undefined && !(Array.isArray(action[f.name]) && !action[f.name].flat().length)));
  for (const field of fields) {
    const part = el("div", { class: "field-editor", "data-field": field.name }, el("h4", {}, sayField(field.name)));
    const value = action[field.name];
    if (field.kind === "card") {
      part.append(pickCards(deck, suits, value ? [value] : [], (card) => {
        action.card = card;
        if (fields.length === 1) done(action);
        else rerender();
      }));
    } else if (field.kind === "cards" || field.kind === "card_lists") {
      const lists = field.kind === "cards" ? [value] : value;
      const current = field.kind === "cards" ? value : value[state.meld];
      if (field.kind === "card_lists") {
        part.append(el("div", { class: "row melds-built" }, ...value.map((m, i) => el("span", { class: i === state.meld ? "meld chosen" : "meld" }, say("meld_n", { n: i + 1 }), " ", cardsElement(m, suits)))));
      }
      part.append(el("p", {}, say("tap_cards")));
      part.append(pickCards(deck, suits, current, (card) => {
        const at = current.indexOf(card);
        if (at >= 0) current.splice(at, 1);
        else current.push(card);
        rerender();
      }, lists.flat()));
      if (field.kind === "card_lists") {
        part.append(button(say("next_meld"), { id: "next-meld", ...(current.length ? {} : { disabled: "" }) }, () => {
          value.push([]);
          state.meld = value.length - 1;
          rerender();
        }));
      }
    } else if (field.kind === "integer" || field.kind === "number") {
      const row = el("div", { class: "row stepper" });
      const shown = el("output", { "aria-live": "polite" }, shownNumber(field.name, value));
      row.append(button("−", { "aria-label": `${say("less")} (${sayField(field.name)})`, ...(field.min !== undefined && value <= field.min ? { disabled: "" } : {}) }, () => {
        action[field.name] = value - 1;
        rerender();
      }), shown, button("+", { "aria-label": `${say("more")} (${sayField(field.name)})`, ...(field.max !== undefined && field.max !== null && value >= field.max ? { disabled: "" } : {}) }, () => {
        action[field.name] = value + 1;
        rerender();
      }));
      part.append(row);
    } else {
      const choices = field.kind === "boolean" ? [true, false] : field.kind === "suit" ? deck.suits : [...(field.name === "trump" ? deck.suits : []), ...(STRING_CHOICES[field.name] || [])];
      const row = el("div", { class: "row" });
      for (const choice of choices) {
        const label = suits[choice] && (field.kind === "suit" || field.name === "trump") ? suitElement(choice, suits) : sayValue(field.name, choice);
        const pick = pressed(button(label, { "aria-label": `${sayField(field.name)}: ${typeof label === "string" ? label : suits[choice][1]()}` }, () => {
          action[field.name] = choice;
          rerender();
        }), value === choice);
        row.append(pick);
      }
      part.append(row);
    }
    if (!field.required && field.kind.startsWith("card") && field.kind !== "card_lists") {
      part.append(button(say("without", { field: sayField(field.name) }), { class: "without" }, () => {
        delete action[field.name];
        fields.splice(fields.indexOf(field), 1);
        if (fields.length) rerender();
        else done(action);
      }));
    }
    box.append(part);
  }
  const finished = () => {
    for (const [name, value] of Object.entries(action)) if (Array.isArray(value) && Array.isArray(value[0])) action[name] = value.filter((m) => m.length);
    done(action);
  };
  box.append(el("div", { class: "row" },
    button(say("add_action", { action: actionLabel(action, suits) }), { id: "add-action", ...(ready() ? {} : { disabled: "" }) }, finished),
    button(say("cancel"), { id: "cancel-action" }, () => {
      composing = null;
      rerender();
    })));
  return box;
}

function pickCards(deck, suits, chosen, onCard, used = chosen) {
  const box = el("div", { class: "deck" });
  for (const suit of [...deck.suits, "JK"]) {
    const row = el("div", { class: "deck-row" });
    for (const card of deck.cards.filter((c) => (suit === "JK" ? !deck.suits.includes(c.slice(-1)) : c.slice(-1) === suit))) {
      const pick = pressed(cardButton(card, suits), chosen.includes(card));
      if (used.includes(card) && !chosen.includes(card)) pick.classList.add("placed");
      pick.addEventListener("click", () => onCard(card));
      row.append(pick);
    }
    if (row.childElementCount) box.append(row);
  }
  return box;
}

/** Forget an action being completed (the step or the game changed). */
export function stopComposing() {
  composing = null;
}

