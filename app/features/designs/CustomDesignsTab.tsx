import { Copy, ExternalLink, FileDown, PencilRuler, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { leadTimeLabel, SCX_BUILDER_PATH } from "../../../lib/builder/scx.ts";
import { type Design, designMessages } from "../../../lib/designs/contract.ts";
import { formatPortalDate } from "../../../lib/shared/format.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { serverTextOf } from "../../service-call.ts";
import { cardClass, dangerButton, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { DesignOrderActions } from "./DesignOrderActions.tsx";
import { designPdfHref, designsApi } from "./designs-api.ts";

type Loaded =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; designs: Design[]; baseProductId: string | null };

/** The builder opened on a saved design. */
export function openDesignHref(designId: string): string {
  return `${SCX_BUILDER_PATH}?design=${encodeURIComponent(designId)}`;
}

/**
 * The `my-custom-designs` tab (DESIGN-04, API-24): the caller's saved SCX designs in the working
 * account, newest first: name, catalog number, configuration, lead time, price and date, each with
 * open (in the builder), duplicate, delete, add to cart and its spec sheet. Loaded in the browser when
 * the tab opens; a failure shows "Failed to load custom designs" with a way to try again.
 */
export function CustomDesignsTab({ cartAccess }: { cartAccess: boolean }) {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the list again
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    designsApi
      .list()
      .then(({ designs, baseProductId }) => {
        if (current) setState({ status: "ready", designs, baseProductId });
      })
      .catch(() => {
        if (!current) return;
        setState({ status: "error" });
        toast.error(designMessages.loadError, { duration: 5_000 });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const update = (change: (designs: Design[]) => Design[]) =>
    setState((now) => (now.status === "ready" ? { ...now, designs: change(now.designs) } : now));

  return (
    <div className="space-y-4" data-testid="designs-tab">
      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true">
          Loading custom designs…
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className={`${cardClass} flex flex-wrap items-center gap-3 text-sm`}>
          <p className="font-semibold text-brand-red">{designMessages.loadError}</p>
          <button type="button" className={secondaryButton} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && state.designs.length === 0 && <NoDesigns />}
      {state.status === "ready" && state.designs.length > 0 && (
        <ul className="space-y-3" aria-label="Custom designs">
          {state.designs.map((design) => (
            <DesignCard
              key={design.id}
              design={design}
              cartAccess={cartAccess}
              baseProductId={state.baseProductId}
              onDuplicated={(copy) => update((designs) => [copy, ...designs])}
              onDeleted={() => update((designs) => designs.filter((d) => d.id !== design.id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function NoDesigns() {
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="portal-empty"
    >
      <PencilRuler aria-hidden size={36} className="mx-auto text-slate-400" />
      <p className="mt-3 text-lg font-bold text-brand-navy">No custom designs yet.</p>
      <p className="mx-auto mt-1 max-w-md text-slate-600">
        Configure an SCX fixture in the custom builder and save it: it is kept here.
      </p>
      <Link
        to={SCX_BUILDER_PATH}
        className="mt-5 inline-block rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
      >
        Open the SCX builder
      </Link>
    </div>
  );
}

function DesignCard({
  design,
  cartAccess,
  baseProductId,
  onDuplicated,
  onDeleted,
}: {
  design: Design;
  cartAccess: boolean;
  baseProductId: string | null;
  onDuplicated: (copy: Design) => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(serverTextOf(error) ?? "Something went wrong, please try again");
    } finally {
      setBusy(false);
    }
  };
  const duplicate = () =>
    run(async () => {
      onDuplicated(await designsApi.duplicate(design.id));
      toast.success(designMessages.duplicated);
    });
  const remove = () =>
    run(async () => {
      if (!window.confirm(`Delete the custom design "${design.name}"?`)) return;
      await designsApi.remove(design.id);
      onDeleted();
      toast.success(designMessages.deleted);
    });
  return (
    <li className={cardClass} data-testid="design-row" data-design-id={design.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-words font-bold text-brand-navy">{design.name}</p>
          <p className="break-all font-mono text-sm text-slate-700">{design.catalogNumber}</p>
        </div>
        <div className="text-right">
          <p className="font-bold tabular-nums text-slate-900">
            {formatCents(design.accountPriceCents ?? design.listPriceCents)}
          </p>
          {design.accountPriceCents !== null && (
            <p className="text-xs tabular-nums text-slate-500">List {formatCents(design.listPriceCents)}</p>
          )}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{design.summary}</p>
      {design.note && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{design.note}</p>}
      <p className="mt-1 text-xs text-slate-500">
        Lead time {leadTimeLabel(design.leadTimeDays)} · Saved {formatPortalDate(design.createdAt)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={openDesignHref(design.id)} className={secondaryButton}>
          <ExternalLink aria-hidden size={16} />
          Open<span className="sr-only"> {design.name}</span>
        </Link>
        <button type="button" className={secondaryButton} onClick={duplicate} disabled={busy || !hydrated}>
          <Copy aria-hidden size={16} />
          Duplicate<span className="sr-only"> {design.name}</span>
        </button>
        <DesignOrderActions design={design} cartAccess={cartAccess} baseProductId={baseProductId} />
        <a href={designPdfHref(design.id)} className={secondaryButton}>
          <FileDown aria-hidden size={16} />
          Spec sheet (PDF)<span className="sr-only"> of {design.name}</span>
        </a>
        <button type="button" className={dangerButton} onClick={remove} disabled={busy || !hydrated}>
          <Trash2 aria-hidden size={16} />
          Delete<span className="sr-only"> {design.name}</span>
        </button>
      </div>
    </li>
  );
}
