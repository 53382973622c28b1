import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

/** Home › … › current page; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${item.to ?? ""}`}>
              {index > 0 && (
                <li aria-hidden className="text-slate-400">
                  <ChevronRight size={14} />
                </li>
              )}
              <li className={last ? "min-w-0" : undefined}>
                {last || !item.to ? (
                  <span aria-current={last ? "page" : undefined} className="font-semibold text-slate-700">
                    {item.label}
                  </span>
                ) : (
                  <Link to={item.to} className="hover:text-brand-green hover:underline">
                    {item.label}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
