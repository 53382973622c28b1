import { and, asc, count, desc, gt, ilike, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { CouponListQuery, StaffCoupon } from "../../../lib/staff/catalog-contract.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { coupons } from "./schema.ts";

type CouponRecord = typeof coupons.$inferSelect;

/** A stored coupon as the console shows it (percent and dollars, not basis points). */
export function staffCouponOf(row: CouponRecord, now = new Date()): StaffCoupon {
  return {
    code: row.code,
    description: row.description,
    percentOff: row.flatCents === null ? row.percentBasisPoints / 100 : null,
    amountOffCents: row.flatCents,
    productCodes: row.productCodes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    active:
      (row.expiresAt === null || row.expiresAt > now) &&
      (row.maxRedemptions === null || row.redemptions < row.maxRedemptions),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Issue 33 item 5: the coupons for the console, newest first, by code or description and by status
 * (active: not expired; expired: past its end). Each counts its uses from the cart module's own
 * count (`redemptions`: taken when a cart applies it, given back when a cart drops it).
 */
export async function listCoupons(db: DbOrTx, query: CouponListQuery): Promise<StaffPage<StaffCoupon>> {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const text = or(ilike(coupons.code, like), ilike(coupons.description, like));
    if (text) conditions.push(text);
  }
  const unexpired = or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`));
  if (query.status === "active" && unexpired) conditions.push(unexpired);
  if (query.status === "expired") conditions.push(lte(coupons.expiresAt, sql`now()`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), asc(coupons.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return {
    rows: rows.map((row) => staffCouponOf(row)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
