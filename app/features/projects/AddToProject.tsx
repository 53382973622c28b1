import { FolderPlus, Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import {
  MAX_PROJECT_NAME_LENGTH,
  MAX_PROJECT_NOTE_LENGTH,
  PROJECT_ADD_QUANTITY,
  type ProjectSummary,
  projectMessages,
} from "../../../lib/projects/contract.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { inputClass } from "../accounts/FormField.tsx";
import { primaryButton, secondaryButton } from "../accounts/styles.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { outcomeUnknown } from "../quotes/quotes-api.ts";
import { createSubmissionKeys, type SubmissionKeys } from "../quotes/submission-key.ts";
import { projectsApi } from "./projects-api.ts";

type View = "existing" | "new";
type Projects = { status: "loading" } | { status: "error" } | { status: "ready"; list: ProjectSummary[] };

/**
 * Add to Project (PROJ-01 … PROJ-11) on product pages and product cards. A guest gets the spec's
 * warning and no dialog (PROJ-01, SEC-03). Signed in, the dialog opens with its two views (PROJ-02):
 * choose one of the user's projects (API-38, PROJ-03) or create one with a name and a note. Save
 * checks the view's one required value before sending anything (PROJ-04, PROJ-05), sends one unit of
 * the product in its chosen options (PROJ-06, PROJ-07, CONST-32) once per click with an
 * `Idempotency-Key`, says so in the spec's words (PROJ-08, PROJ-09, PROJ-11) and closes (PROJ-10).
 */
export function AddToProject({
  productId,
  productName,
  optionCodes = [],
  compact = false,
}: {
  productId: string;
  productName: string;
  /** The configurator's chosen options; a card sends none (the product's defaults). */
  optionCodes?: readonly string[];
  /** A card's small button. */
  compact?: boolean;
}) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);

  function choose() {
    if (!viewer) {
      toast.warning(projectMessages.loginRequired, { duration: 5_000 });
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={choose}
        aria-label={compact ? `Add ${productName} to a project` : undefined}
        className={
          compact
            ? "relative z-10 inline-flex h-9 items-center gap-1.5 rounded border border-slate-300 bg-white px-2.5 text-sm font-semibold text-brand-navy hover:bg-slate-50"
            : `${secondaryButton} h-10 px-4 text-base`
        }
        data-testid="add-to-project"
      >
        <FolderPlus aria-hidden size={compact ? 16 : 18} />
        {compact ? <span className="sr-only sm:not-sr-only">Project</span> : "Add to Project"}
      </button>
      <AddToProjectDialog
        open={open}
        onClose={() => setOpen(false)}
        productId={productId}
        productName={productName}
        optionCodes={optionCodes}
      />
    </>
  );
}

/**
 * The Add to Project dialog itself, for a caller that opens it (the chat's confirmation card, issue 16
 * item 5): `quantity` units of the product (one unless given), `onAdded` told where they went.
 */
export function AddToProjectDialog({
  open,
  onClose,
  productId,
  productName,
  optionCodes = [],
  quantity = PROJECT_ADD_QUANTITY,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  productId: string;
  productName: string;
  optionCodes?: readonly string[];
  quantity?: number;
  /** The product was added: to the named project, or to a new one (null). */
  onAdded?: (projectName: string | null) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} label="Add to Project" testId="add-to-project-dialog">
      <ProjectChooser
        productId={productId}
        productName={productName}
        optionCodes={optionCodes}
        quantity={quantity}
        onAdded={onAdded}
        onDone={onClose}
      />
    </Dialog>
  );
}

function ProjectChooser({
  productId,
  productName,
  optionCodes,
  quantity,
  onAdded,
  onDone,
}: {
  productId: string;
  productName: string;
  optionCodes: readonly string[];
  quantity: number;
  onAdded?: (projectName: string | null) => void;
  onDone: () => void;
}) {
  const [projects, setProjects] = useState<Projects>({ status: "loading" });
  const [view, setView] = useState<View>("existing");
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Each view's request is sent with an Idempotency-Key: a new one per click of Save, the same one
  // only to retry an attempt whose outcome is unknown (the server then answers that attempt).
  const keys = useRef({ existing: createSubmissionKeys(), new: createSubmissionKeys() });
  // Set at once (state is not, until the next render): a second click of a double click sends nothing.
  const sending = useRef(false);
  const nameId = useId();
  const noteId = useId();

  useEffect(() => {
    let current = true;
    projectsApi
      .list()
      .then((list) => {
        if (!current) return;
        setProjects({ status: "ready", list: list.projects });
        // Nothing to choose from yet: start with a new project.
        if (list.projects.length === 0) setView("new");
      })
      .catch(() => {
        if (!current) return;
        setProjects({ status: "error" });
        toast.error(projectMessages.loadError);
      });
    return () => {
      current = false;
    };
  }, []);

  const product = { quantity, productId, options: [...optionCodes] };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (view === "existing") {
      const project =
        projects.status === "ready" ? projects.list.find((p) => p.projectID === selected) : undefined;
      if (!project) {
        toast.warning(projectMessages.selectProject);
        return;
      }
      const body = { projectID: project.projectID, products: [product] };
      await send(keys.current.existing, async () => {
        await projectsApi.addProducts(project.projectID, body, keys.current.existing.keyFor(body));
        toast.success(projectMessages.addedTo(project.name));
        onAdded?.(project.name);
      });
      return;
    }
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    if (!name) {
      toast.warning(projectMessages.enterName);
      return;
    }
    const body = { name, note: String(form.get("note") ?? "").trim(), product };
    await send(keys.current.new, async () => {
      await projectsApi.createWithProduct(body, keys.current.new.keyFor(body));
      toast.success(projectMessages.addedToNew);
      onAdded?.(null);
    });
  }

  /** One save: nothing while another is in flight; the key spent or kept by the answer; closes on success. */
  async function send(viewKeys: SubmissionKeys, request: () => Promise<void>) {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      await request();
      viewKeys.settled("known");
      onDone();
    } catch (error) {
      viewKeys.settled(outcomeUnknown(error) ? "unknown" : "known");
      toast.error(projectMessages.updateError);
    } finally {
      sending.current = false;
      setSaving(false);
    }
  }

  const tab = (value: View, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={view === value}
      onClick={() => setView(value)}
      className={`flex-1 rounded px-3 py-2 text-sm font-semibold ${
        view === value ? "bg-white text-brand-navy shadow" : "text-slate-600 hover:text-brand-navy"
      }`}
    >
      {label}
    </button>
  );

  return (
    <>
      <DialogHeader title="Add to Project" onClose={onDone} />
      <form onSubmit={save} noValidate className="space-y-4 px-5 py-4">
        <p className="text-sm text-slate-600">
          Add <span className="font-semibold text-slate-800">{productName}</span> to a project.
        </p>
        <div role="tablist" aria-label="Project" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {tab("existing", "Existing project")}
          {tab("new", "New project")}
        </div>
        {view === "existing" ? (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-semibold text-slate-700">Choose a project</legend>
            {projects.status === "loading" && <p className="text-sm text-slate-500">Loading projects…</p>}
            {projects.status === "error" && (
              <p role="alert" className="text-sm text-brand-red">
                {projectMessages.loadError}
              </p>
            )}
            {projects.status === "ready" && projects.list.length === 0 && (
              <p className="text-sm text-slate-500">You have no projects yet: create a new one.</p>
            )}
            {projects.status === "ready" && projects.list.length > 0 && (
              <ul className="max-h-64 space-y-1 overflow-y-auto">
                {projects.list.map((project) => (
                  <li key={project.projectID}>
                    <label className="flex cursor-pointer items-center gap-3 rounded border border-slate-200 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-brand-green">
                      <input
                        type="radio"
                        name="project"
                        value={project.projectID}
                        checked={selected === project.projectID}
                        onChange={() => setSelected(project.projectID)}
                        className="accent-brand-green"
                      />
                      <span className="min-w-0 flex-1 break-words font-medium">{project.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        ) : (
          <div className="space-y-3">
            <div>
              <label htmlFor={nameId} className="mb-1 block text-sm font-semibold text-slate-700">
                Project name
              </label>
              <input id={nameId} name="name" maxLength={MAX_PROJECT_NAME_LENGTH} className={inputClass} />
            </div>
            <div>
              <label htmlFor={noteId} className="mb-1 block text-sm font-semibold text-slate-700">
                Note <span className="font-normal text-slate-500">(optional)</span>
              </label>
              <textarea
                id={noteId}
                name="note"
                rows={3}
                maxLength={MAX_PROJECT_NOTE_LENGTH}
                className={inputClass}
              />
            </div>
          </div>
        )}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <button type="button" onClick={onDone} className={`${secondaryButton} h-10 px-4`}>
            Cancel
          </button>
          <button type="submit" disabled={saving} className={`${primaryButton} h-10`}>
            {saving && <Loader2 aria-hidden size={16} className="animate-spin" />}
            {saving ? "Saving…" : "Save"}
          </button>
        </div>
      </form>
    </>
  );
}
