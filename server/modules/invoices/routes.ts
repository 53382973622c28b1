import { type Context, Hono } from "hono";
import {
  applyCreditMemoBody,
  listInvoicesQuery,
  payInvoicesBody,
  portalPaymentBody,
} from "../../../lib/invoices/contract.ts";
import { paymentHistoryQuery, statementQuery } from "../../../lib/invoices/statement.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { AppError } from "../../errors.ts";
import { type CallerEnv, parseJson, parseQuery, requireCaller } from "../../http.ts";
import type { PdfFile } from "./document-pdf.ts";
import type { InvoicesModule } from "./index.ts";
import type { StatementFile } from "./statement-csv.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The path's account id: one that cannot exist is the same answer as another account's (404). */
function accountIdOf(c: Context): string {
  const value = c.req.param("accountId") ?? "";
  if (!ACCOUNT_ID.test(value)) throw new AppError("NOT_FOUND", "Account not found");
  return value;
}

/** A document id from the path: one that cannot exist is not found, as another account's. */
function documentIdOf(c: Context, what: string): string {
  const value = c.req.param("id") ?? "";
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", `${what} not found`);
  return value.toLowerCase();
}

function pdfResponse(c: Context, { fileName, bytes }: PdfFile) {
  return c.body(bytes, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "X-Content-Type-Options": "nosniff",
  });
}

function fileResponse(c: Context, { fileName, contentType, bytes }: StatementFile) {
  return c.body(bytes, 200, {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "X-Content-Type-Options": "nosniff",
  });
}

/**
 * `/api/portal-service…` of the invoices module (spec §7 "Invoices and payments": API-42, API-43,
 * API-45, the documents' PDFs and the portal payments' list). Thin: the caller (401 for a guest), the
 * body or query parsed by lib/invoices/contract.ts, one call of the module, the answer. The payments
 * module's status calls (API-44, API-46) share the prefix in its own router.
 */
export function invoiceRoutes(invoices: InvoicesModule, config: PublicConfig) {
  const router = new Hono<CallerEnv>();

  for (const path of ["/invoices/*", "/payments", "/credit-memos/*"]) {
    router.use(path, async (c, next) => {
      await next();
      // An account's invoices and payments: never stored by a shared cache.
      c.header("Cache-Control", "private, no-store");
    });
  }

  // API-43 (INV-05, INV-06): declared before /invoices/:accountId's siblings; POST only.
  router.post("/invoices/payment", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await invoices.recordInvoicePayment(caller, await parseJson(c, payInvoicesBody)));
  });

  // API-42 (INV-01 … INV-04): the path's account must be the caller's working account.
  router.get("/invoices/:accountId", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    return c.json(await invoices.list(caller, accountId, parseQuery(c, listInvoicesQuery)));
  });

  router.get("/invoices/:accountId/invoice/:id/pdf", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    return pdfResponse(c, await invoices.invoicePdf(caller, accountId, documentIdOf(c, "Invoice"), config));
  });

  router.get("/invoices/:accountId/credit-memo/:id/pdf", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    const id = documentIdOf(c, "Credit memo");
    return pdfResponse(c, await invoices.creditMemoPdf(caller, accountId, id, config));
  });

  router.get("/invoices/:accountId/rma/:id/pdf", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    return pdfResponse(c, await invoices.rmaPdf(caller, accountId, documentIdOf(c, "RMA"), config));
  });

  // Issue 32 #4: the payment history and the account statement of the path's account (the working one).
  router.get("/invoices/:accountId/payment-history", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    return c.json(await invoices.paymentHistory(caller, accountId, parseQuery(c, paymentHistoryQuery)));
  });

  router.get("/invoices/:accountId/statement", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    return c.json(await invoices.statement(caller, accountId, parseQuery(c, statementQuery)));
  });

  router.get("/invoices/:accountId/statement.csv", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    return fileResponse(c, await invoices.statementCsv(caller, accountId, parseQuery(c, statementQuery)));
  });

  router.get("/invoices/:accountId/statement.pdf", async (c) => {
    const caller = await requireCaller(c);
    const accountId = accountIdOf(c);
    const range = parseQuery(c, statementQuery);
    return fileResponse(c, await invoices.statementPdf(caller, accountId, range, config));
  });

  // Issue 32 #4: an open credit memo of the working account applied to some of its unpaid invoices.
  router.post("/credit-memos/:id/apply", async (c) => {
    const caller = await requireCaller(c);
    const id = documentIdOf(c, "Credit memo");
    return c.json(await invoices.applyCreditMemo(caller, id, await parseJson(c, applyCreditMemoBody)));
  });

  // API-45 (PAY-10, PAY-21).
  router.post("/payments", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await invoices.recordPortalPayment(caller, await parseJson(c, portalPaymentBody)));
  });

  // The working account's latest portal payments, for the payments page.
  router.get("/payments", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await invoices.listPortalPayments(caller));
  });

  return router;
}
