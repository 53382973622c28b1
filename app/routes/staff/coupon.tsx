import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { couponUpdateBody } from "../../../lib/staff/catalog-contract.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { CouponForm } from "../../features/staff/CouponForm.tsx";
import { couponDiscount, couponFormBody, couponFormValues } from "../../features/staff/coupon-form.ts";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { formCall, loaderCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/coupon";

const codeParam = z.string().trim().min(1).max(40);

/** `/staff/coupons/:code` (#33.5): one coupon, its uses, its terms edited, expired now, and its history. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "coupons.manage");
  const { cart, audit } = getPageContext(context);
  const coupon = await loaderCall(cart.coupons.get(codeParam.parse(params.code)));
  const created = new URL(request.url).searchParams.has("created");
  return { coupon, created, history: await audit.trailOf("coupon", coupon.code) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaffPage(request, context, "coupons.manage");
  const code = codeParam.parse(params.code);
  const form = await readForm(request);
  const { cart, clientIp } = getPageContext(context);
  const actor = { ...staff, ip: clientIp };
  if (form.get("intent") === "expire") {
    return formCall(
      context,
      async () => ({ ok: true as const, saved: "expired", coupon: await cart.coupons.expire(actor, code) }),
      { log: "coupon could not be expired" },
    );
  }
  const read = couponFormBody(form, couponUpdateBody);
  if (!read.ok) return read.failure;
  return formCall(
    context,
    async () => ({
      ok: true as const,
      saved: "saved",
      coupon: await cart.coupons.update(actor, code, read.body),
    }),
    { log: "coupon could not be saved" },
  );
}

export const headers = staffPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(`Coupon ${loaderData?.coupon.code ?? ""}`);
}

export default function StaffCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, created, history } = loaderData;
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const saved = actionData?.ok ? actionData.saved : created ? "created" : null;
  const expiring = navigation.state === "submitting" && navigation.formData?.get("intent") === "expire";
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to="/staff/coupons" className="text-brand-navy underline">
          ← Coupons
        </Link>
      </p>
      <StaffPageHeader
        title={`Coupon ${coupon.code}`}
        intro={
          coupon.productCodes
            ? `${couponDiscount(coupon)}, on ${coupon.productCodes.length} listed products.`
            : `${couponDiscount(coupon)} the whole cart.`
        }
        actions={
          coupon.active ? (
            <Form method="post">
              <input type="hidden" name="intent" value="expire" />
              <button
                type="submit"
                disabled={expiring}
                className="rounded border border-brand-red bg-white px-4 py-2 text-sm font-semibold text-brand-red hover:bg-red-50 disabled:opacity-50"
              >
                {expiring ? "Expiring…" : "Expire now"}
              </button>
            </Form>
          ) : null
        }
      />
      {saved && (
        <p role="status" className="rounded border border-brand-green bg-green-50 p-3 text-sm text-slate-900">
          {saved === "created"
            ? "Coupon created."
            : saved === "expired"
              ? "Coupon expired: carts can no longer apply it."
              : "Changes saved."}
        </p>
      )}
      <dl className="grid gap-3 rounded border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">Uses</dt>
          <dd className="text-2xl font-bold tabular-nums text-slate-900" data-testid="coupon-uses">
            {coupon.redemptions}
            {coupon.maxRedemptions !== null && (
              <span className="text-base font-normal"> of {coupon.maxRedemptions}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Status</dt>
          <dd className="text-slate-900">{coupon.active ? "Active" : "Not usable (expired or used up)"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Expires (UTC)</dt>
          <dd className="text-slate-900">
            {coupon.expiresAt
              ? new Date(coupon.expiresAt).toLocaleString("en-US", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "UTC",
                })
              : "No end date"}
          </dd>
        </div>
      </dl>
      <section
        aria-labelledby="edit-coupon"
        className="space-y-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="edit-coupon" className="text-lg font-semibold text-slate-900">
          Terms
        </h2>
        {failure?.alert && (
          <p role="alert" className="rounded border border-brand-red bg-red-50 p-3 text-sm text-brand-red">
            {failure.alert.title}
          </p>
        )}
        <CouponForm
          key={JSON.stringify(coupon)}
          intent="update"
          values={
            failure && "fieldErrors" in failure && Object.keys(failure.values).length > 0
              ? failure.values
              : couponFormValues(coupon)
          }
          errors={failure && "fieldErrors" in failure ? failure.fieldErrors : undefined}
          submitLabel="Save changes"
        />
      </section>
      <AuditTrail entries={history} />
    </div>
  );
}
