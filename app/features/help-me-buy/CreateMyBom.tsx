import { type ReactNode, useId } from "react";
import { Form, Link } from "react-router";
import { type DraftBomLine, formatDraftBomLine } from "../../../lib/projects/draft-bom.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { DraftBom } from "../../../server/modules/projects/index.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { useAuthLink } from "../accounts/use-auth-link.ts";

export const BOM_EXPORT_PATH = "/help-me-buy/bom";

type Result = { sku: string; name: string; keySpecs: string[] };

const buttonClass = "rounded bg-brand-navy px-4 py-2 font-semibold text-white hover:opacity-90";
const quietButtonClass =
  "rounded border border-brand-navy px-3 py-1.5 text-sm font-semibold text-brand-navy hover:bg-slate-50";

/** The lines as hidden `line` fields of a send form (the same encoding as the URL). */
function LineFields({ lines }: { lines: readonly DraftBomLine[] }) {
  return lines.map((line) => {
    const value = formatDraftBomLine(line);
    return <input key={value} type="hidden" name="line" value={value} />;
  });
}

/**
 * Help me buy, `create-my-bom`: a bill of materials built from the catalogue. The BOM lives in the URL
 * (`line=SKU~qty~OPTION…`): the table and the product search are one GET form, so every change (a
 * quantity, an option, a product added or removed) is a new link the server prices, with or without
 * JavaScript. Totals are list prices for a guest and the caller's prices when signed in.
 */
/** One way to send the bill of materials on (a new project, a quote, the cart): its lines, its own key. */
function SendBomForm({
  intent,
  formKey,
  lines,
  label,
  submit,
  children,
}: {
  intent: "project" | "quote" | "cart";
  formKey: string;
  lines: readonly DraftBomLine[];
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="rounded border border-slate-200 bg-white p-3" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={`${formKey}-${intent}`} />
      <LineFields lines={lines} />
      {children}
      <button type="submit" className={`mt-2 ${buttonClass}`}>
        {submit}
      </button>
    </Form>
  );
}

export function CreateMyBom({
  q,
  bom,
  results,
  search,
  signedIn,
  alert,
  sendKey,
}: {
  q: string;
  bom: DraftBom;
  results: Result[] | null;
  search: string;
  signedIn: boolean;
  alert: string | null;
  /** One Idempotency-Key per page view: a double click sends once. */
  sendKey: string;
}) {
  const signInLink = useAuthLink("/login");
  const id = useId();
  const key = sendKey;
  const empty = bom.items.length === 0;
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">Create My BOM</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Search the catalogue, add the products of your job with quantities and options, and see the totals
        {signedIn ? " at your account's prices" : " at list price (sign in for your account's prices)"}.
        Export the bill of materials as CSV or PDF
        {signedIn ? ", or send it to a new project, a quote or your cart" : ""}. The page's address holds the
        whole list: bookmark it or send it to a colleague.
      </p>
      <Form method="get" id="bom-form" aria-label="Bill of materials" className="mt-6">
        <input type="hidden" name="option" value="create-my-bom" />
        {/* The default button: Enter in any field updates (never the first row's Remove). */}
        <button type="submit" hidden tabIndex={-1}>
          Update totals
        </button>
        <section aria-labelledby="bom" className="rounded border border-slate-200 bg-white p-4">
          <h2 id="bom" className="text-xl font-semibold text-brand-navy">
            Bill of materials
          </h2>
          {bom.refused.length > 0 && (
            <ul role="alert" className="mt-2 text-sm text-brand-red">
              {bom.refused.map((r) => (
                <li key={`${r.sku}-${r.reason}`}>
                  {r.sku}: {r.reason}
                </li>
              ))}
            </ul>
          )}
          {empty ? (
            <p className="mt-2 text-slate-600" data-testid="bom-empty">
              No products yet: search the catalogue below, or type a SKU.
            </p>
          ) : (
            <div className="relative mt-3 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm" data-testid="bom-table">
                <caption className="sr-only">Products, options, quantities and prices</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-2">
                      Product
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Options
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Qty
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      Unit
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      Total
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {bom.items.map((item, index) => (
                    <tr key={item.id} className="border-b border-slate-100 align-top" data-testid="bom-line">
                      <td className="py-2 pr-2">
                        <input type="hidden" name="sku" value={item.productDetails.sku} />
                        <span className="block font-semibold text-brand-navy">
                          {item.productDetails.name}
                        </span>
                        <span className="block text-xs text-slate-600">
                          SKU {item.productDetails.sku} · {item.catalogNumber}
                        </span>
                      </td>
                      <td className="py-2 pr-2">
                        {item.optionGroups.map((group) => {
                          const chosen = item.options.find((o) => o.group === group.group)?.code ?? "";
                          return (
                            <label key={group.group} className="mb-1 block text-xs text-slate-600">
                              {group.group}
                              <select
                                name={`opt-${index}`}
                                defaultValue={chosen}
                                className="mt-0.5 block w-full max-w-48 rounded border border-slate-300 px-1 py-1 text-sm text-slate-800"
                              >
                                {group.options.map((o) => (
                                  <option key={o.optionCode} value={o.optionCode}>
                                    {o.name}
                                    {o.priceCents > 0 ? ` (+${formatCents(o.priceCents)})` : ""}
                                  </option>
                                ))}
                              </select>
                            </label>
                          );
                        })}
                      </td>
                      <td className="py-2 pr-2">
                        <label className="sr-only" htmlFor={`${id}-qty-${index}`}>
                          Quantity of {item.productDetails.sku}
                        </label>
                        <input
                          id={`${id}-qty-${index}`}
                          name="qty"
                          type="number"
                          min={0}
                          max={99999}
                          defaultValue={item.quantity}
                          className="w-20 rounded border border-slate-300 px-2 py-1"
                        />
                      </td>
                      <td className="py-2 pr-2 text-right whitespace-nowrap">
                        {formatCents(item.unitPriceCents + item.optionsPerUnitCents)}
                      </td>
                      <td
                        className="py-2 pr-2 text-right font-semibold whitespace-nowrap"
                        data-testid="bom-line-total"
                      >
                        {formatCents(item.lineTotalCents)}
                      </td>
                      <td className="py-2 text-right">
                        <button
                          type="submit"
                          name="remove"
                          value={index}
                          className="text-sm text-brand-red underline"
                        >
                          Remove<span className="sr-only"> {item.productDetails.sku}</span>
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4} className="py-2 pr-2 text-right">
                      Total ({bom.unitCount.toLocaleString("en-US")} units,{" "}
                      {signedIn && bom.accountId ? "your prices" : "list prices"})
                    </th>
                    <td
                      className="py-2 pr-2 text-right text-base font-bold whitespace-nowrap"
                      data-testid="bom-total"
                    >
                      {formatCents(bom.totalCents)}
                    </td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          {/* The add fields are keyed by the BOM: after a client-side navigation they start empty, so
              "Update totals" does not add the last typed SKU again. */}
          <div className="mt-3 flex flex-wrap items-end gap-3">
            {!empty && (
              <button type="submit" className={quietButtonClass}>
                Update totals
              </button>
            )}
            <div>
              <label htmlFor={`${id}-addsku`} className="block text-xs font-semibold text-slate-700">
                Add by SKU
              </label>
              <input
                key={`addsku-${search}`}
                id={`${id}-addsku`}
                name="addSku"
                maxLength={64}
                className={`mt-0.5 w-44 ${inputClass} border-slate-300`}
              />
            </div>
            <div>
              <label htmlFor={`${id}-addqty`} className="block text-xs font-semibold text-slate-700">
                Quantity
              </label>
              <input
                key={`addqty-${search}`}
                id={`${id}-addqty`}
                name="addQty"
                type="number"
                min={1}
                max={99999}
                defaultValue={1}
                className={`mt-0.5 w-24 ${inputClass} border-slate-300`}
              />
            </div>
            <button type="submit" className={quietButtonClass}>
              Add SKU
            </button>
          </div>
        </section>
        <section aria-labelledby="bom-search" className="mt-6 rounded border border-slate-200 bg-white p-4">
          <h2 id="bom-search" className="text-xl font-semibold text-brand-navy">
            Search the catalogue
          </h2>
          <div className="mt-2 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-700">
                Product, series or part number
              </label>
              <input
                id={`${id}-q`}
                name="q"
                type="search"
                defaultValue={q}
                maxLength={100}
                placeholder="e.g. high bay, troffer, DLX"
                className={`mt-1 w-full ${inputClass} border-slate-300`}
              />
            </div>
            <button type="submit" className={buttonClass}>
              Search
            </button>
          </div>
          {results && (
            <ul
              aria-label="Products found"
              className="mt-3 divide-y divide-slate-100"
              data-testid="bom-results"
            >
              {results.length === 0 && <li className="py-2 text-sm text-slate-600">No products found</li>}
              {results.map((r) => (
                <li key={r.sku} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-brand-navy">{r.name}</span>
                    <span className="block text-xs break-words text-slate-600">
                      {[r.sku, ...r.keySpecs].join(" · ")}
                    </span>
                  </span>
                  <button type="submit" name="add" value={r.sku} className={quietButtonClass}>
                    Add<span className="sr-only"> {r.sku}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Form>
      {!empty && (
        <section aria-labelledby="bom-export" className="mt-6">
          <h2 id="bom-export" className="text-xl font-semibold text-brand-navy">
            Export or send
          </h2>
          <p className="mt-2 flex flex-wrap gap-3">
            <a href={`${BOM_EXPORT_PATH}/csv?${search}`} download className={quietButtonClass}>
              Export CSV
            </a>
            <a href={`${BOM_EXPORT_PATH}/pdf?${search}`} download className={quietButtonClass}>
              Export PDF
            </a>
          </p>
          {alert && (
            <p role="alert" className="mt-3 text-sm font-semibold text-brand-red">
              {alert}
            </p>
          )}
          {signedIn ? (
            <div className="mt-4 grid gap-4 md:grid-cols-3">
              <SendBomForm
                intent="project"
                formKey={key}
                lines={bom.lines}
                label="Save as a new project"
                submit="Save as project"
              >
                <label htmlFor={`${id}-project`} className="block text-sm font-semibold text-slate-700">
                  Project name
                </label>
                <input
                  id={`${id}-project`}
                  name="name"
                  required
                  maxLength={80}
                  className={`mt-1 w-full ${inputClass} border-slate-300`}
                />
              </SendBomForm>
              <SendBomForm
                intent="quote"
                formKey={key}
                lines={bom.lines}
                label="Request a quote"
                submit="Save as quote"
              >
                <label htmlFor={`${id}-po`} className="block text-sm font-semibold text-slate-700">
                  Purchase order
                </label>
                <input
                  id={`${id}-po`}
                  name="PurchaseOrder"
                  required
                  maxLength={50}
                  className={`mt-1 w-full ${inputClass} border-slate-300`}
                />
              </SendBomForm>
              <SendBomForm
                intent="cart"
                formKey={key}
                lines={bom.lines}
                label="Add to cart"
                submit="Add all to cart"
              >
                <p className="text-sm text-slate-700">
                  Every line goes into your cart, beside what it holds.
                </p>
              </SendBomForm>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-700">
              <Link to={signInLink} className="font-semibold text-brand-navy underline">
                Sign in
              </Link>{" "}
              to see your account's prices and to send this bill of materials to a project, a quote or your
              cart.
            </p>
          )}
        </section>
      )}
    </>
  );
}
