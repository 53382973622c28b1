import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffWarrantyListQuery, StaffWarrantyRow } from "../../../lib/warranty/staff-contract.ts";
import { likePattern, orderOf, windowOf } from "../../staff-list.ts";
import type { WarrantyDeps } from "./deps.ts";
import { warrantyClaimPhotos, warrantyClaims } from "./schema.ts";

/**
 * Issue 33 item 3: the warranty team's queue, every account's claims: by status, searched by number,
 * claimant, account, order or invoice and SKU, the oldest waiting first unless sorted otherwise.
 * `csvLimit`: every match, for the export.
 */
export async function listStaffWarrantyClaims(
  deps: WarrantyDeps,
  query: StaffWarrantyListQuery,
  csvLimit?: number,
): Promise<StaffPage<StaffWarrantyRow>> {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(warrantyClaims.status, query.status));
  const like = likePattern(query.q);
  if (like) {
    parts.push(sql`(${warrantyClaims.number} ilike ${like} or ${warrantyClaims.claimantName} ilike ${like}
      or ${warrantyClaims.claimantEmail} ilike ${like} or ${warrantyClaims.accountId} ilike ${like}
      or ${warrantyClaims.reference} ilike ${like} or ${warrantyClaims.sku} ilike ${like})`);
  }
  const where = parts.length ? and(...parts) : undefined;
  const { orderBy } = orderOf(
    query,
    { createdAt: warrantyClaims.createdAt, number: warrantyClaims.number, sku: warrantyClaims.sku },
    { sort: "createdAt", dir: "asc" },
    warrantyClaims.id,
  );
  const { limit, offset } = windowOf(query, csvLimit);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        number: warrantyClaims.number,
        status: warrantyClaims.status,
        accountId: warrantyClaims.accountId,
        claimantName: warrantyClaims.claimantName,
        claimantEmail: warrantyClaims.claimantEmail,
        reference: warrantyClaims.reference,
        sku: warrantyClaims.sku,
        productName: warrantyClaims.productName,
        quantity: warrantyClaims.quantity,
        createdAt: warrantyClaims.createdAt,
        rmaNumber: warrantyClaims.rmaNumber,
        photoCount: sql<number>`(select count(*)::int from ${warrantyClaimPhotos} p
          where p.claim_id = "warranty_claims"."id")`,
      })
      .from(warrantyClaims)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(warrantyClaims).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      photoCount: Number(row.photoCount),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
