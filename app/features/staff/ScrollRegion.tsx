import type { ReactNode } from "react";

/**
 * A table that may be wider than a phone, scrolling sideways inside its box. The box is a named
 * figure in tab order, so a keyboard can scroll it too (axe: scrollable-region-focusable); a figure
 * rather than a landmark, so the page's sections stay its only regions.
 */
export function ScrollRegion({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by the keyboard to scroll it
      tabIndex={0}
      className={`overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-navy/40 ${className}`}
    >
      {children}
    </figure>
  );
}
