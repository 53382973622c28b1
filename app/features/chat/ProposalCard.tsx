import { CheckCircle2, ClipboardList, FolderPlus, Loader2, LogIn, ShoppingCart } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { Proposal } from "../../../lib/assistant/chat-stream.ts";
import { projectMessages } from "../../../lib/projects/contract.ts";
import { draftBomSearch } from "../../../lib/projects/draft-bom.ts";
import { portalTabHref } from "../accounts/portal-tabs.ts";
import { primaryButton, secondaryButton } from "../accounts/styles.ts";
import { useAuthLink } from "../accounts/use-auth-link.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { CartAccessNotice } from "../cart/CartAccessNotice.tsx";
import { cartApi } from "../cart/cart-api.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { ADD_FAILED, CartApiError, cartFacingError, NETWORK_ERROR } from "../cart/cart-failures.ts";
import { AddToProjectDialog } from "../projects/AddToProject.tsx";
import { createSubmissionKeys } from "../quotes/submission-key.ts";

type CardState =
  | { kind: "proposed" }
  | { kind: "working" }
  | { kind: "done"; text: string; link?: { to: string; label: string }; notes?: string[] }
  | { kind: "refused"; text: string; detail?: string; signIn: boolean }
  /** A guest: the cart's own notice (sign in and come back, or create an account). */
  | { kind: "guest" }
  | { kind: "dismissed" };

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
  const [state, setState] = useState<CardState>({ kind: "proposed" });
  const [projectDialog, setProjectDialog] = useState(false);
  const keys = useRef(createSubmissionKeys());
  // Set at once (state is not, until the next render): a double click's second click sends nothing.
  const sending = useRef(false);
  const viewer = useViewer();
  const { report } = useCartBadge();
  const navigate = useNavigate();
  const signInHref = useAuthLink("/login");
  const registerHref = useAuthLink("/register");
  const single = proposal.items.length === 1 ? proposal.items[0] : undefined;

  async function addToCart() {
    if (sending.current) return;
    sending.current = true;
    setState({ kind: "working" });
    const text = proposal.items.map((item) => `${item.sku} ${item.quantity}`).join("\n");
    try {
      const result = await cartApi.quickOrder(text, keys.current.keyFor(text));
      keys.current.settled("known");
      report(result.cart);
      if (result.added.length === 0) {
        setState({
          kind: "refused",
          text: ADD_FAILED,
          detail: result.rejected.map((line) => `${line.text}: ${line.reason}`).join("; "),
          signIn: false,
        });
        return;
      }
      const added = result.added.map((line) => `${line.quantity} × ${line.sku}`).join(", ");
      toast.success(`Added ${added} to the cart`, {
        duration: 4_000,
        action: { label: "View cart", onClick: () => navigate("/cart") },
      });
      setState({
        kind: "done",
        text: `Added to your cart: ${added}.`,
        link: { to: "/cart", label: "View cart" },
        notes: result.rejected.map((line) => `Not added, ${line.text}: ${line.reason}`),
      });
    } catch (error) {
      const unknown = error instanceof CartApiError && (error.code === NETWORK_ERROR || error.status >= 500);
      keys.current.settled(unknown ? "unknown" : "known");
      setState(refusalOf(error));
    } finally {
      sending.current = false;
    }
  }

  /** A guest is asked to sign in (back to this page); anyone else hears the cart's own reason. */
  function refusalOf(error: unknown): CardState {
    if (!viewer || (error instanceof CartApiError && error.status === 401)) return { kind: "guest" };
    const reason = cartFacingError(error);
    return { kind: "refused", text: ADD_FAILED, ...(reason ? { detail: reason } : {}), signIn: false };
  }

  function confirm() {
    if (proposal.action === "add_to_cart") {
      void addToCart();
      return;
    }
    if (!viewer && proposal.action === "add_to_project" && single) {
      setState({ kind: "refused", text: projectMessages.loginRequired, signIn: true });
      return;
    }
    setProjectDialog(true);
  }

  if (state.kind === "dismissed") {
    return (
      <p className="text-xs text-slate-500" data-testid="chat-proposal" data-state="dismissed">
        Dismissed: nothing was changed.
      </p>
    );
  }

  const Icon =
    proposal.action === "add_to_cart"
      ? ShoppingCart
      : proposal.action === "add_to_project"
        ? FolderPlus
        : ClipboardList;
  const leavesForBom = proposal.action === "start_quote" || !single;
  const bomHref = proposalBomHref(proposal);

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
      <ul className="mt-2 divide-y divide-slate-100 rounded border border-slate-200 text-sm">
        {proposal.items.map((item) => (
          <li key={`${item.productId}-${item.sku}`} className="flex items-baseline gap-2 px-2 py-1.5">
            <span className="min-w-0 flex-1">
              <span className="block break-words text-slate-800">{item.name}</span>
              <span className="block text-xs text-slate-500">{item.sku}</span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums text-slate-800">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      {state.kind === "done" ? (
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
      ) : (
        <>
          {state.kind === "guest" && (
            <div role="alert" className="mt-2" onClickCapture={onLeave}>
              <CartAccessNotice
                access={{ kind: "guest" }}
                signInHref={signInHref}
                registerHref={registerHref}
              />
            </div>
          )}
          {state.kind === "refused" && (
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
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {leavesForBom ? (
              <Link
                to={bomHref}
                onClick={() => {
                  setState({
                    kind: "done",
                    text:
                      proposal.action === "start_quote"
                        ? "Opened the bill of materials: send it to a quote there with your PO number."
                        : "Opened the bill of materials: send it to a new project there.",
                    link: { to: bomHref, label: "Open the bill of materials again" },
                  });
                  onLeave?.();
                }}
                className={`${primaryButton} h-9 px-3 text-sm`}
              >
                {confirmLabel(proposal)}
              </Link>
            ) : (
              <button
                type="button"
                onClick={confirm}
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
              onClick={() => setState({ kind: "dismissed" })}
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
          open={projectDialog}
          onClose={() => setProjectDialog(false)}
          productId={single.productId}
          productName={single.name}
          quantity={single.quantity}
          onAdded={(projectName) =>
            setState({
              kind: "done",
              text: projectName
                ? `Added ${single.quantity} × ${single.sku} to ${projectName}.`
                : `Added ${single.quantity} × ${single.sku} to a new project.`,
              link: { to: portalTabHref("my-quotes-/-projects"), label: "View your projects" },
            })
          }
        />
      )}
    </section>
  );
}
