import { formatCents } from "../../../lib/shared/money.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import type { OrdersDeps } from "./deps.ts";
import type { approvalRequests } from "./schema.ts";

type RequestRow = typeof approvalRequests.$inferSelect;

/** The portal's Approvals tab, where requests are listed and decided. */
export const approvalsPageUrl = (baseURL: string) => `${baseURL}/user?tab=approvals`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(
  deps: Pick<OrdersDeps, "baseURL">,
  to: { name: string; email: string },
  purpose: MailMessage["purpose"],
  subject: string,
  lines: string[],
): MailMessage {
  const url = approvalsPageUrl(deps.baseURL);
  const greeting = `Hello ${to.name},`;
  const text = [greeting, "", ...lines, "", `Open the approvals: ${url}`, ""].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">Open the approvals</a></p>`,
  ].join("\n");
  return { to: to.email, subject, text, html, purpose, link: url };
}

/** #32.2: an approver is told a member's cart waits for their decision. */
export function approvalRequestMail(
  deps: Pick<OrdersDeps, "baseURL" | "brandName">,
  to: { name: string; email: string },
  request: RequestRow,
  accountName: string,
): MailMessage {
  return mail(
    deps,
    to,
    "approval-request",
    `${deps.brandName}: ${request.requestedByName} asks you to approve an order of ${formatCents(request.totalCents)}`,
    [
      `${request.requestedByName} submitted a cart of ${formatCents(request.totalCents)} (PO ${request.purchaseOrder}) for ${accountName} for your approval.`,
      "Approve it to place the order on account, or decline it with a reason.",
    ],
  );
}

/** #32.2: the member who asked is told the decision, either way. */
export function approvalDecisionMail(
  deps: Pick<OrdersDeps, "baseURL" | "brandName">,
  request: RequestRow,
  /** An approved request's requested ship date moved to the earliest allowed, in words. */
  shipDateMoved?: string | null,
): MailMessage {
  const to = { name: request.requestedByName, email: request.requestedByEmail };
  const by = request.decidedByName ?? "Your account admin";
  if (request.status === "approved") {
    return mail(
      deps,
      to,
      "approval-decision",
      `${deps.brandName}: your order ${request.orderNumber} was approved`,
      [
        `${by} approved your cart of ${formatCents(request.totalCents)} (PO ${request.purchaseOrder}).`,
        `It was placed on account as order ${request.orderNumber}.`,
        ...(shipDateMoved ? [`${shipDateMoved}.`] : []),
      ],
    );
  }
  return mail(deps, to, "approval-decision", `${deps.brandName}: your order request was declined`, [
    `${by} declined your cart of ${formatCents(request.totalCents)} (PO ${request.purchaseOrder}).`,
    `The reason: ${request.declineReason ?? ""}`,
    "Its lines are back in your cart.",
  ]);
}
