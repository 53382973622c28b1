import { centsToAmount } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import type { PaymentAttemptRow } from "../payments/index.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The receipt of an approved payment (invoices or on account), to the address the payer gave: what
 * was paid, the bank surcharge or fee, the total charged and the payment's reference. Plain text and
 * a minimal HTML twin, as the account mails are written.
 */
export function receiptMail(
  brand: string,
  attempt: Pick<
    PaymentAttemptRow,
    "email" | "firstName" | "reference" | "method" | "baseCents" | "surchargeCents" | "amountCents"
  >,
  what: { subject: string; paid: string[]; surchargeLabel: string },
): MailMessage {
  const method = attempt.method === "card" ? "card" : "ACH bank transfer";
  const lines = [
    `Thank you: we received your payment of ${formatCents(attempt.amountCents)} by ${method}.`,
    ...what.paid,
    `${what.surchargeLabel}: ${formatCents(attempt.surchargeCents)}`,
    `Total charged: ${formatCents(attempt.amountCents)} (USD ${centsToAmount(attempt.amountCents)})`,
    `Payment reference: ${attempt.reference}`,
  ];
  const greeting = `Hello ${attempt.firstName},`;
  return {
    to: attempt.email,
    subject: `${brand}: ${what.subject}`,
    text: [greeting, "", ...lines, "", `${brand} accounts receivable`, ""].join("\n"),
    html: [greeting, ...lines, `${brand} accounts receivable`]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join("\n"),
    purpose: "payment-receipt",
  };
}
