import { describe, expect, it } from "vitest";
import { authLink, DEFAULT_SIGNED_IN_PATH, safeRedirect } from "./redirects.ts";

it("ROUTE-02 a same-site path is kept, with its query and fragment", () => {
  expect(safeRedirect("/user")).toBe("/user");
  expect(safeRedirect("/user?tab=my-quotes-/-projects#top")).toBe("/user?tab=my-quotes-/-projects#top");
  expect(safeRedirect("/product/ab-12")).toBe("/product/ab-12");
  expect(safeRedirect("/")).toBe("/");
});

it("ROUTE-02 without a redirect the signed-in user lands on /user", () => {
  expect(DEFAULT_SIGNED_IN_PATH).toBe("/user");
  expect(safeRedirect(null)).toBe("/user");
  expect(safeRedirect(undefined)).toBe("/user");
  expect(safeRedirect("")).toBe("/user");
});

it("ROUTE-02 a redirect to another site answers the fallback", () => {
  const offSite = [
    "https://evil.example/user",
    "//evil.example/user",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "user",
    " /user",
    "http:/evil.example",
  ];
  for (const to of offSite) expect(safeRedirect(to), JSON.stringify(to)).toBe("/user");
  expect(safeRedirect("//evil.example", "/")).toBe("/");
});

it("ROUTE-02 a form field that is a file, not text, answers the fallback", () => {
  expect(safeRedirect(new File(["/user"], "to.txt"))).toBe("/user");
});

it("ROUTE-02 dot segments are resolved and cannot climb out of the site", () => {
  expect(safeRedirect("/a/../user")).toBe("/user");
  expect(safeRedirect("/../../evil.example")).toBe("/evil.example");
});

it("ROUTE-02 #30.6 dot segments that resolve into a protocol-relative //host answer the fallback", () => {
  for (const to of [
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
  ]) {
    expect(safeRedirect(to), to).toBe("/user");
  }
  expect(safeRedirect("/a/.//b")).toBe("/a//b");
});

describe("authLink", () => {
  it("#9.6 carries the page's path and query to /login and /register", () => {
    const here = { pathname: "/product/edl-4-10-40k", search: "?option=CCT-30K" };
    expect(authLink("/login", here)).toBe("/login?redirectTo=%2Fproduct%2Fedl-4-10-40k%3Foption%3DCCT-30K");
    expect(authLink("/register", here)).toBe(
      "/register?redirectTo=%2Fproduct%2Fedl-4-10-40k%3Foption%3DCCT-30K",
    );
  });

  it("#9.6 from a sign-in page passes on the return path it was given, never itself", () => {
    expect(authLink("/register", { pathname: "/login", search: "?redirectTo=%2Fuser%3Ftab%3Daccount" })).toBe(
      "/register?redirectTo=%2Fuser%3Ftab%3Daccount",
    );
    expect(authLink("/login", { pathname: "/register", search: "" })).toBe("/login");
    expect(authLink("/login", { pathname: "/login", search: "?redirectTo=%2Flogin" })).toBe("/login");
    expect(authLink("/login", { pathname: "/reset-password", search: "?token=x" })).toBe("/login");
  });

  it("#9.6 ROUTE-31 never carries a path to another site", () => {
    expect(authLink("/login", { pathname: "/login", search: "?redirectTo=%2F%2Fevil.example" })).toBe(
      "/login",
    );
    expect(authLink("/login", { pathname: "/login", search: "?redirectTo=https%3A%2F%2Fevil.example" })).toBe(
      "/login",
    );
  });
});
