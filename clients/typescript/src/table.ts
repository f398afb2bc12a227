/**
 * A seat at a session: its token, the version it last saw, and its moves sent safely.
 *
 * `table.play(action)` sends one action with `If-Match` (the version the table last saw) and an
 * `Idempotency-Key` of its own, the same on every retry of that move:
 * - a 503 or a 429 is retried by the client's fetch (`retry.ts`), the same request again;
 * - a 412 (another seat moved since) refreshes the table and sends the move again on the new version,
 *   with the same key: still legal, it is applied; no longer legal, the service refuses it and an
 *   `IllegalMove` is thrown (`not_your_turn` when another seat is now to act); after `conflicts`
 *   refreshes in a row the `VersionConflict` is thrown;
 * - a move the service already applied (its answer lost on the way back) is answered again from the
 *   service's record of the key, never applied twice.
 *
 * Every view the table is given goes through `see`, which keeps the newest: a move's answer, a
 * refresh, or the session's event stream (`table.follow()`).
 */
import type { Action, Arbitro, SessionView } from "./client.js";
import { VersionConflict } from "./errors.js";

export type LegalAction = SessionView["legal_actions"][number];

export class Table {
  constructor(
    readonly arbitro: Arbitro,
    readonly sessionId: string,
    readonly token: string,
    private current: SessionView,
    readonly conflicts = 3,
  ) {}

  /** The session as the seat last saw it. */
  get view(): SessionView {
    return this.current;
  }

  /** The session's version the table last saw. */
  get version(): number {
    return this.current.version;
  }

  /** The `If-Match` of the table's next move: the version it last saw, as the service's ETag. */
  get etag(): string {
    return `"v${this.version}"`;
  }

  /** The token's seat (null for the referee's token, which watches and cannot act). */
  get seat(): number | null {
    return this.current.seat;
  }

  /** Whether the seat was to act when the table last looked. */
  get myTurn(): boolean {
    return this.seat !== null && this.current.to_act === this.seat && !this.current.game_over;
  }

  /** The seat's legal actions as the API lists them (empty when it is not to act). */
  get legalActions(): LegalAction[] {
    return this.current.legal_actions;
  }

  /** Take `view` if it is newer than the one the table holds; the view the table holds now. */
  see(view: SessionView): SessionView {
    if (view.version >= this.current.version) this.current = view;
    return this.current;
  }

  /** The session as the seat sees it now. */
  async refresh(): Promise<SessionView> {
    return this.see(await this.arbitro.session(this.sessionId, this.token));
  }

  /** The session's new versions as the seat sees them, from its event stream, each kept by `see`, until the
   * session ends (the first, the current one unless the table has it already). */
  async *follow(): AsyncGenerator<SessionView, void> {
    for await (const view of this.arbitro.follow(this.sessionId, this.token, { lastEventId: this.version })) {
      this.see(view);
      yield view;
    }
  }

  /** Send `action` for the seat; the seat's new view. `idempotencyKey` (a fresh one when omitted) names the
   * move: the same move with the same key again, from this table or another, answers the first answer. */
  async play(action: Action, { idempotencyKey }: { idempotencyKey?: string } = {}): Promise<SessionView> {
    const key = idempotencyKey ?? crypto.randomUUID();
    for (let conflict = 0; ; conflict++) {
      try {
        const ifMatch = this.etag;
        return this.see(await this.arbitro.act(this.sessionId, this.token, action, { ifMatch, idempotencyKey: key }));
      } catch (error) {
        if (!(error instanceof VersionConflict) || conflict >= this.conflicts) throw error;
        await this.refresh();
      }
    }
  }
}
