// Following a live session with the referee's token: the session's view is polled with
// If-None-Match, so an unchanged session costs a 304; each new version brings the current deal's
// history (the session's log) as a validate body: the deal as dealt, the actions so far.

const POLL_MS = 1500;

/** Poll session ``id``; ``onBody(body, view)`` on each new version, ``onStatus(key, vars)`` (words.js) always.
 * Answers a function that stops the polling. */
export function follow(id, token, lang, onBody, onStatus) {
  const path = `/v1/sessions/${encodeURIComponent(id)}`;
  let etag = null;
  let timer = null;
  let stopped = false;
  const headers = () => ({ Authorization: `Bearer ${token}`, "Accept-Language": lang(), Accept: "application/json" });

  async function poll() {
    try {
      const answer = await fetch(path, { headers: etag ? { ...headers(), "If-None-Match": etag } : headers() });
      if (answer.status === 200) {
        const view = await answer.json();
        const log = await (await fetch(`${path}/log`, { headers: headers() })).json();
        const deal = log.deals[log.deals.length - 1];
        etag = answer.headers.get("ETag");
        if (stopped) return;
        await onBody({ rules: view.rules, scores: deal.scores_before, deal: view.dealt, actions: deal.actions }, view);
        const facts = { version: view.version, deal: view.deal_number, count: deal.actions.length };
        if (view.pool) Object.assign(facts, { pool: view.pool.amount, seat: view.pool.won_by });
        // a game with a pool (Set-Back Euchre) says its amount and, once the match is over, who took it
        if (view.pool && view.game_over) onStatus("following_over_pool", facts);
        else if (view.pool) onStatus("following_pool", facts);
        else if (view.game_over) onStatus("following_over", facts);
        else onStatus("following", facts);
      } else if (answer.status !== 304) {
        const problem = await answer.json().catch(() => ({}));
        onStatus("stopped", { status: answer.status, title: problem.title || "", detail: problem.detail || "" });
        return;
      }
    } catch (error) {
      onStatus("connection_lost", { error: error.message });
    }
    if (!stopped) timer = setTimeout(poll, POLL_MS);
  }

  poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
