/** A session followed through its event stream against a live service: another table's move is seen, a broken
 * stream is taken up again where it was, the following stops when the session ends. A tournament's standings
 * followed the same way, with no token: a result posted is seen, and the following ends with the tournament. */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Arbitro, ArbitroProblem, type SessionView } from "../src/index.js";
import { Gateway } from "./gateway.js";
import { BASE_URL } from "./play.js";

/** A Euchre session (seed 2: the first bidder passes) and the token of its seat to act first. */
async function euchre(arbitro: Arbitro): Promise<{ created: SessionView; first: string }> {
  const created = await arbitro.createSession("euchre", { seed: 2 });
  const referee = await arbitro.session(created.session_id, created.tokens!.referee);
  return { created, first: created.tokens!.seats[referee.to_act!]! };
}

describe("following a session", () => {
  const arbitro = new Arbitro(BASE_URL);

  test("a move by another table is seen by the follower's table, as its seat sees it", async () => {
    const { created, first } = await euchre(arbitro);
    const watcher = created.tokens!.seats.find((token) => token !== first)!;
    const follower = await arbitro.openTable(created.session_id, watcher);
    const views = follower.follow();
    const next = views.next(); // the stream asked for from version 1: the move's version comes next
    const mover = await arbitro.openTable(created.session_id, first);
    await mover.play({ type: "pass" });
    const seen = await next;
    assert.equal(seen.done, false);
    assert.equal(seen.value!.version, 2);
    assert.equal(seen.value!.role, "seat");
    assert.equal(seen.value!.seat, follower.seat);
    assert.deepEqual(seen.value, await arbitro.session(created.session_id, watcher), "the view GET answers");
    assert.equal(follower.version, 2, "the table took the view");
    await views.return();
  });

  test("the following ends when the session does (deleted), after the current view", async () => {
    const { created } = await euchre(arbitro);
    const referee = created.tokens!.referee;
    const views = arbitro.follow(created.session_id, referee);
    const current = await views.next();
    assert.equal(current.value!.version, 1);
    await arbitro.deleteSession(created.session_id, referee);
    assert.deepEqual(await views.next(), { done: true, value: undefined });
  });

  test("a refused token throws the problem, before any view", async () => {
    const { created } = await euchre(arbitro);
    await assert.rejects(arbitro.follow(created.session_id, "not-a-token").next(), (error) => {
      assert.ok(error instanceof ArbitroProblem);
      assert.equal(error.status, 401);
      return true;
    });
  });
});

describe("following a tournament", () => {
  const arbitro = new Arbitro(BASE_URL);

  test("a result posted is seen as the standings GET answers, and the following ends when it is deleted", async () => {
    const created = await arbitro.api.POST("/v1/tournaments", {
      body: { game: "ecarte", format: "round-robin", players: ["Ada", "Bea", "Cy", "Dot"] },
    });
    assert.equal(created.response.status, 201);
    const id = created.data!.id!;
    const director = created.data!.director_token!;
    const standings = arbitro.followTournament(id);
    const current = await standings.next();
    assert.equal(current.value!.version, 1);
    assert.deepEqual(current.value!.standings, await arbitro.standings(id));
    const next = standings.next();
    const posted = await arbitro.api.POST("/v1/tournaments/{tournament_id}/rounds/{round}/tables/{table}/result", {
      params: { path: { tournament_id: id, round: 1, table: 1 } },
      body: { scores: [5, 3] },
      headers: { Authorization: `Bearer ${director}` },
    });
    assert.equal(posted.response.status, 201);
    const seen = await next;
    assert.equal(seen.value!.version, 2);
    assert.deepEqual(seen.value!.standings, await arbitro.standings(id), "the standings GET answers");
    assert.equal((await arbitro.tournament(id)).results!.length, 1);
    const ended = standings.next();
    const deleted = await arbitro.api.DELETE("/v1/tournaments/{tournament_id}", {
      params: { path: { tournament_id: id } },
      headers: { Authorization: `Bearer ${director}` },
    });
    assert.equal(deleted.response.status, 204);
    assert.deepEqual(await ended, { done: true, value: undefined });
  });

  test("an unknown tournament throws its 404, before any version", async () => {
    await assert.rejects(arbitro.followTournament("no-such-tournament-id").next(), (error) => {
      assert.ok(error instanceof ArbitroProblem);
      assert.equal(error.status, 404);
      return true;
    });
  });
});

describe("a broken stream", () => {
  let gateway: Gateway;
  before(async () => {
    gateway = await new Gateway(BASE_URL).start();
  });
  after(() => gateway.stop());

  test("is taken up again with Last-Event-ID, and the next move is seen", async () => {
    const arbitro = new Arbitro(gateway.baseUrl);
    const { created, first } = await euchre(new Arbitro(BASE_URL));
    gateway.seen.length = 0;
    gateway.script.push("cut");
    const views = arbitro.follow(created.session_id, created.tokens!.referee);
    assert.equal((await views.next()).value!.version, 1);
    const next = views.next();
    await (await new Arbitro(BASE_URL).openTable(created.session_id, first)).play({ type: "pass" });
    assert.equal((await next).value!.version, 2);
    const asked = gateway.seen.filter((s) => s.path.endsWith("/events")).map((s) => s.lastEventId);
    assert.deepEqual(asked, [undefined, "1"]);
    await views.return();
  });
});
