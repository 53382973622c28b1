import { z } from "zod";
import { couponCreateBody, couponListQuery, couponUpdateBody } from "../../../lib/staff/catalog-contract.ts";
import { parseJson, parseQuery } from "../../http.ts";
import { STAFF_CSV_LIMIT, type StaffApi, staffCsv } from "../../staff-api.ts";
import type { CartModule } from "./index.ts";

const codeParam = z.string().trim().min(1).max(40);

/**
 * #33.5 coupons in the console: `GET /api/staff/coupons` (filters, paging; `format=csv` exports), `GET …/:code`,
 * `POST /api/staff/coupons` (create), `PUT …/:code` (edit), `POST …/:code/expire` (end it now).
 */
export function couponStaffRoutes(api: StaffApi, coupons: CartModule["coupons"]) {
  api.get("/coupons", "coupons.manage", async (c) => {
    const query = parseQuery(c, couponListQuery);
    if (query.format !== "csv") return c.json(await coupons.list(query));
    const all = await coupons.list({ ...query, page: 1, pageSize: STAFF_CSV_LIMIT });
    return staffCsv(
      "coupons.csv",
      [
        "code",
        "description",
        "percentOff",
        "amountOffCents",
        "expiresAt",
        "maxRedemptions",
        "redemptions",
        "active",
      ],
      all.rows.map((coupon) => [
        coupon.code,
        coupon.description,
        String(coupon.percentOff ?? ""),
        String(coupon.amountOffCents ?? ""),
        coupon.expiresAt ?? "",
        String(coupon.maxRedemptions ?? ""),
        String(coupon.redemptions),
        coupon.active ? "yes" : "no",
      ]),
    );
  });
  api.get("/coupons/:code", "coupons.manage", async (c) =>
    c.json({ coupon: await coupons.get(codeParam.parse(c.req.param("code"))) }),
  );
  api.post("/coupons", "coupons.manage", async (c) =>
    c.json({ coupon: await coupons.create(c.get("staff"), await parseJson(c, couponCreateBody)) }, 201),
  );
  api.put("/coupons/:code", "coupons.manage", async (c) => {
    const code = codeParam.parse(c.req.param("code"));
    return c.json({
      coupon: await coupons.update(c.get("staff"), code, await parseJson(c, couponUpdateBody)),
    });
  });
  api.post("/coupons/:code/expire", "coupons.manage", async (c) =>
    c.json({ coupon: await coupons.expire(c.get("staff"), codeParam.parse(c.req.param("code"))) }),
  );
}
