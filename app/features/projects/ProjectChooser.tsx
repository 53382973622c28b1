import { Loader2 } from "lucide-react";
import { useId } from "react";
import { projectMessages } from "../../../lib/projects/contract.ts";
import { DialogHeader } from "../../components/ui/Dialog.tsx";
import { primaryButton, secondaryButton } from "../accounts/styles.ts";
import { QuantityStepper } from "../cart/QuantityStepper.tsx";
import { ProjectFields } from "./ProjectFields.tsx";
import { type ChooserProjects, type ChooserView, useProjectChooser } from "./use-project-chooser.ts";

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
  const chooser = useProjectChooser({ productId, optionCodes, quantity, onAdded, onDone });
  const { view, saving } = chooser;
  return (
    <>
      <DialogHeader title="Add to Project" onClose={onDone} />
      <form onSubmit={chooser.save} noValidate className="space-y-4 px-5 py-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 text-sm text-slate-600">
            Add <span className="font-semibold text-slate-800">{productName}</span> to a project.
          </p>
          <QuantityStepper
            value={chooser.quantity}
            onCommit={chooser.setQuantity}
            label={`Quantity of ${productName}`}
            disabled={saving}
            testId="add-to-project-quantity"
          />
        </div>
        <div role="tablist" aria-label="Project" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <ChooserTab value="existing" label="Existing project" view={view} onSelect={chooser.setView} />
          <ChooserTab value="new" label="New project" view={view} onSelect={chooser.setView} />
        </div>
        {view === "existing" ? (
          <ExistingProjects
            projects={chooser.projects}
            selected={chooser.selected}
            onSelect={chooser.setSelected}
          />
        ) : (
          <NewProjectFields />
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

function ChooserTab({
  value,
  label,
  view,
  onSelect,
}: {
  value: ChooserView;
  label: string;
  view: ChooserView;
  onSelect: (view: ChooserView) => void;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={view === value}
      onClick={() => onSelect(value)}
      className={`flex-1 rounded px-3 py-2 text-sm font-semibold ${
        view === value ? "bg-white text-brand-navy shadow" : "text-slate-600 hover:text-brand-navy"
      }`}
    >
      {label}
    </button>
  );
}

/** The user's projects as radio buttons, or why there are none to choose from. */
function ExistingProjects({
  projects,
  selected,
  onSelect,
}: {
  projects: ChooserProjects;
  selected: string | null;
  onSelect: (projectID: string) => void;
}) {
  return (
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
                  onChange={() => onSelect(project.projectID)}
                  className="accent-brand-green"
                />
                <span className="min-w-0 flex-1 break-words font-medium">{project.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** The new project's name and note, read from the form when it is saved. */
function NewProjectFields() {
  const nameId = useId();
  const noteId = useId();
  return (
    <div className="space-y-3">
      <ProjectFields nameField={{ id: nameId, name: "name" }} noteField={{ id: noteId, name: "note" }} />
    </div>
  );
}
