import { expect, it } from "vitest";
import { DEFAULT_SIGNED_IN_PATH, safeRedirect } from "./redirects.ts";

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
