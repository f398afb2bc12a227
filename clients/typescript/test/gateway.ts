/**
 * A gateway in front of the service that answers 503 or 429 as told: a real HTTP server on a free port.
 *
 * Each request takes the next step of `script` (then is forwarded once the script is spent):
 * "refuse" answers 503 without forwarding; "lose" forwards it, then answers 503 instead of the service's
 * answer (a gateway that gave up after the service did the work); "limit" answers 429 without forwarding.
 * `seen` lists each request's method, path and Idempotency-Key as it arrived.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type Step = "refuse" | "lose" | "limit";

export class Gateway {
  readonly script: Step[] = [];
  readonly seen: { method: string; path: string; key: string | undefined }[] = [];
  retryAfter: string | undefined;
  private server?: Server;

  constructor(readonly upstream: string) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.answer(request).then(({ status, headers, body }) => response.writeHead(status, headers).end(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async answer(request: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const key = request.headers["idempotency-key"];
    this.seen.push({ method: request.method!, path: request.url!, key: typeof key === "string" ? key : undefined });
    const step = this.script.shift();
    if (step === "lose") await this.forward(request, body);
    if (step !== undefined) {
      const status = step === "limit" ? 429 : 503;
      const headers: Record<string, string> = { "Content-Type": "application/problem+json" };
      if (this.retryAfter !== undefined) headers["Retry-After"] = this.retryAfter;
      return { status, headers, body: JSON.stringify({ type: "about:blank", title: "Unavailable", status }) };
    }
    return this.forward(request, body);
  }

  private async forward(request: IncomingMessage, body: Buffer) {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && !["host", "connection", "content-length"].includes(entry[0]),
      ),
    );
    const answer = await fetch(`${this.upstream}${request.url}`, {
      method: request.method,
      headers,
      body: body.length > 0 ? new Uint8Array(body) : undefined,
    });
    const kept: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"].includes(name)) kept[name] = value;
    });
    return { status: answer.status, headers: kept, body: Buffer.from(await answer.arrayBuffer()) };
  }
}
