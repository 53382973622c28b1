import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { CheckoutPreview, CheckoutPreviewQuery, PaymentType } from "../../../lib/orders/contract.ts";
import { creditTermsOf, orderLimitOf } from "../accounts/index.ts";
import { approvalNeedOf } from "./approval-scope.ts";
import type { OrdersDeps } from "./deps.ts";
import { type OrderDraft, priceFor, readDraft, refuseOrderedQuote } from "./order-draft.ts";
import {
  billToOf,
  draftFreight,
  draftShipment,
  earliestShipDateOf,
  freightOptions,
  withFreight,
} from "./order-freight.ts";
import { requireOrderAccess, workingAccount } from "./order-scope.ts";

/**
 * `GET order-service/checkout?quoteId=&PaymentType=` (ORDER-02, AMB-11): what placing the order would
 * give, before the buyer commits: the lines and the cart (or the quote) priced as API-48 will price
 * it, the totals of each payment type (card with its surcharge; on account only for an account with
 * credit terms), the account's shipping addresses (API-62, through the accounts module) to prefill
 * the ship-to and the payer for the hosted payment page; with `shippingMethod` (issue 32 item 1) the
 * totals include that method's freight to the ship-to `shipToState`/`shipToZip` (a representative's
 * shipping overrides it), beside every method's estimate, the bill-to and the earliest ship date. The
 * same refusals as placing: an empty cart or unavailable lines (400), another account's quote (404), an
 * expired or ordered quote (409).
 */
export async function checkoutPreview(
  deps: OrdersDeps,
  caller: SessionUser,
  query: CheckoutPreviewQuery,
): Promise<CheckoutPreview> {
  requireOrderAccess(caller);
  const accountId = workingAccount(deps, caller);
  const { draft: read, refusal } = await readDraft(
    deps,
    caller,
    accountId,
    query.quoteId ? { kind: "quote", quoteId: query.quoteId } : { kind: "cart" },
  );
  if (refusal) throw refusal;
  await refuseOrderedQuote(deps.db, read.quoteId);
  // Issue 32 item 1: the freight of each method to the ship-to; the totals include the chosen one's.
  const shipment = await draftShipment(deps, read);
  const { peopleAccount, peopleAddresses } = await deps.accounts.peopleAccounts(caller, accountId);
  // The ship-to asked about, else the account's first shipping address (what checkout opens with).
  const firstShipping = peopleAddresses.find((address) => address.kind === "shipping");
  const destination =
    query.shipToState && query.shipToZip
      ? { state: query.shipToState, zip: query.shipToZip }
      : firstShipping
        ? { state: firstShipping.state, zip: firstShipping.zip }
        : null;
  const selected = query.shippingMethod ?? null;
  const draft = selected
    ? withFreight(
        read,
        draftFreight(deps, read, shipment, { method: selected, carrier: query.carrier }, destination)
          .freightCents,
      )
    : read;
  const creditTermsDays = await creditTermsOf(deps.db, accountId);
  const totalsFor = (type: PaymentType) => ({
    itemTotalCents: draft.itemTotalCents,
    optionTotalCents: draft.optionTotalCents,
    subTotalCents: draft.subTotalCents,
    shippingCents: draft.shippingCents,
    discountCents: draft.discountCents,
    surchargeMethod: type === "CARD" ? ("card" as const) : type === "ACH" ? ("ach" as const) : null,
    ...priceFor(draft, type),
    appliedCoupon: draft.appliedCoupon,
    currency: "USD" as const,
  });
  const toShipTo = (address: (typeof peopleAddresses)[number]) => ({
    name: address.name,
    attention: null,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: "US" as const,
    phone: null,
  });
  const billing = peopleAddresses.find((address) => address.kind === "billing");
  const freightRules = shipment.rules;
  return {
    accountId,
    accountName: peopleAccount.name,
    source:
      draft.source === "quote" && draft.quoteId && draft.quoteNumber
        ? { kind: "quote", quoteId: draft.quoteId, quoteNumber: draft.quoteNumber }
        : { kind: "cart" },
    items: draft.lines.map(({ cartLineId, sourceLineId, ...line }, index) => ({
      ...line,
      id: sourceLineId,
      position: index + 1,
    })),
    purchaseOrder: draft.purchaseOrder,
    onAccountAllowed: creditTermsDays !== null,
    creditTermsDays,
    totals: { ON_ACCOUNT: totalsFor("ON_ACCOUNT"), CARD: totalsFor("CARD"), ACH: totalsFor("ACH") },
    // #32.2: judged as placing and submitting judge it, on the goods: the total on account before the
    // freight chosen here (a request carries no shipping method).
    approval: await approvalOf(deps, caller, accountId, read),
    shipToOptions: peopleAddresses.filter((address) => address.kind === "shipping").map(toShipTo),
    billTo: billToOf(peopleAddresses),
    freight: {
      selected,
      representativeCents: read.shippingCents,
      options: freightOptions(deps, read, shipment, query.carrier, destination),
      carriers: freightRules.carrierAccount.carriers,
      willCall: freightRules.willCall,
    },
    shipDates: { earliest: earliestShipDateOf(deps, shipment), leadTimeDays: shipment.leadTimeDays },
    // The hosted page's payer: the caller, at the account's billing address.
    payer: {
      firstName: caller.fname,
      lastName: caller.lname,
      email: caller.email,
      address1: billing?.address1 ?? "",
      city: billing?.city ?? "",
      state: billing?.state ?? "",
      zip: billing?.zip ?? "",
    },
  };
}

/** #32.2: whether the member's order goes for approval, why, and to whom (the caller left out). */
async function approvalOf(
  deps: OrdersDeps,
  caller: SessionUser,
  accountId: string,
  draft: OrderDraft,
): Promise<CheckoutPreview["approval"]> {
  const need = approvalNeedOf(await orderLimitOf(deps.db, caller.userId, accountId), draft);
  if (!need) return null;
  const approvers = await deps.accounts.approversOf(caller, accountId);
  return {
    ...need,
    approverNames: approvers.filter((a) => a.userId !== caller.userId).map((a) => a.name),
  };
}
