import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { type ProjectSummary, projectMessages } from "../../../lib/projects/contract.ts";
import { outcomeUnknown } from "../quotes/quotes-api.ts";
import { createSubmissionKeys, type SubmissionKeys } from "../quotes/submission-key.ts";
import { projectsApi } from "./projects-api.ts";

/** The chooser's two tabs: a project the user has, or a new one. */
export type ChooserView = "existing" | "new";
export type ChooserProjects =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; list: ProjectSummary[] };

/**
 * The Add to Project dialog's state and calls: the user's projects (loaded once), the tab and the
 * project chosen, and `save`, which adds the product to the chosen project or creates a new one with
 * it (the form's `name` and `note`), then calls `onDone`.
 */
export function useProjectChooser({
  productId,
  optionCodes,
  quantity,
  onAdded,
  onDone,
}: {
  productId: string;
  optionCodes: readonly string[];
  quantity: number;
  onAdded?: (projectName: string | null) => void;
  onDone: () => void;
}) {
  const [projects, setProjects] = useState<ChooserProjects>({ status: "loading" });
  const [view, setView] = useState<ChooserView>("existing");
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Issue 32 item 6: the quantity the buyer chose on the product page, changeable in the dialog.
  const [chosenQuantity, setChosenQuantity] = useState(quantity);
  // Each view's request is sent with an Idempotency-Key: a new one per click of Save, the same one
  // only to retry an attempt whose outcome is unknown (the server then answers that attempt).
  const keys = useRef({ existing: createSubmissionKeys(), new: createSubmissionKeys() });
  // Set at once (state is not, until the next render): a second click of a double click sends nothing.
  const sending = useRef(false);

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

  const product = { quantity: chosenQuantity, productId, options: [...optionCodes] };

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

  return {
    projects,
    view,
    setView,
    selected,
    setSelected,
    saving,
    save,
    quantity: chosenQuantity,
    setQuantity: setChosenQuantity,
  };
}
