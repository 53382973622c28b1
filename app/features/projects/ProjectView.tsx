import { Download, FileText, ShoppingCart, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { Project, UpdateProjectBody } from "../../../lib/projects/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { dangerButton, primaryButton, secondaryButton } from "../accounts/styles.ts";
import { pricedFigureRows } from "../cart/CartSummary.tsx";
import { RequestQuoteButton } from "../quotes/RequestQuoteButton.tsx";
import { SaveAsQuoteDialog } from "../quotes/SaveAsQuoteDialog.tsx";
import { ProjectFields } from "./ProjectFields.tsx";
import { ProjectLines } from "./ProjectLines.tsx";
import { bomHref, projectsApi } from "./projects-api.ts";
import { type ProjectBusy, useProjectEditor } from "./use-project-editor.ts";

const action = `${secondaryButton} h-10 px-3`;

/**
 * A project (issue 14): its name and note, its products with their options, quantities and notes
 * (editable, saved together; a product removed), the totals at the caller's prices now, and its
 * actions: add all to the cart, save as a quote, the bill of materials as CSV or PDF, delete.
 */
export function ProjectView({ initial, canOrder }: { initial: Project; canOrder: boolean }) {
  const editor = useProjectEditor(initial);
  const { project, draft, changes, busy } = editor;
  const [dialog, setDialog] = useState<null | "quote" | "delete">(null);
  const closeDialog = () => setDialog(null);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1
          className="min-w-0 break-words text-2xl font-bold text-brand-navy sm:text-3xl"
          data-testid="project-name"
        >
          {project.name}
        </h1>
        <ProjectActions
          project={project}
          canOrder={canOrder}
          busy={busy}
          onAddAllToCart={editor.addAllToCart}
          onSaveAsQuote={() => setDialog("quote")}
          onDelete={() => setDialog("delete")}
        />
      </header>

      <form
        onSubmit={editor.save}
        noValidate
        aria-label={`Edit project ${project.name}`}
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="min-w-0 space-y-6">
          <ProjectDetails
            name={draft.name}
            note={draft.note}
            onName={editor.setName}
            onNote={editor.setNote}
          />
          <ProjectLines project={project} lines={draft.lines} setLine={editor.setLine} />
        </div>
        <ProjectTotals project={project} changes={changes} busy={busy} />
      </form>

      <SaveAsQuoteDialog
        open={dialog === "quote"}
        onClose={closeDialog}
        save={(request, key) => projectsApi.toQuote(project.projectID, request, key)}
      />
      <DeleteProjectDialog
        open={dialog === "delete"}
        name={project.name}
        busy={busy}
        onClose={closeDialog}
        onConfirm={editor.remove}
      />
    </div>
  );
}

/** The header's actions; the cart and quote ones for who may order, and only with products. */
function ProjectActions({
  project,
  canOrder,
  busy,
  onAddAllToCart,
  onSaveAsQuote,
  onDelete,
}: {
  project: Project;
  canOrder: boolean;
  busy: ProjectBusy;
  onAddAllToCart: () => void;
  onSaveAsQuote: () => void;
  onDelete: () => void;
}) {
  const orderable = busy === null && project.lineCount > 0;
  return (
    <div className="flex flex-wrap gap-2" data-testid="project-actions">
      {canOrder && (
        <button type="button" className={action} onClick={onAddAllToCart} disabled={!orderable}>
          <ShoppingCart aria-hidden size={16} />
          {busy === "cart" ? "Adding…" : "Add all to cart"}
        </button>
      )}
      {canOrder && (
        <button type="button" className={action} onClick={onSaveAsQuote} disabled={!orderable}>
          <FileText aria-hidden size={16} />
          Save as quote
        </button>
      )}
      {canOrder && (
        <RequestQuoteButton
          what={`this project's ${project.lineCount === 1 ? "product" : `${project.lineCount} products`}`}
          disabled={!orderable}
          className={action}
          send={(request, key) => projectsApi.requestQuote(project.projectID, request, key)}
        />
      )}
      <a href={bomHref(project.projectID, "csv")} download className={action}>
        <Download aria-hidden size={16} />
        CSV
      </a>
      <a href={bomHref(project.projectID, "pdf")} download className={action}>
        <Download aria-hidden size={16} />
        PDF
      </a>
      <button
        type="button"
        className={`${dangerButton} h-10 px-3`}
        onClick={onDelete}
        disabled={busy !== null}
      >
        <Trash2 aria-hidden size={16} />
        Delete
      </button>
    </div>
  );
}

function ProjectDetails({
  name,
  note,
  onName,
  onNote,
}: {
  name: string;
  note: string;
  onName: (name: string) => void;
  onNote: (note: string) => void;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-details`}
      className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:p-5"
    >
      <h2 id={`${id}-details`} className="text-lg font-bold text-brand-navy">
        Details
      </h2>
      <ProjectFields
        nameField={{ id: `${id}-name`, value: name, onChange: (e) => onName(e.target.value) }}
        noteField={{ id: `${id}-note`, value: note, onChange: (e) => onNote(e.target.value) }}
      />
    </section>
  );
}

/** The totals as last saved (dimmed while there are unsaved changes) and Save changes. */
function ProjectTotals({
  project,
  changes,
  busy,
}: {
  project: Project;
  changes: UpdateProjectBody | null;
  busy: ProjectBusy;
}) {
  const rows = [
    ...pricedFigureRows(project).filter((row) => row.key !== "shipping"),
    { key: "total", label: "Total", amount: formatCents(project.totalCents), emphasis: true },
  ];
  return (
    <aside
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="project-summary"
    >
      <h2 className="text-lg font-bold text-brand-navy">Totals</h2>
      <dl className={`space-y-2 ${changes ? "opacity-60" : ""}`}>
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex justify-between gap-4"
            data-testid={`project-summary-${row.key}`}
          >
            <dt className={row.emphasis ? "font-bold" : "text-slate-600"}>{row.label}</dt>
            <dd className={`tabular-nums ${row.emphasis ? "font-bold" : ""}`}>{row.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">Your prices today; shipping is added when you order.</p>
      <button type="submit" className={`${primaryButton} h-10 w-full`} disabled={!changes || busy !== null}>
        {busy === "save" ? "Saving…" : "Save changes"}
      </button>
    </aside>
  );
}

function DeleteProjectDialog({
  open,
  name,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: ProjectBusy;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} label="Delete project" role="alertdialog">
      <DialogHeader title="Delete project" onClose={onClose} />
      <div className="space-y-4 px-5 py-4">
        <p>Delete the project {name} and its products? This cannot be undone.</p>
        <div className="flex justify-end gap-2">
          <button type="button" className={`${secondaryButton} h-10 px-4`} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={`${dangerButton} h-10 px-4`}
            onClick={onConfirm}
            disabled={busy !== null}
          >
            {busy === "delete" ? "Deleting…" : "Delete project"}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
