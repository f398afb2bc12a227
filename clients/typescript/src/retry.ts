/**
 * 503s and 429s waited out and sent again, where every request passes: a `fetch` that retries.
 *
 * The same request means the same headers: a move's `Idempotency-Key` and `If-Match` go again
 * unchanged, so a move the service applied before a gateway answered 503 is answered from the
 * service's record of its key, never applied twice. A 503 from Arbitro itself means nothing was done
 * (the session store unreachable, out of memory or full); a 429, that a rate limit refused the request
 * before anything was done, its `Retry-After` saying when there is room again.
 */

/** How often and how long a 503 or a 429 is waited out. */
export interface Backoff {
  /** The most retries of one request (0: none). */
  retries: number;
  /** Without `Retry-After`, retry `n` (from 0) waits `base * 2 ** n` seconds. */
  base: number;
  /** The longest wait taken (seconds): an answer asking for more is returned, not waited for. */
  cap: number;
  /** Waits `seconds` (tests pass one that records the wait instead). */
  sleep: (seconds: number) => Promise<void>;
}

export const DEFAULT_BACKOFF: Backoff = {
  retries: 4,
  base: 0.5,
  cap: 60, // the service's own longest Retry-After (STORE_FULL_RETRY_AFTER_SECONDS) by default
  sleep: (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
};

/** The answers that say nothing was done and to ask again later. */
export const RETRIED: ReadonlySet<number> = new Set([429, 503]);

/** The wait before retry number `retry`, or undefined when it would exceed `cap`. */
export function delay(backoff: Backoff, retry: number, retryAfter: string | null): number | undefined {
  const asked = retryAfter !== null && /^\s*\d+\s*$/.test(retryAfter) ? Number(retryAfter) : undefined;
  const wait = asked ?? backoff.base * 2 ** retry;
  return wait <= backoff.cap ? wait : undefined;
}

/** `inner`, with each 503 and 429 retried as `backoff` says (the request's body is kept to be sent again). */
export function retryingFetch(backoff: Backoff, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    let response = await inner(request.clone());
    for (let retry = 0; retry < backoff.retries && RETRIED.has(response.status); retry++) {
      const wait = delay(backoff, retry, response.headers.get("Retry-After"));
      if (wait === undefined) break;
      await response.body?.cancel();
      await backoff.sleep(wait);
      response = await inner(request.clone());
    }
    return response;
  };
}
