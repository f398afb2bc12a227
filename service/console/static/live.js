// Following a live session with the referee's token: the session's event stream (GET /v1/sessions/{id}/events,
// Server-Sent Events) brings each new version as it is made; each brings the current deal's history (the
// session's log) as a validate body: the deal as dealt, the actions so far. The stream is read with fetch, not
// EventSource, which cannot send the token's Authorization header. When the stream fails (a proxy that does not
// pass it, a connection lost) the console falls back to polling the view with If-None-Match, where an unchanged
// session costs a 304.

const POLL_MS = 1500;

/** The events of an SSE body: ``{event, id, data}`` each (``event`` "message" unless named); comments skipped. */
async function* events(body) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let event = { event: "message", id: null, data: [] };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += value;
    const lines = buffered.split(/\r\n|\r|\n/);
    buffered = lines.pop();
    for (const line of lines) {
      if (line === "") {
        if (event.data.length) yield { ...event, data: event.data.join("\n") };
        event = { event: "message", id: null, data: [] };
      } else if (!line.startsWith(":")) {
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        const field = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (name === "event") event.event = field;
        else if (name === "id") event.id = field;
        else if (name === "data") event.data.push(field);
      }
    }
  }
}

/** Follow session ``id``; ``onBody(body, view)`` on each new version, ``onStatus(key, vars)`` (words.js) always.
 * Answers a function that stops the following. */
export function follow(id, token, lang, onBody, onStatus) {
  const path = `/v1/sessions/${encodeURIComponent(id)}`;
  const stopping = new AbortController();
  const { signal } = stopping;
  let timer = null;
  const headers = () => ({ Authorization: `Bearer ${token}`, "Accept-Language": lang(), Accept: "application/json" });

  /** A new version shown: its deal's history to ``onBody``, what it says to ``onStatus``. */
  async function show(view) {
    const log = await (await fetch(`${path}/log`, { headers: headers(), signal })).json();
    const deal = log.deals[log.deals.length - 1];
    if (signal.aborted) return;
    await onBody({ rules: view.rules, scores: deal.scores_before, deal: view.dealt, actions: deal.actions }, view);
    const facts = { version: view.version, deal: view.deal_number, count: deal.actions.length };
    if (view.pool) Object.assign(facts, { pool: view.pool.amount, seat: view.pool.won_by });
    // a game with a pool (Set-Back Euchre) says its amount and, once the match is over, who took it
    if (view.pool && view.game_over) onStatus("following_over_pool", facts);
    else if (view.pool) onStatus("following_pool", facts);
    else if (view.game_over) onStatus("following_over", facts);
    else onStatus("following", facts);
  }

  // the stream's views are shown one at a time, the newest next: versions that came while one was being shown
  // are folded into the newest (it holds all they did), so a fast match never leaves the console behind
  let newest = null;
  let showing = null;
  function offer(view) {
    newest = view;
    showing ??= (async () => {
      while (newest !== null) {
        const view = newest;
        newest = null;
        await show(view).catch((error) => signal.aborted || onStatus("connection_lost", { error: error.message }));
      }
      showing = null;
    })();
  }

  /** A refusal said; the following stops there. */
  async function stopped(answer) {
    const problem = await answer.json().catch(() => ({}));
    onStatus("stopped", { status: answer.status, title: problem.title || "", detail: problem.detail || "" });
  }

  /** The event stream, taken up again with Last-Event-ID when it closes early; answers whether the following is
   * over (an `end` event, or a refusal), and throws when the stream cannot be had (then the console polls). */
  async function stream() {
    let after = null;
    for (;;) {
      const asked = { ...headers(), Accept: "text/event-stream" };
      if (after !== null) asked["Last-Event-ID"] = after;
      const answer = await fetch(`${path}/events`, { headers: asked, signal });
      if ([401, 403, 404].includes(answer.status)) return stopped(answer);
      if (answer.status !== 200 || !answer.headers.get("Content-Type")?.startsWith("text/event-stream")) {
        throw new Error(`the event stream answered ${answer.status}`);
      }
      let received = 0;
      for await (const event of events(answer.body)) {
        received += 1;
        if (event.event === "end") {
          // the match over or stopped: its last view said so; deleted or gone: the view's answer says why
          await showing;
          if (!["game_over", "stopped"].includes(JSON.parse(event.data).reason)) return poll();
          return;
        }
        after = event.id;
        offer(JSON.parse(event.data));
      }
      if (received === 0) throw new Error("the event stream closed before its first event");
    }
  }

  let etag = null;
  async function poll() {
    try {
      const answer = await fetch(path, { headers: etag ? { ...headers(), "If-None-Match": etag } : headers(), signal });
      if (answer.status === 200) {
        const view = await answer.json();
        etag = answer.headers.get("ETag");
        await show(view);
      } else if (answer.status !== 304) {
        return stopped(answer);
      }
    } catch (error) {
      if (signal.aborted) return;
      onStatus("connection_lost", { error: error.message });
    }
    if (!signal.aborted) timer = setTimeout(poll, POLL_MS);
  }

  stream().catch((error) => {
    if (signal.aborted) return;
    onStatus("connection_lost", { error: error.message });
    poll();
  });
  return () => {
    stopping.abort();
    clearTimeout(timer);
  };
}
