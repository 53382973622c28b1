import { inArray, sql } from "drizzle-orm";
import {
  type SetWarrantyStatusBody,
  setWarrantyStatusBody,
  type WarrantyClaimBody,
  warrantyClaimBody,
} from "../../../../lib/warranty/contract.ts";
import type { Db } from "../../../db/client.ts";
import { inTransaction } from "../../../db/transaction.ts";
import { demoCallers } from "../../accounts/index.ts";
import { pricingFactsFor } from "../../catalog/index.ts";
import { warrantyClaims } from "../schema.ts";
import { claimNumber } from "../submit-warranty-claim.ts";

const DAY_MS = 86_400_000;

type DemoClaim = {
  email: string;
  /** In a block (…-0009xx) the claim number sequence does not reach for a long time. */
  sequence: number;
  daysAgo: number;
  /** The claim as the form sends it: a demo order's number and a SKU on that order. */
  claim: Omit<WarrantyClaimBody, "installDate"> & { installedDaysAgo: number };
  /** The warranty team's decision, `decidedAfter` days after the claim. */
  decision?: SetWarrantyStatusBody & { decidedAfter: number };
};

/**
 * The demo buyer's warranty claims (README, "Demo accounts") on Brightline's demo orders (their
 * numbers and SKUs: the n-th product of the demo catalogue by SKU, as the orders seed places them):
 * one submitted, one approved with its RMA, one denied with the reason.
 */
export const demoClaims: readonly DemoClaim[] = [
  {
    email: "ben.buyer@brightline.example",
    sequence: 901,
    daysAgo: 52,
    claim: {
      reference: "SO-2026-900103",
      sku: "ARX-L-300-40K-BK",
      quantity: 1,
      installedDaysAgo: 120,
      failureDescription:
        "Housing dented and lens cracked on one of the six area lights at the Hilliard Rome Rd lot. " +
        "The crew noticed it when the pole was stood up; the other five work.",
    },
    decision: {
      status: "DENIED",
      reason:
        "The housing shows impact marks from installation, which the limited warranty does not cover. " +
        "Damage in transit must be noted on the delivery receipt; none was noted for this shipment.",
      decidedAfter: 6,
    },
  },
  {
    email: "ben.buyer@brightline.example",
    sequence: 902,
    daysAgo: 30,
    claim: {
      reference: "SO-2026-900105",
      sku: "ATR-14SP-40-35K",
      quantity: 3,
      installedDaysAgo: 85,
      failureDescription:
        "Three surface panels in the Dublin Rd clinic's exam rooms went dark about ten weeks after " +
        "install. 277 V at the driver input, no output; the wiring was checked by the contractor.",
    },
    decision: { status: "APPROVED", rmaNumber: "RMA-2026-000231", decidedAfter: 5 },
  },
  {
    email: "ben.buyer@brightline.example",
    sequence: 903,
    daysAgo: 4,
    claim: {
      reference: "SO-2026-900101",
      sku: "ARX-M-150-30K",
      quantity: 2,
      installedDaysAgo: 160,
      failureDescription:
        "Two of the twelve 150 W area lights on the east lot of the Grove City dealership cycle off " +
        "and on after dark, about every ten minutes. New photocells did not help; the fault stays " +
        "with the fixtures.",
    },
  },
];

/**
 * Seeds `demoClaims` into the account the claimant works for, each checked by the claim form's and
 * the status change's contracts, the product's name as the catalogue has it. Nothing when a user or a
 * product is missing (another catalogue), or when a demo user has a claim already: a restart adds
 * nothing.
 */
export async function seedDemoWarrantyClaims(db: Db, now = new Date()): Promise<{ claims: number }> {
  const skus = demoClaims.map((entry) => entry.claim.sku);
  const [facts, callers] = [
    await pricingFactsFor(db, { skus }),
    await demoCallers(db, [...new Set(demoClaims.map((entry) => entry.email))]),
  ];
  const nameOf = new Map(facts.map((fact) => [fact.sku, fact.name]));
  if (skus.some((sku) => !nameOf.has(sku)) || demoClaims.some((entry) => !callers.has(entry.email)))
    return { claims: 0 };
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows = demoClaims.map((entry) => {
    const caller = callers.get(entry.email);
    if (!caller?.workingAccountId) throw new Error("A demo claimant works for no account");
    const { installedDaysAgo, ...fields } = entry.claim;
    const claim = warrantyClaimBody.parse({
      ...fields,
      installDate: ago(installedDaysAgo).toISOString().slice(0, 10),
    });
    const decision = entry.decision ? setWarrantyStatusBody.parse(entry.decision) : undefined;
    const createdAt = ago(entry.daysAgo);
    return {
      number: claimNumber(createdAt.getUTCFullYear(), entry.sequence),
      userId: caller.userId,
      accountId: caller.workingAccountId,
      status: decision?.status ?? ("SUBMITTED" as const),
      referenceKind: "ORDER" as const,
      reference: claim.reference,
      sku: claim.sku,
      productName: nameOf.get(claim.sku) ?? claim.sku,
      quantity: claim.quantity,
      installDate: claim.installDate,
      failureDescription: claim.failureDescription,
      claimantName: `${caller.fname} ${caller.lname}`,
      claimantEmail: caller.email,
      rmaNumber: decision?.status === "APPROVED" ? (decision.rmaNumber ?? null) : null,
      reason: decision?.status === "DENIED" ? (decision.reason ?? null) : null,
      createdAt,
      updatedAt: entry.decision ? ago(entry.daysAgo - entry.decision.decidedAfter) : createdAt,
    };
  });
  const written = await inTransaction(db, async (tx) => {
    const existing = await tx
      .select({ id: warrantyClaims.id })
      .from(warrantyClaims)
      .where(
        inArray(
          warrantyClaims.userId,
          rows.map((row) => row.userId),
        ),
      )
      .limit(1);
    if (existing.length > 0) return { claims: 0 };
    await tx.insert(warrantyClaims).values(rows);
    return { claims: rows.length };
  });
  // Statistics for the table just filled, as after the catalogue (PGlite runs no autovacuum).
  if (written.claims > 0) await db.execute(sql`analyze ${warrantyClaims}`);
  return written;
}
