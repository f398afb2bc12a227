/** A TypeScript client of Arbitro: `new Arbitro(baseUrl)`, a session's `Table`, and every endpoint typed. */
export {
  Arbitro,
  type Action,
  type ArbitroOptions,
  type Game,
  type SessionLog,
  type SessionView,
  type Standings,
  type Tournament,
} from "./client.js";
export { ArbitroProblem, IllegalMove, VersionConflict, type Problem } from "./errors.js";
export { DEFAULT_BACKOFF, type Backoff } from "./retry.js";
export type { components, paths } from "./schema.js";
export { Table, type LegalAction } from "./table.js";
