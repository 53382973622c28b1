import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import { moduleErrorName } from "../../../lib/shared/error-codes.ts";
import type { StaffActor, StaffPermission } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";
import { formCall, readForm } from "../../page-errors.ts";
import { requireStaffPage } from "./staff-page.ts";

/**
 * What a console form's action answers: what was done, or the form's failure (its alert, each
 * field's message, and in `values.intent` which of the page's forms it was).
 */
export type StaffActionAnswer = { ok: true; intent: string; notice: string } | FormFailure;

/** The message of the page's form `intent` answered, if that form failed. */
export function failureOf(answer: StaffActionAnswer | undefined, intent: string): FormFailure | null {
  return answer && !answer.ok && answer.values.intent === intent ? answer : null;
}

/** A console action's staff member (who must hold `permission`), the form, and who acts from where. */
export async function staffForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: StaffPermission,
) {
  const staff = requireStaffPage(request, context, permission);
  const { clientIp } = getPageContext(context);
  const form = await readForm(request);
  const actor: StaffActor = { ...staff, ip: clientIp };
  return {
    form,
    actor,
    client: { headers: request.headers, ip: clientIp },
    intent: String(form.get("intent") ?? ""),
  };
}

/** The form's fields as an object for a schema ("admin.email" nests). */
export function formObject(form: FormData, names: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const value = form.get(name);
    const text = typeof value === "string" ? value : "";
    const [head, tail] = name.split(".");
    if (head && tail) {
      const nested = (values[head] ?? {}) as Record<string, unknown>;
      nested[tail] = text;
      values[head] = nested;
    } else values[name] = text;
  }
  return values;
}

/** Parses a posted form by a contract; a refusal answers 400 with each field's message. */
export function parseStaffForm<T extends z.ZodType>(
  schema: T,
  values: unknown,
  intent: string,
  /** The typed values to refill the form with (never a password). */
  refill: Record<string, string> = {},
): { ok: true; value: z.output<T> } | { ok: false; answer: ReturnType<typeof refusedForm> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".") || "form";
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, answer: refusedForm(intent, "Please correct the fields marked.", fieldErrors, refill) };
}

function refusedForm(
  intent: string,
  error: string,
  fieldErrors: Record<string, string> = {},
  refill: Record<string, string> = {},
) {
  const failure: FormFailure = {
    ok: false,
    code: "VALIDATION",
    alert: { title: error },
    fieldErrors,
    values: { ...refill, intent },
  };
  return data(failure, { status: 400 });
}

/**
 * Runs one module change of a console form: its notice when done; a module's refusal (not found,
 * conflict, validation) shown on the form with its status; anything else logged and worded generally.
 */
export function runStaffChange(
  context: Readonly<RouterContextProvider>,
  intent: string,
  work: () => Promise<string>,
  refill: Record<string, string> = {},
) {
  return formCall(context, async () => ({ ok: true as const, intent, notice: await work() }), {
    log: `staff ${intent} failed`,
    values: { ...refill, intent },
  });
}

/** An unknown intent: the form was not one of this page's. */
export function unknownIntent(intent: string) {
  return refusedForm(intent, "This form is not known here.");
}

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
