/** What the tests share: the service's address, and a legal move for a seat from what it sees. */
import type { Action, Arbitro, Game, LegalAction, SessionView, Table } from "../src/index.js";

/** The live service the tests play against (the suite's tests/client_typescript starts one). */
export const BASE_URL = process.env.ARBITRO_URL ?? "";
if (!BASE_URL) throw new Error("ARBITRO_URL must name a live Arbitro service (tests/client_typescript starts one)");

export const GAMES: readonly Game[] = ["ecarte", "euchre", "sette-e-mezzo", "ramino"];

type Described = { type: string; fields: { name: string; kind: string; required: boolean }[] };

/** Each game's action vocabulary, as `GET /v1/games/{game}` lists it. */
export async function vocabulary(arbitro: Arbitro, game: Game): Promise<Map<string, Described>> {
  const { data } = await arbitro.api.GET("/v1/games/{game}", { params: { path: { game } } });
  return new Map((data?.actions ?? []).map((a) => [a.type, a as Described]));
}

/** The seat's own cards, where its view shows them. */
export function hand(view: SessionView): string[] {
  return "hand" in view.deal && Array.isArray(view.deal.hand) ? view.deal.hand : [];
}

/** The first listed action a client can fill: a template's amount at its least, its cards from the hand. */
export function firstPostable(entries: LegalAction[], cards: string[], actions: Map<string, Described>): Action | undefined {
  for (const entry of entries) {
    const action: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      if (key !== "seat" && !key.startsWith("min") && !key.startsWith("max")) action[key] = value;
    }
    const limits = entry as Record<string, unknown>;
    let filled = true;
    for (const field of actions.get(entry.type)?.fields ?? []) {
      if (field.name in action || !field.required) continue;
      const low = (limits[`min_${field.name}`] ?? limits.min) as number | undefined;
      if (low === undefined) filled = false;
      else if (field.kind === "cards" && low <= cards.length) action[field.name] = cards.slice(0, low);
      else if (field.kind === "integer" || field.kind === "number") action[field.name] = low;
      else filled = false;
    }
    if (filled) return action as Action;
  }
  return undefined;
}

/** One move of the seat to act, read from the referee's view, made at its table. */
export async function moveOnce(referee: Table, tables: Table[], actions: Map<string, Described>): Promise<SessionView> {
  const seat = (await referee.refresh()).to_act;
  if (seat === null) throw new Error("nobody is to act");
  const table = tables[seat]!;
  const view = await table.refresh();
  const action = firstPostable(table.legalActions, hand(view), actions);
  if (action === undefined) throw new Error(`nothing to post from ${JSON.stringify(table.legalActions)}`);
  return table.play(action);
}
