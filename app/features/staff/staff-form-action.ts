import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { errorStatus, isModuleError } from "../../../lib/shared/error-codes.ts";
import { getPageContext } from "../../context.ts";

/** What a console form's action answers: done (with what to say), or refused with why. */
export type StaffFormAnswer =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: string };

/**
 * A console form's action (issue 33): the posted fields parsed by the module's own contract (a
 * refusal names the first bad field), then one module call. A module's refusal (409 "paid", 404) is
 * shown on the form with its status; anything else is logged with the request id and answered 500
 * with a generic message.
 */
export async function staffAction<S extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  intent: string,
  schema: S,
  fields: Record<string, unknown>,
  work: (body: z.infer<S>) => Promise<string>,
) {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".") ?? "";
    return data<StaffFormAnswer>(
      { ok: false, intent, error: `${field ? `${field}: ` : ""}${issue?.message ?? "is not valid"}` },
      { status: 400 },
    );
  }
  try {
    return data<StaffFormAnswer>({ ok: true, intent, message: await work(parsed.data) });
  } catch (error) {
    if (isModuleError(error)) {
      return data<StaffFormAnswer>(
        { ok: false, intent, error: error.message },
        { status: errorStatus[error.code] },
      );
    }
    getPageContext(context).logError(`staff ${intent} failed`, error);
    return data<StaffFormAnswer>(
      { ok: false, intent, error: "Something went wrong on our side. Please try again." },
      { status: 500 },
    );
  }
}

/** The staff member acting from a page: who, and the request's address (the audit log keeps both). */
export function pageActor<T extends object>(context: Readonly<RouterContextProvider>, staff: T) {
  return { ...staff, ip: getPageContext(context).clientIp };
}
