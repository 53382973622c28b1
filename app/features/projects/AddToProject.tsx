import { FolderPlus, Loader2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { PROJECT_ADD_QUANTITY, projectMessages } from "../../../lib/projects/constants.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { productActionButton } from "../accounts/styles.ts";
import { useViewer } from "../accounts/use-viewer.ts";

/**
 * The dialog's content, with the project calls and zod, loads on the first open (issue 15). When it
 * cannot be loaded (offline, or a new release replaced the file) the dialog says so, with the spec's
 * words for a project that could not be updated, instead of failing the page.
 */
const ProjectChooser = lazy(() =>
  import("./ProjectChooser.tsx").then(
    (module) => ({ default: module.ProjectChooser }),
    () => ({ default: ChooserUnavailable }),
  ),
);

function ChooserUnavailable() {
  return (
    <p role="alert" className="p-5 text-brand-red">
      {projectMessages.loadError}. Check your connection and reload the page.
    </p>
  );
}

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
  quantity = PROJECT_ADD_QUANTITY,
  compact = false,
}: {
  productId: string;
  productName: string;
  /** The configurator's chosen options; a card sends none (the product's defaults). */
  optionCodes?: readonly string[];
  /** The quantity chosen on the page (its Add to cart's), which the dialog starts from. */
  quantity?: number;
  /** A card's small button. */
  compact?: boolean;
}) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  // A basic customer has no account to keep projects in: the dialog says why, not "Could not load".
  const needsAccount = viewer !== null && viewer.workingAccountId === null;

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
            : productActionButton
        }
        data-testid="add-to-project"
      >
        <FolderPlus aria-hidden size={compact ? 16 : 18} />
        {compact ? <span className="sr-only sm:not-sr-only">Project</span> : "Add to Project"}
      </button>
      {needsAccount ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          label="Add to Project"
          testId="add-to-project-dialog"
        >
          <DialogHeader title="Add to Project" onClose={() => setOpen(false)} />
          <ProjectsNeedAnAccount />
        </Dialog>
      ) : (
        <AddToProjectDialog
          open={open}
          onClose={() => setOpen(false)}
          productId={productId}
          productName={productName}
          optionCodes={optionCodes}
          quantity={quantity}
        />
      )}
    </>
  );
}

/** Why a basic customer has no projects, and where to connect to a company's account. */
export function ProjectsNeedAnAccount({ padded = true }: { padded?: boolean }) {
  return (
    <div
      className={`space-y-3 text-sm text-slate-700 ${padded ? "p-5" : "mt-2"}`}
      data-testid="projects-need-account"
    >
      <p>{projectMessages.businessAccountRequired}</p>
      <Link to="/user?tab=account" className="font-semibold text-brand-navy underline hover:text-brand-green">
        Connect to your company's account
      </Link>
    </div>
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
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 p-5 text-slate-600">
            <Loader2 aria-hidden size={18} className="animate-spin" /> Loading projects…
          </p>
        }
      >
        <ProjectChooser
          productId={productId}
          productName={productName}
          optionCodes={optionCodes}
          quantity={quantity}
          onAdded={onAdded}
          onDone={onClose}
        />
      </Suspense>
    </Dialog>
  );
}
