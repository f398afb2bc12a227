/**
 * A gateway in front of the service that answers 503 or 429 as told: a real HTTP server on a free port.
 *
 * Each request takes the next step of `script` (then is forwarded once the script is spent):
 * "refuse" answers 503 without forwarding; "lose" forwards it, then answers 503 instead of the service's
 * answer (a gateway that gave up after the service did the work); "limit" answers 429 without forwarding;
 * "cut" forwards it and breaks the connection once the answer's first event with an id went through (an event
 * stream broken on the way). Answers are passed on as they come, so an event stream goes through live.
 * `seen` lists each request's method, path, Idempotency-Key and Last-Event-ID as it arrived.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Step = "refuse" | "lose" | "limit" | "cut";

/** The end of a stream's first event with an id (`id: 3\ndata: ...\n\n`) in `text`, or -1. */
function firstEventEnd(text: string): number {
  const found = /(^|\n)id: [^\n]*\n(?:[^\n]+\n)*\n/.exec(text);
  return found === null ? -1 : found.index + found[0].length;
}

export class Gateway {
  readonly script: Step[] = [];
  readonly seen: { method: string; path: string; key: string | undefined; lastEventId: string | undefined }[] = [];
  retryAfter: string | undefined;
  private server?: Server;

  constructor(readonly upstream: string) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const header = (name: string) => (typeof request.headers[name] === "string" ? (request.headers[name] as string) : undefined);
    this.seen.push({ method: request.method!, path: request.url!, key: header("idempotency-key"), lastEventId: header("last-event-id") });
    const step = this.script.shift();
    if (step === "lose") await (await this.forward(request, body)).body?.cancel();
    if (step === "refuse" || step === "lose" || step === "limit") {
      const status = step === "limit" ? 429 : 503;
      const headers: Record<string, string> = { "Content-Type": "application/problem+json" };
      if (this.retryAfter !== undefined) headers["Retry-After"] = this.retryAfter;
      response.writeHead(status, headers).end(JSON.stringify({ type: "about:blank", title: "Unavailable", status }));
      return;
    }
    const gone = new AbortController(); // the client went away (or its answer ended): stop reading the service's
    response.on("close", () => gone.abort());
    const answer = await this.forward(request, body, gone.signal);
    const kept: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"].includes(name)) kept[name] = value;
    });
    response.writeHead(answer.status, kept);
    try {
      await this.pass(answer, response, step === "cut");
    } catch (error) {
      if (!gone.signal.aborted) throw error;
    }
  }

  /** `answer`'s body to `response` as it comes; `cut`: only up to its first event with an id, then the
   * connection broken. */
  private async pass(answer: Response, response: ServerResponse, cut: boolean): Promise<void> {
    let text = "";
    for await (const chunk of answer.body ?? []) {
      if (!cut) {
        response.write(chunk);
        continue;
      }
      text += Buffer.from(chunk).toString();
      const end = firstEventEnd(text);
      if (end >= 0) {
        response.write(text.slice(0, end), () => response.destroy());
        return; // leaving the loop cancels the service's answer
      }
    }
    response.end();
  }

  private forward(request: IncomingMessage, body: Buffer, signal?: AbortSignal): Promise<Response> {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && !["host", "connection", "content-length"].includes(entry[0]),
      ),
    );
    return fetch(`${this.upstream}${request.url}`, {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
      signal,
    });
  }
}
