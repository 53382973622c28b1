import { type FormEvent, type ReactNode, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf } from "../../../lib/accounts/account-forms.ts";

/** How sending went, and what to say under the form: success as a status, a problem as an alert. */
export type FormResult = { ok: boolean; text: string | null };

/**
 * Two or more small forms side by side that post JSON through the user service (connect to an
 * account or a sales rep; create or upgrade a user): which one is sending (all are disabled
 * meanwhile, so a double click sends once), each one's field errors, and the last form's result.
 */
export function useFormPair<Kind extends string>(kinds: readonly Kind[]) {
  const [sending, setSending] = useState<Kind | null>(null);
  const [errors, setErrors] = useState<Record<Kind, FieldErrors>>(
    () => Object.fromEntries(kinds.map((kind) => [kind, {}])) as Record<Kind, FieldErrors>,
  );
  const [result, setResult] = useState<(FormResult & { kind: Kind }) | null>(null);

  /**
   * Validates the form's data with `schema` (field errors show beside the fields), then `send`s the
   * body. `send` answers how it went (null: a success with nothing to say); the form is cleared after
   * a success and kept for correction after a failure.
   */
  async function submit<Schema extends z.ZodType>(
    kind: Kind,
    event: FormEvent<HTMLFormElement>,
    schema: Schema,
    toInput: (data: FormData) => unknown,
    send: (body: z.output<Schema>) => Promise<FormResult | null>,
  ) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const parsed = schema.safeParse(toInput(new FormData(form)));
    setResult(null);
    if (!parsed.success) {
      setErrors((all) => ({ ...all, [kind]: fieldErrorsOf(parsed.error.issues) }));
      return;
    }
    setErrors((all) => ({ ...all, [kind]: {} }));
    setSending(kind);
    try {
      const answer = await send(parsed.data);
      if (!answer || answer.ok) form.reset();
      if (answer) setResult({ kind, ...answer });
    } finally {
      setSending(null);
    }
  }

  /** The result under the form of `kind`, if it was the last one sent. */
  const resultFor = (kind: Kind): ReactNode =>
    result?.kind === kind &&
    result.text && (
      <p
        role={result.ok ? "status" : "alert"}
        className={`rounded-md border px-3 py-2 text-sm ${result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"}`}
      >
        {result.text}
      </p>
    );

  return { sending, errors, submit, resultFor };
}
