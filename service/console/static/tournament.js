// A tournament's public page refreshing itself.  The server renders everything in the page (in the reader's
// language); this script follows the tournament's event stream (GET /v1/tournaments/{id}/events, read by
// EventSource: it needs no token), which brings each new version of the tournament as it is made, and on a
// version newer than the page's fetches the page again and puts its <main> in place of this one.  Where the
// stream cannot be had - no EventSource, a stream refused, broken again and again, or held back on the way (a
// proxy that buffers it: the current version comes first, at once) - it polls the standings with If-None-Match
// instead (an unchanged tournament costs a 304).  It also checks a duplicate tournament's revealed boards (sha256
// of order and salt against the commitment) where the browser offers crypto.subtle, and submits the language
// menu when its choice changes.
const POLL_MS = 2000;
const STREAM_FAILURES = 3; // errors in a row before the page polls instead
const FIRST_EVENT_MS = 10000; // the longest the stream's first event (the current version) may take
const id = decodeURIComponent(location.pathname.split("/").pop());
const tournament = `/v1/tournaments/${encodeURIComponent(id)}`;

function fill(template, facts) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(facts[name]));
}

/** sha256 of a revealed board's order and salt, as the service commits it (null without crypto.subtle). */
async function commitmentOf(order, salt) {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${order}:${salt}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function checkBoards() {
  const section = document.getElementById("boards");
  if (!section) return;
  for (const row of section.querySelectorAll("tr[data-order]")) {
    const computed = await commitmentOf(row.dataset.order, row.dataset.salt);
    if (computed === null) continue; // the server's words stand: "revealed (check it yourself)"
    const flag = row.querySelector(".flag");
    const matches = computed === row.dataset.commitment;
    flag.className = `flag ${matches ? "proven" : "disputed"}`;
    flag.textContent = matches ? section.dataset.checked : section.dataset.broken;
  }
}

/** The page fetched again, its <main> in place of this one (a 404 page says the tournament is gone). */
async function refresh() {
  const answer = await fetch(location.pathname + location.search, { headers: { Accept: "text/html" } });
  if (!answer.ok && answer.status !== 404) return;
  const fresh = new DOMParser().parseFromString(await answer.text(), "text/html");
  document.querySelector("main").replaceWith(fresh.querySelector("main"));
  document.body.dataset.version = fresh.body.dataset.version;
  await checkBoards();
}

function updated() {
  const status = document.getElementById("status");
  const time = new Date().toLocaleTimeString(document.documentElement.lang);
  status.textContent = fill(status.dataset.updated, { version: document.body.dataset.version, time });
}

function lost(error) {
  const status = document.getElementById("status");
  status.textContent = fill(status.dataset.lost, { error: error.message });
}

async function poll() {
  try {
    const headers = { Accept: "application/json", "If-None-Match": `"${document.body.dataset.version}"` };
    const answer = await fetch(`${tournament}/standings`, { headers });
    if (answer.status === 200) {
      const etag = (answer.headers.get("ETag") || "").replace(/\W/g, "");
      if (etag !== document.body.dataset.version) await refresh();
    }
    if (answer.status === 200 || answer.status === 304) updated();
  } catch (error) {
    lost(error);
  }
  setTimeout(poll, POLL_MS);
}

/** The version the page shows (its body's data-version, "v3"; 0 on a page without a tournament). */
function shown() {
  return Number(document.body.dataset.version.replace(/\D/g, ""));
}

// the page is brought up to each version the stream tells of, one refresh at a time: versions that came while the
// page was being fetched are in the next fetch
let wanted = 0;
let catchingUp = null;
async function catchUp() {
  while (shown() < wanted) {
    const before = shown();
    await refresh().catch(lost);
    if (shown() <= before) break; // the page could not be had: the next event tries again
  }
  if (shown() >= wanted) updated();
}
function offer(version) {
  wanted = Math.max(wanted, version);
  catchingUp ??= catchUp().finally(() => {
    catchingUp = null;
  });
}

/** Follow the event stream; poll instead where it cannot be had. */
function follow() {
  if (!("EventSource" in globalThis)) return poll();
  const stream = new EventSource(`${tournament}/events`);
  let failures = 0;
  let received = false;
  const fallBack = () => {
    stream.close();
    clearTimeout(watchdog);
    poll();
  };
  const watchdog = setTimeout(() => received || fallBack(), FIRST_EVENT_MS);
  stream.addEventListener("message", (event) => {
    received = true;
    failures = 0;
    offer(Number(event.lastEventId));
  });
  stream.addEventListener("end", async () => {
    stream.close(); // deleted or gone: the page says so
    await refresh().catch(lost);
  });
  stream.addEventListener("error", () => {
    failures += 1; // EventSource connects again by itself (Last-Event-ID) unless the stream was refused
    if (stream.readyState === EventSource.CLOSED || failures >= STREAM_FAILURES) fallBack();
  });
}

async function start() {
  const menu = document.getElementById("language-menu");
  menu.querySelector("select").addEventListener("change", () => menu.requestSubmit());
  await checkBoards();
  if (document.body.dataset.version) follow();
  document.body.dataset.ready = "true";
}

start();
