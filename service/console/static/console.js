// The referee console: choose the game and its rules, check a history, step through it.
// Everything shown comes from the public API (see api.js); this file only wires the page.
import { bytesFromBase64Url, call, deflate, inflate, toBase64Url } from "./api.js";
import { cardName, suitsFor } from "./cards.js";
import { dealTargets, renderDeal, renderPad, stopComposing } from "./entry.js";
import { follow } from "./live.js";
import { CARD, el, problemElement, renderHistory, renderTable, renderVerdict } from "./view.js";
import { languageMenu } from "./languages.js";
import { say, sayChoice, sayInto, sayOption, sayValue, speak } from "./words.js";

const $ = (id) => document.getElementById(id);
// JSON for the body's text area: indented, each list of plain values (cards, seats) on one line
const pretty = (value) => JSON.stringify(value, null, 1).replace(/\[[^[\]{}]*\]/g, (list) => list.replace(/\s*\n\s*/g, " "));
const page = {
  games: [], catalogue: new Map(), draft: { deal: {}, actions: [] }, verdict: null, step: 0, answers: new Map(), asked: 0, judged: 0, target: null,
  get lang() { return $("lang").value; },
  get game() { return page.games.find((g) => g.id === $("game").value); },
};

// ---- the rules form, built from GET /v1/games

function optionControl(option, variantValues) {
  const fallback = option.name in variantValues ? variantValues[option.name] : option.default;
  const id = `option-${option.name}`;
  let control;
  if (option.choices || option.type === "boolean") {
    control = el("select", { id });
    const shown = (value) => (typeof value === "string" && CARD.test(value) ? cardName(value, suits()) : sayChoice(option.name, value));
    control.append(el("option", { value: "" }, `(${shown(fallback)})`));
    for (const choice of option.choices || [true, false]) control.append(el("option", { value: JSON.stringify(choice) }, shown(choice)));
  } else {
    control = el("input", { id, type: option.type === "integer" && !option.nullable ? "number" : "text", placeholder: JSON.stringify(fallback) });
  }
  control.dataset.option = option.name;
  control.dataset.type = option.type;
  return el("label", { title: option.meaning }, el("span", {}, sayOption(option.name)), control);
}

function fillOptions() {
  const game = page.game;
  const variant = game.variants.find((v) => v.name === $("variant").value) || game.variants[0];
  $("options").replaceChildren(...game.options.map((o) => optionControl(o, variant.values)));
}

function fillGame(rules = {}) {
  const game = page.game;
  $("variant").replaceChildren(...game.variants.map((v) => el("option", { value: v.name, title: v.meaning }, sayValue("variant", v.name))));
  $("variant").value = rules.variant || game.default_variant;
  fillOptions();
  const variant = game.variants.find((v) => v.name === $("variant").value);
  for (const option of game.options) {
    const value = rules[option.name];
    const fallback = option.name in variant.values ? variant.values[option.name] : option.default;
    if (value === undefined || JSON.stringify(value) === JSON.stringify(fallback)) continue; // left empty
    const control = $(`option-${option.name}`);
    control.value = control.tagName === "SELECT" || typeof value !== "string" ? JSON.stringify(value) : value;
  }
}

function rulesFromForm() {
  const rules = { variant: $("variant").value };
  for (const control of $("options").querySelectorAll("[data-option]")) {
    if (control.value === "") continue;
    const { option, type } = control.dataset;
    if (control.tagName === "SELECT") rules[option] = JSON.parse(control.value);
    else if (type === "integer") rules[option] = control.value === "null" ? null : Number(control.value);
    else if (type === "string") rules[option] = control.value;
    else {
      try { rules[option] = JSON.parse(control.value); } catch { rules[option] = control.value; }
    }
  }
  return rules;
}

/** The games, their variants and options from GET /v1/games, in the page's language; ``wanted`` chosen. */
async function loadGames(wanted) {
  page.games = (await call("/v1/games", page.lang)).json.games;
  $("game").replaceChildren(...page.games.map((g) => el("option", { value: g.id }, g.title)));
  $("game").value = page.games.some((g) => g.id === wanted) ? wanted : page.games[0].id;
}

async function loadCatalogue() {
  const { game, lang } = page;
  const answer = await call(`/v1/games/${game.id}`, lang);
  if (page.game !== game || page.lang !== lang) return; // another game or language was chosen meanwhile: its own
  const codes = (answer.status === 200 && answer.json.rule_codes) || [];
  page.catalogue = new Map(Array.isArray(codes) ? codes.map((c) => [c.code, c]) : Object.entries(codes));
}

// ---- the draft: the body being entered, by taps or as JSON, judged at each change

function effectiveRules() {
  const game = page.game;
  const variant = game.variants.find((v) => v.name === $("variant").value) || game.variants[0];
  return { ...Object.fromEntries(game.options.map((o) => [o.name, o.default])), ...variant.values, ...rulesFromForm() };
}

/** How many seats the rules seat, and the range the referee may choose from where the rules leave it free. */
function seating(rules) {
  const { seats } = page.game;
  const variant = seats.variants[rules.variant] || seats;
  if (seats.depends_on.includes("rules.players")) return { seats: rules.players || variant.default, range: null };
  const range = { min: rules.min_seats || variant.min, max: rules.max_seats || variant.max };
  return { seats: variant.default, range: range.min < range.max ? range : null };
}

function blankDraft() {
  const { seats } = seating(effectiveRules());
  return { deal: { dealer: 0, hands: Array(seats).fill(null) }, actions: [] };
}

/** ``deal`` with ``seats`` hands: unknown ones added, the last ones dropped. */
function seated(deal, seats) {
  const hands = [...(deal.hands || [])].slice(0, seats);
  while (hands.length < seats) hands.push(null);
  return { ...deal, hands, dealer: Math.min(deal.dealer || 0, seats - 1) };
}

/** The deck the rules deal, as the game's description lists it (GET /v1/games): the entry whose options'
 * values the rules hold, else the first. */
function deck(rules = effectiveRules()) {
  const decks = page.game.decks;
  return decks.find((d) => Object.entries(d.rules).every(([name, value]) => rules[name] === value)) || decks[0];
}

function suits() {
  return suitsFor(deck());
}

function dealContext() {
  const rules = effectiveRules();
  const deal = page.draft.deal || {};
  const { seats, range } = seating(rules);
  const count = range ? (deal.hands || []).length || seats : seats;
  const targets = dealTargets(page.game, count);
  const target = targets.find((t) => t.id === page.target) || targets.find((t) => !t.many && t.field !== "hands") || targets[0];
  return { rules, deal, seats: count, range, targets, target };
}

function drawDeal() {
  const { rules, deal, seats, range, targets, target } = dealContext();
  renderDeal($("deal-editor"), {
    game: page.game, deal, seats, seatRange: range, targets, target, deck: deck(rules), suits: suits(),
    onDeal: (next) => setDraft({ ...page.draft, deal: next }, { stay: true }),
    onTarget: (id) => {
      page.target = id;
      drawDeal();
      $("deal-editor").querySelector(`[data-target="${id}"]`).focus();
    },
    onSeats: (n) => setDraft({ ...page.draft, deal: seated(deal, n) }, { stay: true }),
  });
}

/** The draft changed (a tap, the JSON, a followed session): show it, judge it, stay at ``step`` or go to its end. */
async function setDraft(draft, { fromText = false, stay = false, step = null } = {}) {
  const { seats, range } = seating(effectiveRules());
  page.draft = { ...draft, deal: draft.deal || {} };
  const hands = page.draft.deal.hands;
  if (Array.isArray(hands)) {
    const wanted = range ? Math.min(range.max, Math.max(range.min, hands.length)) : seats;
    if (hands.length !== wanted) page.draft.deal = seated(page.draft.deal, wanted);
  }
  if (!fromText) $("body").value = pretty(page.draft);
  page.answers = new Map(); // a new map: an answer still on its way for the old draft lands in the old one
  stopComposing();
  drawDeal();
  const count = (page.draft.actions || []).length;
  await judge(step !== null ? step : stay ? Math.min(page.step, count) : count);
}

// the verdict and the table are busy (aria-busy) while an answer they wait for is on its way: a screen
// reader, or a test, reads them once every judging and step asked for is drawn
let pending = 0;
async function working(task) {
  if (pending++ === 0) for (const id of ["verdict", "replay"]) $(id).setAttribute("aria-busy", "true");
  try {
    return await task();
  } finally {
    if (--pending === 0) for (const id of ["verdict", "replay"]) $(id).setAttribute("aria-busy", "false");
  }
}

const judge = (step) => working(() => judged(step));

async function judged(step) {
  const body = { rules: rulesFromForm(), ...page.draft };
  const asked = ++page.judged;
  const answer = await call(`/v1/games/${page.game.id}/validate`, page.lang, body);
  if (asked !== page.judged) return;
  const actions = page.draft.actions || [];
  if (answer.status !== 200) {
    page.verdict = null;
    sayInto($("verdict-summary"), "refused").className = "";
    $("violations").replaceChildren();
    showProblem(answer.json);
  } else {
    showProblem(null);
    page.verdict = answer.json;
    renderVerdict($("verdict-summary"), $("violations"), page.verdict, page.catalogue, suits(), go);
  }
  await share();
  renderHistory($("history"), actions, (page.verdict && page.verdict.violations) || [], suits(), go);
  await go(step);
}

function showProblem(problem) {
  $("problem").hidden = !problem;
  $("problem").replaceChildren(...(problem ? [problemElement(problem)] : []));
}

/** The JSON view, typed in: when it reads as a body, it becomes the draft (its rules go to the form). */
function typed({ complain = false } = {}) {
  let body;
  try {
    body = JSON.parse($("body").value || "{}");
  } catch (error) {
    if (complain) showProblem({ title: say("not_json"), detail: error.message });
    return;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) return;
  if (body.rules) fillGame(body.rules);
  delete body.rules;
  const sameLength = (body.actions || []).length === (page.draft.actions || []).length;
  setDraft(body, { fromText: !complain, stay: sameLength && !complain }); // a new history is shown at its end
}

function acted(action) {
  const actions = [...(page.draft.actions || [])];
  const step = Math.min(page.step, actions.length);
  actions.splice(step, step < actions.length ? 1 : 0, action);
  setDraft({ ...page.draft, actions }, { step: step + 1 });
}

function removeStep(step) {
  const actions = [...(page.draft.actions || [])];
  actions.splice(step, 1);
  setDraft({ ...page.draft, actions }, { step });
}

// ---- a live session: each new version is checked like a pasted history

let unfollow = null;

async function followed(body, view) {
  const atEnd = page.step === (page.draft.actions || []).length;
  if ($("game").value !== view.game) {
    $("game").value = view.game;
    await loadCatalogue();
  }
  fillGame(body.rules || {});
  delete body.rules;
  await setDraft(body, { stay: !atEnd });
}

function startFollowing(event) {
  event.preventDefault();
  if (unfollow) unfollow();
  unfollow = follow($("session").value.trim(), $("token").value.trim(), () => page.lang, followed, (key, vars) => sayInto($("live-status"), key, vars));
  $("unfollow").disabled = false;
}

function stopFollowing() {
  if (unfollow) unfollow();
  unfollow = null;
  $("unfollow").disabled = true;
  sayInto($("live-status"), "not_following");
}

// ---- the share link: the body in the query, base64url; compressed (z=1) when too long as it is

// gunicorn's limit_request_line (deploy/gunicorn.conf.py): a longer "GET <path?query> HTTP/1.1" is refused
const MAX_REQUEST_LINE = 4094;
const requestLine = (path) => `GET ${path} HTTP/1.1`.length;

async function share() {
  const json = JSON.stringify({ rules: rulesFromForm(), ...page.draft });
  const link = (params) => `${location.pathname}?${new URLSearchParams({ game: page.game.id, lang: page.lang, ...params })}`;
  const note = $("share-note");
  let path = link({ body: toBase64Url(json) });
  const length = requestLine(path);
  note.hidden = length <= MAX_REQUEST_LINE;
  if (!note.hidden) {
    path = link({ z: "1", body: toBase64Url(await deflate(json)) });
    if (requestLine(path) <= MAX_REQUEST_LINE) sayInto(note, "share_compressed", { length, limit: MAX_REQUEST_LINE });
    else {
      sayInto(note, "share_too_long", { length: requestLine(path), limit: MAX_REQUEST_LINE });
      path = link({}); // no link: the body is shared as text
    }
  }
  history.replaceState(null, "", path);
  $("share").value = path.includes("body=") ? location.href : "";
}

/** The body a shared link carries: ``body`` in base64url, raw DEFLATE first when ``z=1``. */
async function sharedBody(params) {
  const bytes = bytesFromBase64Url(params.get("body"));
  return JSON.parse(params.get("z") === "1" ? await inflate(bytes) : new TextDecoder().decode(bytes));
}

const go = (step) => working(() => shown(step));

async function shown(step) {
  const actions = page.draft.actions || [];
  step = Math.max(0, Math.min(actions.length, step));
  if (step !== page.step) stopComposing();
  page.step = step;
  sayInto($("position"), "step_of", { step, count: actions.length });
  for (const button of $("history").querySelectorAll("button[data-step]")) {
    const current = Number(button.dataset.step) === step;
    button.parentElement.classList.toggle("current", current);
    if (current) button.setAttribute("aria-current", "step");
    else button.removeAttribute("aria-current");
  }
  const asked = ++page.asked;
  const answers = page.answers; // this draft's: kept apart from a later draft's, whatever order the answers come in
  if (!answers.has(step)) {
    const prefix = { rules: rulesFromForm(), ...page.draft, actions: actions.slice(0, step), on_illegal: "report" };
    answers.set(step, await call(`/v1/games/${page.game.id}/adjudicate`, page.lang, prefix));
  }
  if (asked !== page.asked || answers !== page.answers) return; // a later step or draft shows itself
  const answer = answers.get(step);
  renderTable($("table"), step, answer, page.draft.deal, suits());
  drawPad();
}

function drawPad() {
  const answer = page.answers.get(page.step);
  renderPad($("pad"), {
    game: page.game, draft: page.draft, step: page.step, state: answer, suits: suits(), deck: deck(),
    onAction: acted,
    onUndo: () => removeStep((page.draft.actions || []).length - 1),
    onRemove: removeStep,
    onEnd: () => go(Infinity),
  });
}

function onKey(event) {
  if (event.target.closest("input, textarea, select") || event.altKey || event.ctrlKey || event.metaKey) return;
  const moves = { ArrowLeft: page.step - 1, ArrowRight: page.step + 1, Home: 0, End: Infinity };
  if (!(event.key in moves)) return;
  event.preventDefault();
  go(moves[event.key]);
}

// ---- start: the URL's game, language and shared body, if any

async function start() {
  const params = new URLSearchParams(location.search);
  const lang = params.get("lang");
  languageMenu($("language-menu")).value = speak(lang);
  await loadGames(params.get("game"));
  let body = null;
  if (params.get("body")) {
    try {
      body = await sharedBody(params);
    } catch (error) {
      showProblem({ title: say("unreadable_link"), detail: error.message });
    }
  }
  fillGame((body && body.rules) || {});
  await loadCatalogue();
  if (body) delete body.rules;
  $("game").addEventListener("change", async () => {
    const editor = $("deal-editor");
    editor.setAttribute("aria-busy", "true"); // the new game's deal is being laid out: taps wait for it
    const before = page.draft;
    fillGame();
    await loadCatalogue();
    page.target = null;
    if (page.draft === before) await setDraft(blankDraft()); // else a body pasted meanwhile is the new draft
    editor.setAttribute("aria-busy", "false");
  });
  $("variant").addEventListener("change", () => {
    fillOptions();
    const { deal, actions } = page.draft;
    const untouched = !(actions || []).length && (deal.hands || []).every((hand) => hand === null);
    setDraft(untouched ? { ...blankDraft(), deal: { ...deal, ...blankDraft().deal } } : page.draft, { stay: true });
  });
  $("options").addEventListener("change", () => setDraft(page.draft, { stay: true }));
  $("lang").addEventListener("change", async () => {
    speak(page.lang);
    const rules = rulesFromForm();
    await loadGames($("game").value); // the games' titles and the options' meanings in the new language
    fillGame(rules);
    await loadCatalogue();
    await setDraft(page.draft, { stay: true });
  });
  $("body").addEventListener("input", () => typed());
  $("form").addEventListener("submit", (event) => {
    event.preventDefault();
    typed({ complain: true });
  });
  $("live").addEventListener("submit", startFollowing);
  $("unfollow").addEventListener("click", stopFollowing);
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(page.step - 1));
  $("next").addEventListener("click", () => go(page.step + 1));
  $("last").addEventListener("click", () => go(Infinity));
  $("copy").addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText($("share").value));
  document.addEventListener("keydown", onKey);
  await setDraft(body || blankDraft());
  document.body.dataset.ready = "true";
}

start();
