import { useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { quoteSchema } from "../../../lib/quotes/contract.ts";
import { type AnswerQuoteBody, negotiationStatusLabels } from "../../../lib/quotes/negotiation-contract.ts";
import { getPageContext } from "../../context.ts";
import { NegotiatedLines } from "../../features/quotes/NegotiatedLines.tsx";
import { NegotiationThread } from "../../features/quotes/NegotiationThread.tsx";
import { formatQuoteDate } from "../../features/quotes/quote-format.ts";
import { RepAnswerForm } from "../../features/quotes/RepAnswerForm.tsx";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { ActionNotice, agoOf, dayOf, Panel, StatusBadge } from "../../features/staff/QueueParts.tsx";
import { quoteTone } from "../../features/staff/queue-tones.ts";
import type { StaffActionResult } from "../../features/staff/staff-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { loaderCall } from "../../page-errors.ts";
import { ServiceApiError, serviceCall } from "../../service-call.ts";
import type { Route } from "./+types/quote-request";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/staff/quote-requests/:id` (issue 33 item 3): one request, its thread, and customer service's answer. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaffPage(request, context, "quotes.answer");
  const id = (params.id ?? "").toLowerCase();
  if (!UUID.test(id)) throw data("No such quote request", { status: 404 });
  const { quotes, audit } = getPageContext(context);
  const [quote, trail] = await Promise.all([
    loaderCall(quotes.staffRequest(id)),
    audit.trailOf(quotes.auditType, id),
  ]);
  return { quote, trail };
}

export const headers = staffPageHeaders;

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return staffMeta(`${loaded?.quote.number ?? "Quote request"}`);
}

/**
 * The answer goes through the staff API (the rep's answer form, which checks every price in the
 * browser first), then the page's data is read again; the same use case as the rep's answer.
 */
export default function QuoteRequestPage({ loaderData }: Route.ComponentProps) {
  const { quote, trail } = loaderData;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StaffActionResult>();
  const n = quote.negotiation;
  if (!n) throw new Error("A quote request has its negotiation");
  const date = (iso: string, withTime = false) => formatQuoteDate(iso, false, withTime);
  const answerable = !quote.order && (n.status === "requested" || n.status === "answered");

  async function answer(body: AnswerQuoteBody): Promise<boolean> {
    setBusy(true);
    try {
      await serviceCall("POST", `/api/staff/quote-requests/${quote.id}/answer`, quoteSchema, { body });
      setResult({ ok: true, message: "The prices were sent; the buyer was mailed." });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      const title =
        error instanceof ServiceApiError && error.serverText
          ? error.serverText
          : "The answer was not sent. Try again.";
      setResult({ ok: false, alert: { title } });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/staff/quote-requests" className="text-brand-navy underline">
          ← Quote requests
        </Link>
      </p>
      <StaffPageHeader
        title={`Quote request ${quote.number}`}
        intro={`${quote.accountName} (${quote.accountId}): asked by ${n.requestedBy.name} <${n.requestedBy.email}> on ${dayOf(quote.createdAt)} (${agoOf(quote.createdAt)}), needed by ${n.neededBy}.`}
        actions={<StatusBadge label={negotiationStatusLabels[n.status]} tone={quoteTone[n.status]} />}
      />
      <ActionNotice result={result} />
      {/* The lines take the page's width (their columns need it); the answer and the thread side by side below. */}
      <div className="space-y-4">
        <NegotiatedLines quote={quote} priced={n.answeredAt !== null} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            {answerable ? (
              <RepAnswerForm key={quote.updatedAt} quote={quote} busy={busy} answer={answer} />
            ) : (
              <Panel title="Answer" id="quote-closed">
                <p className="text-sm text-slate-700">
                  This request was {quote.order ? "ordered" : n.status}; it can no longer be answered.
                </p>
              </Panel>
            )}
          </div>
          <div className="min-w-0 space-y-4">
            <NegotiationThread negotiation={n} date={date} title="Conversation with the buyer" />
            <AuditTrail entries={trail} />
          </div>
        </div>
      </div>
    </>
  );
}
