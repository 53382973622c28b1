import { type WarrantyStatus, warrantyStatusLabels } from "../../../lib/warranty/contract.ts";
import { noticeMail } from "../../adapters/mail/notice-mail.ts";
import type { WarrantyDeps } from "./deps.ts";
import { warrantyStaffPath } from "./integration-warranty-claim.ts";
import type { warrantyClaims } from "./schema.ts";

type ClaimRow = typeof warrantyClaims.$inferSelect;

/** The portal tab where the claimant follows the claim. */
const tabUrl = (baseURL: string) => `${baseURL}/user?tab=my-warranty-claims`;

const claimLines = (row: ClaimRow) => [
  `${row.referenceKind === "ORDER" ? "Order" : "Invoice"}: ${row.reference}`,
  `Product: ${row.sku} (${row.productName}), quantity ${row.quantity}, installed ${row.installDate}`,
  `Failure: ${row.failureDescription}`,
];

/** The warranty team hears of a new claim with everything the claimant typed. */
export function warrantyTeamMail(deps: WarrantyDeps, row: ClaimRow, photoCount: number) {
  return noticeMail({
    to: deps.warrantyTeamEmail,
    purpose: "warranty-claim",
    subject: `Warranty claim ${row.number}: ${row.sku} x ${row.quantity}`,
    greeting: "Hello warranty team,",
    lines: [
      `${row.claimantName} <${row.claimantEmail}> of account ${row.accountId} files a warranty claim.`,
      ...claimLines(row),
      `Photos: ${photoCount}.`,
    ],
    link: {
      label: "The claim and its photos (integration API, X-Api-Key)",
      url: `${deps.baseURL}${warrantyStaffPath(row.number)}`,
    },
  });
}

/** The claimant's receipt. */
export function claimantMail(deps: WarrantyDeps, row: ClaimRow) {
  return noticeMail({
    to: row.claimantEmail,
    purpose: "warranty-claim",
    subject: `${deps.brandName} warranty claim ${row.number} received`,
    greeting: `Hello ${row.claimantName},`,
    lines: [
      `Thank you: we received your warranty claim ${row.number}.`,
      ...claimLines(row),
      "We will mail you when we review it and when we decide.",
    ],
    link: { label: "Follow your warranty claims", url: tabUrl(deps.baseURL) },
  });
}

/** Each change of status, to the claimant: the RMA once approved, the reason once denied. */
export function warrantyStatusMail(deps: WarrantyDeps, row: ClaimRow, status: WarrantyStatus) {
  const what: Record<WarrantyStatus, string> = {
    SUBMITTED: `We received your warranty claim ${row.number}.`,
    UNDER_REVIEW: `We are reviewing your warranty claim ${row.number} for ${row.sku}.`,
    APPROVED: `Your warranty claim ${row.number} for ${row.sku} is approved. Return the goods under RMA ${row.rmaNumber}.`,
    DENIED: `Your warranty claim ${row.number} for ${row.sku} is denied: ${row.reason}`,
  };
  return noticeMail({
    to: row.claimantEmail,
    purpose: "warranty-status",
    subject: `${deps.brandName} warranty claim ${row.number}: ${warrantyStatusLabels[status]}`,
    greeting: `Hello ${row.claimantName},`,
    lines: [what[status]],
    link: { label: "See your warranty claims", url: tabUrl(deps.baseURL) },
  });
}
