import { CheckCircle2, ClipboardList, FolderPlus, Loader2, LogIn, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import type { Proposal } from "../../../lib/assistant/chat-stream.ts";
import { draftBomSearch } from "../../../lib/projects/draft-bom.ts";
import { primaryButton, secondaryButton } from "../accounts/styles.ts";
import { useAuthLink } from "../accounts/use-auth-link.ts";
import { CartAccessNotice } from "../cart/CartAccessNotice.tsx";
import { AddToProjectDialog } from "../projects/AddToProject.tsx";
import { type CardState, useProposalCard } from "./use-proposal-card.ts";

/** The Help me buy bill of materials with the proposal's lines filled in (it sends them to a project or a quote). */
export function proposalBomHref(proposal: Proposal): string {
  const lines = proposal.items.map((item) => ({ sku: item.sku, quantity: item.quantity, options: [] }));
  return `/help-me-buy?${draftBomSearch(lines)}`;
}

/** The confirm button's words for each action. */
function confirmLabel(proposal: Proposal): string {
  switch (proposal.action) {
    case "add_to_cart":
      return "Add to cart";
    case "add_to_project":
      return proposal.items.length === 1 ? "Add to a project" : "Open as a bill of materials";
    case "start_quote":
      return "Start a quote";
  }
}

const actionIcons = { add_to_cart: ShoppingCart, add_to_project: FolderPlus, start_quote: ClipboardList };

/**
 * An action the assistant proposed (issue 16 item 5): its question and products, a confirm and a
 * dismiss button. Only the person's click performs it, through the same calls the pages make, with
 * the same access rules: the cart's quick order (one Idempotency-Key per attempt, so a double click or
 * a retried request adds once; the header's cart count follows), the Add to Project dialog for one
 * product, and the Help me buy bill of materials for several products or a quote (which sends them
 * to a new project, or to a quote with a PO number). Once done it says what was done and cannot be
 * confirmed again. `onLeave` is told when a link leaves for another page.
 */
export function ProposalCard({ proposal, onLeave }: { proposal: Proposal; onLeave?: () => void }) {
  const card = useProposalCard(proposal);
  const { state, single } = card;

  if (state.kind === "dismissed") {
    return (
      <p className="text-xs text-slate-500" data-testid="chat-proposal" data-state="dismissed">
        Dismissed: nothing was changed.
      </p>
    );
  }

  const Icon = actionIcons[proposal.action];
  return (
    <section
      aria-label="Proposed action"
      data-testid="chat-proposal"
      data-state={state.kind}
      className="w-full rounded-lg border border-brand-green/40 bg-white p-3 shadow-sm"
    >
      <p className="flex items-start gap-2 text-sm font-semibold text-brand-navy">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-green" />
        <span className="min-w-0 break-words">{proposal.message}</span>
      </p>
      <ProposalItems items={proposal.items} />
      {state.kind === "done" ? (
        <ProposalDone state={state} onLeave={onLeave} />
      ) : (
        <>
          <ProposalRefusal state={state} onLeave={onLeave} />
          <div className="mt-3 flex flex-wrap gap-2">
            {proposal.action === "start_quote" || !single ? (
              <OpenBomLink
                proposal={proposal}
                onOpened={(bomHref) => {
                  card.openedBom(bomHref);
                  onLeave?.();
                }}
              />
            ) : (
              <button
                type="button"
                onClick={card.confirm}
                disabled={state.kind === "working"}
                className={`${primaryButton} h-9 px-3 text-sm`}
              >
                {state.kind === "working" && <Loader2 aria-hidden className="size-4 animate-spin" />}
                {state.kind === "working"
                  ? "Adding…"
                  : state.kind === "refused" || state.kind === "guest"
                    ? "Try again"
                    : confirmLabel(proposal)}
              </button>
            )}
            <button
              type="button"
              onClick={card.dismiss}
              disabled={state.kind === "working"}
              className={`${secondaryButton} h-9`}
            >
              Dismiss
            </button>
          </div>
        </>
      )}
      {single && proposal.action === "add_to_project" && (
        <AddToProjectDialog
          open={card.projectDialog}
          onClose={card.closeProjectDialog}
          productId={single.productId}
          productName={single.name}
          quantity={single.quantity}
          onAdded={card.addedToProject}
        />
      )}
    </section>
  );
}

function ProposalItems({ items }: { items: Proposal["items"] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-100 rounded border border-slate-200 text-sm">
      {items.map((item) => (
        <li key={`${item.productId}-${item.sku}`} className="flex items-baseline gap-2 px-2 py-1.5">
          <span className="min-w-0 flex-1">
            <span className="block break-words text-slate-800">{item.name}</span>
            <span className="block text-xs text-slate-500">{item.sku}</span>
          </span>
          <span className="shrink-0 font-semibold tabular-nums text-slate-800">× {item.quantity}</span>
        </li>
      ))}
    </ul>
  );
}

/** What was done, with what did not go (a cart's refused lines) and a link to see it. */
function ProposalDone({
  state,
  onLeave,
}: {
  state: Extract<CardState, { kind: "done" }>;
  onLeave?: () => void;
}) {
  return (
    <div role="status" className="mt-2 space-y-1 text-sm">
      <p className="flex items-start gap-1.5 font-semibold text-green-800">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{state.text}</span>
      </p>
      {state.notes?.map((note) => (
        <p key={note} className="text-amber-800">
          {note}
        </p>
      ))}
      {state.link && (
        <Link
          to={state.link.to}
          onClick={onLeave}
          className="font-semibold text-brand-navy underline underline-offset-2 hover:text-brand-green"
        >
          {state.link.label}
        </Link>
      )}
    </div>
  );
}

/** Why the last attempt did not go: the cart's guest notice, or the reason (with Sign in when that helps). */
function ProposalRefusal({ state, onLeave }: { state: CardState; onLeave?: () => void }) {
  const signInHref = useAuthLink("/login");
  const registerHref = useAuthLink("/register");
  if (state.kind === "guest") {
    return (
      <div role="alert" className="mt-2" onClickCapture={onLeave}>
        <CartAccessNotice access={{ kind: "guest" }} signInHref={signInHref} registerHref={registerHref} />
      </div>
    );
  }
  if (state.kind !== "refused") return null;
  return (
    <div role="alert" className="mt-2 space-y-1 text-sm">
      <p className="font-semibold text-brand-red">{state.text}</p>
      {state.detail && <p className="break-words text-slate-700">{state.detail}</p>}
      {state.signIn && (
        <Link
          to={signInHref}
          onClick={onLeave}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-navy underline underline-offset-2 hover:text-brand-green"
        >
          <LogIn aria-hidden className="size-4" />
          Sign in
        </Link>
      )}
    </div>
  );
}

/** Several products, or a quote: the confirm button is the link to the bill of materials with them. */
function OpenBomLink({ proposal, onOpened }: { proposal: Proposal; onOpened: (bomHref: string) => void }) {
  const bomHref = proposalBomHref(proposal);
  return (
    <Link to={bomHref} onClick={() => onOpened(bomHref)} className={`${primaryButton} h-9 px-3 text-sm`}>
      {confirmLabel(proposal)}
    </Link>
  );
}
