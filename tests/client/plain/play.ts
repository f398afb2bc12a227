/**
 * A hand of every game played with nothing but fetch and the types openapi-typescript generates from
 * openapi.yaml (./schema.ts, generated beside this file by tests/client/test_plain_generators.py).
 *
 * Each answer is narrowed by its discriminators (`game`, then a session's `role`) to one member, whose
 * parts are read as that game's types; the program prints, one JSON line each, the member it read an
 * answer as and the answer, and the test checks the answer against that member's closed schema: every
 * field of the answer is a field of the type it was read as.
 */
import type { components } from "./schema.js";

type S = components["schemas"];
type SessionView = S["SessionView"];
type Game = SessionView["game"];
type Legal = SessionView["legal_actions"][number];

const BASE = process.env.ARBITRO_URL ?? "";
const GAMES: Game[] = ["ecarte", "euchre", "sette-e-mezzo", "ramino"];
const NAMES: Record<Game, string> = { ecarte: "Ecarte", euchre: "Euchre", "sette-e-mezzo": "SetteEMezzo", ramino: "Ramino" };

function read(member: string, answer: unknown): void {
  console.log(JSON.stringify({ member, answer }));
}

async function call<T>(method: string, path: string, token?: string, body?: unknown, etag?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (etag) headers["If-Match"] = etag;
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return { body: (await response.json()) as T, etag: response.headers.get("ETag") ?? "" };
}

/** The session view, read as its game's and its reader's member. */
function readView(view: SessionView): void {
  const role = view.role === "referee" ? "RefereeSession" : "SeatSession";
  switch (view.game) {
    case "ecarte": {
      const rules: S["EcarteRules"] = view.rules;
      const deal: S["EcarteReport"] | S["EcarteSeatView"] = view.deal;
      const result: S["EcarteDealResult"] | null | undefined = view.last_deal?.deal_result;
      void [rules.false_king, deal.turn_up, result?.king_points];
      break;
    }
    case "euchre": {
      const rules: S["EuchreRules"] = view.rules;
      const deal: S["EuchreReport"] | S["EuchreSeatView"] = view.deal;
      const result: S["EuchreDealResult"] | null | undefined = view.last_deal?.deal_result;
      void [rules.stick_the_dealer, deal.upcard, result?.maker];
      break;
    }
    case "sette-e-mezzo": {
      const rules: S["SetteEMezzoRules"] = view.rules;
      const deal: S["SetteEMezzoReport"] | S["SetteEMezzoSeatView"] = view.deal;
      const result: S["SetteEMezzoDealResult"] | null | undefined = view.last_deal?.deal_result;
      void [rules.matta, rules.lone_matta_value, deal.banker, result?.outcomes];
      break;
    }
    case "ramino": {
      const rules: S["RaminoRules"] = view.rules;
      const deal: S["RaminoReport"] | S["RaminoSeatView"] = view.deal;
      const result: S["RaminoDealResult"] | null | undefined = view.last_deal?.deal_result;
      void [rules.opening_min, deal.discard_top, result?.eliminated];
      break;
    }
    default: {
      const unknown: never = view;
      throw new Error(`no such game: ${JSON.stringify(unknown)}`);
    }
  }
  if (view.role === "referee") void [view.dealt, view.seat_views]; // the referee's own parts, typed
  read(`${NAMES[view.game]}${role}`, view);
}

type Described = { type: string; fields: { name: string; kind: string; required: boolean }[] };

/** The first listed action a client can fill: a template's amount at its least, its cards from the hand. */
function postable(entries: Legal[], hand: string[], actions: Described[]): Record<string, unknown> | undefined {
  for (const entry of entries) {
    const limits = entry as Record<string, unknown>;
    const action = Object.fromEntries(Object.entries(limits).filter(([k]) => k !== "seat" && !k.startsWith("min") && !k.startsWith("max")));
    let filled = true;
    for (const field of actions.find((a) => a.type === entry.type)?.fields ?? []) {
      if (field.name in action || !field.required) continue;
      const low = (limits[`min_${field.name}`] ?? limits.min) as number | undefined;
      if (low === undefined) filled = false;
      else if (field.kind === "cards" && low <= hand.length) action[field.name] = hand.slice(0, low);
      else if (field.kind === "integer" || field.kind === "number") action[field.name] = low;
      else filled = false;
    }
    if (filled) return action;
  }
  return undefined;
}

async function playAHand(game: Game): Promise<void> {
  const created = await call<SessionView>("POST", "/v1/sessions", undefined, { game });
  readView(created.body);
  const { session_id: id, tokens } = created.body;
  if (!tokens) throw new Error("no tokens in the creation answer");
  const catalogue = await call<S["GameDetail"]>("GET", `/v1/games/${game}`);
  let etag = created.etag;
  for (let posted = 0; posted < 200; posted++) {
    const referee = await call<SessionView>("GET", `/v1/sessions/${id}`, tokens.referee);
    const view = referee.body;
    if (view.deal_number > 1 || view.game_over || view.to_act === null || (game === "ramino" && posted === 12)) break;
    const token = tokens.seats[view.to_act]!;
    const own = (await call<SessionView>("GET", `/v1/sessions/${id}`, token)).body;
    const hand = "hand" in own.deal && Array.isArray(own.deal.hand) ? own.deal.hand : [];
    const action = postable(own.legal_actions, hand, catalogue.body.actions as Described[]);
    if (!action) throw new Error(`nothing to post from ${JSON.stringify(own.legal_actions)}`);
    const moved = await call<SessionView>("POST", `/v1/sessions/${id}/actions`, token, action, etag);
    readView(moved.body);
    etag = moved.etag;
  }
  for (const token of [tokens.referee, ...tokens.seats]) readView((await call<SessionView>("GET", `/v1/sessions/${id}`, token)).body);
  const log = (await call<S["SessionLog"]>("GET", `/v1/sessions/${id}/log`, tokens.referee)).body;
  read(`${NAMES[log.game]}SessionLog`, log);
  const record = (await call<S["MatchRecord"]>("GET", `/v1/sessions/${id}/record`, tokens.referee)).body;
  read(`${NAMES[record.game]}MatchRecord`, record);
  const verdict = (await call<S["MatchVerdict"]>("POST", "/v1/matches/validate", undefined, record)).body;
  read(`${NAMES[verdict.game]}MatchVerdict`, verdict);
}

for (const game of GAMES) await playAHand(game);
