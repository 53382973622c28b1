/**
 * The one navigation map shared by the header menu, the mobile menu and the footer (ROUTE OPEN default).
 * "Products" opens the side panel instead of navigating (HDR-06).
 */
export type NavLink = { label: string; to: string };
export type MenuEntry =
  | { kind: "products"; label: "Products" }
  | { kind: "link"; label: string; to: string; children: NavLink[] };

export function mainMenu(brandName: string): MenuEntry[] {
  return [
    { kind: "products", label: "Products" },
    {
      kind: "link",
      label: "Catalogs",
      to: "/catalogs",
      children: [
        { label: "Catalogs", to: "/catalogs" },
        { label: "Literature", to: "/literature" },
      ],
    },
    {
      kind: "link",
      label: "Design",
      to: "/lightdesignlayoutrequest",
      children: [
        { label: "Lighting Layout Request", to: "/lightdesignlayoutrequest" },
        { label: "Design My Project", to: "/help-me-buy?option=design-my-project" },
        { label: "Create My BOM", to: "/help-me-buy?option=create-my-bom" },
      ],
    },
    {
      kind: "link",
      label: "Customize",
      to: "/custom-builder",
      children: [
        { label: "Custom Builder", to: "/custom-builder" },
        { label: "SCX Series Builder", to: "/custom-builder/SCX-SERIES" },
        { label: "TOL Series", to: "/innovations/TOL-SERIES" },
      ],
    },
    {
      kind: "link",
      label: "Rebates",
      to: "/available-rebates",
      children: [
        { label: "Available Rebates", to: "/available-rebates" },
        { label: "Payback Calculator", to: "/payback-calculator" },
      ],
    },
    {
      kind: "link",
      label: `Meet ${brandName}`,
      to: "/our-history",
      children: [
        { label: "Our History", to: "/our-history" },
        { label: "Case Study", to: "/case-study" },
        { label: "Blog", to: "/blog" },
        { label: "Careers", to: "/careers" },
        { label: "Brand Store", to: "/brand-store" },
      ],
    },
    {
      kind: "link",
      label: "Resources",
      to: "/literature",
      children: [
        { label: "Literature", to: "/literature" },
        { label: "Videos", to: "/videos" },
        { label: "Download Forms", to: "/download-forms" },
        { label: "Credit Application", to: "/credit-application" },
      ],
    },
    {
      kind: "link",
      label: "Support",
      to: "/support",
      children: [
        { label: "Support", to: "/support" },
        { label: "Help Me Buy", to: "/help-me-buy" },
        { label: "Find My Wholeseller", to: "/help-me-buy?option=find-my-wholeseller" },
        { label: "Find My Sales Rep", to: "/help-me-buy?option=find-my-salesrep" },
        { label: "Warranty", to: "/warranty" },
        { label: "Warranty Claim", to: "/warranty-claim" },
        { label: "Contact Us", to: "/contact-us" },
      ],
    },
  ];
}

/**
 * The mobile menu's sections (#9.4): each menu entry keeps its own link, and its sub-entries leave out
 * that same link ("Catalogs › Catalogs") and any link an earlier entry, or the entry it is the main
 * link of, already shows (Literature, under Resources only).
 */
export function mobileMenuSections(brandName: string): MenuEntry[] {
  const menu = mainMenu(brandName);
  const ownLinks = new Set(menu.flatMap((entry) => (entry.kind === "link" ? [entry.to] : [])));
  const shown = new Set<string>();
  return menu.map((entry) => {
    if (entry.kind !== "link") return entry;
    shown.add(entry.to);
    const children = entry.children.filter((child) => {
      const repeat = shown.has(child.to) || (ownLinks.has(child.to) && child.to !== entry.to);
      shown.add(child.to);
      return !repeat;
    });
    return { ...entry, children };
  });
}

export const footerQuickLinks: NavLink[] = [
  { label: "Catalogs", to: "/catalogs" },
  { label: "Payback Calculator", to: "/payback-calculator" },
  { label: "Available Rebates", to: "/available-rebates" },
  { label: "Literature", to: "/literature" },
  { label: "Blog", to: "/blog" },
  { label: "Careers", to: "/careers" },
  { label: "Warranty", to: "/warranty" },
  { label: "Terms and Conditions", to: "/terms-and-conditions" },
  { label: "Privacy Policy", to: "/privacy-policy" },
];

/** HDR-09: header and footer are hidden on any path containing "custom-builder/". */
export function showsSiteChrome(pathname: string): boolean {
  return !pathname.includes("custom-builder/");
}

/** Layout thresholds of spec §9 (CONST-18 … CONST-22, CONST-26, CONST-28). */
export const layout = {
  stickyNavThresholdPx: 140,
  headerHeightPx: 150,
  mobileBreakpointPx: 800,
  mobileMenuCloseAbovePx: 840,
  sidePanelWidthPx: 480,
  resizeDebounceMs: 100,
  categoryFetchDelayMs: 500,
} as const;
