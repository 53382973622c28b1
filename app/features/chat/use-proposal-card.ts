import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Proposal } from "../../../lib/assistant/chat-stream.ts";
import { projectMessages } from "../../../lib/projects/contract.ts";
import { portalTabHref } from "../accounts/portal-tabs.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { cartApi } from "../cart/cart-api.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { ADD_FAILED, CartApiError, cartFacingError, NETWORK_ERROR } from "../cart/cart-failures.ts";
import { createSubmissionKeys } from "../quotes/submission-key.ts";

export type CardState =
  | { kind: "proposed" }
  | { kind: "working" }
  | { kind: "done"; text: string; link?: { to: string; label: string }; notes?: string[] }
  | { kind: "refused"; text: string; detail?: string; signIn: boolean }
  /** A guest: the cart's own notice (sign in and come back, or create an account). */
  | { kind: "guest" }
  | { kind: "dismissed" };

/**
 * A proposal card's state and what its buttons do: confirm (the cart's quick order, or the Add to
 * Project dialog for one product), the bill of materials opened, a product added to a project, and
 * dismiss.
 */
export function useProposalCard(proposal: Proposal) {
  const [state, setState] = useState<CardState>({ kind: "proposed" });
  const [projectDialog, setProjectDialog] = useState(false);
  const keys = useRef(createSubmissionKeys());
  // Set at once (state is not, until the next render): a double click's second click sends nothing.
  const sending = useRef(false);
  const viewer = useViewer();
  const { report } = useCartBadge();
  const navigate = useNavigate();
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

  /** The bill of materials opened with the proposal's lines: what is left to do there. */
  function openedBom(bomHref: string) {
    setState({
      kind: "done",
      text:
        proposal.action === "start_quote"
          ? "Opened the bill of materials: send it to a quote there with your PO number."
          : "Opened the bill of materials: send it to a new project there.",
      link: { to: bomHref, label: "Open the bill of materials again" },
    });
  }

  /** The Add to Project dialog added the one product, to `projectName` or (null) a new project. */
  function addedToProject(projectName: string | null) {
    if (!single) return;
    setState({
      kind: "done",
      text: projectName
        ? `Added ${single.quantity} × ${single.sku} to ${projectName}.`
        : `Added ${single.quantity} × ${single.sku} to a new project.`,
      link: { to: portalTabHref("my-quotes-/-projects"), label: "View your projects" },
    });
  }

  return {
    state,
    single,
    projectDialog,
    closeProjectDialog: () => setProjectDialog(false),
    confirm,
    openedBom,
    addedToProject,
    dismiss: () => setState({ kind: "dismissed" }),
  };
}
