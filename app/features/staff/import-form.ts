import { data, type RouterContextProvider } from "react-router";
import {
  importFormatOf,
  STAFF_IMPORT_MAX_BYTES,
  type StaffImportBody,
  type StaffImportReport,
  staffImportBody,
} from "../../../lib/staff/catalog-contract.ts";
import type { StaffActor, StaffCaller } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";
import { formCall, readForm } from "../../page-errors.ts";

/** What an import page's action answers: the report of the dry run or the import, or why not. */
export type ImportActionData<Counts> =
  | { ok: true; report: StaffImportReport<Counts> }
  | { ok: false; alert: { title: string } | null };

const refusal = (title: string, status: number) =>
  data<ImportActionData<never>>({ ok: false, alert: { title } }, { status });

/**
 * #33.5 an import page's action: the uploaded file (the form's `file`), "Dry run" or "Import"
 * (`intent`), and for an import the hash of the file its dry run checked (`checked`); then the
 * module's import call as `run`. The file is sent again with Import rather than kept on the server,
 * and the hash makes sure it is the file whose outcome was shown.
 */
export async function importAction<Counts>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  staff: StaffCaller,
  run: (actor: StaffActor, body: StaffImportBody) => Promise<StaffImportReport<Counts>>,
) {
  // A file over the limit is refused before the body is read.
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > STAFF_IMPORT_MAX_BYTES + 64 * 1024) return refusal("The file is larger than 20 MB", 413);
  const form = await readForm(request);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refusal("Choose a file to upload", 400);
  const format = importFormatOf(file.name);
  if (!format) return refusal("Upload a .csv or .json file", 400);
  const checked = form.get("checked");
  const parsed = staffImportBody.safeParse({
    fileName: file.name.slice(0, 200),
    format,
    text: await file.text(),
    dryRun: form.get("intent") !== "import",
    ...(typeof checked === "string" && checked ? { checked } : {}),
  });
  if (!parsed.success) return refusal(parsed.error.issues[0]?.message ?? "The file cannot be read", 400);
  const { clientIp } = getPageContext(context);
  return formCall(
    context,
    async (): Promise<ImportActionData<Counts>> => ({
      ok: true,
      report: await run({ ...staff, ip: clientIp }, parsed.data),
    }),
    { log: "staff import failed" },
  );
}
