import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, Db } from "../db/client.ts";

/**
 * Query plans of the statements module functions really run (tests of indexes): a second Drizzle
 * instance on the same connection records every statement with its parameters, and each can then be
 * EXPLAINed as it was sent.
 */

export type Statement = { sql: string; params: unknown[] };
export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  /** With `analyze`: how often the node ran (0: never executed). */
  "Actual Loops"?: number;
  Plans?: PlanNode[];
};

/** A Drizzle instance on the database's connection that records what it runs into `statements`. */
export function recordingDb(database: Database): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ sql: query, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === "pglite"
    ? drizzlePglite(client as PGlite, { logger })
    : drizzlePg(client as pg.Pool, { logger })) as unknown as Db;
  return { db, statements };
}

/**
 * The plan of one statement with sequential scans switched off. On tables as small as a test's, the
 * planner rightly prefers reading them whole; switched off, the plan shows whether an index can serve
 * the query at all. With `analyze`, the statement runs (and is rolled back) and each node says how
 * often it ran.
 */
export async function planOf(
  database: Database,
  statement: Statement,
  options: { seqscan?: boolean; analyze?: boolean } = {},
): Promise<PlanNode> {
  const explain = `explain (${options.analyze ? "analyze, " : ""}format json) ${statement.sql}`;
  const setting = options.seqscan ? "on" : "off";
  type ExplainRow = { "QUERY PLAN": [{ Plan: PlanNode }] | string };
  const plan = (row: ExplainRow | undefined) => {
    const value = row?.["QUERY PLAN"];
    const parsed = typeof value === "string" ? (JSON.parse(value) as [{ Plan: PlanNode }]) : value;
    if (!parsed?.[0]) throw new Error("EXPLAIN returned no plan");
    return parsed[0].Plan;
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    return (client as PGlite).transaction(async (tx) => {
      await tx.exec(`set local enable_seqscan = ${setting}`);
      const result = await tx.query<ExplainRow>(explain, statement.params);
      await tx.rollback();
      return plan(result.rows[0]);
    });
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query("begin");
    await connection.query(`set local enable_seqscan = ${setting}`);
    const result = await connection.query<ExplainRow>(explain, statement.params);
    return plan(result.rows[0]);
  } finally {
    await connection.query("rollback");
    connection.release();
  }
}

/** Every node of a plan, the root first. */
export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}
