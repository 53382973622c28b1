import { describe, expect, it } from "vitest";
import {
  accountGreeting,
  accountMenuLinks,
  isCurrentPortalLink,
  loginRedirectHref,
  portalTabHref,
  resolvePortalTab,
  visiblePortalTabs,
} from "./portal-tabs.ts";

describe("portal tabs", () => {
  it("ROUTE-03 opens exactly the four tabs of the spec by their query values", () => {
    for (const value of [
      "my-favorite-items",
      "my-quotes-/-projects",
      "my-lighting-layouts",
      "my-warranty-claims",
    ]) {
      expect(resolvePortalTab(value, false)).toBe(value);
    }
  });

  it("ROUTE-03 a missing, empty or unknown tab opens My Favorite Items", () => {
    expect(resolvePortalTab(null, false)).toBe("my-favorite-items");
    expect(resolvePortalTab(undefined, true)).toBe("my-favorite-items");
    expect(resolvePortalTab("", false)).toBe("my-favorite-items");
    expect(resolvePortalTab("my-quotes-projects", false)).toBe("my-favorite-items");
    expect(resolvePortalTab("my-orders", false)).toBe("my-favorite-items");
    expect(resolvePortalTab("%E0%A4%A", false)).toBe("my-favorite-items");
  });

  it("AMB-20 accepts the slash of my-quotes-/-projects encoded and unencoded", () => {
    // The raw query as the browser sends it, read the way the loader reads it.
    for (const query of [
      "tab=my-quotes-/-projects",
      "tab=my-quotes-%2F-projects",
      "tab=my-quotes-%2f-projects",
    ]) {
      const raw = new URLSearchParams(query).get("tab");
      expect(resolvePortalTab(raw, false)).toBe("my-quotes-/-projects");
    }
    // Encoded twice (a link built by encoding an already encoded value).
    const twice = new URLSearchParams("tab=my-quotes-%252F-projects").get("tab");
    expect(resolvePortalTab(twice, false)).toBe("my-quotes-/-projects");
  });

  it("the account tab is everyone's; the users tab only an admin's", () => {
    expect(resolvePortalTab("account", false)).toBe("account");
    expect(resolvePortalTab("users", true)).toBe("users");
    expect(resolvePortalTab("users", false)).toBe("my-favorite-items");
    expect(visiblePortalTabs(false).map((t) => t.value)).not.toContain("users");
    expect(visiblePortalTabs(true).map((t) => t.value)).toContain("users");
  });

  it("ROUTE-03 tab links carry the value as the spec writes it", () => {
    expect(portalTabHref("my-quotes-/-projects")).toBe("/user?tab=my-quotes-/-projects");
    expect(new URL(portalTabHref("my-quotes-/-projects"), "http://x").searchParams.get("tab")).toBe(
      "my-quotes-/-projects",
    );
  });

  it("HDR-20 the account menu links the four portal tabs, the custom designs, the account, and users for admins", () => {
    expect(accountMenuLinks(false).map((l) => l.label)).toEqual([
      "My Favorite Items",
      "My Quotes / Projects",
      "My Lighting Layouts",
      "My Warranty Claims",
      "My Custom Designs",
      "Account",
    ]);
    expect(accountMenuLinks(true).at(-1)).toEqual({ label: "Users", to: "/user?tab=users" });
  });

  it("a guest is sent to sign in and comes back to the same portal URL", () => {
    expect(loginRedirectHref({ pathname: "/user", search: "?tab=my-quotes-/-projects" })).toBe(
      "/login?redirectTo=%2Fuser%3Ftab%3Dmy-quotes-%2F-projects",
    );
    expect(loginRedirectHref({ pathname: "/user", search: "" })).toBe("/login?redirectTo=%2Fuser");
  });

  it("#9.6 a loader run by a client-side navigation sends the guest back to the page, not to its data request", () => {
    expect(
      loginRedirectHref({
        pathname: "/warranty-claim.data",
        search: "?_routes=routes%2Fstorefront%2Fwarranty-claim",
      }),
    ).toBe("/login?redirectTo=%2Fwarranty-claim");
    expect(
      loginRedirectHref({
        pathname: "/user.data",
        search: "?tab=my-quotes-/-projects&_routes=routes%2Fportal%2Fuser",
      }),
    ).toBe("/login?redirectTo=%2Fuser%3Ftab%3Dmy-quotes-%2F-projects");
    expect(loginRedirectHref({ pathname: "/_root.data", search: "" })).toBe("/login?redirectTo=%2F");
  });
});

it("HDR-20 the greeting holds the first and the last name", () => {
  expect(accountGreeting({ fname: "Dana", lname: "Admin" })).toBe("Hi, Dana Admin");
  expect(accountGreeting({ fname: "Dana", lname: "" })).toBe("Hi, Dana");
});

it("marks the account menu link of the tab shown now, and only that one", () => {
  const at = (search: string) => ({ pathname: "/user", search });
  expect(isCurrentPortalLink("/user?tab=my-favorite-items", at(""), false)).toBe(true);
  expect(
    isCurrentPortalLink("/user?tab=my-quotes-/-projects", at("?tab=my-quotes-%2F-projects"), false),
  ).toBe(true);
  expect(isCurrentPortalLink("/user?tab=account", at("?tab=my-quotes-%2F-projects"), false)).toBe(false);
  expect(isCurrentPortalLink("/user?tab=users", at("?tab=users"), true)).toBe(true);
  expect(isCurrentPortalLink("/user?tab=my-favorite-items", at("?tab=users"), true)).toBe(false);
  // A non-admin sent to ?tab=users sees the first tab.
  expect(isCurrentPortalLink("/user?tab=my-favorite-items", at("?tab=users"), false)).toBe(true);
  expect(isCurrentPortalLink("/user?tab=my-favorite-items", { pathname: "/", search: "" }, false)).toBe(
    false,
  );
});

it("ROUTE-03 issue 13, #32.2: My Orders, Invoices & Payments and Approvals follow the four tabs (and issue 14's custom designs) for who may order; the four stay as they are", () => {
  expect(visiblePortalTabs(false, true).map((t) => t.value)).toEqual([
    "my-favorite-items",
    "my-quotes-/-projects",
    "my-lighting-layouts",
    "my-warranty-claims",
    "my-custom-designs",
    "my-orders",
    "invoices",
    "approvals",
    "account",
  ]);
  expect(
    visiblePortalTabs(false, true)
      .slice(5, 8)
      .map((t) => t.label),
  ).toEqual(["My Orders", "Invoices & Payments", "Approvals"]);
  expect(resolvePortalTab("my-orders", false, true)).toBe("my-orders");
  expect(resolvePortalTab("invoices", true, true)).toBe("invoices");
  // Without cart access they do not open: the first tab does.
  expect(resolvePortalTab("invoices", false, false)).toBe("my-favorite-items");
  expect(
    isCurrentPortalLink(
      "/user?tab=my-favorite-items",
      { pathname: "/user", search: "?tab=my-orders" },
      false,
      true,
    ),
  ).toBe(false);
});
