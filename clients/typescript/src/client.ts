/**
 * `new Arbitro(baseUrl)`: the service's sessions as typed calls, on openapi-fetch's client of openapi.yaml.
 *
 * Every endpoint is at `arbitro.api` (openapi-fetch, typed by `schema.ts`, which openapi-typescript
 * generates from openapi.yaml); the session calls below answer the generated types and throw the
 * problem of a problem answer (`errors.ts`). Every request passes the retrying fetch (`retry.ts`).
 * `arbitro.follow` reads a session's event stream, `arbitro.followTournament` a tournament's (`events.ts`).
 * A seat is best played through `arbitro.openTable` (`table.ts`).
 */
import createClient, { type Client } from "openapi-fetch";
import { follow } from "./events.js";
import { problemError, type Problem } from "./errors.js";
import { DEFAULT_BACKOFF, retryingFetch, type Backoff } from "./retry.js";
import type { components, paths } from "./schema.js";
import { Table } from "./table.js";

type Schemas = components["schemas"];
/** A session as one token sees it: one game's (`game`), a seat's or the public view or the referee's (`role`). */
export type SessionView = Schemas["SessionView"];
export type SessionLog = Schemas["SessionLog"];
export type MatchRecord = Schemas["MatchRecord"];
export type EgnDocument = Schemas["EgnDocument"];
export type Game = SessionView["game"];
/** An action as a seat posts it (`{type: "play", card: "AS"}`): the token says which seat. */
export type Action = Schemas["SessionAction"];
export type SessionCreate = Schemas["SessionCreate"];
/** A tournament as anyone may see it, and its standings (`GET /v1/tournaments/{id}[/standings]`). */
export type Tournament = Schemas["Tournament"];
export type Standings = Schemas["Standings"];

export interface ArbitroOptions {
  /** The language of the answers' sentences (`it`, `fr`, `en`, or any Accept-Language value). */
  language?: string;
  /** How 503s and 429s are waited out (`retry.ts`); `{retries: 0}` turns it off. */
  backoff?: Partial<Backoff>;
  /** The fetch under the retries (the global one by default). */
  fetch?: typeof fetch;
}

/** What openapi-fetch answers: the body of a success, or of a problem, and the response. */
interface Answered<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The body of a successful answer; a problem answer throws its error. */
function answer<T>({ data, error, response }: Answered<T>): T {
  if (!response.ok) throw problemError(response.status, (error ?? {}) as Problem);
  return data as T;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export class Arbitro {
  /** Every endpoint of openapi.yaml, typed (openapi-fetch). */
  readonly api: Client<paths>;
  private readonly fetch: typeof fetch;
  private readonly headers: Record<string, string>;

  constructor(
    readonly baseUrl: string,
    options: ArbitroOptions = {},
  ) {
    this.fetch = retryingFetch({ ...DEFAULT_BACKOFF, ...options.backoff }, options.fetch);
    this.headers = options.language === undefined ? {} : { "Accept-Language": options.language };
    this.api = createClient<paths>({ baseUrl: this.root, fetch: this.fetch, headers: this.headers });
  }

  private get root(): string {
    return this.baseUrl.replace(/\/$/, "");
  }

  /** `POST /v1/sessions`: a match held by the server; `tokens` has each seat's and the referee's. */
  async createSession(game: Game, options: Partial<Omit<SessionCreate, "game">> = {}): Promise<SessionView> {
    return answer(await this.api.POST("/v1/sessions", { body: { game, ...options } }));
  }

  /** `GET /v1/sessions/{id}`: the session as `token`'s seat (or the referee) may see it. */
  async session(sessionId: string, token: string): Promise<SessionView> {
    const path = { session_id: sessionId };
    return answer(await this.api.GET("/v1/sessions/{session_id}", { params: { path }, headers: bearer(token) }));
  }

  /** `GET /v1/sessions/{id}/log`: every deal's actions; a finished deal's order and salt. */
  async sessionLog(sessionId: string, token: string): Promise<SessionLog> {
    const path = { session_id: sessionId };
    return answer(await this.api.GET("/v1/sessions/{session_id}/log", { params: { path }, headers: bearer(token) }));
  }

  /** `GET /v1/sessions/{id}/record`: the match as a match record. */
  async sessionRecord(sessionId: string, token: string): Promise<MatchRecord> {
    const params = { path: { session_id: sessionId } };
    return answer(await this.api.GET("/v1/sessions/{session_id}/record", { params, headers: bearer(token) }));
  }

  /** `GET /v1/sessions/{id}/record/egn`: a Euchre session's match in Euchre Game Notation. */
  async sessionEgn(sessionId: string, token: string): Promise<EgnDocument> {
    const params = { path: { session_id: sessionId } };
    return answer(await this.api.GET("/v1/sessions/{session_id}/record/egn", { params, headers: bearer(token) }));
  }

  /** `POST /v1/sessions/{id}/actions`: one action of `token`'s seat on the version `ifMatch` names (an ETag,
   * `"v3"`); the same `idempotencyKey` and action again answer the first answer. */
  async act(
    sessionId: string,
    token: string,
    action: Action,
    { ifMatch, idempotencyKey }: { ifMatch: string; idempotencyKey: string },
  ): Promise<SessionView> {
    const params = {
      path: { session_id: sessionId },
      header: { "If-Match": ifMatch, "Idempotency-Key": idempotencyKey },
    };
    return answer(
      await this.api.POST("/v1/sessions/{session_id}/actions", { params, body: action, headers: bearer(token) }),
    );
  }

  /** `GET /v1/sessions/{id}/events`: each new version of the session as `token` may see it, the current one
   * first (or, with `lastEventId` the current version, the next), until the session ends; a stream broken on
   * the way is taken up again from the last version received. A refusal (401, 404...) throws its problem. */
  async *follow(
    sessionId: string,
    token: string,
    { lastEventId }: { lastEventId?: number } = {},
  ): AsyncGenerator<SessionView, void> {
    const url = `${this.root}/v1/sessions/${encodeURIComponent(sessionId)}/events`;
    const followed = { url, headers: { ...this.headers, ...bearer(token) }, fetch: this.fetch };
    for await (const { data } of follow<SessionView>(followed, lastEventId)) yield data;
  }

  /** `GET /v1/tournaments/{id}`: the tournament, its schedule and the results posted. */
  async tournament(tournamentId: string): Promise<Tournament> {
    const path = { tournament_id: tournamentId };
    return answer(await this.api.GET("/v1/tournaments/{tournament_id}", { params: { path } }));
  }

  /** `GET /v1/tournaments/{id}/standings`: the tournament's standings (JSON). */
  async standings(tournamentId: string): Promise<Standings> {
    const path = { tournament_id: tournamentId };
    const params = { path, query: { format: "json" as const } };
    return answer(await this.api.GET("/v1/tournaments/{tournament_id}/standings", { params })) as Standings;
  }

  /** `GET /v1/tournaments/{id}/events`: each new version of the tournament's standings (no token: they are
   * public), the current one first (or, with `lastEventId` the current version, the next), until the tournament
   * is deleted or gone; a stream broken on the way is taken up again from the last version received. */
  async *followTournament(
    tournamentId: string,
    { lastEventId }: { lastEventId?: number } = {},
  ): AsyncGenerator<{ version: number; standings: Standings }, void> {
    const url = `${this.root}/v1/tournaments/${encodeURIComponent(tournamentId)}/events`;
    const followed = { url, headers: this.headers, fetch: this.fetch };
    for await (const { version, data } of follow<Standings>(followed, lastEventId)) yield { version, standings: data };
  }

  /** `DELETE /v1/sessions/{id}` with the referee's token. */
  async deleteSession(sessionId: string, token: string): Promise<void> {
    const path = { session_id: sessionId };
    answer(await this.api.DELETE("/v1/sessions/{session_id}", { params: { path }, headers: bearer(token) }));
  }

  /** The seat of `token` at the session, its view read, ready to play (`table.ts`). */
  async openTable(sessionId: string, token: string, options: { conflicts?: number } = {}): Promise<Table> {
    return new Table(this, sessionId, token, await this.session(sessionId, token), options.conflicts);
  }
}
