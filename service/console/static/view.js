// Drawing what the API answers: the table at a step, the history, the verdict, a problem.
import { cardElement, cardsElement, suitElement } from "./cards.js";
import { counted, say, sayAction, sayField, sayInto, sayValue } from "./words.js";

/** An element with attributes and children (strings become text). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "class") node.className = value;
    else node.setAttribute(name, value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

export const CARD = /^(JK|(10|[2-9TJQKA])[SHDCB])$/;
const isCards = (v) => Array.isArray(v) && v.length > 0 && v.every((c) => typeof c === "string" && CARD.test(c));
const CARD_FIELDS = new Set(["turn_up", "upcard", "discard_top", "card", "proven_by", "discard"]);
const SUIT_FIELDS = new Set(["trump", "suit"]);
const DRAWN = new Set(["rules", "legal_actions", "violations", "tricks", "table", "hands", "unknown_hands", "deal_result", "scores", "game", "reason_text"]);
// numbers the API gives from 0 and people count from 1 (docs/API.md §1): a trick, an action, and every field
// that names a seat (or Euchre's team: a winner), or lists seats; tests/console checks them against openapi.yaml
export const COUNTS = new Set([
  "trick", "action_index", "meld", "seat", "to_act", "dealer", "elder", "maker", "leader", "winner", "flagged", "king_declared_by",
  "banker", "next_banker", "starter", "owner", "alone", "eliminated", "inactive", "opened", "pending", "unknown_hands",
]);

/** A number of field ``name`` as people read it: a seat, a trick, a meld... counted from 1. */
export const shownNumber = (name, value) => String(COUNTS.has(name) ? counted(value) : value);

/** A value as the API gave it: cards as cards, a suit as its symbol, lists and objects written out. */
export function valueElement(name, value, suits) {
  if (value === null || value === undefined) return el("span", { class: "none" }, "—");
  if (typeof value === "string" && CARD_FIELDS.has(name) && CARD.test(value)) return cardElement(value, suits);
  if (typeof value === "string" && SUIT_FIELDS.has(name) && suits[value]) return suitElement(value, suits);
  if (COUNTS.has(name) && typeof value === "number") return el("span", {}, shownNumber(name, value));
  if (typeof value === "boolean" || typeof value === "string") return el("span", {}, sayValue(name, value));
  if (isCards(value)) return cardsElement(value, suits);
  if (Array.isArray(value) && value.length && value.every(isCards)) {
    return el("span", { class: "melds" }, ...value.map((m) => cardsElement(m, suits)));
  }
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== "object")) {
    const shown = (v) => (v === null ? "—" : typeof v === "number" ? shownNumber(name, v) : sayValue(name, v));
    return el("span", { class: "list" }, value.length ? value.map(shown).join(" · ") : say("none"));
  }
  if (typeof value === "object" && !Array.isArray(value)) {
    return el("span", { class: "object" }, ...Object.entries(value).flatMap(([k, v]) => [fieldElement(k, v, suits), " "]));
  }
  if (Array.isArray(value) && value.every((v) => v !== null && typeof v === "object" && !Array.isArray(v))) {
    return el("span", { class: "objects" }, ...value.map((v) => valueElement(name, v, suits))); // a close's lay-offs
  }
  if (typeof value === "object") return el("code", {}, JSON.stringify(value));
  return el("span", {}, String(value));
}

/** A named field: its name (in words), dimmed, then its value. */
export function fieldElement(name, value, suits) {
  return el("span", { class: "field", "data-name": name }, el("span", { class: "name" }, sayField(name)), " ", valueElement(name, value, suits));
}

/** An action in request form: "seat 1 · play 10♥", its other fields after. */
export function actionElement(action, suits) {
  const node = el("span", { class: "action" }, el("span", { class: "seat" }, say("seat", { seat: action.seat })), " ",
    el("strong", { "data-type": action.type }, sayAction(action.type)));
  for (const [name, value] of Object.entries(action)) {
    if (name === "seat" || name === "type") continue;
    node.append(" ", fieldElement(name, value, suits));
  }
  return node;
}

function facts(state, suits) {
  const list = el("dl", { class: "facts" });
  for (const [name, value] of Object.entries(state)) {
    if (DRAWN.has(name) || (name === "reason" && state.reason_text)) continue; // the API's sentence says the reason
    list.append(el("div", {}, el("dt", {}, sayField(name)), el("dd", { "data-field": name }, valueElement(name, value, suits))));
  }
  return list;
}

function scores(state) {
  const cells = (state.scores || []).map((s, i) => el("td", { "data-index": i }, String(s)));
  const heads = (state.scores || []).map((_, i) => el("th", { scope: "col" }, String(counted(i)))); // a seat or a team
  return el("table", { class: "scores", "data-field": "scores" },
    el("caption", { title: say("scores_title") }, say("scores")),
    el("tr", {}, el("th", { scope: "row" }, "#"), ...heads),
    el("tr", {}, el("th", { scope: "row" }, say("score")), ...cells));
}

/** What the API says the history proves of an unknown hand: its size, cards known in it, suits it lacked. */
function proven(state, seat, suits) {
  const hand = (state.unknown_hands || []).find((h) => h.seat === seat);
  if (!hand) return [];
  const parts = [" ", el("span", { class: "count" }, say("cards_held", { n: hand.cards }))];
  if (hand.holds.length) parts.push(" ", el("span", { class: "holds" }, say("holds"), " ", cardsElement(hand.holds, suits)));
  for (const lack of hand.lacks) {
    const what = lack.above ? [say("lacks_above"), " ", cardElement(lack.above, suits)] : [say("lacks_suit"), " ", suitElement(lack.suit, suits)];
    parts.push(" ", el("span", { class: "lacks", "data-rule": lack.rule, title: lack.rule }, ...what));
  }
  return parts;
}

function hands(state, deal, suits) {
  const reported = Array.isArray(state.hands);
  const source = reported ? state.hands : (deal && deal.hands) || [];
  const played = new Set((state.tricks || []).flatMap((t) => t.plays.map((p) => `${p.seat}:${p.card}`)));
  const list = el("ul", { class: "hands" });
  source.forEach((hand, seat) => {
    const item = el("li", { "data-seat": seat }, el("span", { class: "seat" }, say("seat", { seat })), " ");
    const cards = hand && !Array.isArray(hand) ? hand.cards : hand;
    if (!cards) item.append(el("span", { class: "unknown" }, say("unknown")), ...proven(state, seat, suits));
    else {
      const row = cardsElement(cards, suits);
      if (!reported) row.querySelectorAll(".card").forEach((c) => played.has(`${seat}:${c.dataset.card}`) && c.classList.add("played"));
      item.append(row);
    }
    if (hand && !Array.isArray(hand)) {
      for (const [name, value] of Object.entries(hand)) {
        if (name !== "cards" && name !== "seat" && value !== null) item.append(" ", fieldElement(name, value, suits));
      }
    }
    list.append(item);
  });
  return el("div", {}, el("h4", {}, reported ? say("hands") : say("hands_dealt")), list);
}

function tricks(state, suits) {
  const body = el("tbody");
  state.tricks.forEach((trick, i) => {
    const plays = el("td", {}, ...trick.plays.map((p) => el("span", { class: "play" }, `${counted(p.seat)}:`, cardElement(p.card, suits))));
    body.append(el("tr", { "data-trick": i }, el("th", { scope: "row" }, String(i + 1)), el("td", {}, say("seat", { seat: trick.leader })),
      plays, el("td", { class: "winner" }, trick.winner === null ? "—" : say("seat", { seat: trick.winner }))));
  });
  return el("table", { class: "tricks" }, el("caption", {}, say("tricks")),
    el("thead", {}, el("tr", {}, ...["#", say("leader"), say("plays"), say("winner")].map((h) => el("th", { scope: "col" }, h)))), body);
}

function melds(state, suits) {
  const list = el("ul", { class: "table-melds" });
  for (const meld of state.table) {
    const jokers = (meld.jokers || []).map((j) => `JK = ${j.stands_for.join("/")}`).join(", ");
    list.append(el("li", { "data-meld": meld.index },
      el("span", { class: "seat" }, `#${counted(meld.index)} ${say("seat", { seat: meld.owner })} ${sayValue("kind", meld.kind)}`), " ",
      cardsElement(meld.cards, suits), ` ${say("meld_points", { value: meld.value })}`, jokers ? ` (${jokers})` : ""));
  }
  return el("div", {}, el("h4", {}, say("melds")), state.table.length ? list : el("p", { class: "none" }, say("none_yet")));
}

/** The table as the API reports it after ``step`` actions. */
export function renderTable(container, step, answer, deal, suits) {
  container.replaceChildren();
  container.dataset.step = step;
  if (answer.status !== 200) {
    container.append(problemElement(answer.json));
    return;
  }
  const state = answer.json;
  container.append(el("h3", {}, step === 0 ? say("deal_before") : say("after_action", { n: step })), facts(state, suits), scores(state));
  if (state.deal_result) {
    const result = state.deal_result;
    container.append(el("div", { class: "result", "data-field": "deal_result" }, el("h4", {}, say("deal_result")),
      result.reason_text ? el("p", { class: "reason", "data-field": "reason_text" }, result.reason_text) : null, facts(result, suits)));
  }
  container.append(hands(state, deal, suits));
  if (Array.isArray(state.tricks)) container.append(tricks(state, suits));
  if (Array.isArray(state.table)) container.append(melds(state, suits));
}

/** The history: the deal, then each action; every violation marked at its action. */
export function renderHistory(list, actions, violations, suits, onPick) {
  list.replaceChildren();
  const entries = [el("span", {}, say("the_deal")), ...actions.map((a) => actionElement(a, suits))];
  entries.forEach((content, step) => {
    const button = el("button", { type: "button", "data-step": step }, el("span", { class: "index" }, step === 0 ? "" : `${step}.`), " ", content);
    button.addEventListener("click", () => onPick(step));
    const item = el("li", {}, button);
    for (const v of violations.filter((v) => v.action_index === step - 1)) {
      item.classList.add("violation");
      item.append(el("span", { class: "badge", "data-rule": v.rule }, v.rule));
    }
    list.append(item);
  });
}

function penaltyText(penalty) {
  if (!penalty) return null;
  if (typeof penalty !== "object") return String(penalty);
  const said = (k, v) => (k === "seat" ? say("seat", { seat: v }) : `${sayField(k)} ${Array.isArray(v) ? v.join(" · ") : sayValue(k, v)}`);
  return Object.entries(penalty).map(([k, v]) => said(k, v)).join("; ");
}

/** The verdict of ``validate``: valid, or every violation with its rule, sentence and penalty. */
export function renderVerdict(summary, list, verdict, catalogue, suits, onPick) {
  const violations = verdict.violations || [];
  if (verdict.valid) sayInto(summary, "valid");
  else if (violations.length === 1) sayInto(summary, "one_violation");
  else sayInto(summary, "violations", { count: violations.length });
  summary.className = verdict.valid ? "valid" : "invalid";
  list.replaceChildren();
  for (const v of violations) {
    const entry = catalogue.get(v.rule) || {}; // the rule catalogue's words, when it lists the code
    const code = el("code", { class: "rule" }, v.rule);
    const head = el("p", { class: "head" },
      el("button", { type: "button", class: "link" }, v.action_index === null ? say("the_deal") : say("action", { n: v.action_index + 1 })), " ",
      entry.type ? el("a", { href: entry.type, title: entry.meaning || "" }, code) : code,
      entry.title ? el("span", { class: "title" }, ` ${entry.title}`) : null,
      entry.section ? el("span", { class: "section" }, ` §${entry.section}`) : null);
    head.querySelector("button").addEventListener("click", () => onPick(v.action_index + 1));
    const extra = Object.entries(v).filter(([k]) => !["action_index", "rule", "detail", "penalty"].includes(k));
    const penalty = penaltyText(v.penalty);
    list.append(el("li", { "data-rule": v.rule, "data-action": v.action_index }, head,
      el("p", { class: "detail" }, v.detail || ""),
      penalty ? el("p", { class: "penalty" }, say("penalty"), penalty) : null,
      extra.length ? el("p", { class: "extra" }, ...extra.flatMap(([k, val]) => [fieldElement(k, val, suits), " "])) : null));
  }
}

/** An RFC 9457 problem: its title, detail, rule, and each field's messages. */
export function problemElement(problem) {
  const node = el("div", { class: "problem" }, el("strong", {}, problem.title || say("error")), problem.rule ? el("code", { class: "rule" }, ` ${problem.rule}`) : null,
    el("p", {}, problem.detail || ""));
  if (problem.errors) {
    node.append(el("ul", {}, ...Object.entries(problem.errors).map(([field, messages]) => el("li", {}, el("code", {}, field), ` ${[].concat(messages).join("; ")}`))));
  }
  return node;
}
