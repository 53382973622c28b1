import { z } from "zod";
import { formatCents } from "../../../lib/shared/money.ts";
import { staffPaymentsQuery, staffRefundBody } from "../../../lib/staff/orders-contract.ts";
import { parseJson, parseQuery } from "../../http.ts";
import { STAFF_CSV_LIMIT, type StaffApi, staffCsv } from "../../staff-api.ts";
import type { PaymentsModule } from "./index.ts";

const referenceSchema = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, "is not a payment reference");
const referenceOf = (value: string | undefined) => referenceSchema.parse(value);

const csvHeader = [
  "Reference",
  "Started",
  "Flow",
  "Status",
  "Method",
  "Provider",
  "Provider session",
  "Provider transaction",
  "Account ID",
  "Payer",
  "Email",
  "Amount",
  "Refunded or credited",
];

/**
 * Issue 33 item 4: the staff console's payment calls under /api/staff (thin: parse, one call of the
 * payments module, the answer). The door has checked the staff session and the permission.
 */
export function staffPaymentRoutes(api: StaffApi, payments: PaymentsModule): void {
  api.get("/payments", "payments.read", async (c) => {
    const query = parseQuery(c, staffPaymentsQuery);
    if (query.format === "csv") {
      const rows = await payments.staff.export(query, STAFF_CSV_LIMIT);
      return staffCsv(
        "payments.csv",
        csvHeader,
        rows.map((row) => [
          row.reference,
          row.createdAt,
          row.flow,
          row.status,
          row.method,
          row.provider,
          row.providerSession ?? "",
          row.providerTransactionId ?? "",
          row.accountId,
          row.payerName,
          row.email,
          formatCents(row.amountCents),
          formatCents(row.refundedCents),
        ]),
      );
    }
    return c.json(await payments.staff.list(query));
  });

  api.get("/payments/:reference", "payments.read", async (c) =>
    c.json(await payments.staff.get(referenceOf(c.req.param("reference")))),
  );

  api.post("/payments/:reference/refunds", "payments.write", async (c) => {
    const reference = referenceOf(c.req.param("reference"));
    const body = await parseJson(c, staffRefundBody);
    return c.json(await payments.staff.refund(c.get("staff"), reference, body), 201);
  });
}
