import type { Mailer } from "./adapters/mail/mailer.ts";
import type { FileStorage } from "./adapters/storage/storage.ts";
import type { Db } from "./db/client.ts";
import {
  type IdempotencyRequest,
  type IdempotentResponse,
  type IdempotentResult,
  withIdempotencyKey,
} from "./db/idempotency.ts";
import type { Tx } from "./db/transaction.ts";
import { type StoredUpload, type Upload, uploadFingerprint, withStoredFiles } from "./uploads.ts";

/**
 * A form with files sent once (issue 14: layout requests, warranty claims). The files are stored
 * first under generated keys, then `work` writes the rows in one transaction with the idempotency
 * key: a double submit answers the first submission and its extra copies of the files are removed; a
 * failed transaction removes the files. Mail `work` sends is held until the commit.
 */
export async function submitUploadOnce<T>(
  deps: { db: Db; storage: FileStorage; mailer: Pick<Mailer, "hold"> },
  submission: {
    /** The storage prefix of the files (the module's name). */
    prefix: string;
    upload: Upload;
    idempotency: Omit<IdempotencyRequest, "request">;
  },
  work: (tx: Tx, stored: StoredUpload[]) => Promise<IdempotentResponse<T>>,
): Promise<IdempotentResult<T>> {
  const { prefix, upload, idempotency } = submission;
  const held = await deps.mailer.hold(() =>
    withStoredFiles(
      deps.storage,
      prefix,
      upload.files,
      (stored) =>
        withIdempotencyKey<T>(deps.db, { ...idempotency, request: uploadFingerprint(upload) }, (tx) =>
          work(tx, stored),
        ),
      (result) => !result.replayed,
    ),
  );
  await held.release();
  return held.value;
}
