import { Download, FileText, ShoppingCart, Trash2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import {
  MAX_PROJECT_NAME_LENGTH,
  MAX_PROJECT_NOTE_LENGTH,
  type Project,
  projectMessages,
  type UpdateProjectBody,
} from "../../../lib/projects/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { inputClass } from "../accounts/FormField.tsx";
import { dangerButton, primaryButton, secondaryButton } from "../accounts/styles.ts";
import { pricedFigureRows } from "../cart/CartSummary.tsx";
import { QuantityStepper } from "../cart/QuantityStepper.tsx";
import { quotesPageHref } from "../quotes/QuotesTab.tsx";
import { outcomeUnknown, quoteFacingError } from "../quotes/quotes-api.ts";
import { SaveAsQuoteDialog } from "../quotes/SaveAsQuoteDialog.tsx";
import { createSubmissionKeys } from "../quotes/submission-key.ts";
import { bomHref, projectsApi } from "./projects-api.ts";

const action = `${secondaryButton} h-10 px-3`;
type Line = { quantity: number; note: string; removed: boolean };
type Draft = { name: string; note: string; lines: Record<string, Line> };

const draftOf = (project: Project): Draft => ({
  name: project.name,
  note: project.note,
  lines: Object.fromEntries(
    project.items.map((item) => [item.id, { quantity: item.quantity, note: item.note, removed: false }]),
  ),
});

/** The edit the draft asks for: only what changed, or null when nothing did. */
function changesOf(project: Project, draft: Draft): UpdateProjectBody | null {
  const body: UpdateProjectBody = {};
  if (draft.name.trim() !== project.name) body.name = draft.name;
  if (draft.note.trim() !== project.note) body.note = draft.note;
  const items = project.items.flatMap((item) => {
    const line = draft.lines[item.id];
    if (!line || line.removed) return [];
    const change = {
      id: item.id,
      ...(line.quantity !== item.quantity ? { quantity: line.quantity } : {}),
      ...(line.note.trim() !== item.note ? { note: line.note } : {}),
    };
    return Object.keys(change).length > 1 ? [change] : [];
  });
  const removed = project.items.filter((item) => draft.lines[item.id]?.removed).map((item) => item.id);
  if (items.length > 0) body.items = items;
  if (removed.length > 0) body.removeItemIds = removed;
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * A project (issue 14): its name and note, its products with their options, quantities and notes
 * (editable, saved together; a product removed), the totals at the caller's prices now, and its
 * actions: add all to the cart, save as a quote, the bill of materials as CSV or PDF, delete.
 */
export function ProjectView({ initial, canOrder }: { initial: Project; canOrder: boolean }) {
  const [project, setProject] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [busy, setBusy] = useState<null | "save" | "cart" | "delete">(null);
  const [dialog, setDialog] = useState<null | "quote" | "delete">(null);
  // "Add all to cart" is sent once per click: a new key each time, the same one only to retry an
  // attempt whose outcome is unknown (the server then answers that attempt instead of adding again).
  const [cartKeys] = useState(() => createSubmissionKeys());
  // Set at once (state is not, until the next render): a second click of a double click sends nothing.
  const addingToCart = useRef(false);
  // The header's cart badge is the root loader's: read again after the cart changed.
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const id = useId();
  const changes = changesOf(project, draft);
  const setLine = (lineId: string, change: Partial<Line>) =>
    setDraft((d) => ({ ...d, lines: { ...d.lines, [lineId]: { ...(d.lines[lineId] as Line), ...change } } }));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!changes || busy) return;
    if (!draft.name.trim()) {
      toast.warning(projectMessages.enterName);
      return;
    }
    setBusy("save");
    try {
      const saved = await projectsApi.update(project.projectID, changes);
      setProject(saved);
      setDraft(draftOf(saved));
      toast.success("Changes saved");
    } catch (error) {
      const reason = quoteFacingError(error);
      toast.error(projectMessages.updateError, reason ? { description: reason } : {});
    } finally {
      setBusy(null);
    }
  }

  async function addAllToCart() {
    if (busy || addingToCart.current) return;
    addingToCart.current = true;
    setBusy("cart");
    try {
      const result = await projectsApi.toCart(
        project.projectID,
        cartKeys.keyFor({ addAllToCart: project.projectID }),
      );
      cartKeys.settled("known");
      void revalidator.revalidate();
      toast.success(`Added ${result.added} ${result.added === 1 ? "product" : "products"} to the cart`, {
        ...(result.refused.length > 0
          ? { description: result.refused.map((r) => `${r.sku}: ${r.reason}`).join("; ") }
          : {}),
        action: { label: "View cart", onClick: () => navigate("/cart") },
      });
    } catch (error) {
      cartKeys.settled(outcomeUnknown(error) ? "unknown" : "known");
      const reason = quoteFacingError(error);
      toast.error("Could not add the project to the cart", reason ? { description: reason } : {});
    } finally {
      addingToCart.current = false;
      setBusy(null);
    }
  }

  async function remove() {
    setBusy("delete");
    try {
      await projectsApi.remove(project.projectID);
      toast.success(`Project ${project.name} deleted`);
      navigate(quotesPageHref(1));
    } catch {
      toast.error(projectMessages.updateError);
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1
          className="min-w-0 break-words text-2xl font-bold text-brand-navy sm:text-3xl"
          data-testid="project-name"
        >
          {project.name}
        </h1>
        <div className="flex flex-wrap gap-2" data-testid="project-actions">
          {canOrder && (
            <button
              type="button"
              className={action}
              onClick={addAllToCart}
              disabled={busy !== null || project.lineCount === 0}
            >
              <ShoppingCart aria-hidden size={16} />
              {busy === "cart" ? "Adding…" : "Add all to cart"}
            </button>
          )}
          {canOrder && (
            <button
              type="button"
              className={action}
              onClick={() => setDialog("quote")}
              disabled={busy !== null || project.lineCount === 0}
            >
              <FileText aria-hidden size={16} />
              Save as quote
            </button>
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
            onClick={() => setDialog("delete")}
            disabled={busy !== null}
          >
            <Trash2 aria-hidden size={16} />
            Delete
          </button>
        </div>
      </header>

      <form
        onSubmit={save}
        noValidate
        aria-label={`Edit project ${project.name}`}
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby={`${id}-details`}
            className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:p-5"
          >
            <h2 id={`${id}-details`} className="text-lg font-bold text-brand-navy">
              Details
            </h2>
            <div>
              <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-semibold text-slate-700">
                Project name
              </label>
              <input
                id={`${id}-name`}
                value={draft.name}
                maxLength={MAX_PROJECT_NAME_LENGTH}
                onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold text-slate-700">
                Note <span className="font-normal text-slate-500">(optional)</span>
              </label>
              <textarea
                id={`${id}-note`}
                rows={3}
                value={draft.note}
                maxLength={MAX_PROJECT_NOTE_LENGTH}
                onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
                className={inputClass}
              />
            </div>
          </section>

          <section aria-labelledby={`${id}-lines`} className="min-w-0">
            <h2
              id={`${id}-lines`}
              className="border-b border-slate-200 pb-2 text-lg font-bold text-brand-navy"
            >
              Products{" "}
              <span className="text-sm font-normal text-slate-500">
                {project.unitCount.toLocaleString("en-US")} units
              </span>
            </h2>
            {project.items.length === 0 && (
              <p className="py-4 text-slate-600">This project has no products yet.</p>
            )}
            <ul className="divide-y divide-slate-200" data-testid="project-lines">
              {project.items.map((item) => {
                const line = draft.lines[item.id] as Line;
                return (
                  <li
                    key={item.id}
                    className={`grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] ${line.removed ? "opacity-50" : ""}`}
                    data-testid="project-line"
                  >
                    <div className="min-w-0">
                      <p className="break-words font-semibold text-brand-navy">{item.productDetails.name}</p>
                      <p className="text-sm text-slate-500">
                        SKU {item.productDetails.sku} · {item.catalogNumber}
                      </p>
                      {item.options.length > 0 && (
                        <ul className="mt-1 text-sm text-slate-600">
                          {item.options.map((o) => (
                            <li key={o.code}>
                              {o.group}: {o.label}
                              {o.priceCents > 0 && ` (+${formatCents(o.priceCents)})`}
                            </li>
                          ))}
                        </ul>
                      )}
                      {!item.available && <p className="text-sm text-brand-red">{item.unavailableReason}</p>}
                      <label className="mt-2 block text-sm">
                        <span className="font-semibold text-slate-700">Line note</span>
                        <input
                          value={line.note}
                          maxLength={500}
                          disabled={line.removed}
                          onChange={(e) => setLine(item.id, { note: e.target.value })}
                          className={`${inputClass} mt-1`}
                        />
                      </label>
                    </div>
                    <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
                      <QuantityStepper
                        value={line.quantity}
                        onCommit={(quantity) => setLine(item.id, { quantity })}
                        label={`Quantity of ${item.productDetails.name}`}
                        disabled={line.removed}
                      />
                      <p className="tabular-nums text-slate-800">
                        {formatCents(item.unitPriceCents + item.optionsPerUnitCents)} each ·{" "}
                        <span className="font-semibold">{formatCents(item.lineTotalCents)}</span>
                      </p>
                      <button
                        type="button"
                        className={secondaryButton}
                        onClick={() => setLine(item.id, { removed: !line.removed })}
                      >
                        {line.removed ? "Keep" : "Remove"}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
        <aside
          className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
          data-testid="project-summary"
        >
          <h2 className="text-lg font-bold text-brand-navy">Totals</h2>
          <dl className={`space-y-2 ${changes ? "opacity-60" : ""}`}>
            {[
              ...pricedFigureRows(project).filter((row) => row.key !== "shipping"),
              { key: "total", label: "Total", amount: formatCents(project.totalCents), emphasis: true },
            ].map((row) => (
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
          <button
            type="submit"
            className={`${primaryButton} h-10 w-full`}
            disabled={!changes || busy !== null}
          >
            {busy === "save" ? "Saving…" : "Save changes"}
          </button>
        </aside>
      </form>

      <SaveAsQuoteDialog
        open={dialog === "quote"}
        onClose={() => setDialog(null)}
        save={(request, key) => projectsApi.toQuote(project.projectID, request, key)}
      />
      <Dialog
        open={dialog === "delete"}
        onClose={() => setDialog(null)}
        label="Delete project"
        role="alertdialog"
      >
        <DialogHeader title="Delete project" onClose={() => setDialog(null)} />
        <div className="space-y-4 px-5 py-4">
          <p>Delete the project {project.name} and its products? This cannot be undone.</p>
          <div className="flex justify-end gap-2">
            <button type="button" className={`${secondaryButton} h-10 px-4`} onClick={() => setDialog(null)}>
              Cancel
            </button>
            <button
              type="button"
              className={`${dangerButton} h-10 px-4`}
              onClick={remove}
              disabled={busy !== null}
            >
              {busy === "delete" ? "Deleting…" : "Delete project"}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
