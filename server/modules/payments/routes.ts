import { type Context, Hono } from "hono";
import { initiatePaymentBody, paymentMessages } from "../../../lib/payments/contract.ts";
import { AppError } from "../../errors.ts";
import { type CallerEnv, callerOf, parseJson, requireCaller } from "../../http.ts";
import { sendPlainPage } from "../../plain-page.ts";
import type { PaymentFlow, PaymentsModule } from "./index.ts";
import { type ReturnPageState, returnPage } from "./return-page.ts";
import { REFERENCE_PATTERN } from "./start-payment.ts";

/** A reference from the path: one that cannot exist is the same answer as another account's (404). */
function referenceOf(c: Context, name = "transactionId"): string {
  const value = c.req.param(name) ?? "";
  if (!REFERENCE_PATTERN.test(value)) throw new AppError("NOT_FOUND", "Payment not found");
  return value;
}

/**
 * The payments API (spec §7), mounted at /api: API-51 starts a payment, API-50 / API-44 / API-46 poll
 * it by flow (PAY-19), the page may abandon it, and the provider posts its callback (no session: the
 * adapter verifies its signature). Thin: the caller, the contract's parse, one call, the answer.
 */
export function paymentRoutes(payments: PaymentsModule) {
  const router = new Hono<CallerEnv>();

  // A payment is the account's business: never stored by a shared cache. (Per path: this router is
  // mounted at the API's root, where a catch-all middleware would reach every other module's paths.)
  for (const path of [
    "/order-service/paya/*",
    "/portal-service/invoices/payment/*",
    "/portal-service/payments/*",
    "/payments/*",
  ]) {
    router.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    });
  }

  // API-51 (PAY-01, PAY-13, PAY-20).
  router.post("/order-service/paya/initiate-payment", async (c) => {
    const caller = await callerOf(c);
    if (!caller) throw new AppError("UNAUTHENTICATED", paymentMessages.noUser);
    return c.json(await payments.start(caller, await parseJson(c, initiatePaymentBody)));
  });

  const statusOf = (flow: PaymentFlow) => async (c: Context<CallerEnv>) => {
    const caller = await requireCaller(c);
    return c.json(await payments.status(caller, referenceOf(c), flow));
  };
  router.get("/order-service/paya/:transactionId", statusOf("order")); // API-50
  router.get("/portal-service/invoices/payment/:transactionId", statusOf("invoices")); // API-44
  router.get("/portal-service/payments/:transactionId", statusOf("portal")); // API-46

  router.post("/payments/:transactionId/abandon", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await payments.abandon(caller, referenceOf(c)));
  });

  router.post("/payments/:transactionId/resume", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await payments.resume(caller, referenceOf(c)));
  });

  // The provider's server-to-server result: the raw body, as signed, before any parsing.
  router.post("/payments/callback/:provider", async (c) => {
    const rawBody = await c.req.text();
    return c.json(await payments.callback(c.req.param("provider"), rawBody, c.req.raw.headers));
  });

  return router;
}

/** `GET /payments/return/:reference`: the provider's tab lands here when the payer is done. */
export function paymentPages(payments: PaymentsModule, siteUrl: string) {
  const router = new Hono<CallerEnv>();
  router.get("/payments/return/:reference", async (c) => {
    const caller = await callerOf(c);
    let state: ReturnPageState;
    if (!caller) state = { kind: "signedOut" };
    else {
      try {
        state = { kind: "answer", answer: await payments.status(caller, referenceOf(c, "reference")) };
      } catch (error) {
        if (!(error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")))
          throw error;
        state = { kind: error.code === "FORBIDDEN" ? "forbidden" : "notFound" };
      }
    }
    const status = state.kind === "notFound" ? 404 : state.kind === "forbidden" ? 403 : 200;
    return sendPlainPage(c, returnPage(state, siteUrl), status);
  });
  return router;
}
