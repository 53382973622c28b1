import type { Context } from "hono";
import { setWarrantyStatusBody, WARRANTY_NUMBER } from "../../../lib/warranty/contract.ts";
import { staffWarrantyListQuery } from "../../../lib/warranty/staff-contract.ts";
import { parseJson, uuidParam } from "../../http.ts";
import { STAFF_CSV_LIMIT, type StaffApi, staffCsv } from "../../staff-api.ts";
import { staffListParams } from "../../staff-list.ts";
import { fileDownload, fileNotFound } from "../../uploads.ts";
import { claimNotFound } from "./deps.ts";
import type { WarrantyModule } from "./index.ts";

function numberParam(c: Context): string {
  const value = (c.req.param("number") ?? "").toUpperCase();
  if (!WARRANTY_NUMBER.test(value)) throw claimNotFound();
  return value;
}

/**
 * Issue 33 item 3: the warranty team's calls under /api/staff (permission `warranty.work`): the queue
 * (and its CSV), one claim with its photos (served here, for the page's images), and the decision,
 * the same use case as the integration API's with the staff member as the actor.
 */
export function staffWarrantyRoutes(api: StaffApi, warranty: WarrantyModule) {
  api.get("/warranty-claims", "warranty.work", async (c) => {
    const { query, csv } = staffListParams(c, staffWarrantyListQuery);
    if (!csv) return c.json(await warranty.staffList(query));
    const { rows } = await warranty.staffList(query, STAFF_CSV_LIMIT);
    return staffCsv(
      "warranty-claims.csv",
      [
        "Number",
        "Status",
        "Filed",
        "Account",
        "Claimant",
        "Email",
        "Order or invoice",
        "SKU",
        "Product",
        "Quantity",
        "Photos",
        "RMA",
      ],
      rows.map((r) => [
        r.number,
        r.status,
        r.createdAt,
        r.accountId,
        r.claimantName,
        r.claimantEmail,
        r.reference,
        r.sku,
        r.productName,
        String(r.quantity),
        String(r.photoCount),
        r.rmaNumber ?? "",
      ]),
    );
  });

  api.get("/warranty-claims/:number", "warranty.work", async (c) =>
    c.json(await warranty.staffClaim(numberParam(c))),
  );

  api.get("/warranty-claims/:number/photos/:photoId", "warranty.work", async (c) => {
    const photo = await warranty.integrationPhoto(numberParam(c), uuidParam(c, "photoId", fileNotFound));
    return fileDownload(warranty.storage, photo);
  });

  api.put("/warranty-claims/:number/status", "warranty.work", async (c) => {
    const number = numberParam(c);
    const body = await parseJson(c, setWarrantyStatusBody);
    return c.json(await warranty.setStatus(number, body, { kind: "staff", staff: c.get("staff") }));
  });
}
