import { randomInt } from "node:crypto";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type LayoutRequestSent, layoutMessages, layoutRequestBody } from "../../../lib/layouts/contract.ts";
import { submitUploadOnce } from "../../upload-submission.ts";
import { parseFields, type Upload } from "../../uploads.ts";
import { LAYOUT_FILES_PREFIX, type LayoutsDeps } from "./deps.ts";
import { designTeamMail, requesterMail } from "./layout-mail.ts";
import { layoutFileRows, layoutRequestFiles, layoutRequests } from "./schema.ts";

const ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** LR- and eight random characters: not guessable from another request's number. */
export function newLayoutNumber(): string {
  return `LR-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
}

/** Who sends: a signed-in user, or a guest known only by their address (for the idempotency key). */
export type Requester = { caller: SessionUser | null; clientIp: string; idempotencyKey?: string | undefined };

/**
 * API-34 / API-35 (LAYOUT-02): a request with its floor plans. The files are stored first (under
 * generated keys), then the request and its file rows in one transaction with the idempotency key (a
 * double submit answers the first request and its extra copies of the files are removed); a failed
 * transaction removes the files. The design team and the requester are mailed after the commit.
 */
export async function submitLayoutRequest(deps: LayoutsDeps, requester: Requester, upload: Upload) {
  const body = parseFields(layoutRequestBody, upload.fields);
  const { caller } = requester;
  const idempotency = {
    key: requester.idempotencyKey,
    callerId: caller?.userId ?? `guest:${requester.clientIp}`,
    operation: "layout-request",
  };
  return submitUploadOnce<LayoutRequestSent>(
    deps,
    { prefix: LAYOUT_FILES_PREFIX, upload, idempotency },
    async (tx, stored) => {
      const [row] = await tx
        .insert(layoutRequests)
        .values({
          ...body,
          dueDate: body.dueDate || null,
          number: newLayoutNumber(),
          userId: caller?.userId ?? null,
          accountId: caller?.workingAccountId ?? null,
        })
        .returning();
      if (!row) throw new Error("the layout request insert returned no row");
      if (stored.length) {
        await tx.insert(layoutRequestFiles).values(layoutFileRows(row.id, "PLAN", stored));
      }
      await deps.mailer.send(designTeamMail(deps, row, stored.length));
      await deps.mailer.send(requesterMail(deps, row));
      return {
        status: 201,
        body: { rid: row.id, number: row.number, status: row.status, message: layoutMessages.sent },
      };
    },
  );
}
