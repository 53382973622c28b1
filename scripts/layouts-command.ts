import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { type SetLayoutStatusBody, setLayoutStatusBody } from "../lib/layouts/contract.ts";
import { fileKindContentType, returnedLayoutLimits, uploadLimitsText } from "../lib/shared/uploads.ts";
import type { LayoutsModule } from "../server/modules/layouts/index.ts";
import { detectFileKind, displayFileName, type UploadedFile } from "../server/uploads.ts";
import { UsageError } from "./cli.ts";

export const layoutsUsage = `Usage:
  npm run layouts:status -- <requestNumber> IN_DESIGN|COMPLETED [--file layout.pdf …] [--note "…"]

Moves a lighting layout request on as the design team's system would through the integration API
(RECEIVED → IN_DESIGN → COMPLETED; the same status without files changes nothing) and attaches the
returned layouts (--file, repeatable: ${uploadLimitsText(returnedLayoutLimits)}). Each change is
mailed to the requester.

The database is the server's: PostgreSQL at DATABASE_URL, otherwise the embedded database in
DATA_DIR (default ./data). Stop the server first when it uses the embedded database.`;

/** The command line as the use case's body and the paths of the files to attach. */
export function parseLayoutsCommand(argv: readonly string[]): {
  number: string;
  body: SetLayoutStatusBody;
  files: string[];
} {
  let parsed: ReturnType<
    typeof parseArgs<{
      allowPositionals: true;
      options: { file: { type: "string"; multiple: true }; note: { type: "string" } };
    }>
  >;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { file: { type: "string", multiple: true }, note: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [number, status, ...extra] = parsed.positionals;
  if (!number || !status || extra.length > 0)
    throw new UsageError("Name the request number and the new status.");
  const result = setLayoutStatusBody.safeParse({ status: status.toUpperCase(), note: parsed.values.note });
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? "The status is not valid");
  return { number: number.toUpperCase(), body: result.data, files: parsed.values.file ?? [] };
}

/** A file from disk checked as an upload is: by its content, within the returned layouts' limits. */
async function fileFromDisk(filePath: string): Promise<UploadedFile> {
  const bytes = await readFile(filePath);
  const name = displayFileName(path.basename(filePath));
  const kind = detectFileKind(bytes.subarray(0, 64));
  if (!kind || !returnedLayoutLimits.accept.includes(kind)) {
    throw new UsageError(
      `${filePath} is not an accepted file type (${uploadLimitsText(returnedLayoutLimits, "types")})`,
    );
  }
  if (bytes.byteLength > returnedLayoutLimits.maxFileBytes) throw new UsageError(`${filePath} is too large`);
  return { field: "files", name, kind, contentType: fileKindContentType[kind], bytes };
}

/** Runs the command on the layouts module (actor "cli"); answers the line to print. */
export async function runLayoutsCommand(
  layouts: Pick<LayoutsModule, "setStatus">,
  argv: readonly string[],
  who = process.env.USER ?? "operator",
): Promise<string> {
  const { number, body, files } = parseLayoutsCommand(argv);
  const uploads = await Promise.all(files.map(fileFromDisk));
  const answer = await layouts.setStatus(number, body, uploads, { kind: "cli", name: `CLI (${who})` });
  const attached = answer.filesAdded ? ` with ${answer.filesAdded} file(s)` : "";
  return answer.changed || answer.filesAdded
    ? `Request ${number} is now ${answer.status}${attached}.`
    : `Request ${number} is already ${answer.status}; nothing changed.`;
}
