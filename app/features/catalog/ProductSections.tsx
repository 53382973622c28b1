import { Download, FileText, Info, LockKeyhole, Warehouse } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Link } from "react-router";
import { inventoryAccess } from "../../../lib/accounts/users.ts";
import {
  DOCUMENT_TYPE_LABELS,
  INVENTORY_TOOLTIP,
  type InventoryRow,
  type ProductDocumentLink,
  type SpecRow,
  type StockLevel,
  stockLevel,
} from "../../../lib/catalog/product-page.ts";
import { useAuthLink } from "../accounts/use-auth-link.ts";
import { useViewer } from "../accounts/use-viewer.ts";

export function SpecTable({ rows, productName }: { rows: SpecRow[]; productName: string }) {
  return (
    <table className="w-full overflow-hidden rounded-lg text-sm" data-testid="spec-table">
      <caption className="sr-only">Specifications of {productName}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.label}-${row.value}`} className={index % 2 === 0 ? "bg-slate-50" : "bg-white"}>
            {row.label ? (
              <>
                <th scope="row" className="w-2/5 px-3 py-2.5 text-left font-semibold text-slate-700 sm:w-1/3">
                  {row.label}
                </th>
                <td className="px-3 py-2.5 text-slate-800">{row.value}</td>
              </>
            ) : (
              <td colSpan={2} className="px-3 py-2.5 text-slate-800">
                {row.value}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DocumentList({ documents }: { documents: ProductDocumentLink[] }) {
  return (
    <ul
      className="divide-y divide-slate-200 rounded-xl border border-slate-200"
      data-testid="product-documents"
    >
      {documents.map((document) => {
        const pdf = document.format === "PDF";
        return (
          <li key={document.url}>
            <a
              href={document.url}
              target={pdf ? "_blank" : undefined}
              rel={pdf ? "noopener" : undefined}
              download={pdf ? undefined : ""}
              className="group flex items-center gap-3 px-4 py-3 hover:bg-slate-50"
            >
              {pdf ? (
                <FileText aria-hidden size={22} className="shrink-0 text-brand-red" />
              ) : (
                <Download aria-hidden size={22} className="shrink-0 text-brand-navy" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-brand-navy group-hover:text-brand-green">
                  {DOCUMENT_TYPE_LABELS[document.type] ?? document.title}
                </span>
                <span className="block truncate text-xs text-slate-500">{document.title}</span>
              </span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-600">
                {document.format}
                {pdf && <span className="sr-only"> (opens in a new tab)</span>}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A short explanation behind an info button: shown on hover, keyboard focus or a tap, hidden with
 * Escape or when focus leaves. The text is the button's description, so screen readers read it too.
 */
export function InfoTooltip({ text, label }: { text: string; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  return (
    // Hovering the text keeps it open (WCAG 1.4.13); the button is the control.
    <span
      className="relative inline-flex"
      // Hover is a mouse affair: a tap also produces pointer events, which must not close what it opened.
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        // A tap focuses and clicks at once: it must open, not toggle back; tapping elsewhere closes it.
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-navy"
      >
        <Info aria-hidden size={18} />
      </button>
      <span
        role="tooltip"
        id={id}
        className={`absolute left-1/2 top-full z-20 mt-2 w-64 -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-xs font-medium leading-snug text-white shadow-lg ${
          open ? "block" : "hidden"
        }`}
      >
        {text}
      </span>
    </span>
  );
}

/**
 * Inventory by warehouse. The rows reach the page only for viewers the server allows (AMB-34); everyone
 * else sees why (SEC-11) and where to sign in.
 */
/** In stock in the brand green, low in amber (text that passes AA on white), out in grey. */
const stockClass: Record<StockLevel, string> = {
  "in-stock": "text-brand-green",
  low: "text-amber-700",
  out: "text-slate-500",
};

export function InventoryPanel({ rows }: { rows: InventoryRow[] | null }) {
  const signInLink = useAuthLink("/login");
  const access = inventoryAccess(useViewer());
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 p-4 sm:p-5"
      data-testid="inventory-panel"
    >
      <div className="flex items-center gap-2">
        <Warehouse aria-hidden size={20} className="text-brand-navy" />
        <h2 id={`${id}-heading`} className="font-bold text-brand-navy">
          Inventory by warehouse
        </h2>
        <InfoTooltip text={INVENTORY_TOOLTIP} label="Who can see inventory" />
      </div>
      {rows === null ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-600" data-testid="inventory-access">
          <LockKeyhole aria-hidden size={16} className="mt-0.5 shrink-0 text-slate-400" />
          <span>
            Stock levels are shown to verified distributors and representatives.{" "}
            {access === "guest" && (
              <>
                <Link to={signInLink} className="font-semibold text-brand-green hover:underline">
                  Sign in
                </Link>{" "}
                to see availability.
              </>
            )}
            {access === "basic" && (
              <>
                <Link
                  to="/user?tab=account#connect-distributor-title"
                  className="font-semibold text-brand-green hover:underline"
                >
                  Connect your distributor account
                </Link>{" "}
                to see availability.
              </>
            )}
            {access === "awaiting-approval" && "You will see availability once your account is approved."}
          </span>
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No stock information for this product.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-1.5 font-semibold">
                Warehouse
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Available
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.warehouseCode}>
                <td className="py-2">
                  {row.warehouseName}
                  <span className="block text-xs text-slate-500">
                    {row.city}, {row.state}
                  </span>
                </td>
                <td
                  className={`py-2 text-right font-semibold ${stockClass[stockLevel(row.quantity)]}`}
                  data-stock={stockLevel(row.quantity)}
                >
                  {row.quantity > 0 ? row.quantity.toLocaleString("en-US") : "Out of stock"}
                  {stockLevel(row.quantity) === "low" && (
                    <span className="block text-xs font-normal">Low stock</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
