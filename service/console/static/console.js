// The referee console: choose the game and its rules, check a history, step through it.
// Everything shown comes from the public API (see api.js); this file only wires the page.
import { bytesFromBase64Url, call, deflate, inflate, toBase64Url } from "./api.js";
import { suitsFor } from "./cards.js";
import { follow } from "./live.js";
import { el, problemElement, renderHistory, renderTable, renderVerdict } from "./view.js";
import { languageMenu } from "./languages.js";
import { say, sayInto, speak } from "./words.js";

const $ = (id) => document.getElementById(id);
// JSON for the body's text area: indented, each list of plain values (cards, seats) on one line
const pretty = (value) => JSON.stringify(value, null, 1).replace(/\[[^[\]{}]*\]/g, (list) => list.replace(/\s*\n\s*/g, " "));
const page = {
  games: [], catalogue: new Map(), body: null, verdict: null, step: 0, answers: new Map(), asked: 0,
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
    control.append(el("option", { value: "" }, `(${JSON.stringify(fallback)})`));
    for (const choice of option.choices || [true, false]) control.append(el("option", { value: JSON.stringify(choice) }, JSON.stringify(choice)));
  } else {
    control = el("input", { id, type: option.type === "integer" && !option.nullable ? "number" : "text", placeholder: JSON.stringify(fallback) });
  }
  control.dataset.option = option.name;
  control.dataset.type = option.type;
  return el("label", { title: option.meaning }, el("span", {}, option.name.replace(/_/g, " ")), control);
}

function fillOptions() {
  const game = page.game;
  const variant = game.variants.find((v) => v.name === $("variant").value) || game.variants[0];
  $("options").replaceChildren(...game.options.map((o) => optionControl(o, variant.values)));
}

function fillGame(rules = {}) {
  const game = page.game;
  $("variant").replaceChildren(...game.variants.map((v) => el("option", { value: v.name, title: v.meaning }, v.name)));
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
  const answer = await call(`/v1/games/${page.game.id}`, page.lang);
  const codes = (answer.status === 200 && answer.json.rule_codes) || [];
  page.catalogue = new Map(Array.isArray(codes) ? codes.map((c) => [c.code, c]) : Object.entries(codes));
}

// ---- checking a history and stepping through it

function showProblem(problem) {
  $("problem").hidden = !problem;
  $("problem").replaceChildren(...(problem ? [problemElement(problem)] : []));
}

function suits() {
  return suitsFor(page.game.id, (page.verdict && page.verdict.rules) || rulesFromForm());
}

async function check({ stay = false } = {}) {
  let body;
  try {
    body = JSON.parse($("body").value || "{}");
  } catch (error) {
    showProblem({ title: say("not_json"), detail: error.message });
    return;
  }
  if (body.rules) fillGame(body.rules);
  delete body.rules;
  $("body").value = pretty(body);
  body = { rules: rulesFromForm(), ...body };
  const answer = await call(`/v1/games/${page.game.id}/validate`, page.lang, body);
  page.answers.clear();
  if (answer.status !== 200) {
    Object.assign(page, { body: null, verdict: null, step: 0 });
    sayInto($("verdict-summary"), "refused").className = "";
    for (const id of ["violations", "history", "table"]) $(id).replaceChildren();
    delete $("position").dataset.say;
    $("position").textContent = "-";
    showProblem(answer.json);
    return;
  }
  showProblem(null);
  page.body = body;
  page.verdict = answer.json;
  await share();
  renderVerdict($("verdict-summary"), $("violations"), page.verdict, page.catalogue, suits(), go);
  renderHistory($("history"), body.actions || [], page.verdict.violations || [], suits(), go);
  await go(stay ? page.step : (body.actions || []).length);
}

// ---- a live session: each new version is checked like a pasted history

let unfollow = null;

async function followed(body, view) {
  const atEnd = !page.body || page.step === (page.body.actions || []).length;
  if ($("game").value !== view.game) {
    $("game").value = view.game;
    await loadCatalogue();
  }
  $("body").value = pretty(body); // check() moves its rules into the form
  await check({ stay: !atEnd });
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
  const json = JSON.stringify(page.body);
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

async function go(step) {
  if (!page.body) return;
  const actions = page.body.actions || [];
  step = Math.max(0, Math.min(actions.length, step));
  page.step = step;
  sayInto($("position"), "step_of", { step, count: actions.length });
  for (const button of $("history").querySelectorAll("button[data-step]")) {
    const current = Number(button.dataset.step) === step;
    button.parentElement.classList.toggle("current", current);
    if (current) button.setAttribute("aria-current", "step");
    else button.removeAttribute("aria-current");
  }
  const asked = ++page.asked;
  if (!page.answers.has(step)) {
    const prefix = { ...page.body, actions: actions.slice(0, step), on_illegal: "report" };
    page.answers.set(step, await call(`/v1/games/${page.game.id}/adjudicate`, page.lang, prefix));
  }
  if (asked === page.asked) renderTable($("table"), step, page.answers.get(step), page.body.deal, suits());
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
  $("body").value = pretty(body || { deal: { dealer: 0, hands: [] }, actions: [] });
  $("game").addEventListener("change", async () => { fillGame(); await loadCatalogue(); });
  $("variant").addEventListener("change", fillOptions);
  $("lang").addEventListener("change", async () => {
    speak(page.lang);
    const rules = rulesFromForm();
    await loadGames($("game").value); // the games' titles and the options' meanings in the new language
    fillGame(rules);
    await loadCatalogue();
    if (page.body) await check({ stay: true });
  });
  $("form").addEventListener("submit", (event) => { event.preventDefault(); check(); });
  $("live").addEventListener("submit", startFollowing);
  $("unfollow").addEventListener("click", stopFollowing);
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(page.step - 1));
  $("next").addEventListener("click", () => go(page.step + 1));
  $("last").addEventListener("click", () => go(Infinity));
  $("copy").addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText($("share").value));
  document.addEventListener("keydown", onKey);
  if (body) await check();
  document.body.dataset.ready = "true";
}

start();
