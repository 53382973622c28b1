import { type ReactNode, useId } from "react";
import type { ProductConfiguration } from "../../../lib/catalog/product-configuration.ts";
import type { OptionGroupView } from "../../../lib/catalog/product-page.ts";
import { formatCents } from "../../../lib/shared/money.ts";

/**
 * The product's options as radio groups, with the catalog number and price of the configuration they
 * make, updated live (the page holds the configuration; see `useProductConfiguration`). Without
 * JavaScript the groups are a GET form whose submit reloads the page with the chosen options.
 */
export function ProductConfigurator({
  groups,
  configuration,
  onChoose,
  accountPrice = null,
  children,
}: {
  groups: readonly OptionGroupView[];
  configuration: ProductConfiguration;
  onChoose: (group: string, optionCode: string) => void;
  /**
   * The price of one unit before options for the account the viewer works for, when its price list
   * has the product (options keep their catalogue prices, as in the cart).
   */
  accountPrice?: { unitCents: number; accountName: string | null } | null;
  /** The purchase actions (cart, favorites, projects) go here when their features arrive. */
  children?: ReactNode;
}) {
  const id = useId();
  const { selection, catalogNumber: number, priceCents: price, optionsCents } = configuration;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="product-configurator"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        Configure and price
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500" id={`${id}-number`}>
            Catalog number
          </p>
          <output
            aria-labelledby={`${id}-number`}
            aria-live="polite"
            className="block break-all font-mono text-lg font-bold text-brand-navy sm:text-xl"
            data-testid="catalog-number"
          >
            {number}
          </output>
        </div>
        <div className="sm:text-right">
          {accountPrice && (
            <div className="mb-1">
              <p
                className="text-xs font-semibold uppercase tracking-wide text-brand-green"
                id={`${id}-account`}
              >
                Your price{accountPrice.accountName ? ` · ${accountPrice.accountName}` : ""}
              </p>
              <output
                aria-labelledby={`${id}-account`}
                aria-live="polite"
                className="block text-2xl font-extrabold tabular-nums text-brand-navy"
                data-testid="account-price"
              >
                {formatCents(accountPrice.unitCents + optionsCents)}
              </output>
            </div>
          )}
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500" id={`${id}-price`}>
            List price
          </p>
          <output
            aria-labelledby={`${id}-price`}
            aria-live="polite"
            className={`block font-extrabold tabular-nums ${accountPrice ? "text-base text-slate-500 line-through decoration-1" : "text-2xl text-slate-900"}`}
            data-testid="configured-price"
          >
            {formatCents(price)}
          </output>
          <p className="text-xs text-slate-500">
            {optionsCents > 0 ? `includes ${formatCents(optionsCents)} in options` : "standard configuration"}
          </p>
        </div>
      </div>

      {groups.length > 0 && (
        <form method="get" className="mt-4 space-y-4 border-t border-slate-100 pt-4">
          {groups.map(({ group, options }) => (
            <fieldset key={group}>
              <legend className="mb-2 text-sm font-bold text-brand-navy">
                {group}
                <span className="ml-2 font-normal text-slate-500">
                  {options.find((o) => o.optionCode === selection[group])?.name}
                </span>
              </legend>
              <div className="flex flex-wrap gap-2">
                {options.map((option) => (
                  <label
                    key={option.optionCode}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:border-brand-green has-[:checked]:border-brand-green has-[:checked]:bg-brand-green/10 has-[:checked]:font-semibold has-[:checked]:text-brand-navy has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-green"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`option-${group}`}
                      value={option.optionCode}
                      checked={selection[group] === option.optionCode}
                      onChange={() => onChoose(group, option.optionCode)}
                    />
                    <span>{option.name}</span>
                    <span className="text-xs font-normal text-slate-500">
                      {option.priceCents > 0 ? `+${formatCents(option.priceCents)}` : ""}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <noscript>
            <button
              type="submit"
              className="rounded-md bg-brand-navy px-4 py-2 text-sm font-semibold text-white"
            >
              Update catalog number
            </button>
          </noscript>
        </form>
      )}
      {children && <div className="mt-4 space-y-4 border-t border-slate-100 pt-4">{children}</div>}
    </section>
  );
}
