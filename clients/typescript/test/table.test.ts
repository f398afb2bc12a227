/** The TypeScript client against a live service: every game's deal played at its tables, moves sent safely. */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Arbitro, IllegalMove, type SessionView, type Table, VersionConflict } from "../src/index.js";
import { Gateway } from "./gateway.js";
import { BASE_URL, GAMES, moveOnce, vocabulary } from "./play.js";

const RAMINO_ACTIONS = 12;

/** Every seat's table of a new session, and the referee's. */
async function seated(arbitro: Arbitro, created: SessionView): Promise<{ tables: Table[]; referee: Table }> {
  assert.ok(created.tokens, "a creation answer carries the tokens");
  const tables = await Promise.all(created.tokens.seats.map((token) => arbitro.openTable(created.session_id, token)));
  return { tables, referee: await arbitro.openTable(created.session_id, created.tokens.referee) };
}

describe("a deal of every game", () => {
  const arbitro = new Arbitro(BASE_URL);
  for (const game of GAMES) {
    test(`${game}: played to its end at the seats' tables, each view the game's and the reader's`, async () => {
      const created = await arbitro.createSession(game);
      assert.equal(created.game, game);
      assert.equal(created.role, "public");
      const { tables, referee } = await seated(arbitro, created);
      const actions = await vocabulary(arbitro, game);
      let view = referee.view;
      for (let posted = 0; view.deal_number === 1 && !view.game_over; posted++) {
        if (game === "ramino" && posted === RAMINO_ACTIONS) break;
        await moveOnce(referee, tables, actions);
        view = await referee.refresh();
      }
      if (game !== "ramino") assert.ok(view.deal_number === 2 || view.game_over, "the deal did not end");
      assert.equal(view.role, "referee");
      if (view.role === "referee") {
        // the referee's view, typed by its game and role: the deal as dealt and every seat's view
        assert.equal(view.seat_views.length, view.seats);
        assert.ok(view.dealt);
      }
      if (view.last_deal !== null) assert.ok(view.last_deal.deal_result !== null, "a finished deal has its result");
      const record = await arbitro.sessionRecord(created.session_id, created.tokens!.referee);
      assert.equal(record.game, game);
      if (game === "euchre") {
        // its EGN writing, an operation of its own: the match's deals as EGN reads them
        const egn = await arbitro.sessionEgn(created.session_id, created.tokens!.referee);
        assert.equal(egn.fileType, "Euchre Game Notation");
        assert.equal(egn.deals.length, record.deals.length);
      }
      for (const table of tables) {
        const seen = await table.refresh();
        assert.equal(seen.role, "seat");
        assert.equal(seen.game, game);
        assert.equal(seen.seat, tables.indexOf(table));
      }
    });
  }
});

describe("moves sent safely", () => {
  const arbitro = new Arbitro(BASE_URL);

  test("a move on a stale version refreshes and is sent again, then refused by the rule it breaks", async () => {
    const created = await arbitro.createSession("euchre", { seed: 2 });
    const { tables, referee } = await seated(arbitro, created);
    const first = referee.view.to_act!;
    const stale = await arbitro.openTable(created.session_id, created.tokens!.seats[first]!);
    await tables[first]!.play({ type: "pass" });
    await assert.rejects(stale.play({ type: "pass" }), (error) => {
      assert.ok(error instanceof IllegalMove);
      assert.equal(error.rule, "not_your_turn");
      return true;
    });
    assert.equal(stale.version, 2, "the stale table refreshed to the version the service holds");
  });

  test("after conflicts refreshes in a row the VersionConflict is thrown", async () => {
    const created = await arbitro.createSession("euchre", { seed: 2 });
    const { referee } = await seated(arbitro, created);
    const seat = referee.view.to_act!;
    const table = await arbitro.openTable(created.session_id, created.tokens!.seats[seat]!, { conflicts: 0 });
    const other = await arbitro.openTable(created.session_id, created.tokens!.seats[seat]!);
    await other.play({ type: "pass" });
    await assert.rejects(table.play({ type: "pass" }), VersionConflict);
  });

  test("the same move with the same key is applied once, and answered alike", async () => {
    const created = await arbitro.createSession("euchre", { seed: 2 });
    const { referee } = await seated(arbitro, created);
    const seat = referee.view.to_act!;
    const [one, two] = await Promise.all(
      [0, 1].map(() => arbitro.openTable(created.session_id, created.tokens!.seats[seat]!)),
    );
    const first = await one!.play({ type: "pass" }, { idempotencyKey: "the-one-pass" });
    const again = await two!.play({ type: "pass" }, { idempotencyKey: "the-one-pass" });
    assert.deepEqual(again, first);
    const log = await arbitro.sessionLog(created.session_id, created.tokens!.referee);
    assert.equal(log.deals[0]!.actions.length, 1);
  });
});

describe("503 and 429 waited out", () => {
  let gateway: Gateway;
  const waits: number[] = [];
  const sleep = async (seconds: number) => void waits.push(seconds);
  before(async () => {
    gateway = await new Gateway(BASE_URL).start();
  });
  after(() => gateway.stop());

  async function firstBidder(arbitro: Arbitro) {
    const created = await arbitro.createSession("euchre", { seed: 2 });
    const { tables, referee } = await seated(arbitro, created);
    return { table: tables[referee.view.to_act!]!, created };
  }
  const movesSent = () => gateway.seen.filter((s) => s.method === "POST" && s.path.endsWith("/actions"));

  for (const [retryAfter, step, expected] of [
    ["3", "refuse", [3, 3]],
    [undefined, "refuse", [0.5, 1]],
    ["2", "limit", [2, 2]],
  ] as const) {
    test(`${step === "limit" ? 429 : 503}s are retried after ${retryAfter ?? "a doubling"} wait, the same move and key`, async () => {
      const arbitro = new Arbitro(gateway.baseUrl, { backoff: { sleep } });
      const { table } = await firstBidder(arbitro);
      waits.length = 0;
      gateway.seen.length = 0;
      gateway.retryAfter = retryAfter;
      gateway.script.push(step, step);
      const view = await table.play({ type: "pass" });
      assert.equal(view.version, 2);
      assert.deepEqual(waits, expected);
      const keys = movesSent().map((s) => s.key);
      assert.equal(keys.length, 3);
      assert.equal(new Set(keys).size, 1);
      assert.ok(keys[0]);
    });
  }

  test("a move whose answer was lost is answered again and applied once", async () => {
    const arbitro = new Arbitro(gateway.baseUrl, { backoff: { sleep } });
    const { table, created } = await firstBidder(arbitro);
    gateway.retryAfter = undefined;
    gateway.script.push("lose");
    const view = await table.play({ type: "pass" });
    assert.equal(view.version, 2);
    const log = await arbitro.sessionLog(created.session_id, created.tokens!.referee);
    assert.deepEqual(log.deals[0]!.actions, [{ seat: table.seat, type: "pass" }]);
  });

  test("the retries are bounded, and a wait longer than the cap is not taken", async () => {
    const arbitro = new Arbitro(gateway.baseUrl, { backoff: { sleep, retries: 2 } });
    const { table } = await firstBidder(arbitro);
    waits.length = 0;
    gateway.retryAfter = undefined;
    gateway.script.push("refuse", "refuse", "refuse");
    await assert.rejects(table.play({ type: "pass" }), (error: { status?: number }) => error.status === 503);
    assert.deepEqual(waits, [0.5, 1]);
    gateway.retryAfter = "120";
    gateway.script.push("limit");
    await assert.rejects(table.play({ type: "pass" }), (error: { status?: number }) => error.status === 429);
    assert.deepEqual(waits, [0.5, 1]);
  });
});
