import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { moduleErrorName } from "../../../lib/shared/error-codes.ts";
import type { StaffActor, StaffPermission } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";
import { formCall } from "../../page-errors.ts";
import { requireStaffPage } from "./staff-page.ts";

/**
 * The pieces of a console page's action (issue 33): the staff member acting with their address (the
 * audit log records both), the posted fields parsed by the same zod schema the staff API uses, and
 * the one call of a module answered as `{ ok, message }` or the form's failure.
 */

/** What a console form's action answers. */
export type StaffActionResult =
  | { ok: true; message: string }
  | { ok: false; alert: { title: string } | null };

/** The staff member of an action, who must hold `permission`, as the actor of the change. */
export function staffActorOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: StaffPermission,
): StaffActor {
  const staff = requireStaffPage(request, context, permission);
  return { ...staff, ip: getPageContext(context).clientIp };
}

/**
 * Posted fields by their schema, inside `staffFormCall`: a refusal is a VALIDATION refusal (as a
 * module's, so the form shows its first problem with a 400, as the staff API would answer).
 */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: unknown): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const refusal = new Error(parsed.error.issues[0]?.message ?? "Check the form");
  throw Object.assign(refusal, { name: moduleErrorName, code: "VALIDATION" });
}

/** The action's one module call: its success message, or the module's refusal as the form's alert. */
export async function staffFormCall(
  context: Readonly<RouterContextProvider>,
  log: string,
  work: () => Promise<string>,
) {
  return formCall(context, async () => ({ ok: true as const, message: await work() }), { log });
}
