import { data, Form, Link, useNavigation } from "react-router";
import {
  setWarrantyStatusBody,
  WARRANTY_NUMBER,
  warrantyStatusLabels,
} from "../../../lib/warranty/contract.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import {
  ActionNotice,
  agoOf,
  buttonClass,
  dayOf,
  FieldList,
  inputClass,
  labelClass,
  Panel,
  StatusBadge,
  secondaryButtonClass,
} from "../../features/staff/QueueParts.tsx";
import { warrantyTone } from "../../features/staff/queue-tones.ts";
import { parseFormFields, staffActorOf, staffFormCall } from "../../features/staff/staff-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { loaderCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/warranty-claim";

function numberOf(params: { number?: string }): string {
  const number = (params.number ?? "").toUpperCase();
  if (!WARRANTY_NUMBER.test(number)) throw data("No such warranty claim", { status: 404 });
  return number;
}

/** `/staff/warranty-claims/:number` (issue 33 item 3): one claim with its photos and order line, and the decision. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaffPage(request, context, "warranty.work");
  const number = numberOf(params);
  const { warranty, audit } = getPageContext(context);
  const [claim, trail] = await Promise.all([
    loaderCall(warranty.staffClaim(number)),
    audit.trailOf(warranty.auditType, number),
  ]);
  return { claim, trail };
}

/** Under review, approved with an RMA or denied with a reason: the integration API's use case. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = staffActorOf(request, context, "warranty.work");
  const number = numberOf(params);
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value.trim() ? value : undefined;
  };
  return staffFormCall(context, "warranty claim decision failed", async () => {
    const body = parseFormFields(setWarrantyStatusBody, {
      status: field("status"),
      rmaNumber: field("rmaNumber"),
      reason: field("reason"),
    });
    const done = await getPageContext(context).warranty.setStatus(number, body, {
      kind: "staff",
      staff: actor,
    });
    return done.changed
      ? `${warrantyStatusLabels[done.status]}; the claimant was mailed.`
      : "Nothing changed.";
  });
}

export const headers = staffPageHeaders;

export function meta({ loaderData: loaded }: Route.MetaArgs) {
  return staffMeta(`${loaded?.claim.number ?? "Warranty claim"}`);
}

export default function WarrantyClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, trail } = loaderData;
  const busy = useNavigation().state === "submitting";
  const open = claim.status === "SUBMITTED" || claim.status === "UNDER_REVIEW";
  const reference = claim.referenceKind === "ORDER" ? "Order" : "Invoice";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/staff/warranty-claims" className="text-brand-navy underline">
          ← Warranty claims
        </Link>
      </p>
      <StaffPageHeader
        title={`Warranty claim ${claim.number}`}
        intro={`Filed ${dayOf(claim.createdAt)} (${agoOf(claim.createdAt)}) by ${claim.claimantName} of account ${claim.accountId}.`}
        actions={<StatusBadge label={warrantyStatusLabels[claim.status]} tone={warrantyTone[claim.status]} />}
      />
      <ActionNotice result={actionData} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <Panel title="Order line" id="claim-line">
            <FieldList
              fields={[
                { label: reference, value: claim.reference },
                { label: "SKU", value: claim.sku },
                { label: "Product", value: claim.productName },
                { label: "Quantity", value: String(claim.quantity) },
              ]}
            />
          </Panel>
          <Panel title="The claim" id="claim-fields">
            <FieldList
              fields={[
                { label: "Claimant", value: claim.claimantName },
                {
                  label: "Email",
                  value: (
                    <a className="text-brand-navy underline" href={`mailto:${claim.claimantEmail}`}>
                      {claim.claimantEmail}
                    </a>
                  ),
                },
                { label: "Installed", value: claim.installDate },
                { label: "Failure", value: claim.failureDescription },
                { label: "RMA number", value: claim.rmaNumber ?? "" },
                { label: "Reason for denial", value: claim.reason ?? "" },
              ]}
            />
          </Panel>
          <Panel title={`Photos (${claim.photos.length})`} id="claim-photos">
            {claim.photos.length === 0 ? (
              <p className="text-sm text-slate-600">The claimant sent no photos.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {claim.photos.map((photo) => (
                  <li key={photo.id}>
                    <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={photo.url}
                        alt={`${photo.name}, sent with claim ${claim.number}`}
                        loading="lazy"
                        className="aspect-square w-full rounded border border-slate-200 object-cover"
                      />
                      <span className="mt-1 block truncate text-xs text-slate-600">{photo.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <AuditTrail entries={trail} />
        </div>
        <div className="space-y-4">
          {open ? (
            <>
              {claim.status === "SUBMITTED" && (
                <Panel title="Review" id="claim-review">
                  <Form method="post">
                    <input type="hidden" name="status" value="UNDER_REVIEW" />
                    <p className="mb-2 text-sm text-slate-600">
                      Tell the claimant the claim is being reviewed.
                    </p>
                    <button type="submit" className={secondaryButtonClass} disabled={busy}>
                      Start review
                    </button>
                  </Form>
                </Panel>
              )}
              <Panel title="Approve" id="claim-approve">
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="status" value="APPROVED" />
                  <label htmlFor="rmaNumber" className={labelClass}>
                    RMA number
                  </label>
                  <input id="rmaNumber" name="rmaNumber" required maxLength={40} className={inputClass} />
                  <button type="submit" className={buttonClass} disabled={busy}>
                    Approve and mail the RMA
                  </button>
                </Form>
              </Panel>
              <Panel title="Deny" id="claim-deny">
                <Form method="post" className="space-y-2">
                  <input type="hidden" name="status" value="DENIED" />
                  <label htmlFor="reason" className={labelClass}>
                    Reason (mailed to the claimant)
                  </label>
                  <textarea
                    id="reason"
                    name="reason"
                    required
                    rows={3}
                    maxLength={1000}
                    className={inputClass}
                  />
                  <button
                    type="submit"
                    className="rounded bg-brand-red px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
                    disabled={busy}
                  >
                    Deny the claim
                  </button>
                </Form>
              </Panel>
            </>
          ) : (
            <Panel title="Decision" id="claim-decision">
              <p className="text-sm text-slate-700">
                This claim is {warrantyStatusLabels[claim.status].toLowerCase()}; a decision is final.
              </p>
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}
