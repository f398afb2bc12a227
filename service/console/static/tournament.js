// A tournament's public page, for the players and the room's screen: the standings, each player's
// next table and seat, a duplicate tournament's boards (committed, then revealed and checked), every
// round's tables and results.  It reads only what the API answers to
// anyone (GET /v1/tournaments/{id}); the standings are polled with If-None-Match, so an unchanged
// tournament costs a 304, and each new version fetches the tournament again.
import { call } from "./api.js";
import { el, problemElement } from "./view.js";
import { languageMenu } from "./languages.js";
import { say, sayInto, speak } from "./words.js";

const POLL_MS = 2000;
const $ = (id) => document.getElementById(id);
const id = decodeURIComponent(location.pathname.split("/").pop());
const path = `/v1/tournaments/${encodeURIComponent(id)}`;
const page = { tournament: null, etag: null, get lang() { return $("lang").value; } };

function speakHere(lang) {
  const spoken = speak(lang);
  document.title = say("tournament_title");
  return spoken;
}

// ---- what the tournament answers, laid out

/** Each table's result by "round.table". */
function resultsByTable(tournament) {
  return new Map(tournament.results.map((entry) => [`${entry.round}.${entry.table}`, entry.result]));
}

/** The first round in which player ``index`` sits at a table with no result yet: {round, table, seat}, or null. */
function nextSeat(tournament, index, results) {
  for (const round of tournament.schedule.rounds) {
    for (const table of round.tables) {
      const seat = table.seats.indexOf(index);
      if (seat >= 0 && !results.get(`${round.round}.${table.table}`)) return { round: round.round, table: table.table, seat };
    }
  }
  return null;
}

function flag(result) {
  if (!result) return el("span", { class: "flag pending" }, say("no_result"));
  if (result.disputed) return el("span", { class: "flag disputed" }, say("flag_disputed"));
  if (result.proven) return el("span", { class: "flag proven" }, say("flag_proven"));
  return el("span", { class: "flag reported" }, say("flag_reported"));
}

function renderStandings(standings, duplicate) {
  const figures = standings.tie_breaks.map((t) => say(`col_${t.figure}`)).join(" › "); // col_points, col_won, col_matchpoints
  sayInto($("ranked-by"), "ranked_by", { figures });
  $("col-matchpoints").hidden = !duplicate;
  const cells = (row) => [row.rank, row.name, ...(duplicate ? [row.matchpoints] : []), row.points, row.won, row.played,
    row.byes, row.proven, row.reported, row.disputed];
  $("standings-table").tBodies[0].replaceChildren(...standings.rows.map((row) =>
    el("tr", { "data-name": row.name }, ...cells(row).map((value) => el("td", {}, String(value))))));
}

function renderNext(tournament, results) {
  const rows = tournament.players.map((name, index) => {
    const next = nextSeat(tournament, index, results);
    const row = el("tr", { "data-player": name }, el("td", {}, name));
    if (next === null) row.append(el("td", { colspan: "3" }, say("all_played")));
    else row.append(el("td", {}, String(next.round)), el("td", {}, String(next.table)), el("td", {}, say("seat", { seat: next.seat })));
    return row;
  });
  $("next-table").tBodies[0].replaceChildren(...rows);
}

function renderSchedule(tournament, results) {
  const names = tournament.players;
  $("rounds").replaceChildren(...tournament.schedule.rounds.map((round) => {
    const rows = round.tables.map((table) => {
      const result = results.get(`${round.round}.${table.table}`);
      return el("tr", { "data-table": `${round.round}.${table.table}` },
        el("td", {}, String(table.table)),
        el("td", {}, table.seats.map((player) => names[player]).join(" · ")),
        el("td", { class: "scores" }, result ? result.scores.join(" – ") : "—"),
        el("td", {}, flag(result)));
    });
    const byes = round.byes.length ? el("p", { class: "byes" }, say("byes_list", { names: round.byes.map((p) => names[p]).join(", ") })) : null;
    return el("div", { class: "round", "data-round": String(round.round) },
      el("table", {}, el("caption", {}, say("round_caption", { round: round.round })),
        el("thead", {}, el("tr", {}, el("th", {}, say("col_table")), el("th", {}, say("col_seats")),
          el("th", {}, say("col_scores")), el("th", {}, say("col_result")))),
        el("tbody", {}, ...rows)), byes);
  }));
}

/** sha256 of a revealed board's order and salt, as the service commits it (null where the browser has no
 * crypto.subtle: a page served over plain http to another host). */
async function commitmentOf(board) {
  if (!globalThis.crypto?.subtle) return null;
  const bytes = new TextEncoder().encode(`${board.order.join(",")}:${board.salt}`);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function checked(board) {
  const computed = await commitmentOf(board);
  if (computed === null) return el("span", { class: "flag pending" }, say("board_unchecked"));
  return computed === board.commitment
    ? el("span", { class: "flag proven" }, say("board_checked"))
    : el("span", { class: "flag disputed" }, say("board_broken"));
}

async function renderBoards(tournament) {
  $("boards").hidden = !tournament.duplicate;
  if (!tournament.duplicate) return;
  const rounds = await Promise.all(tournament.boards.map(async (round) => {
    const rows = await Promise.all(round.boards.map(async (board) => el("tr", { "data-board": `${round.round}.${board.board}` },
      el("td", {}, String(board.board)),
      el("td", {}, say("seat", { seat: board.dealer })),
      el("td", {}, el("code", { class: "commitment" }, board.commitment)),
      el("td", {}, round.revealed ? el("code", { class: "order" }, board.order.join(" ")) : "—"),
      el("td", {}, round.revealed ? el("code", { class: "salt" }, board.salt) : "—"),
      el("td", {}, round.revealed ? await checked(board) : el("span", { class: "flag pending" }, say("board_committed"))))));
    return el("div", { class: "round", "data-board-round": String(round.round), "data-revealed": String(round.revealed) },
      el("table", {}, el("caption", {}, say("round_caption", { round: round.round })),
        el("thead", {}, el("tr", {}, el("th", {}, say("col_board")), el("th", {}, say("col_dealer")),
          el("th", {}, say("col_commitment")), el("th", {}, say("col_order")), el("th", {}, say("col_salt")),
          el("th", {}, say("col_result")))),
        el("tbody", {}, ...rows)));
  }));
  $("board-rounds").replaceChildren(...rounds);
}

async function render(tournament) {
  page.tournament = tournament;
  const results = resultsByTable(tournament);
  $("heading").textContent = `· ${tournament.game} · ${tournament.format}${tournament.duplicate ? ` · ${say("duplicate")}` : ""}`;
  renderStandings(tournament.standings, tournament.duplicate);
  renderNext(tournament, results);
  await renderBoards(tournament);
  renderSchedule(tournament, results);
}

function showProblem(problem) {
  $("problem").replaceChildren(problemElement(problem));
  $("problem").hidden = false;
}

// ---- following the standings

async function load() {
  const answer = await call(path, page.lang);
  if (answer.status !== 200) {
    showProblem(answer.json);
    return false;
  }
  await render(answer.json);
  return true;
}

async function poll() {
  try {
    const headers = { "Accept-Language": page.lang, Accept: "application/json" };
    if (page.etag) headers["If-None-Match"] = page.etag;
    const answer = await fetch(`${path}/standings`, { headers });
    if (answer.status === 200) {
      const etag = answer.headers.get("ETag");
      if (etag !== page.etag && (await load())) {
        page.etag = etag;
        document.body.dataset.version = etag.replace(/\W/g, "");
      }
      sayInto($("status"), "updated", { version: document.body.dataset.version || "-", time: new Date().toLocaleTimeString(page.lang) });
    } else if (answer.status !== 304) {
      showProblem(await answer.json().catch(() => ({ title: `HTTP ${answer.status}` })));
    }
  } catch (error) {
    sayInto($("status"), "connection_lost", { error: error.message });
  }
  setTimeout(poll, POLL_MS);
}

async function start() {
  languageMenu($("language-menu")).value = speakHere(new URLSearchParams(location.search).get("lang"));
  $("lang").addEventListener("change", () => {
    speakHere(page.lang);
    if (page.tournament) void render(page.tournament);
  });
  await poll();
  document.body.dataset.ready = "true";
}

start();
