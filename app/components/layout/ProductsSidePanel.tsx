import { ChevronDown, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { mediaImageUrl, type SidebarCategory, splitImageNames } from "../../../lib/catalog/catalog.ts";
import { useIsMobile } from "../../hooks/use-debounced-resize.ts";
import type { SidebarState } from "../../hooks/use-sidebar-categories.ts";
import { Dialog, DialogHeader } from "../ui/Dialog.tsx";
import { layout } from "./navigation.ts";

/**
 * The Products side panel: categories by position, each linking to its page and expanding to its
 * sub-categories and small images. From the left at 480 px on wide screens (HDR-13), from the bottom
 * on narrow ones (HDR-14).
 */
export function ProductsSidePanel({
  open,
  onClose,
  sidebar,
}: {
  open: boolean;
  onClose: () => void;
  sidebar: SidebarState;
}) {
  const mobile = useIsMobile();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label="Products"
      placement={mobile ? "bottom" : "left"}
      widthPx={mobile ? undefined : layout.sidePanelWidthPx}
      testId="products-side-panel"
    >
      <DialogHeader title="Products" onClose={onClose} />
      {sidebar.status === "ready" ? (
        sidebar.categories.length ? (
          <ul className="divide-y divide-slate-100" data-testid="side-panel-categories">
            {sidebar.categories.map((category) => (
              <CategoryItem key={category.id} category={category} onNavigate={onClose} />
            ))}
          </ul>
        ) : (
          <p className="px-5 py-6 text-slate-600">No product categories yet.</p>
        )
      ) : sidebar.status === "error" ? (
        <p className="px-5 py-6 text-brand-red" role="alert">
          Error fetching categories
        </p>
      ) : (
        <p className="flex items-center gap-2 px-5 py-6 text-slate-600" role="status">
          <LoaderCircle aria-hidden className="animate-spin" size={18} /> Loading categories…
        </p>
      )}
    </Dialog>
  );
}

function CategoryItem({ category, onNavigate }: { category: SidebarCategory; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const images = splitImageNames(category.categoryImage);
  return (
    <li data-testid="side-panel-category" data-position={category.position}>
      <div className="flex items-center">
        <Link
          to={category.link}
          onClick={onNavigate}
          className="flex flex-1 items-center gap-3 px-5 py-3 font-semibold text-brand-navy hover:text-brand-green"
        >
          {images[0] && (
            <img src={mediaImageUrl(images[0])} alt="" className="h-9 w-12 rounded object-cover" />
          )}
          {category.categoryName}
        </Link>
        {category.subCategories.length > 0 && (
          <button
            type="button"
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={panelId}
            aria-label={`${expanded ? "Collapse" : "Expand"} ${category.categoryName}`}
            className="mr-3 rounded p-2 text-slate-600 hover:bg-slate-100"
          >
            <ChevronDown
              aria-hidden
              size={18}
              className={expanded ? "rotate-180 transition" : "transition"}
            />
          </button>
        )}
      </div>
      {expanded && (
        <div id={panelId} className="bg-slate-50 px-5 pb-4 pt-1">
          <div className="mb-3 flex gap-2" data-testid="side-panel-category-images">
            {images.map((name) => (
              <img
                key={name}
                src={mediaImageUrl(name)}
                alt={`${category.categoryName} example`}
                className="h-14 w-[4.5rem] rounded border border-slate-200 bg-white object-cover"
                loading="lazy"
              />
            ))}
          </div>
          <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {category.subCategories.map((sub) => (
              <li key={sub.id}>
                <Link
                  to={sub.link}
                  onClick={onNavigate}
                  className="block rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-white hover:text-brand-green"
                >
                  {sub.categoryName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
