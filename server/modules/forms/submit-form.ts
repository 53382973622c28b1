import { createHash, randomBytes, randomInt } from "node:crypto";
import {
  type FormKind,
  type FormSent,
  formBodies,
  formInfo,
  formMessages,
  HONEYPOT_FIELD,
} from "../../../lib/forms/contract.ts";
import { withIdempotencyKey } from "../../db/idempotency.ts";
import { parseFields } from "../../uploads.ts";
import { FORM_RATE_RULE, FORMS_RATE_LIMITED, type FormsDeps } from "./deps.ts";
import { receiptMail, teamMail } from "./form-mail.ts";
import { formSubmissions } from "./schema.ts";

const ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** The form's prefix and eight random characters: not guessable from another form's number. */
export function newFormNumber(kind: FormKind): string {
  return `${formInfo[kind].prefix}-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

export const pdfTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
export const creditPdfPath = (number: string, token: string) =>
  `/api/forms-service/credit-applications/${number}/pdf?token=${token}`;

/** Who sends: a signed-in user or a guest, their address (rate limit, idempotency) and the form's key. */
export type FormSender = { userId: string | null; clientIp: string; idempotencyKey?: string | undefined };

/**
 * A form of the marketing site (issue 15 item 8), sent by anyone. The fields are validated by the
 * form's schema (a 400 with the field errors); an address may send five of a kind in 15 minutes (429);
 * a filled-in honeypot answers as a success but stores and mails nothing. Otherwise the submission is
 * stored once for its Idempotency-Key (a double submit answers the first), and the team and the
 * sender are mailed after the commit; a mail SMTP cannot deliver stays in the outbox and is retried.
 * A credit application answers a secret link to its PDF.
 */
export async function submitForm(
  deps: FormsDeps,
  sender: FormSender,
  kind: FormKind,
  fields: Record<string, string>,
) {
  const body = parseFields(formBodies[kind], fields) as Record<string, string | number>;
  await deps.limiter.enforce(
    `forms:${kind}:ip:${sender.clientIp}`,
    deps.rateRule ?? FORM_RATE_RULE,
    FORMS_RATE_LIMITED,
  );
  const { [HONEYPOT_FIELD]: trap, certify: _certify, ...kept } = body;
  if (trap) {
    // A robot filled in the field people never see: it is told what a person is told, nothing more.
    return {
      status: 201,
      body: { number: newFormNumber(kind), message: formMessages[kind].sent } satisfies FormSent,
      replayed: false,
    };
  }
  const idempotency = {
    key: sender.idempotencyKey,
    callerId: sender.userId ?? `guest:${sender.clientIp}`,
    operation: `form:${kind}`,
    request: fields,
  };
  const held = await deps.mailer.hold(() =>
    withIdempotencyKey<FormSent>(deps.db, idempotency, async (tx) => {
      const token = kind === "credit-application" ? randomBytes(24).toString("base64url") : null;
      const [row] = await tx
        .insert(formSubmissions)
        .values({
          number: newFormNumber(kind),
          kind,
          userId: sender.userId,
          name: String(kept.name ?? kept.apName ?? ""),
          email: String(kept.email),
          fields: kept,
          pdfTokenHash: token ? pdfTokenHash(token) : null,
        })
        .returning();
      if (!row) throw new Error("the form submission insert returned no row");
      const pdfUrl = token ? creditPdfPath(row.number, token) : null;
      await deps.mailer.send(teamMail(deps, row, pdfUrl));
      await deps.mailer.send(receiptMail(deps, row));
      return {
        status: 201,
        body: { number: row.number, message: formMessages[kind].sent, ...(pdfUrl ? { pdfUrl } : {}) },
      };
    }),
  );
  await held.release();
  return held.value;
}
