import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type FormsDeps, resumeNotFound } from "./deps.ts";
import { formSubmissionFiles, formSubmissions } from "./schema.ts";
import { pdfTokenHash } from "./submit-form.ts";

/**
 * ROUTE-24: a job application's résumé for the hiring team: the application's number and the secret
 * of the link in the team's mail. Anything else (no token, a wrong one, another kind of form, an
 * unknown number) is the same 404, so the public learns nothing of who applied.
 */
export async function resumeFile(deps: Pick<FormsDeps, "db">, number: string, token: string) {
  const [file] = await deps.db
    .select({
      storageKey: formSubmissionFiles.storageKey,
      fileName: formSubmissionFiles.fileName,
      contentType: formSubmissionFiles.contentType,
      sizeBytes: formSubmissionFiles.sizeBytes,
      tokenHash: formSubmissionFiles.tokenHash,
    })
    .from(formSubmissionFiles)
    .innerJoin(formSubmissions, eq(formSubmissions.id, formSubmissionFiles.submissionId))
    .where(and(eq(formSubmissions.number, number), eq(formSubmissions.kind, "careers")))
    .limit(1);
  if (!file || !token) throw resumeNotFound();
  const given = Buffer.from(pdfTokenHash(token), "hex");
  const kept = Buffer.from(file.tokenHash, "hex");
  if (given.length !== kept.length || !timingSafeEqual(given, kept)) throw resumeNotFound();
  const { tokenHash: _hash, ...stored } = file;
  return stored;
}
