import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { StaffImportReport } from "../../../lib/staff/catalog-contract.ts";
import type { ImportActionData } from "./import-form.ts";
import { ScrollRegion } from "./ScrollRegion.tsx";

type ImportPanelProps<Counts> = {
  /** What the file holds ("catalogue file"). */
  what: string;
  /** The file picker's hint: the extensions taken. */
  accept: string;
  actionData: ImportActionData<Counts> | undefined;
  /** The counts in words ("3 new and 2 updated products"). */
  describe: (counts: Counts) => string;
};

const buttonClass = "rounded px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50";

/**
 * #33.5 a file import in the console: choose the file, "Dry run" (checked against the database, nothing
 * written) shows what would change or every bad row as a table; "Import" sends the same file again and
 * is offered only once its dry run passed. While the server works, a progress bar says so.
 */
export function ImportPanel<Counts>({ what, accept, actionData, describe }: ImportPanelProps<Counts>) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // The answer shown when another file was chosen: that answer is no longer about the file chosen.
  const [changedAt, setChangedAt] = useState<ImportActionData<Counts> | undefined | null>(null);
  const stale = changedAt === actionData;
  const report = actionData?.ok ? actionData.report : null;
  const passedDryRun = report?.ok && report.dryRun && !stale ? report.sha256 : null;
  return (
    <section
      aria-labelledby="import-title"
      className="space-y-4 rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="import-title" className="text-lg font-semibold text-slate-900">
        Upload a {what}
      </h2>
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="import-file" className="text-sm font-semibold text-slate-700">
            File ({accept})
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept={accept}
            required
            onChange={() => setChangedAt(actionData)}
            className="block w-full max-w-md text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-slate-50 file:px-3 file:py-1.5 file:font-semibold"
          />
        </div>
        {passedDryRun && <input type="hidden" name="checked" value={passedDryRun} />}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="dry-run"
            disabled={busy != null}
            className={`${buttonClass} border border-brand-navy bg-white text-brand-navy hover:bg-slate-50`}
          >
            Dry run
          </button>
          <button
            type="submit"
            name="intent"
            value="import"
            disabled={busy != null || !passedDryRun}
            className={`${buttonClass} bg-brand-navy text-white hover:opacity-90`}
          >
            Import
          </button>
        </div>
        {!passedDryRun && (
          <p className="text-sm text-slate-600">
            Run the dry run first: Import takes the file once it passes.
          </p>
        )}
      </Form>
      {busy != null && (
        <div role="status" className="space-y-1">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {busy === "import"
              ? "Importing… every row is written in one transaction."
              : "Checking every row…"}
          </p>
          <progress aria-label="Import progress" className="h-2 w-full max-w-md" />
        </div>
      )}
      {busy == null && actionData && !actionData.ok && actionData.alert && (
        <p role="alert" className="rounded border border-brand-red bg-red-50 p-3 text-sm text-brand-red">
          {actionData.alert.title}
        </p>
      )}
      {busy == null && report && <ImportOutcome report={report} describe={describe} stale={stale} />}
    </section>
  );
}

function ImportOutcome<Counts>({
  report,
  describe,
  stale,
}: {
  report: StaffImportReport<Counts>;
  describe: (counts: Counts) => string;
  stale: boolean;
}) {
  if (report.ok) {
    return (
      <div role="status" className="rounded border border-brand-green bg-green-50 p-3 text-sm text-slate-900">
        <p className="font-semibold">
          {report.dryRun
            ? `Dry run of ${report.fileName}: the file is valid and would import ${describe(report.counts)}. Nothing was written.`
            : `Imported ${report.fileName}: ${describe(report.counts)}.`}
        </p>
        {stale && <p className="mt-1">You chose another file: run its dry run.</p>}
      </div>
    );
  }
  const rows = new Set(report.errors.map((error) => error.line)).size;
  return (
    <div className="space-y-2">
      <p role="alert" className="text-sm font-semibold text-brand-red">
        {report.fileName}: {rows} bad {rows === 1 ? "row" : "rows"}; nothing was imported. Fix them and run
        the dry run again.
      </p>
      <ScrollRegion label="Row errors" className="rounded border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Row errors</caption>
          <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-right">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Field
              </th>
              <th scope="col" className="px-3 py-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.errors.map((error) => (
              <tr key={`${error.line}-${error.field}-${error.message}`}>
                <td className="px-3 py-2 text-right align-top tabular-nums">{error.line}</td>
                <td className="px-3 py-2 align-top font-mono text-xs">{error.field || "—"}</td>
                <td className="px-3 py-2 align-top break-words">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
