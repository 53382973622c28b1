import { type FormEvent, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import { type Project, projectMessages, type UpdateProjectBody } from "../../../lib/projects/contract.ts";
import { quotesPageHref } from "../quotes/QuotesTab.tsx";
import { outcomeUnknown, quoteFacingError } from "../quotes/quotes-api.ts";
import { createSubmissionKeys } from "../quotes/submission-key.ts";
import { projectsApi } from "./projects-api.ts";

/** A line as the form edits it: its quantity and note, or marked for removal on the next save. */
export type DraftLine = { quantity: number; note: string; removed: boolean };
type Draft = { name: string; note: string; lines: Record<string, DraftLine> };

/** What the project page is doing: saving its edits, adding it to the cart, or deleting it. */
export type ProjectBusy = null | "save" | "cart" | "delete";

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
 * The project page's state and calls: the project as last saved, the draft of its edits and what
 * changed, and the three calls (save the edits, add all to the cart, delete), one at a time.
 */
export function useProjectEditor(initial: Project) {
  const [project, setProject] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [busy, setBusy] = useState<ProjectBusy>(null);
  // "Add all to cart" is sent once per click: a new key each time, the same one only to retry an
  // attempt whose outcome is unknown (the server then answers that attempt instead of adding again).
  const [cartKeys] = useState(() => createSubmissionKeys());
  // Set at once (state is not, until the next render): a second click of a double click sends nothing.
  const addingToCart = useRef(false);
  // The header's cart badge is the root loader's: read again after the cart changed.
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const changes = changesOf(project, draft);

  const setName = (name: string) => setDraft((d) => ({ ...d, name }));
  const setNote = (note: string) => setDraft((d) => ({ ...d, note }));
  const setLine = (lineId: string, change: Partial<DraftLine>) =>
    setDraft((d) => ({
      ...d,
      lines: { ...d.lines, [lineId]: { ...(d.lines[lineId] as DraftLine), ...change } },
    }));

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

  return { project, draft, changes, busy, setName, setNote, setLine, save, addAllToCart, remove };
}
