import { expect, it } from "vitest";
import { layout, mainMenu, mobileMenuSections, showsSiteChrome } from "./navigation.ts";

it("HDR-04 the main menu has the spec's entries in the spec's order", () => {
  expect(mainMenu("Acme Lights").map((entry) => entry.label)).toEqual([
    "Products",
    "Catalogs",
    "Design",
    "Customize",
    "Rebates",
    "Meet Acme Lights",
    "Resources",
    "Support",
  ]);
});

it("HDR-05 the Meet entry reads the brand from configuration", () => {
  expect(mainMenu("Northbeam").find((e) => e.label.startsWith("Meet"))?.label).toBe("Meet Northbeam");
});

it("HDR-06 Products opens the side panel instead of linking to a page", () => {
  expect(mainMenu("X")[0]).toEqual({ kind: "products", label: "Products" });
});

it("HDR-09 header and footer are hidden on any path containing custom-builder/", () => {
  expect(showsSiteChrome("/custom-builder")).toBe(true);
  expect(showsSiteChrome("/custom-builder/SCX-SERIES")).toBe(false);
  expect(showsSiteChrome("/x/custom-builder/y")).toBe(false);
  expect(showsSiteChrome("/")).toBe(true);
});

it("the layout constants hold the spec's values (the behaviour tests that use them carry the CONST ids)", () => {
  expect(layout).toEqual({
    stickyNavThresholdPx: 140,
    headerHeightPx: 150,
    mobileBreakpointPx: 800,
    mobileMenuCloseAbovePx: 840,
    sidePanelWidthPx: 480,
    resizeDebounceMs: 100,
    categoryFetchDelayMs: 500,
  });
});

it("#9.4 HDR-17 the mobile menu keeps every entry and every link once, without an entry repeating itself", () => {
  const sections = mobileMenuSections("Acme Lights");
  expect(sections.map((entry) => entry.label)).toEqual(mainMenu("Acme Lights").map((entry) => entry.label));
  const links = sections.flatMap((entry) =>
    entry.kind === "link" ? [entry.to, ...entry.children.map((child) => child.to)] : [],
  );
  expect(new Set(links).size).toBe(links.length);
  const everyLink = mainMenu("Acme Lights").flatMap((entry) =>
    entry.kind === "link" ? [entry.to, ...entry.children.map((child) => child.to)] : [],
  );
  expect(new Set(links)).toEqual(new Set(everyLink));
  const catalogs = sections.find((entry) => entry.label === "Catalogs");
  expect(catalogs?.kind === "link" && catalogs.children.map((child) => child.label)).toEqual([]);
  // Literature is the Resources entry's own link, so neither Catalogs nor Resources lists it again.
  const resources = sections.find((entry) => entry.label === "Resources");
  expect(resources?.kind === "link" && resources.to).toBe("/literature");
});
