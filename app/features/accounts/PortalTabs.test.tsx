// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { FeatureTabPanel } from "./FeatureTabPanel.tsx";
import { PortalTabs } from "./PortalTabs.tsx";
import type { PortalTabValue } from "./portal-tabs.ts";

function renderTabs(current: PortalTabValue, isAdmin: boolean) {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <PortalTabs current={current} isAdmin={isAdmin} /> },
  ]);
  render(<Stub initialEntries={["/user"]} />);
}

afterEach(cleanup);

it("ROUTE-03 the portal tabs are links that set ?tab= and mark the open tab", async () => {
  renderTabs("my-quotes-/-projects", false);
  const nav = await screen.findByRole("navigation", { name: "Portal" });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "/user?tab=my-favorite-items",
    "/user?tab=my-quotes-/-projects",
    "/user?tab=my-lighting-layouts",
    "/user?tab=my-warranty-claims",
    "/user?tab=account",
  ]);
  const current = links.filter((link) => link.getAttribute("aria-current") === "page");
  expect(current.map((link) => link.textContent)).toEqual(["My Quotes / Projects"]);
});

it("ROUTE-03 admins also get the Users tab", async () => {
  renderTabs("users", true);
  const nav = await screen.findByRole("navigation", { name: "Portal" });
  expect(within(nav).getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
});

const contact = { phone: "+1 (800) 555-0142", email: "sales@lumenor.example", address: "Columbus, OH" };

it("ROUTE-03 #9.3 a feature tab without content says so honestly", async () => {
  const Stub = createRoutesStub([
    { path: "*", Component: () => <FeatureTabPanel tab="my-favorite-items" contact={contact} /> },
  ]);
  render(<Stub initialEntries={["/user"]} />);
  const empty = await screen.findByTestId("portal-empty");
  expect(empty.textContent).toContain("No favorite items yet.");
  // Nothing explains a favorite button that does not exist yet.
  expect(empty.textContent).toContain("Saving favorites is not available yet.");
  expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/");
});

it("#9.3 empty tabs whose forms are not built offer the sales desk, not a link to a missing page", async () => {
  for (const [tab, name, href] of [
    [
      "my-lighting-layouts",
      "Request a layout by email",
      "mailto:sales@lumenor.example?subject=Lighting%20layout%20request",
    ],
    ["my-warranty-claims", "Call +1 (800) 555-0142", "tel:+18005550142"],
  ] as const) {
    const Stub = createRoutesStub([
      { path: "*", Component: () => <FeatureTabPanel tab={tab} contact={contact} /> },
    ]);
    const { unmount } = render(<Stub initialEntries={["/user"]} />);
    expect((await screen.findByRole("link", { name })).getAttribute("href")).toBe(href);
    unmount();
  }
});
