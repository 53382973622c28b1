import { useSearchParams } from "react-router";
import { formatCents } from "../../../lib/shared/money.ts";
import {
  accountTermsBody,
  assignSalesRepBody,
  repTerritoryBody,
  reviewRegistrationBody,
} from "../../../lib/staff/accounts.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { AccountMembers } from "../../features/staff/accounts/AccountMembers.tsx";
import { AccountReps } from "../../features/staff/accounts/AccountReps.tsx";
import { AccountTermsForm } from "../../features/staff/accounts/AccountTermsForm.tsx";
import { RecentRecords } from "../../features/staff/accounts/RecentRecords.tsx";
import { ActionMessage, Panel } from "../../features/staff/accounts/StaffForm.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import {
  formObject,
  parseStaffForm,
  runStaffChange,
  staffForm,
  unknownIntent,
} from "../../features/staff/staff-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/account";

/** How many of each kind of record the page shows (the rest are in the console's lists). */
const LATEST = 5;

/**
 * `/staff/accounts/:accountId` (issue 33 item 2): one account as customer service sees it. Its own
 * facts come from the accounts module; its carts, orders, quotes, invoices, payments and price list
 * from their modules' staff reads; its history from the audit log.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaffPage(request, context, "accounts.read");
  const modules = getPageContext(context);
  const id = params.accountId;
  const account = await loaderCall(modules.accounts.staff.account(id));
  const [salesReps, carts, orders, quotes, invoices, payments, priceList, trail] = await Promise.all([
    modules.accounts.staff.salesReps(),
    modules.cart.cartsOfAccountForStaff(id, LATEST),
    modules.orders.ordersOfAccountForStaff(id, LATEST),
    modules.quotes.quotesOfAccountForStaff(id, LATEST),
    modules.invoices.invoicesOfAccountForStaff(id, LATEST),
    modules.invoices.paymentsOfAccountForStaff(id, LATEST),
    modules.pricing.priceListOfAccountForStaff(id),
    modules.audit.trailOf("account", id),
  ]);
  return { account, salesReps, carts, orders, quotes, invoices, payments, priceList, trail };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { form, actor, intent } = await staffForm(request, context, "accounts.write");
  const staff = getPageContext(context).accounts.staff;
  const accountId = params.accountId;
  if (intent === "verify" || intent === "refuse") {
    const parsed = parseStaffForm(
      reviewRegistrationBody,
      { ...formObject(form, ["userId", "role", "reason"]), decision: intent },
      intent,
    );
    if (!parsed.ok) return parsed.answer;
    return runStaffChange(context, intent, async () => {
      await staff.reviewRegistration(actor, accountId, parsed.value);
      return intent === "verify"
        ? "The registration is verified and the person was mailed."
        : "The registration is refused and the person was mailed.";
    });
  }
  if (intent === "assign-rep" || intent === "unassign-rep") {
    const parsed = parseStaffForm(assignSalesRepBody, formObject(form, ["salesRepId"]), intent);
    if (!parsed.ok) return parsed.answer;
    return runStaffChange(context, intent, async () => {
      if (intent === "assign-rep") await staff.assignSalesRep(actor, accountId, parsed.value.salesRepId);
      else await staff.unassignSalesRep(actor, accountId, parsed.value.salesRepId);
      return intent === "assign-rep" ? "The sales rep is assigned." : "The sales rep is no longer assigned.";
    });
  }
  if (intent === "terms") {
    const typed = {
      creditTermsDays: String(form.get("creditTermsDays") ?? ""),
      creditLimit: String(form.get("creditLimit") ?? ""),
    };
    const parsed = parseStaffForm(accountTermsBody, typed, intent, typed);
    if (!parsed.ok) return parsed.answer;
    return runStaffChange(context, intent, async () => {
      await staff.setAccountTerms(actor, accountId, parsed.value);
      return "The credit terms and limit are saved.";
    });
  }
  if (intent === "territory") {
    const salesRepId = String(form.get("salesRepId") ?? "");
    const parsed = parseStaffForm(repTerritoryBody, formObject(form, ["states"]), intent);
    if (!parsed.ok) return parsed.answer;
    return runStaffChange(context, intent, async () => {
      const saved = await staff.setRepTerritory(actor, salesRepId, parsed.value.states);
      return `The territory is now ${saved.states.join(" ") || "empty"}.`;
    });
  }
  return unknownIntent(intent);
}

export const headers = staffPageHeaders;

export function meta({ loaderData: data }: Route.MetaArgs) {
  const title = data ? `${data.account.id} ${data.account.name}` : "Account";
  return staffMeta(`${title}`);
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account, salesReps, carts, orders, quotes, invoices, payments, priceList, trail } = loaderData;
  const [params] = useSearchParams();
  return (
    <>
      <StaffPageHeader
        title={`${account.id} · ${account.name}`}
        intro={[account.city, account.state].filter(Boolean).join(", ") || undefined}
      />
      {params.get("created") && !actionData && (
        <p role="status" className="mb-4 rounded border border-brand-green/40 bg-green-50 p-3 text-sm">
          The account is created and its administrator was mailed a link to choose a password.
        </p>
      )}
      <ActionMessage answer={actionData} noticesOnly />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="terms" title="Terms and prices">
          <dl className="grid grid-cols-2 gap-3">
            <Fact label="Credit terms">
              {account.creditTermsDays ? `Net ${account.creditTermsDays}` : "Card or ACH only"}
            </Fact>
            <Fact label="Credit limit">
              {account.creditLimitCents === null ? "None set" : formatCents(account.creditLimitCents)}
            </Fact>
            <Fact label="Billing ZIP">{account.billingZip}</Fact>
            <Fact label="Phone">{account.phone ?? "—"}</Fact>
            <Fact label="Price list">
              {priceList.skuPrices + priceList.categoryDiscounts === 0
                ? "List prices"
                : `${count(priceList.skuPrices, "net price")}, ${count(priceList.categoryDiscounts, "category discount")}`}
            </Fact>
            <Fact label="Customer since">
              {new Date(account.createdAt).toLocaleDateString("en-US", { timeZone: "UTC" })}
            </Fact>
          </dl>
          <AccountTermsForm account={account} answer={actionData} />
        </Panel>
        <Panel id="addresses" title="Addresses" count={account.addresses.length}>
          {account.addresses.length === 0 ? (
            <p className="text-sm text-slate-600">No billing or shipping address is on file.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {account.addresses.map((address) => (
                <li key={address.id}>
                  <span className="font-semibold">
                    {address.kind === "billing" ? "Billing" : "Ship to"}
                    {address.isDefault ? " (default)" : ""}:
                  </span>{" "}
                  {address.name}, {address.lines}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <div className="mt-4 space-y-4">
        <AccountMembers account={account} answer={actionData} />
        <AccountReps account={account} salesReps={salesReps} answer={actionData} />
        <div className="grid gap-4 lg:grid-cols-2">
          <RecentRecords id="carts" title="Carts" records={carts} empty="No cart is open." />
          <RecentRecords
            id="orders"
            title="Orders"
            records={orders}
            empty="No order has been placed."
            listHref={`/staff/orders?q=${encodeURIComponent(account.id)}`}
          />
          <RecentRecords id="quotes" title="Quotes" records={quotes} empty="No quote has been saved." />
          <RecentRecords id="invoices" title="Invoices" records={invoices} empty="No invoice yet." />
          <RecentRecords
            id="payments"
            title="Payments"
            records={payments}
            empty="No payment yet."
            listHref={`/staff/payments?q=${encodeURIComponent(account.id)}`}
          />
        </div>
        <AuditTrail entries={trail} />
      </div>
    </>
  );
}
