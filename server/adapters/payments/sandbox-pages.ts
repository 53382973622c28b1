import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { centsToAmount } from "../../../lib/payments/contract.ts";
import { type Markup, plainPage, sendPlainPage } from "../../plain-page.ts";
import type { SandboxOutcome, SandboxProvider, SandboxRow } from "./sandbox.ts";
import {
  type AchFields,
  achErrors,
  achOutcome,
  type CardFields,
  cardErrors,
  cardOutcome,
  type FieldErrors,
} from "./sandbox-checks.ts";

/** The sandbox's "merchant": what a real provider shows as the business being paid. */
const MERCHANT = "Lumenor (sandbox merchant)";
export const RETRY_MESSAGE = "Temporary processing error, please try again";

const STYLE = `.merchant{color:#4a5563;margin:0 0 1rem}
.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0 1rem} .badge{background:#fff4d6;color:#6b4e00;padding:.2rem .5rem;border-radius:4px;font-size:.8rem}
h2{font-size:1rem;margin:1rem 0 0} label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #8a94a3;border-radius:6px}
.row{display:flex;gap:.75rem}.row>div{flex:1} .error{color:#b3141e;font-size:.9rem;margin:.25rem 0 0}
.actions{display:flex;gap:.75rem;margin-top:1.25rem} button{flex:1;padding:.75rem;font-size:1rem;border-radius:6px;border:0;cursor:pointer}
.pay{background:#14264a;color:#fff}.cancel{background:#e1e5ea;color:#1b2430}`;

/** A sandbox page: the plain page with the form's styles. */
const page = (title: string, body: Markup, head?: Markup) =>
  plainPage(title, body, { style: STYLE, ...(head ? { head } : {}) });

function field(
  name: keyof CardFields | keyof AchFields,
  label: string,
  values: Record<string, string>,
  errors: FieldErrors,
  attributes: Markup = html``,
): Markup {
  const error = errors[name];
  return html`<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${values[name] ?? ""}" ${attributes}${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ""}>
${error ? html`<p class="error" id="${name}-error">${error}</p>` : ""}</div>`;
}

function checkoutPage(
  token: string,
  row: SandboxRow,
  values: Record<string, string> = {},
  errors: FieldErrors = {},
  alert?: string,
): Markup {
  const fields =
    row.method === "card"
      ? html`${field("cardName", "Name on card", values, errors, html`autocomplete="cc-name"`)}
${field("cardNumber", "Card number", values, errors, html`inputmode="numeric" autocomplete="cc-number"`)}
<div class="row">${field("expiry", "Expiry (MM/YY)", values, errors, html`placeholder="MM/YY" autocomplete="cc-exp"`)}
${field("cvc", "CVC", values, errors, html`inputmode="numeric" autocomplete="cc-csc"`)}</div>`
      : html`${field("accountHolder", "Account holder", values, errors, html`autocomplete="name"`)}
${field("routingNumber", "Routing number", values, errors, html`inputmode="numeric"`)}
${field("accountNumber", "Account number", values, errors, html`inputmode="numeric"`)}
<div><label for="accountType">Account type</label><select id="accountType" name="accountType">
<option value="checking"${values.accountType === "savings" ? "" : " selected"}>Checking</option>
<option value="savings"${values.accountType === "savings" ? " selected" : ""}>Savings</option></select>
${errors.accountType ? html`<p class="error">${errors.accountType}</p>` : ""}</div>`;
  return page(
    "Sandbox payment",
    html`<h1>Pay ${MERCHANT}</h1><p class="merchant"><span class="badge">Sandbox: no real money moves</span></p>
<p>${row.description}</p><p class="amount">$${centsToAmount(row.amountCents)} ${row.currency}</p>
${alert ? html`<p class="alert" role="alert">${alert}</p>` : ""}
<form method="post" action="/sandbox-pay/checkout" novalidate>
<input type="hidden" name="tokenizedRequest" value="${token}">
<h2>${row.method === "card" ? "Card" : "Bank account (ACH)"}</h2>
${fields}
<div class="actions"><button class="pay" type="submit" name="action" value="pay">Pay $${centsToAmount(row.amountCents)}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button></div>
</form>`,
  );
}

const outcomeText: Record<SandboxOutcome | "voided", string> = {
  approved: "Payment approved.",
  declined: "Payment declined.",
  cancelled: "Payment cancelled.",
  voided: "Payment voided by the merchant (refunded).",
};

/** The result, then back to the merchant's return page (as a real provider's page redirects). */
function resultPage(row: SandboxRow, already = false): Markup {
  const outcome = row.status === "open" ? "cancelled" : row.status;
  return page(
    "Sandbox payment result",
    html`<h1>${already ? "This payment is already complete" : outcomeText[outcome]}</h1>
<p class="${outcome === "approved" ? "ok" : "alert"}" role="status">${outcomeText[outcome]} Transaction ${row.transactionId ?? ""}.</p>
<p><a href="${row.returnUrl}">Return to the merchant</a></p>`,
    html`<meta http-equiv="refresh" content="3;url=${row.returnUrl}">`,
  );
}

function invalidPage(): Markup {
  return page(
    "Sandbox payment",
    html`<h1>This payment link is not valid</h1><p>Start the payment again from the checkout.</p>`,
  );
}

const respond = sendPlainPage;

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

/**
 * /sandbox-pay/checkout: the hosted page. The storefront's hidden form posts `tokenizedRequest` to it
 * (PAY-02); the page's own form posts back here with `action` pay or cancel and the card or bank
 * fields. A completed session shows its result and cannot be paid again.
 */
export function sandboxPages(provider: SandboxProvider, now: () => Date) {
  const router = new Hono();

  async function show(c: Context, token: string) {
    const row = await provider.session(token);
    if (!row) return respond(c, invalidPage(), 404);
    if (row.status !== "open") return respond(c, resultPage(row, true));
    // As a real hosted page does, the payer's name (sent when the payment started) is filled in.
    return respond(c, checkoutPage(token, row, { cardName: row.payerName, accountHolder: row.payerName }));
  }

  router.get("/sandbox-pay/checkout", (c) => show(c, c.req.query("tokenizedRequest") ?? ""));

  router.post("/sandbox-pay/checkout", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = text(form.tokenizedRequest);
    const action = text(form.action);
    if (action !== "pay" && action !== "cancel") return show(c, token);
    const row = await provider.session(token);
    if (!row) return respond(c, invalidPage(), 404);
    if (row.status !== "open") return respond(c, resultPage(row, true));

    if (action === "cancel") return finish(c, row, "cancelled");

    const values: Record<string, string> = {};
    for (const name of [
      "cardName",
      "cardNumber",
      "expiry",
      "cvc",
      "accountHolder",
      "routingNumber",
      "accountNumber",
      "accountType",
    ]) {
      values[name] = text(form[name]);
    }
    let outcome: "approved" | "declined" | "retry";
    if (row.method === "card") {
      const card = values as CardFields;
      const errors = cardErrors(card, now());
      // Card data is never echoed back: a re-rendered form keeps the name and the expiry only.
      const kept = { cardName: card.cardName, expiry: card.expiry };
      if (Object.keys(errors).length > 0) return respond(c, checkoutPage(token, row, kept, errors), 400);
      outcome = cardOutcome(card.cardNumber);
      if (outcome === "retry" && (await provider.firstTry(row.id))) {
        return respond(c, checkoutPage(token, row, kept, {}, RETRY_MESSAGE));
      }
    } else {
      const ach = values as AchFields;
      const errors = achErrors(ach);
      const kept = {
        accountHolder: ach.accountHolder,
        routingNumber: ach.routingNumber,
        accountType: ach.accountType,
      };
      if (Object.keys(errors).length > 0) return respond(c, checkoutPage(token, row, kept, errors), 400);
      outcome = achOutcome(ach);
    }
    return finish(c, row, outcome === "declined" ? "declined" : "approved");
  });

  async function finish(c: Context, row: SandboxRow, outcome: SandboxOutcome) {
    const done = await provider.complete(row.id, outcome);
    if (done) return respond(c, resultPage(done));
    // Another submit completed it first: show what it was.
    const latest = await provider.status({ reference: row.reference, providerSession: row.id });
    return respond(
      c,
      latest
        ? resultPage({ ...row, status: latest.outcome, transactionId: latest.result.id }, true)
        : invalidPage(),
    );
  }

  return router;
}
