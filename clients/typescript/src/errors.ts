/** The errors of an answer that is a problem (RFC 9457): what Arbitro refused, and why. */
import type { components } from "./schema.js";

export type Problem = components["schemas"]["Problem"];

/** Any problem answer: its `status`, `type` (`/problems/<code>`), `title`, `detail`, and the whole body as
 * `problem` (`errors` of a 400 names each bad field by its path). */
export class ArbitroProblem extends Error {
  readonly type: string;
  readonly title: string;
  readonly detail: string;

  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(`${status} ${problem.type ?? "about:blank"}: ${problem.detail ?? problem.title ?? ""}`);
    this.name = new.target.name;
    this.type = problem.type ?? "about:blank";
    this.title = problem.title ?? "";
    this.detail = problem.detail ?? "";
  }
}

/** A rule refused the action (422, or 409 out of turn or after the match): `rule` is its code
 * (`GET /problems/{code}` explains it), `legalActions` what the seat to act may do instead. */
export class IllegalMove extends ArbitroProblem {
  readonly rule: string;
  readonly legalActions: Record<string, unknown>[];

  constructor(status: number, problem: Problem & { rule: string }) {
    super(status, problem);
    this.rule = problem.rule;
    this.legalActions = problem.legal_actions ?? [];
  }
}

/** 412: the session moved on since the version the action named (`Table.play` refreshes and retries). */
export class VersionConflict extends ArbitroProblem {}

/** The error for a problem answer with `status` (`problem`: its body, `{}` when it had none). */
export function problemError(status: number, problem: Problem): ArbitroProblem {
  if (status === 412) return new VersionConflict(status, problem);
  if (typeof problem.rule === "string") return new IllegalMove(status, { ...problem, rule: problem.rule });
  return new ArbitroProblem(status, problem);
}
