import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { selectRows } from "../../db/rows.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { namedWorkingAccount, ownedBy, reachedAccount, workingAccountScope } from "../accounts/index.ts";
import { type ProjectsDeps, projectNotFound } from "./deps.ts";
import { projectLines, projects } from "./schema.ts";

/**
 * How projects reach the caller (decision 005): the caller's own projects within their working
 * account, and only while the caller reaches that account. Every query carries the condition, so
 * another user's project, or the caller's own in another account, is simply not found (404).
 */

/** The working account (no account selected and none configured: 404, as for another's project). */
export function workingAccount(deps: ProjectsDeps, caller: SessionUser): string {
  return namedWorkingAccount(caller, deps.fallbackAccountId, projectNotFound);
}

/** The condition on `projects`: the caller's, of the caller's working account, which they reach. */
export function ownProjects(deps: ProjectsDeps, caller: SessionUser): SQL {
  return and(
    workingAccountScope(projects.accountId, caller, deps.fallbackAccountId),
    ownedBy(projects.userId, caller),
  ) as SQL;
}

export function ownProject(deps: ProjectsDeps, caller: SessionUser, projectId: string): SQL {
  return and(eq(projects.id, projectId), ownProjects(deps, caller)) as SQL;
}

/** The condition on `project_lines`: of this project, which is the caller's. */
export function ownProjectLines(db: DbOrTx, deps: ProjectsDeps, caller: SessionUser, projectId: string): SQL {
  return and(
    eq(projectLines.projectId, projectId),
    inArray(
      projectLines.projectId,
      db
        .select({ id: projects.id })
        .from(projects)
        .where(ownProject(deps, caller, projectId)),
    ),
  ) as SQL;
}

/** Writing a new project: only into an account the caller reaches now (else 404, nothing written). */
export async function requireReachedAccount(
  db: DbOrTx,
  caller: SessionUser,
  accountId: string,
): Promise<void> {
  const [reached] = await selectRows(
    db,
    sql`select 1 as ok where ${reachedAccount(sql`${accountId}::text`, caller)}`,
    z.object({ ok: z.number() }),
  );
  if (!reached) throw projectNotFound();
}
