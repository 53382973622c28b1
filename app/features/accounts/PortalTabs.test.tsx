// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
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
    "/user?tab=my-custom-designs",
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
