import { eq, sql } from "drizzle-orm";
import type { CouponCreateBody, CouponUpdateBody, StaffCoupon } from "../../../lib/staff/catalog-contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { staffCouponOf } from "./list-coupons.ts";
import { coupons } from "./schema.ts";

const DAY_MS = 86_400_000;
/** A coupon works through its end date: it expires at the start of the next day (UTC). */
const expiryOf = (endsOn: string | null) =>
  endsOn === null ? null : new Date(Date.parse(`${endsOn}T00:00:00Z`) + DAY_MS);

const couponNotFound = () => new AppError("NOT_FOUND", "Coupon not found");
const pastEnd = () =>
  new AppError("VALIDATION", "The end date is in the past: use Expire now to end a coupon today");

/** The stored columns of a coupon's fields: percent in basis points, or a flat amount in cents. */
function columnsOf(body: CouponUpdateBody) {
  return {
    description: body.description,
    percentBasisPoints: body.percentOff === null ? 0 : Math.round(body.percentOff * 100),
    flatCents: body.amountOffCents,
    expiresAt: expiryOf(body.endsOn),
    maxRedemptions: body.maxRedemptions,
  };
}

async function lockCoupon(tx: Tx, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code.toLowerCase())).for("update");
  if (!row) throw couponNotFound();
  return row;
}

/**
 * Issue 33 item 5: a new coupon. The code is unique whatever its case (stored in lower case; a
 * taken code is 409, by the primary key itself); the end date is today or later.
 */
export async function createCoupon(db: Db, actor: StaffActor, body: CouponCreateBody): Promise<StaffCoupon> {
  const columns = columnsOf(body);
  if (columns.expiresAt && columns.expiresAt <= new Date()) throw pastEnd();
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ code: body.code, ...columns })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row) throw new AppError("CONFLICT", `A coupon with the code ${body.code} exists already`);
    const coupon = staffCouponOf(row);
    await recordStaffAction(tx, actor, {
      action: "coupon.create",
      objectType: "coupon",
      objectId: row.code,
      summary: `Created coupon ${row.code}`,
      after: coupon,
    });
    return coupon;
  });
}

/**
 * A coupon's terms changed (its code stays: carts and quotes refer to it). The uses already taken
 * stay counted: a limit below them is refused. A coupon for listed products stays a percentage. A
 * past end date is refused unless it is the coupon's own (an expired coupon's description edited).
 */
export async function updateCoupon(
  db: Db,
  actor: StaffActor,
  code: string,
  body: CouponUpdateBody,
): Promise<StaffCoupon> {
  const columns = columnsOf(body);
  return inTransaction(db, async (tx) => {
    const row = await lockCoupon(tx, code);
    const before = staffCouponOf(row);
    const ownEnd = columns.expiresAt?.valueOf() === row.expiresAt?.valueOf();
    if (columns.expiresAt && columns.expiresAt <= new Date() && !ownEnd) throw pastEnd();
    if (columns.maxRedemptions !== null && columns.maxRedemptions < row.redemptions) {
      throw new AppError(
        "VALIDATION",
        `The coupon has been used ${row.redemptions} times: the limit cannot be lower`,
      );
    }
    if (columns.flatCents !== null && row.productCodes !== null) {
      throw new AppError("VALIDATION", "A coupon for listed products is a percent off");
    }
    const [updated] = await tx.update(coupons).set(columns).where(eq(coupons.code, row.code)).returning();
    if (!updated) throw couponNotFound();
    const after = staffCouponOf(updated);
    await recordStaffAction(tx, actor, {
      action: "coupon.update",
      objectType: "coupon",
      objectId: row.code,
      summary: `Changed coupon ${row.code}`,
      before,
      after,
    });
    return after;
  });
}

/** A coupon ended now: carts can no longer apply it (those holding it keep the use they took). */
export async function expireCoupon(db: Db, actor: StaffActor, code: string): Promise<StaffCoupon> {
  return inTransaction(db, async (tx) => {
    const row = await lockCoupon(tx, code);
    if (row.expiresAt && row.expiresAt <= new Date()) {
      throw new AppError("CONFLICT", `The coupon ${row.code} has expired already`);
    }
    const [updated] = await tx
      .update(coupons)
      .set({ expiresAt: sql`now()` })
      .where(eq(coupons.code, row.code))
      .returning();
    if (!updated) throw couponNotFound();
    const after = staffCouponOf(updated);
    await recordStaffAction(tx, actor, {
      action: "coupon.expire",
      objectType: "coupon",
      objectId: row.code,
      summary: `Expired coupon ${row.code}`,
      before: staffCouponOf(row),
      after,
    });
    return after;
  });
}

/** One coupon for its console page; 404 when there is none. */
export async function getCoupon(db: Db, code: string): Promise<StaffCoupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toLowerCase()));
  if (!row) throw couponNotFound();
  return staffCouponOf(row);
}
