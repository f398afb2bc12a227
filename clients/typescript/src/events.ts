/**
 * A record followed through its event stream: a session's (`GET /v1/sessions/{id}/events`, docs/API.md §5) or a
 * tournament's (`GET /v1/tournaments/{id}/events`, §8).
 *
 * The stream is Server-Sent Events, read off `fetch`'s streamed body by eventsource-parser: each event a
 * version of the record (`id`) and what the follower is shown of it (`data`: the JSON `GET /v1/sessions/{id}`
 * answers the token, or a tournament's standings); comment lines keep it open; an `end` event says why it
 * closes, and the following stops there. A stream that breaks on the way is taken up again with
 * `Last-Event-ID`, the last version received: the service then sends the current version at once, which holds
 * all that the versions missed did.
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { problemError, type Problem } from "./errors.js";

/** Where and how the stream is asked for. */
export interface Followed {
  /** The stream's URL. */
  url: string;
  /** The request's headers besides `Accept` and `Last-Event-ID` (the token's `Authorization`...). */
  headers: Record<string, string>;
  /** The fetch that asks (the client's, retrying 503s and 429s). */
  fetch: typeof fetch;
}

/** Why a stream's body stopped: an `end` event (the session ended), or the body closed or broke first. */
type Stopped = "ended" | "closed" | "broke";

/** A version as an event carried it: its number (the event's id) and what the follower is shown of it. */
export interface Versioned<T> {
  version: number;
  data: T;
}

/** The versions of `followed`'s stream from the one after `lastEventId` (the current one first without it),
 * until an `end` event or a stream closed without one; a refusal (401, 404...) throws its problem. */
export async function* follow<T>(followed: Followed, lastEventId?: number): AsyncGenerator<Versioned<T>, void> {
  let after = lastEventId;
  for (;;) {
    const headers = { ...followed.headers, Accept: "text/event-stream" };
    if (after !== undefined) Object.assign(headers, { "Last-Event-ID": String(after) });
    const response = await followed.fetch(followed.url, { headers });
    if (!response.ok || response.body === null) {
      const problem = (await response.json().catch(() => ({}))) as Problem;
      throw problemError(response.status, problem);
    }
    const received: { stopped?: Stopped } = {};
    for await (const version of versions<T>(response.body, received)) {
      after = version.version;
      yield version;
    }
    if (received.stopped !== "broke") return;
  }
}

/** The versions of one stream's `body`; `received.stopped` says, once they are spent, why. */
async function* versions<T>(
  body: ReadableStream<Uint8Array>,
  received: { stopped?: Stopped },
): AsyncGenerator<Versioned<T>> {
  const parsed: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => void parsed.push(event) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        received.stopped = "closed";
        return;
      }
      parser.feed(decoder.decode(value, { stream: true }));
      for (const event of parsed.splice(0)) {
        if (event.event === "end") {
          received.stopped = "ended";
          return;
        }
        yield { version: Number(event.id), data: JSON.parse(event.data) as T };
      }
    }
  } catch (error) {
    if (!(error instanceof TypeError)) throw error; // undici's "terminated": the connection broke mid-body
    received.stopped = "broke";
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
