import { type FormEvent, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  chooseScx,
  conflictOf,
  leadTimeLabel,
  quoteScx,
  type ScxGroupId,
  type ScxSelection,
  scxGroups,
} from "../../../lib/builder/scx.ts";
import { scxDrawing } from "../../../lib/builder/scx-drawing.ts";
import {
  type BuilderPricing,
  DESIGN_NAME_MAX,
  DESIGN_NOTE_MAX,
  type Design,
  designMessages,
} from "../../../lib/designs/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { serverTextOf } from "../../service-call.ts";
import { DESIGNS_TAB, portalTabHref } from "../accounts/portal-tabs.ts";
import { cardClass, primaryButton, secondaryButton } from "../accounts/styles.ts";
import { newIdempotencyKey } from "../cart/cart-api.ts";
import { DesignOrderActions } from "./DesignOrderActions.tsx";
import { designPdfHref, designsApi } from "./designs-api.ts";
import { ScxDrawingView } from "./ScxDrawingView.tsx";

type Viewer = { signedIn: boolean; cartAccess: boolean };

/**
 * The SCX configurator (DESIGN-01): every group as a set of radio choices; a choice the rest of the
 * configuration rules out is disabled with the reason beside it; the catalog number, lead time, list
 * price, the account's price and the drawing follow each choice at once (all computed by
 * lib/builder/scx.ts, which the server uses too). A signed-in person saves the design (API-23).
 */
export function ScxConfigurator({
  pricing,
  initial,
  viewer,
  loginHref,
}: {
  pricing: BuilderPricing;
  initial: ScxSelection;
  viewer: Viewer;
  loginHref: string;
}) {
  const [selection, setSelection] = useState(initial);
  const figures = quoteScx(selection, pricing);
  const drawing = useMemo(() => scxDrawing(selection), [selection]);
  const choose = (group: ScxGroupId, code: string) => {
    const next = chooseScx(selection, group, code);
    if (next) setSelection(next);
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start" aria-label="Your fixture">
        <div className={cardClass}>
          <ScxDrawingView drawing={drawing} className="rounded" />
        </div>
        <section className={cardClass} aria-labelledby="scx-summary-title" aria-live="polite">
          <h2 id="scx-summary-title" className="text-lg font-bold text-brand-navy">
            Your configuration
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">Catalog number</dt>
            <dd className="break-all font-mono font-semibold text-slate-900" data-testid="catalog-number">
              {figures.catalogNumber}
            </dd>
            <dt className="text-slate-500">Lead time</dt>
            <dd className="text-slate-900" data-testid="lead-time">
              {leadTimeLabel(figures.leadTimeDays)}
            </dd>
            <dt className="text-slate-500">List price</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid="list-price">
              {formatCents(figures.listPriceCents)}
            </dd>
            {figures.accountPriceCents !== null && (
              <>
                <dt className="text-slate-500">Your price</dt>
                <dd className="font-bold tabular-nums text-brand-green" data-testid="account-price">
                  {formatCents(figures.accountPriceCents)}
                  {pricing.accountName && (
                    <span className="block text-xs font-normal text-slate-500">{pricing.accountName}</span>
                  )}
                </dd>
              </>
            )}
          </dl>
          {!viewer.signedIn && (
            <p className="mt-3 text-sm text-slate-600">
              <Link to={loginHref} className="font-semibold text-brand-navy underline">
                Sign in
              </Link>{" "}
              to see your account's price and save this design.
            </p>
          )}
        </section>
        {viewer.signedIn && (
          <SaveDesign
            selection={selection}
            cartAccess={viewer.cartAccess}
            baseProductId={pricing.baseProductId}
          />
        )}
      </aside>

      <form className="space-y-4" aria-label="SCX options" onSubmit={(event) => event.preventDefault()}>
        {scxGroups.map((group) => (
          <fieldset key={group.id} className={cardClass} data-group={group.id}>
            <legend className="sr-only">{group.label}</legend>
            <p aria-hidden className="font-bold text-brand-navy">
              {group.label}
            </p>
            <p className="text-sm text-slate-500">{group.help}</p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {group.choices.map((choice) => {
                const reason = conflictOf(selection, group.id, choice.code);
                const inputId = `scx-${group.id}-${choice.code}`;
                const checked = selection[group.id] === choice.code;
                return (
                  <div key={choice.code}>
                    <label
                      htmlFor={inputId}
                      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-navy ${
                        checked ? "border-brand-green bg-green-50" : "border-slate-300 bg-white"
                      } ${reason ? "cursor-not-allowed opacity-60" : "hover:border-brand-navy"}`}
                    >
                      <input
                        id={inputId}
                        type="radio"
                        name={group.id}
                        value={choice.code}
                        checked={checked}
                        disabled={reason !== null}
                        aria-describedby={reason ? `${inputId}-reason` : undefined}
                        onChange={() => choose(group.id, choice.code)}
                        className="h-4 w-4 accent-brand-green"
                      />
                      <span className="min-w-0 flex-1">{choice.label}</span>
                      <span className="whitespace-nowrap tabular-nums text-slate-500">
                        {choice.adderCents > 0 ? `+${formatCents(choice.adderCents)}` : "Included"}
                      </span>
                    </label>
                    {reason && (
                      <p
                        id={`${inputId}-reason`}
                        className="mt-1 text-xs text-brand-red"
                        data-testid="choice-reason"
                      >
                        {reason}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </form>
    </div>
  );
}

/** Saving the configuration under a name and a note (API-23), then its actions. */
function SaveDesign({
  selection,
  cartAccess,
  baseProductId,
}: {
  selection: ScxSelection;
  cartAccess: boolean;
  baseProductId: string | null;
}) {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Design | null>(null);
  // One key per attempt: a repeated click of the same attempt saves once.
  const attempt = useRef<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    attempt.current ??= newIdempotencyKey();
    setSaving(true);
    try {
      const design = await designsApi.save(
        {
          name: String(data.get("name") ?? ""),
          note: String(data.get("note") ?? ""),
          configuration: selection,
        },
        attempt.current,
      );
      attempt.current = null;
      setSaved(design);
      toast.success(designMessages.saved);
    } catch (error) {
      toast.error(serverTextOf(error) ?? designMessages.saveError);
      attempt.current = null;
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={cardClass} aria-labelledby="scx-save-title">
      <h2 id="scx-save-title" className="text-lg font-bold text-brand-navy">
        Save this design
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-3">
        <div>
          <label htmlFor="design-name" className="block text-sm font-semibold text-slate-700">
            Design name
          </label>
          <input
            id="design-name"
            name="name"
            required
            maxLength={DESIGN_NAME_MAX}
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="design-note" className="block text-sm font-semibold text-slate-700">
            Note <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id="design-note"
            name="note"
            rows={2}
            maxLength={DESIGN_NOTE_MAX}
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          />
        </div>
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? "Saving…" : "Save design"}
        </button>
      </form>
      {saved && (
        <div className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-sm" data-testid="saved-design">
          <p>
            Saved as <strong>{saved.name}</strong> ({saved.catalogNumber}).
          </p>
          <div className="flex flex-wrap gap-2">
            <DesignOrderActions design={saved} cartAccess={cartAccess} baseProductId={baseProductId} />
            <a href={designPdfHref(saved.id)} className={secondaryButton}>
              Spec sheet (PDF)
            </a>
            <Link to={portalTabHref(DESIGNS_TAB)} className={secondaryButton}>
              My Custom Designs
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
