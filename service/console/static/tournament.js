// A tournament's public page refreshing itself.  The server renders everything in the page (in the reader's
// language); this script only polls the standings with If-None-Match (an unchanged tournament costs a 304), and
// on a new version fetches the page again and puts its <main> in place of this one.  It also checks a
// duplicate tournament's revealed boards (sha256 of order and salt against the commitment) where the browser
// offers crypto.subtle, and submits the language menu when its choice changes.
const POLL_MS = 2000;
const id = decodeURIComponent(location.pathname.split("/").pop());
const standings = `/v1/tournaments/${encodeURIComponent(id)}/standings`;

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

async function refresh() {
  const answer = await fetch(location.pathname + location.search, { headers: { Accept: "text/html" } });
  if (!answer.ok) return;
  const fresh = new DOMParser().parseFromString(await answer.text(), "text/html");
  document.querySelector("main").replaceWith(fresh.querySelector("main"));
  document.body.dataset.version = fresh.body.dataset.version;
  await checkBoards();
}

async function poll() {
  const status = document.getElementById("status");
  try {
    const headers = { Accept: "application/json", "If-None-Match": `"${document.body.dataset.version}"` };
    const answer = await fetch(standings, { headers });
    if (answer.status === 200) {
      const etag = (answer.headers.get("ETag") || "").replace(/\W/g, "");
      if (etag !== document.body.dataset.version) await refresh();
    }
    if (answer.status === 200 || answer.status === 304) {
      const time = new Date().toLocaleTimeString(document.documentElement.lang);
      status.textContent = fill(status.dataset.updated, { version: document.body.dataset.version, time });
    }
  } catch (error) {
    status.textContent = fill(status.dataset.lost, { error: error.message });
  }
  setTimeout(poll, POLL_MS);
}

async function start() {
  const menu = document.getElementById("language-menu");
  menu.querySelector("select").addEventListener("change", () => menu.requestSubmit());
  await checkBoards();
  if (document.body.dataset.version) await poll();
  document.body.dataset.ready = "true";
}

start();
