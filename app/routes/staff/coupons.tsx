import { Link, redirect } from "react-router";
import { couponCreateBody, couponListQuery, type StaffCoupon } from "../../../lib/staff/catalog-contract.ts";
import { getPageContext } from "../../context.ts";
import { CouponForm } from "../../features/staff/CouponForm.tsx";
import { couponDiscount, couponFormBody } from "../../features/staff/coupon-form.ts";
import {
  type Column,
  DataTable,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { formCall, loaderCall, readForm } from "../../page-errors.ts";
import type { Route } from "./+types/coupons";

/** `/staff/coupons` (#33.5): the coupons with their uses, found by code or status, and a new one made. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "coupons.manage");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = couponListQuery.safeParse(params);
  const query = parsed.success ? parsed.data : couponListQuery.parse({});
  const page = await loaderCall(getPageContext(context).cart.coupons.list(query));
  return { page, query };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaffPage(request, context, "coupons.manage");
  const form = await readForm(request);
  const read = couponFormBody(form, couponCreateBody);
  if (!read.ok) return read.failure;
  const { cart, clientIp } = getPageContext(context);
  return formCall(
    context,
    async () => {
      const coupon = await cart.coupons.create({ ...staff, ip: clientIp }, read.body);
      return redirect(`/staff/coupons/${encodeURIComponent(coupon.code)}?created=1`);
    },
    {
      log: "coupon could not be created",
      values: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
    },
  );
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Coupons");
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })
    : "—";

const columns: Column<StaffCoupon>[] = [
  {
    key: "code",
    label: "Code",
    render: (coupon) => (
      <Link
        to={`/staff/coupons/${encodeURIComponent(coupon.code)}`}
        className="font-semibold text-brand-navy underline"
      >
        {coupon.code}
      </Link>
    ),
  },
  { key: "discount", label: "Discount", render: couponDiscount },
  {
    key: "description",
    label: "Description",
    render: (coupon) => <span className="block min-w-48">{coupon.description || "—"}</span>,
  },
  { key: "ends", label: "Expires (UTC)", render: (coupon) => when(coupon.expiresAt) },
  {
    key: "uses",
    label: "Uses",
    numeric: true,
    render: (coupon) =>
      `${coupon.redemptions}${coupon.maxRedemptions === null ? "" : ` of ${coupon.maxRedemptions}`}`,
  },
  {
    key: "status",
    label: "Status",
    render: (coupon) => (
      <span
        className={`rounded px-2 py-0.5 text-xs font-semibold ${coupon.active ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-700"}`}
      >
        {coupon.active
          ? "Active"
          : coupon.expiresAt && Date.parse(coupon.expiresAt) <= Date.now()
            ? "Expired"
            : "Used up"}
      </span>
    ),
  },
];

export default function StaffCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { page, query } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="space-y-5">
      <StaffPageHeader
        title="Coupons"
        intro="Codes buyers apply in the cart. Uses count the carts holding a coupon and the orders placed with it."
      />
      <section
        aria-labelledby="new-coupon"
        className="space-y-3 rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="new-coupon" className="text-lg font-semibold text-slate-900">
          New coupon
        </h2>
        {failure?.alert && (
          <p role="alert" className="rounded border border-brand-red bg-red-50 p-3 text-sm text-brand-red">
            {failure.alert.title}
          </p>
        )}
        <CouponForm
          intent="create"
          values={failure?.values ?? {}}
          errors={failure?.fieldErrors}
          submitLabel="Create coupon"
        />
      </section>
      <ListFilters label="Filter coupons">
        <FilterField label="Code or description" id="coupon-q">
          <input id="coupon-q" name="q" defaultValue={query.q ?? ""} className={filterInputClass} />
        </FilterField>
        <FilterField label="Status" id="coupon-status">
          <select id="coupon-status" name="status" defaultValue={query.status} className={filterInputClass}>
            <option value="all">All</option>
            <option value="active">Not expired</option>
            <option value="expired">Expired</option>
          </select>
        </FilterField>
      </ListFilters>
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={page.rows}
        rowKey={(coupon) => coupon.code}
        total={page.total}
        page={page.page}
        pageSize={page.pageSize}
        csvHref="/api/staff/coupons"
        empty={query.q || query.status !== "all" ? "No coupon matches these filters." : "No coupons yet."}
      />
    </div>
  );
}
