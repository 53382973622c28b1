import { Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import {
  MAX_PROJECT_NAME_LENGTH,
  MAX_PROJECT_NOTE_LENGTH,
  type ProjectSummary,
  projectMessages,
} from "../../../lib/projects/contract.ts";
import { DialogHeader } from "../../components/ui/Dialog.tsx";
import { inputClass } from "../accounts/FormField.tsx";
import { primaryButton, secondaryButton } from "../accounts/styles.ts";
import { outcomeUnknown } from "../quotes/quotes-api.ts";
import { createSubmissionKeys, type SubmissionKeys } from "../quotes/submission-key.ts";
import { projectsApi } from "./projects-api.ts";

type View = "existing" | "new";
type Projects = { status: "loading" } | { status: "error" } | { status: "ready"; list: ProjectSummary[] };

/**
 * The Add to Project dialog's content: the user's projects to choose from, or a new one (PROJ-02 …
 * PROJ-11). Loaded when the dialog first opens (AddToProject.tsx), with the calls and zod it needs.
 */
export function ProjectChooser({
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
